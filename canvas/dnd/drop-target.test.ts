import { describe, expect, it } from 'vitest';
import { findComponentPath, subtreeHeight } from '../../shared';
import {
  acceptsDrop,
  autoscrollStep,
  findDropTarget,
  gapIndex,
  indicatorFor,
  type DraggedItem,
  type DropList,
  type Rect,
} from './drop-target';
import {
  dropRuleContainers,
  dropRuleItems,
  dropRuleTree,
  serverTakesFirstChild,
} from '../../tests/support/section-trees';

const rect = (left: number, top: number, width: number, height: number): Rect => ({
  left,
  top,
  width,
  height,
});
const viewport = { width: 1000, height: 800 };

// Root: a (0-100), box (100-400), c (400-500). The box holds a row list at 120-380 with
// n1 (x 0-500) and inner (x 500-1000); inner holds an empty column list.
const root: DropList = {
  parentId: null,
  ancestors: [],
  rect: rect(0, 0, 1000, 800),
  axis: 'y',
  items: [
    { id: 'a', rect: rect(0, 0, 1000, 100) },
    { id: 'box', rect: rect(0, 100, 1000, 300) },
    { id: 'c', rect: rect(0, 400, 1000, 100) },
  ],
};
const boxList: DropList = {
  parentId: 'box',
  ancestors: ['box'],
  rect: rect(0, 120, 1000, 260),
  axis: 'x',
  items: [
    { id: 'n1', rect: rect(0, 120, 500, 260) },
    { id: 'inner', rect: rect(500, 120, 500, 260) },
  ],
};
const innerList: DropList = {
  parentId: 'inner',
  ancestors: ['box', 'inner'],
  rect: rect(520, 140, 460, 220),
  axis: 'y',
  items: [],
};
const lists = [root, boxList, innerList];

const palette = (type: DraggedItem['type']): DraggedItem => ({ id: null, type, height: 1 });
const drag = (dragged: DraggedItem, x: number, y: number) =>
  findDropTarget({ lists, point: { x, y }, viewport, dragged });

describe('findDropTarget', () => {
  it('picks the gap in the root list by item middles', () => {
    expect(drag(palette('textBlock'), 10, 20)).toMatchObject({ parentId: null, index: 0 });
    expect(drag(palette('textBlock'), 10, 60)).toMatchObject({ parentId: null, index: 1 });
    expect(drag(palette('textBlock'), 10, 430)).toMatchObject({ parentId: null, index: 2 });
    expect(drag(palette('textBlock'), 10, 700)).toMatchObject({ parentId: null, index: 3 });
  });

  it('prefers the deepest container list under the pointer', () => {
    expect(drag(palette('textBlock'), 700, 200)).toMatchObject({
      parentId: 'inner',
      index: 0,
      indicator: { kind: 'box', x: 520, y: 140, width: 460, height: 220 },
    });
    // In the row list, outside the inner list: by x middles.
    expect(drag(palette('textBlock'), 100, 200)).toMatchObject({ parentId: 'box', index: 0 });
    expect(drag(palette('textBlock'), 300, 200)).toMatchObject({ parentId: 'box', index: 1 });
    expect(drag(palette('textBlock'), 510, 130)).toMatchObject({ parentId: 'box', index: 1 });
  });

  it('keeps globals and the product section at the root', () => {
    for (const type of ['navbar', 'topbar', 'footer', 'product'] as const) {
      expect(drag(palette(type), 700, 200)).toMatchObject({ parentId: null, index: 1 });
      expect(drag(palette(type), 700, 300)).toMatchObject({ parentId: null, index: 2 });
    }
  });

  it('never drops a container into itself or its descendants', () => {
    const box: DraggedItem = { id: 'box', type: 'container', height: 3 };
    expect(drag(box, 700, 200)).toMatchObject({ parentId: null, index: 1, unchanged: true });
    expect(drag(box, 700, 300)).toMatchObject({ parentId: null, index: 2, unchanged: true });
    const inner: DraggedItem = { id: 'inner', type: 'container', height: 1 };
    expect(drag(inner, 700, 200)).toMatchObject({ parentId: 'box', index: 1, unchanged: true });
    expect(drag(inner, 800, 200)).toMatchObject({ parentId: 'box', index: 2, unchanged: true });
    expect(drag(inner, 100, 200)).toMatchObject({ parentId: 'box', index: 0, unchanged: false });
  });

  it('refuses lists that would nest containers too deep (shared MAX_CONTAINER_DEPTH = 3)', () => {
    // innerList is at depth 3: it takes sections and empty containers, not a filled one.
    expect(drag({ id: null, type: 'container', height: 1 }, 700, 200)).toMatchObject({
      parentId: 'inner',
    });
    const filled: DraggedItem = { id: 'c', type: 'container', height: 2 };
    expect(drag(filled, 800, 200)).toMatchObject({ parentId: 'box', index: 2 });
    const deeper: DraggedItem = { id: 'c', type: 'container', height: 3 };
    expect(drag(deeper, 700, 200)).toMatchObject({ parentId: null });
  });

  it('marks drops that leave a component where it is', () => {
    const a: DraggedItem = { id: 'a', type: 'textBlock', height: 1 };
    expect(drag(a, 10, 20)).toMatchObject({ index: 0, unchanged: true });
    expect(drag(a, 10, 60)).toMatchObject({ index: 1, unchanged: true });
    expect(drag(a, 10, 430)).toMatchObject({ index: 2, unchanged: false });
  });

  it('has no target outside the viewport or without a root list', () => {
    expect(drag(palette('textBlock'), -1, 20)).toBeNull();
    expect(drag(palette('textBlock'), 10, 800)).toBeNull();
    expect(
      findDropTarget({
        lists: [boxList],
        point: { x: 10, y: 20 },
        viewport,
        dragged: palette('textBlock'),
      }),
    ).toBeNull();
  });
});

