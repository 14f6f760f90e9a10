import { describe, expect, it } from 'vitest';
import { subtreeHeight } from '../../shared';
import {
  describeRow,
  layerDropTarget,
  rootEndTarget,
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
