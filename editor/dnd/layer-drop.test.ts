import { describe, expect, it } from 'vitest';
import { makeBlock, subtreeHeight, type Component } from '../../shared';
import {
  blockDropTarget,
  describeBlockRow,
  describeRow,
  layerDropTarget,
  rootEndTarget,
  type BlockRowInfo,
  type DraggedBlock,
  type DraggedLayer,
  type LayerRowInfo,
} from './layer-drop';
import {
  dropRuleContainers,
  dropRuleItems,
  dropRuleTree,
  serverTakesFirstChild,
  section,
} from '../../tests/support/section-trees';

const row = (overrides: Partial<LayerRowInfo>): LayerRowInfo => ({
  id: 'b',
  type: 'banner',
  parentId: null,
  index: 3,
  depth: 1,
  ancestors: [],
  ...overrides,
});

const dragged = (overrides: Partial<DraggedLayer> = {}): DraggedLayer => ({
  id: 'x',
  type: 'textBlock',
  parentId: null,
  index: 0,
  height: 1,
  ...overrides,
});

describe('layerDropTarget', () => {
  it('puts the upper half of a row before it and the lower half after it', () => {
    expect(layerDropTarget(row({}), 0.2, dragged())).toMatchObject({
      parentId: null,
      index: 3,
      edge: 'before',
      noop: false,
    });
    expect(layerDropTarget(row({}), 0.7, dragged())).toMatchObject({
      parentId: null,
      index: 4,
      edge: 'after',
    });
  });

  it('marks the gaps on either side of the dragged row as no-ops', () => {
    expect(layerDropTarget(row({ index: 1 }), 0.1, dragged({ index: 0 }))?.noop).toBe(true);
    expect(layerDropTarget(row({ index: 1 }), 0.9, dragged({ index: 0 }))?.noop).toBe(false);
  });

  it('refuses the dragged row itself and rows inside it', () => {
    expect(layerDropTarget(row({ id: 'x' }), 0.5, dragged())).toBeNull();
    expect(
      layerDropTarget(row({ parentId: 'x', ancestors: ['x'], depth: 2 }), 0.5, dragged()),
    ).toBeNull();
  });

  it('drops into a container below its top band, and before it above', () => {
    const container = row({ id: 'c', type: 'container', index: 2 });
    expect(layerDropTarget(container, 0.6, dragged())).toMatchObject({
      parentId: 'c',
      index: 0,
      edge: 'inside',
      depth: 2,
    });
    expect(layerDropTarget(container, 0.1, dragged())).toMatchObject({
      parentId: null,
      index: 2,
      edge: 'before',
    });
  });

  it('keeps global sections and product out of containers', () => {
    const container = row({ id: 'c', type: 'container' });
    expect(layerDropTarget(container, 0.6, dragged({ type: 'navbar' }))).toBeNull();
    expect(layerDropTarget(container, 0.6, dragged({ type: 'product' }))).toBeNull();
    const nested = row({ parentId: 'c', ancestors: ['c'], depth: 2, index: 0 });
    expect(layerDropTarget(nested, 0.2, dragged({ type: 'footer' }))).toBeNull();
    expect(layerDropTarget(nested, 0.2, dragged())).toMatchObject({ parentId: 'c', index: 0 });
  });

  it('refuses drops that would nest deeper than allowed', () => {
    const deep = row({
      id: 'c3',
      type: 'container',
      depth: 3,
      ancestors: ['c1', 'c2'],
      parentId: 'c2',
    });
    expect(layerDropTarget(deep, 0.6, dragged())).toBeNull();
    const inDeep = row({ depth: 3, ancestors: ['c1', 'c2'], parentId: 'c2', index: 0 });
    expect(layerDropTarget(inDeep, 0.2, dragged({ type: 'container', height: 2 }))).toBeNull();
    expect(layerDropTarget(inDeep, 0.2, dragged())).toMatchObject({ parentId: 'c2' });
  });
});

describe('rootEndTarget', () => {
  it('targets the gap after the last root item', () => {
    expect(rootEndTarget(dragged({ index: 2 }), 5)).toMatchObject({
      parentId: null,
      index: 5,
      noop: false,
    });
    expect(rootEndTarget(dragged({ index: 4 }), 5).noop).toBe(true);
  });
});

describe('describeRow', () => {
  it('reads a nested row’s parent, index, depth and ancestors from the tree', () => {
    const inner = section('textBlock', 't1');
    const components = [
      section('banner', 'b1'),
      section('container', 'c1', [
        section('imageBlock', 'i1'),
        section('container', 'c2', [inner]),
      ]),
    ];
    expect(describeRow(components, 't1')).toEqual({
      id: 't1',
      type: 'textBlock',
      parentId: 'c2',
      index: 0,
      depth: 3,
      ancestors: ['c1', 'c2'],
    });
    expect(describeRow(components, 'b1')).toMatchObject({
      parentId: null,
      depth: 1,
      ancestors: [],
    });
    expect(describeRow(components, 'missing')).toBeNull();
  });
});

