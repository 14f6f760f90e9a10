/**
 * Where a block dragged from the palette (or a section's own block dragged in the canvas)
 * would drop: the innermost section under the pointer, and the gap among that section's own
 * blocks nearest the pointer (top to bottom);
 * or, when the section refuses that block type (shared's `blockRefusal`), why, drawn as a
 * refused box over the section. Pure: the section under the pointer and its blocks' rects
 * are measured by the caller (`measureBlockDrop`), so it runs in node tests.
 * Owns: the gap and the indicator of a block drop. Not: the rule (shared's block-rules.ts).
 */
import { blockRefusal, blocksOf, type Component } from '../../shared';
import type { DropIndicator } from '../state/canvas-store';
import type { Point, Rect } from './drop-target';
import { BLOCK_ATTRIBUTE, FRAME_ATTRIBUTE } from './measure-lists';

/** The section under the pointer, as laid out: its rect and its own top-level blocks'. */
export interface BlockDropSection {
  id: string;
  rect: Rect;
  blocks: { id: string; rect: Rect }[];
}

export type BlockDrop =
  | { kind: 'drop'; sectionId: string; index: number; indicator: DropIndicator }
  | { kind: 'refused'; reason: string; indicator: DropIndicator };

/** The gap among `blocks` (top to bottom) nearest `point`: before the first one below it. */
function gapAt(blocks: BlockDropSection['blocks'], point: Point): number {
  const index = blocks.findIndex((b) => point.y < b.rect.top + b.rect.height / 2);
  return index === -1 ? blocks.length : index;
}

/**
 * The drop of a `blockType` block at `point` over `section` (its saved component found with
 * `find`): the gap in its saved blocks, or why it refuses it; null over no section.
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
  const saved = blocksOf(component.props);
  const { rect } = section;
  const box: DropIndicator = {
    kind: 'box',
    x: rect.left,
    y: rect.top,
    width: rect.width,
    height: rect.height,
  };
  const reason = blockRefusal(component.type, saved, { type: blockType }, movingId);
  if (reason) return { kind: 'refused', reason, indicator: { ...box, refusal: reason } };
  // Hidden blocks are not drawn: the gap before a drawn block is before it in the saved list.
  const drawn = section.blocks.filter((b) => saved.some((s) => s.id === b.id));
  if (!drawn.length)
    return { kind: 'drop', sectionId: section.id, index: saved.length, indicator: box };
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
    index,
    indicator: { kind: 'line', x: left, y, width: right - left, height: 0 },
  };
}

/** Reads the innermost section under `point` and its own top-level blocks off the page. */
export function measureBlockDrop(doc: Document, point: Point): BlockDropSection | null {
  const frame = doc.elementFromPoint(point.x, point.y)?.closest(`[${FRAME_ATTRIBUTE}]`);
  const id = frame?.getAttribute(FRAME_ATTRIBUTE);
  if (!frame || !id) return null;
  const blocks: BlockDropSection['blocks'] = [];
  for (const el of frame.querySelectorAll(`[${BLOCK_ATTRIBUTE}]`)) {
    // Its own (not a nested section's), and top level (not inside a columns block).
    if (el.closest(`[${FRAME_ATTRIBUTE}]`) !== frame) continue;
    if (el.parentElement?.closest(`[${BLOCK_ATTRIBUTE}]`)) continue;
    const r = el.getBoundingClientRect();
    blocks.push({
      id: el.getAttribute(BLOCK_ATTRIBUTE)!,
      rect: { left: r.left, top: r.top, width: r.width, height: r.height },
    });
  }
  const r = frame.getBoundingClientRect();
  return { id, rect: { left: r.left, top: r.top, width: r.width, height: r.height }, blocks };
}
