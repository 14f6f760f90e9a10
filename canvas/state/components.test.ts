import { describe, expect, it } from 'vitest';
import type { Component } from '../../protocol';
import { applyPatch, findComponent, PatchError, reuseUnchanged } from './components';

const text = (id: string, title = id): Component => ({ id, type: 'textBlock', props: { title } });
const box = (id: string, children: Component[] = []): Component => ({
  id,
  type: 'container',
  props: { direction: 'row', children },
});

const ids = (list: Component[]): string[] => list.map((c) => c.id);

describe('applyPatch at the root', () => {
  const page = [text('a'), text('b'), text('c')];

  it('replaces one component’s props and keeps every other object as it was', () => {
    const next = applyPatch(page, { op: 'props', id: 'b', props: { title: 'B!' } });
    expect(next[1]).toEqual({ id: 'b', type: 'textBlock', props: { title: 'B!' } });
    expect(next[0]).toBe(page[0]);
    expect(next[2]).toBe(page[2]);
    expect(page[1]!.props.title).toBe('b');
  });

  it('inserts at an index, including the end', () => {
    expect(
      ids(applyPatch(page, { op: 'insert', component: text('x'), parentId: null, index: 0 })),
    ).toEqual(['x', 'a', 'b', 'c']);
    expect(
      ids(applyPatch(page, { op: 'insert', component: text('x'), parentId: null, index: 3 })),
    ).toEqual(['a', 'b', 'c', 'x']);
  });

  it('removes by id', () => {
    expect(ids(applyPatch(page, { op: 'remove', id: 'a' }))).toEqual(['b', 'c']);
  });

  it('moves to the final index after removal', () => {
    expect(ids(applyPatch(page, { op: 'move', id: 'a', parentId: null, index: 2 }))).toEqual([
      'b',
      'c',
      'a',
    ]);
    expect(ids(applyPatch(page, { op: 'move', id: 'c', parentId: null, index: 0 }))).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(ids(applyPatch(page, { op: 'move', id: 'b', parentId: null, index: 1 }))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('refuses ops that do not fit the tree, leaving it unchanged', () => {
    expect(() => applyPatch(page, { op: 'props', id: 'zz', props: {} })).toThrow(PatchError);
    expect(() => applyPatch(page, { op: 'remove', id: 'zz' })).toThrow(PatchError);
    expect(() =>
      applyPatch(page, { op: 'insert', component: text('a'), parentId: null, index: 0 }),
    ).toThrow(/already exists/);
    expect(() =>
      applyPatch(page, { op: 'insert', component: text('x'), parentId: null, index: 4 }),
    ).toThrow(/past the end/);
    expect(() => applyPatch(page, { op: 'move', id: 'a', parentId: null, index: 3 })).toThrow(
      /past the end/,
    );
    expect(ids(page)).toEqual(['a', 'b', 'c']);
  });
});

describe('applyPatch inside containers (props.children)', () => {
  const page = [text('a'), box('outer', [text('n1'), box('inner', [text('n2')])]), text('z')];

  it('updates a nested component, copying only the containers on its path', () => {
    const next = applyPatch(page, { op: 'props', id: 'n2', props: { title: 'deep' } });
    expect(findComponent(next, 'n2')?.component.props).toEqual({ title: 'deep' });
    expect(next[0]).toBe(page[0]);
    expect(next[2]).toBe(page[2]);
    expect(next[1]).not.toBe(page[1]);
    const outer = next[1]!.props.children as Component[];
    expect(outer[0]).toBe((page[1]!.props.children as Component[])[0]);
    expect(next[1]!.props.direction).toBe('row');
  });

  it('inserts into, removes from and moves between container lists', () => {
    const inserted = applyPatch(page, {
      op: 'insert',
      component: text('x'),
      parentId: 'inner',
      index: 0,
    });
    expect(findComponent(inserted, 'x')).toMatchObject({
      parentId: 'inner',
      index: 0,
      ancestors: ['outer', 'inner'],
    });

    const removed = applyPatch(page, { op: 'remove', id: 'n1' });
    expect(ids(removed[1]!.props.children as Component[])).toEqual(['inner']);

    const out = applyPatch(page, { op: 'move', id: 'n2', parentId: null, index: 0 });
    expect(ids(out)).toEqual(['n2', 'a', 'outer', 'z']);
    expect(findComponent(out, 'inner')?.component.props.children).toEqual([]);

    const inward = applyPatch(page, { op: 'move', id: 'a', parentId: 'inner', index: 1 });
    expect(ids(inward)).toEqual(['outer', 'z']);
    expect(findComponent(inward, 'a')).toMatchObject({ parentId: 'inner', index: 1 });
  });

  it('refuses a parent that is not a container, or a container moved into itself', () => {
    expect(() =>
      applyPatch(page, { op: 'insert', component: text('x'), parentId: 'a', index: 0 }),
    ).toThrow(/not a container/);
    expect(() =>
      applyPatch(page, { op: 'insert', component: text('x'), parentId: 'nope', index: 0 }),
    ).toThrow(/No container/);
    expect(() =>
      applyPatch(page, { op: 'move', id: 'outer', parentId: 'inner', index: 0 }),
    ).toThrow(/into itself/);
    expect(() =>
      applyPatch(page, { op: 'move', id: 'outer', parentId: 'outer', index: 0 }),
    ).toThrow(/into itself/);
  });

  it('refuses inserting a container whose nested ids already exist', () => {
    expect(() =>
      applyPatch(page, {
        op: 'insert',
        component: box('new', [text('n1')]),
        parentId: null,
        index: 0,
      }),
    ).toThrow(/n1 already exists/);
  });
});

describe('reuseUnchanged', () => {
  it('keeps old objects for components that did not change, by id', () => {
    const prev = [text('a'), text('b')];
    const next = [text('b'), text('a', 'changed'), text('c')];
    const reused = reuseUnchanged(prev, next);
    expect(reused[0]).toBe(prev[1]);
    expect(reused[1]).toBe(next[1]);
    expect(reused[2]).toBe(next[2]);
  });
});
