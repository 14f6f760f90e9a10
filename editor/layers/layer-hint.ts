/**
 * The secondary text of a layer row, so two sections of one type can be told apart.
 * Owns: picking and shortening that text. Not: the row's markup.
 */
import type { Component } from '../../protocol';
import { blocksOf } from '../../shared';

/** The text of a section's first shown heading block with text, if any. */
function headingBlockText(component: Component): unknown {
  return blocksOf(component.props).find(
    (block) =>
      block.type === 'heading' &&
      !block.hidden &&
      typeof block.props.text === 'string' &&
      block.props.text.trim(),
  )?.props.text;
}

/**
 * A short text telling two sections of one type apart: their title, a slider's section title,
 * or the text of their first heading block (a banner's, a static hero's).
 */
export function layerHint(component: Component): string {
  const { title, sectionTitle } = component.props;
  const text =
    typeof title === 'string' && title.trim()
      ? title
      : typeof sectionTitle === 'string' && sectionTitle.trim()
        ? sectionTitle
        : headingBlockText(component);
  if (typeof text !== 'string') return '';
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length > 40 ? `${plain.slice(0, 39)}…` : plain;
}
