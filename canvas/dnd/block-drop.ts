/**
 * Where a block dragged from the palette (or a section's own block dragged in the canvas)
 * would drop: the innermost section under the pointer and, in it, the innermost block under
 * the pointer that holds blocks and takes this type (a columns block, the slide shown), else
 * the section's own list; the gap among that list's drawn blocks nearest the pointer (top to
 * bottom); or, when the section refuses that block type (shared's `blockRefusal`), why, drawn
 * as a refused box over the section. Pure: the section, the holder and their blocks' rects are
 * measured by the caller (`measureBlockDrop`), so it runs in node tests.
 * Owns: the gap and the indicator of a block drop. Not: the rule (shared's block-rules.ts).
 */
import { blockRefusal, blockRuleOf, blocksOf, findBlock, type Component } from '../../shared';
import type { DropIndicator } from '../state/canvas-store';
import type { Point, Rect } from './drop-target';
import { BLOCK_ATTRIBUTE, FRAME_ATTRIBUTE } from './measure-lists';

/** Blocks laid over each other (a slider's slides), not in a line: never dragged in the canvas. */
export const STACKED_BLOCK_ATTRIBUTE = 'data-block-stacked';

/** The section under the pointer, as laid out, and the list a block would drop into. */
export interface BlockDropSection {
  id: string;
  rect: Rect;
  /** The block of the section whose own list it drops into; absent: the section's list. */
  holder?: { id: string; rect: Rect };
  /** That list's drawn blocks. */
  blocks: { id: string; rect: Rect }[];
}

export type BlockDrop =
  | {
      kind: 'drop';
      sectionId: string;
      /** The block whose list it goes into; null: the section's own. */
      holderId: string | null;
      index: number;
      indicator: DropIndicator;
    }
  | { kind: 'refused'; reason: string; indicator: DropIndicator };

/** The gap among `blocks` (top to bottom) nearest `point`: before the first one below it. */
function gapAt(blocks: BlockDropSection['blocks'], point: Point): number {
  const index = blocks.findIndex((b) => point.y < b.rect.top + b.rect.height / 2);
  return index === -1 ? blocks.length : index;
}

/**
 * The drop of a `blockType` block at `point` over `section` (its saved component found with
 * `find`): the gap in its (or its holder block's) saved blocks, or why it refuses it; null
 * over no section.
 */
export function findBlockDrop(
  section: BlockDropSection | null,
  point: Point,
  blockType: string,
  find: (id: string) => Component | undefined,
  /** A block of the section moved within it: it does not count against the limits. */
  movingId?: string,
): BlockDrop | null {
  if (!section) return null;
  const component = find(section.id);
  if (!component) return null;
  const holderBlock = section.holder
    ? findBlock(blocksOf(component.props), section.holder.id)?.block
    : undefined;
  if (section.holder && !holderBlock) return null;
  const saved = blocksOf(holderBlock ? holderBlock.props : component.props);
  const rect = section.holder?.rect ?? section.rect;
  const box: DropIndicator = {
    kind: 'box',
    x: rect.left,
    y: rect.top,
    width: rect.width,
    height: rect.height,
  };
  const holderType = holderBlock?.type ?? component.type;
  const reason = blockRefusal(holderType, saved, { type: blockType }, movingId);
  if (reason) return { kind: 'refused', reason, indicator: { ...box, refusal: reason } };
  const holderId = holderBlock?.id ?? null;
  // Hidden blocks are not drawn: the gap before a drawn block is before it in the saved list.
  const drawn = section.blocks.filter((b) => saved.some((s) => s.id === b.id));
  if (!drawn.length)
    return { kind: 'drop', sectionId: section.id, holderId, index: saved.length, indicator: box };
  const at = gapAt(drawn, point);
  const before = drawn[at];
  const index = before ? saved.findIndex((s) => s.id === before.id) : saved.length;
  const left = Math.min(...drawn.map((b) => b.rect.left));
  const right = Math.max(...drawn.map((b) => b.rect.left + b.rect.width));
  const last = drawn[drawn.length - 1]!.rect;
  const y = before ? before.rect.top - 2 : last.top + last.height + 2;
  return {
    kind: 'drop',
    sectionId: section.id,
    holderId,
    index,
    indicator: { kind: 'line', x: left, y, width: right - left, height: 0 },
  };
}

const rectOf = (el: Element): Rect => {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, width: r.width, height: r.height };
};

/** The block element around `el` (itself included) in `frame`, not a nested section's. */
function blockAround(el: Element | null | undefined, frame: Element): Element | null {
  const block = el?.closest(`[${BLOCK_ATTRIBUTE}]`);
  return block && frame.contains(block) && block.closest(`[${FRAME_ATTRIBUTE}]`) === frame
    ? block
    : null;
}

/**
 * Reads the innermost section under `point` off the page, the list a `blockType` block would
 * go into there (the innermost block under the point that holds blocks and takes that type,
 * never `movingId` or a block inside it; else the section's), and that list's drawn blocks.
 */
export function measureBlockDrop(
  doc: Document,
  point: Point,
  blockType: string,
  movingId?: string,
): BlockDropSection | null {
  const under = doc.elementFromPoint(point.x, point.y);
  const frame = under?.closest(`[${FRAME_ATTRIBUTE}]`);
  const id = frame?.getAttribute(FRAME_ATTRIBUTE);
  if (!frame || !id) return null;
  let holder: Element | null = null;
  for (let el = blockAround(under, frame); el; el = blockAround(el.parentElement, frame)) {
    if (movingId && el.getAttribute(BLOCK_ATTRIBUTE) === movingId) holder = null;
    else if (
      !holder &&
      blockRuleOf(el.getAttribute('data-block-type') ?? '')?.accepts.includes(blockType as never)
    )
      holder = el;
  }
  const blocks: BlockDropSection['blocks'] = [];
  for (const el of (holder ?? frame).querySelectorAll(`[${BLOCK_ATTRIBUTE}]`)) {
    // The list's own blocks (not a nested section's or a nested block's), as drawn.
    if (blockAround(el.parentElement, frame) !== holder) continue;
    if (blockAround(el, frame) !== el) continue;
    // Not a slide the slider does not show.
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    const rect = rectOf(el);
    blocks.push({ id: el.getAttribute(BLOCK_ATTRIBUTE)!, rect });
  }
  return {
    id,
    rect: rectOf(frame),
    ...(holder
      ? { holder: { id: holder.getAttribute(BLOCK_ATTRIBUTE)!, rect: rectOf(holder) } }
      : {}),
    blocks,
  };
}