describe('layerDropTarget and the server content validation', () => {
  it.each(
    dropRuleItems.map((item) => [`${item.type} of height ${subtreeHeight(item)}`, item] as const),
  )(
    '[regression] dropping %s inside each container gives the same answer as the server',
    (_name, item) => {
      for (const parentId of dropRuleContainers) {
        const components = dropRuleTree();
        const row = describeRow(components, parentId)!;
        const drop = layerDropTarget(row, 0.6, {
          id: item.id,
          type: item.type,
          parentId: null,
          index: -10,
          height: subtreeHeight(item),
        });
        const serverSays = serverTakesFirstChild(components, item, parentId);
        expect(drop !== null, `into ${parentId}`).toBe(serverSays);
      }
    },
  );
});

describe('blockDropTarget', () => {
  // hero: heading-1, columns-1 [text-1], button-1 (section row at level 1).
  const blockRow = (overrides: Partial<BlockRowInfo>): BlockRowInfo => ({
    sectionId: 'hero',
    id: 'heading-1',
    parentId: null,
    index: 0,
    depth: 2,
    holds: false,
    ...overrides,
  });
  const columns = blockRow({ id: 'columns-1', index: 1, holds: true });
  const draggedBlock = (overrides: Partial<DraggedBlock> = {}): DraggedBlock => ({
    sectionId: 'hero',
    id: 'button-1',
    type: 'button',
    parentId: null,
    index: 2,
    ...overrides,
  });

  it('puts the upper half of a block row before it and the lower half after it', () => {
    expect(blockDropTarget(blockRow({}), 0.2, draggedBlock())).toMatchObject({
      sectionId: 'hero',
      parentId: null,
      index: 0,
      edge: 'before',
      depth: 2,
      noop: false,
    });
    expect(blockDropTarget(blockRow({}), 0.8, draggedBlock())).toMatchObject({
      index: 1,
      edge: 'after',
    });
  });

  it('drops into a columns block below its top band (first in its list), before it above', () => {
    expect(blockDropTarget(columns, 0.6, draggedBlock())).toMatchObject({
      parentId: 'columns-1',
      index: 0,
      edge: 'inside',
      depth: 3,
    });
    expect(blockDropTarget(columns, 0.1, draggedBlock())).toMatchObject({
      parentId: null,
      index: 1,
      edge: 'before',
    });
  });

  it('takes a block out of a columns block, and puts one first in its section over the section row', () => {
    const nested = draggedBlock({ id: 'text-1', type: 'text', parentId: 'columns-1', index: 0 });
    expect(blockDropTarget(blockRow({}), 0.8, nested)).toMatchObject({ parentId: null, index: 1 });
    const sectionRow = blockRow({ id: null, depth: 1, holds: true });
    expect(blockDropTarget(sectionRow, 0.1, nested)).toMatchObject({
      parentId: null,
      index: 0,
      edge: 'inside',
      depth: 2,
    });
  });

  it('marks the gaps on either side of the dragged block as no-ops', () => {
    const dragged = draggedBlock({ id: 'heading-1', index: 0 });
    const next = blockRow({ id: 'columns-1', index: 1 });
    expect(blockDropTarget(next, 0.1, dragged)?.noop).toBe(true);
    expect(blockDropTarget(blockRow({ id: 'button-1', index: 2 }), 0.9, dragged)?.noop).toBe(false);
  });

  it('refuses the block itself and the blocks it holds', () => {
    const dragged = draggedBlock({ id: 'columns-1', type: 'columns', index: 1 });
    expect(blockDropTarget(columns, 0.6, dragged)).toBeNull();
    expect(
      blockDropTarget(blockRow({ id: 'text-1', parentId: 'columns-1', depth: 3 }), 0.2, dragged),
    ).toBeNull();
  });

  it('targets another section’s blocks, or first in it over its row; its ids are its own', () => {
    const other = blockRow({ sectionId: 'other', id: 'button-1', index: 2 });
    expect(blockDropTarget(other, 0.2, draggedBlock())).toMatchObject({
      sectionId: 'other',
      parentId: null,
      index: 2,
      noop: false,
    });
    expect(
      blockDropTarget(blockRow({ sectionId: 'other', id: null, depth: 1 }), 0.9, draggedBlock()),
    ).toMatchObject({ sectionId: 'other', parentId: null, index: 0, edge: 'inside', noop: false });
  });
});

describe('describeBlockRow', () => {
  it('reads a block row’s holder, index and level, and the section’s own row, from the tree', () => {
    const hero: Component = {
      id: 'hero',
      type: 'heroStatic',
      props: {
        blocks: [
          makeBlock('heading', 'heading-1'),
          makeBlock('columns', 'columns-1', { blocks: [makeBlock('text', 'text-1')] }),
        ],
      },
    };
    const components = [section('container', 'c1', [hero])];
    expect(describeBlockRow(components, 'hero', 'text-1')).toEqual({
      sectionId: 'hero',
      id: 'text-1',
      parentId: 'columns-1',
      index: 0,
      depth: 4,
      holds: false,
    });
    expect(describeBlockRow(components, 'hero', 'columns-1')).toMatchObject({
      parentId: null,
      index: 1,
      depth: 3,
      holds: true,
    });
    expect(describeBlockRow(components, 'hero', null)).toMatchObject({ id: null, depth: 2 });
    expect(describeBlockRow(components, 'hero', 'missing')).toBeNull();
    expect(describeBlockRow(components, 'missing', null)).toBeNull();
  });
});