describe('indicatorFor', () => {
  it('draws a horizontal line at the gap of a column list', () => {
    expect(indicatorFor(root, 0)).toEqual({ kind: 'line', x: 0, y: 0, width: 1000, height: 0 });
    expect(indicatorFor(root, 1)).toEqual({ kind: 'line', x: 0, y: 100, width: 1000, height: 0 });
    expect(indicatorFor(root, 3)).toEqual({ kind: 'line', x: 0, y: 500, width: 1000, height: 0 });
  });

  it('draws a vertical line at the gap of a row list', () => {
    expect(indicatorFor(boxList, 1)).toEqual({
      kind: 'line',
      x: 500,
      y: 120,
      width: 0,
      height: 260,
    });
    expect(indicatorFor(boxList, 2)).toEqual({
      kind: 'line',
      x: 1000,
      y: 120,
      width: 0,
      height: 260,
    });
  });

  it('centres the line between items with a gap between them', () => {
    const spaced: DropList = {
      ...root,
      items: [
        { id: 'a', rect: rect(0, 0, 10, 100) },
        { id: 'b', rect: rect(0, 120, 10, 50) },
      ],
    };
    expect(indicatorFor(spaced, 1).y).toBe(110);
    expect(gapIndex(spaced, { x: 0, y: 144 })).toBe(1);
    expect(gapIndex(spaced, { x: 0, y: 146 })).toBe(2);
  });
});

describe('acceptsDrop', () => {
  it('lets the root list take anything', () => {
    expect(acceptsDrop(root, { id: 'x', type: 'footer', height: 4 })).toBe(true);
  });
});

describe('autoscrollStep', () => {
  it('scrolls faster the closer the pointer is to an edge, and not outside', () => {
    expect(autoscrollStep(400, 800)).toBe(0);
    expect(autoscrollStep(0, 800)).toBe(-20);
    expect(autoscrollStep(24, 800)).toBe(-10);
    expect(autoscrollStep(799, 800)).toBeGreaterThan(15);
    expect(autoscrollStep(760, 800)).toBeGreaterThan(0);
    expect(autoscrollStep(-5, 800)).toBe(0);
    expect(autoscrollStep(805, 800)).toBe(0);
  });
});

describe('acceptsDrop and the server content validation', () => {
  it.each(
    dropRuleItems.map((item) => [`${item.type} of height ${subtreeHeight(item)}`, item] as const),
  )(
    '[regression] dropping %s into each container list gives the same answer as the server',
    (_name, item) => {
      for (const parentId of dropRuleContainers) {
        const components = dropRuleTree();
        const found = findComponentPath(components, parentId)!;
        const list: DropList = {
          parentId,
          ancestors: [...found.ancestors, parentId],
          rect: rect(0, 0, 10, 10),
          axis: 'y',
          items: [],
        };
        const canvasSays = acceptsDrop(list, {
          id: null,
          type: item.type,
          height: subtreeHeight(item),
        });
        const serverSays = serverTakesFirstChild(components, item, parentId);
        expect(canvasSays, `into ${parentId}`).toBe(serverSays);
      }
    },
  );
});
