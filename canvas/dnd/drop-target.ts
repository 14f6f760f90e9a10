/**
 * Where a drag would drop: which list (the root, or a container's items, deepest first) and
 * the gap index in it, plus where to draw the indicator. Pure: takes plain rectangles measured
 * from the DOM (measure-lists.ts), so it runs in node tests.
 * Owns: target choice, gap index, indicator geometry, autoscroll speed. Not: the DOM, the
 * placement rule itself (shared's `canPlace`); this only adds "no container into itself".
 */
import { canPlace, type SectionType } from '../../shared';
import type { DropIndicator } from '../state/canvas-store';

/** A rectangle in iframe viewport coordinates (getBoundingClientRect). */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** One list that can take a drop, as laid out on screen. */
export interface DropList {
  /** The container holding the list, or null for the page's root list. */
  parentId: string | null;
  /** Ids of the containers around the list, outermost first (the last is `parentId`). */
  ancestors: string[];
  rect: Rect;
  /** `y`: items stack top to bottom; `x`: items sit side by side (a row container). */
  axis: 'x' | 'y';
  /** The list's components in order, the dragged one included. */
  items: { id: string; rect: Rect }[];
}

/** What is being dragged. */
export interface DraggedItem {
  /** The component's id, or null for a new section from the palette. */
  id: string | null;
  type: SectionType;
  /** Levels it occupies (shared's `subtreeHeight`); 1 for a new section. */
  height: number;
}

export interface DropTarget {
  parentId: string | null;
  /** The gap before item `index` of the list as it is now (the dragged item still in it). */
  index: number;
  indicator: DropIndicator;
  /** True when dropping here leaves the dragged component where it already is. */
  unchanged: boolean;
}

const contains = (rect: Rect, p: Point): boolean =>
  p.x >= rect.left &&
  p.x < rect.left + rect.width &&
  p.y >= rect.top &&
  p.y < rect.top + rect.height;

/** True when `p` is inside a `width` x `height` viewport. */
export const isInViewport = (p: Point, viewport: { width: number; height: number }): boolean =>
  p.x >= 0 && p.y >= 0 && p.x < viewport.width && p.y < viewport.height;

/** Root list = depth 1; a container's list is one deeper than the container's own list. */
const depthOf = (list: DropList): number => list.ancestors.length + 1;

/** Whether `list` may take `dragged` (the root list takes anything). */
export function acceptsDrop(list: DropList, dragged: DraggedItem): boolean {
  if (list.parentId === null) return true;
  if (dragged.id !== null && list.ancestors.includes(dragged.id)) return false;
  return canPlace(dragged, depthOf(list));
}

/** Along each axis of a list: the point's coordinate, a rectangle's start edge and its extent. */
const along = {
  y: { coordinate: 'y', start: 'top', size: 'height' },
  x: { coordinate: 'x', start: 'left', size: 'width' },
} as const;

/** The gap index for `point` in `list`: before the first item whose middle is past it. */
export function gapIndex(list: DropList, point: Point): number {
  const { coordinate, start, size } = along[list.axis];
  const at = list.items.findIndex(({ rect }) => point[coordinate] < rect[start] + rect[size] / 2);
  return at === -1 ? list.items.length : at;
}

/** The indicator for gap `index` of `list`: a line between items, or a box for an empty list. */
export function indicatorFor(list: DropList, index: number): DropIndicator {
  const { items, rect } = list;
  if (!items.length)
    return { kind: 'box', x: rect.left, y: rect.top, width: rect.width, height: rect.height };
  const before = items[index - 1]?.rect;
  const after = items[index]?.rect;
  const { start, size } = along[list.axis];
  const at =
    before && after
      ? (before[start] + before[size] + after[start]) / 2
      : after
        ? after[start]
        : before![start] + before![size];
  return list.axis === 'y'
    ? { kind: 'line', x: rect.left, y: at, width: rect.width, height: 0 }
    : { kind: 'line', x: at, y: rect.top, width: 0, height: rect.height };
}

/**
 * The drop target under `point`: the deepest container list containing it that accepts the
 * dragged item, else the root list. Null when the point is outside the viewport or there is
 * no root list.
 */
export function findDropTarget(input: {
  lists: readonly DropList[];
  point: Point;
  viewport: { width: number; height: number };
  dragged: DraggedItem;
}): DropTarget | null {
  const { lists, point, viewport, dragged } = input;
  if (!isInViewport(point, viewport)) return null;
  const candidates = lists
    .filter((l) => l.parentId !== null && contains(l.rect, point))
    .sort((a, b) => depthOf(b) - depthOf(a));
  const list =
    candidates.find((l) => acceptsDrop(l, dragged)) ?? lists.find((l) => l.parentId === null);
  if (!list) return null;
  const index = gapIndex(list, point);
  const own = dragged.id === null ? -1 : list.items.findIndex((item) => item.id === dragged.id);
  return {
    parentId: list.parentId,
    index,
    indicator: indicatorFor(list, index),
    unchanged: own !== -1 && (index === own || index === own + 1),
  };
}

/** How far to scroll this frame while dragging at `y`: negative up, positive down, 0 none. */
export function autoscrollStep(
  y: number,
  viewportHeight: number,
  options: { edge?: number; maxStep?: number } = {},
): number {
  const edge = Math.min(options.edge ?? 48, viewportHeight / 4);
  const maxStep = options.maxStep ?? 20;
  if (y < 0 || y >= viewportHeight || edge <= 0) return 0;
  if (y < edge) return -Math.ceil((maxStep * (edge - y)) / edge);
  if (y >= viewportHeight - edge)
    return Math.ceil((maxStep * (y - (viewportHeight - edge))) / edge);
  return 0;
}
