/**
 * What the blocks list shows of a block, as pure functions: its name with a glimpse of its
 * text ("Button · Shop now"), and the words announced after a move.
 */
import { blockLabels, blocksOf, type Block } from '../../shared';

const GLIMPSE = 40;

/**
 * A block's text, if it shows one: a testimonial's name, a tab's or signup's heading, a
 * heading's or text's text, a button's label, a menu column's title, a question... (a slide's or a
 * columns block's: its first shown block's).
 */
export function blockGlimpse(block: Block): string {
  const { props } = block;
  const raw = [
    props.name,
    props.heading,
    props.text,
    props.label,
    props.title,
    props.question,
    props.alt,
  ].find((v) => typeof v === 'string' && v.trim());
  if (typeof raw !== 'string') {
    // A block holding blocks (a slide, columns): its first shown block's text.
    for (const inner of blocksOf(props)) {
      const glimpse = inner.hidden ? '' : blockGlimpse(inner);
      if (glimpse) return glimpse;
    }
    return '';
  }
  const line = raw.trim().replace(/\s+/g, ' ');
  return line.length > GLIMPSE ? `${line.slice(0, GLIMPSE - 1)}…` : line;
}

/** "Button · Shop now", or the type's label alone. */
export function blockRowLabel(block: Block): string {
  const glimpse = blockGlimpse(block);
  return glimpse ? `${blockLabels[block.type]} · ${glimpse}` : blockLabels[block.type];
}

/** What a screen reader hears after a block moved: "Button moved to position 2 of 4". */
export function moveAnnouncement(block: Block, index: number, count: number): string {
  return `${blockLabels[block.type]} moved to position ${index + 1} of ${count}`;
}
