import { describe, expect, it } from 'vitest';
import {
  applyPatch,
  clampIndex,
  collectIds,
  findComponent,
  findComponentPath,
  getListLength,
  hasComponent,
  insertComponent,
  moveComponent,
  placementPath,
  removeComponent,
  shiftComponent,
  TreeEditError,
  updateComponent,
  type PatchOp,
} from './component-tree';
import { parseContentDocument, type Component } from './content';
import { makeComponent, makeContainer } from '../../tests/support/section-trees';

const text = (id: string, title = id): Component => ({ id, type: 'textBlock', props: { title } });
const box = (id: string, children: Component[] = []): Component => ({
  id,
  type: 'container',
  props: { direction: 'row', children },
});

const ids = (list: Component[]): string[] => list.map((c) => c.id);

/** The TreeEditError code `edit` throws, or 'none'. */
function refusal(edit: () => unknown): string {
  try {
    edit();
    return 'none';
  } catch (error) {
    if (error instanceof TreeEditError) return error.code;
    throw error;
  }
}

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
    expect(() => applyPatch(page, { op: 'props', id: 'zz', props: {} })).toThrow(TreeEditError);
    expect(() => applyPatch(page, { op: 'remove', id: 'zz' })).toThrow(TreeEditError);
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
    expect(findComponentPath(inserted, 'x')).toMatchObject({
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

describe('the tree edits at their edges', () => {
  const page = (): Component[] => [
    text('a'),
    box('outer', [text('n1'), box('inner', [text('n2')])]),
    box('side'),
    text('z'),
  ];

  it('refuses an unknown id in every edit, naming it', () => {
    const tree = page();
    expect(refusal(() => removeComponent(tree, 'zz'))).toBe('unknown-id');
    expect(refusal(() => updateComponent(tree, 'zz', (c) => c))).toBe('unknown-id');
    expect(refusal(() => moveComponent(tree, 'zz', null, 0))).toBe('unknown-id');
    expect(refusal(() => moveComponent(tree, 'a', 'zz', 0))).toBe('unknown-id');
    expect(refusal(() => insertComponent(tree, text('x'), 'zz', 0))).toBe('unknown-id');
    expect(() => removeComponent(tree, 'zz')).toThrow('No component zz');
    expect(findComponent(tree, 'zz')).toBeNull();
    expect(findComponentPath(tree, 'zz')).toBeNull();
    expect(hasComponent(tree, 'zz')).toBe(false);
    expect(ids(tree)).toEqual(['a', 'outer', 'side', 'z']);
  });

  it('refuses moving a container into its own descendant, at any depth', () => {
    const tree = page();
    expect(refusal(() => moveComponent(tree, 'outer', 'inner', 0))).toBe('into-itself');
    expect(refusal(() => moveComponent(tree, 'outer', 'outer', 0))).toBe('into-itself');
    expect(refusal(() => moveComponent(tree, 'inner', 'inner', 0))).toBe('into-itself');
    // Into a sibling container is fine.
    expect(findComponent(moveComponent(tree, 'inner', 'side', 0), 'n2')).toMatchObject({
      parentId: 'inner',
    });
    expect(placementPath(tree, findComponent(tree, 'outer')!.component, 'inner')).toBeNull();
  });

  it('takes gap indices 0..length and refuses any other index', () => {
    const tree = page();
    expect(
      ids(insertComponent(tree, text('x'), 'outer', 2)[1]!.props.children as Component[]),
    ).toEqual(['n1', 'inner', 'x']);
    for (const index of [-1, 3, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(
        refusal(() => insertComponent(tree, text('x'), 'outer', index)),
        `${index}`,
      ).toBe('index-out-of-range');
    }
    // A move counts the index after the component left its list: 'a' of 4 root items may go
    // to 0..3; into another list, 0..that list's length.
    expect(ids(moveComponent(tree, 'a', null, 3))).toEqual(['outer', 'side', 'z', 'a']);
    expect(moveComponent(tree, 'a', null, 0)).toBe(tree);
    expect(refusal(() => moveComponent(tree, 'a', null, 4))).toBe('index-out-of-range');
    expect(refusal(() => moveComponent(tree, 'a', null, -1))).toBe('index-out-of-range');
    expect(refusal(() => moveComponent(tree, 'a', 'side', 1))).toBe('index-out-of-range');
    expect(refusal(() => moveComponent(tree, 'a', 'outer', 3))).toBe('index-out-of-range');
    expect(ids(tree)).toEqual(['a', 'outer', 'side', 'z']);
  });

  it('moves into a container after an earlier sibling left the list above it', () => {
    // Removing 'a' shifts 'outer' from root index 1 to 0: the target is found again.
    const moved = moveComponent(page(), 'a', 'inner', 1);
    expect(ids(moved)).toEqual(['outer', 'side', 'z']);
    expect(findComponentPath(moved, 'a')).toMatchObject({
      parentId: 'inner',
      index: 1,
      ancestors: ['outer', 'inner'],
      path: [0, 1, 1],
      depth: 3,
    });
  });

  it('keeps untouched components and the whole list when nothing changes', () => {
    const tree = page();
    expect(updateComponent(tree, 'n2', (c) => c)).toBe(tree);
    const moved = moveComponent(tree, 'n1', 'outer', 1);
    expect(ids(moved[1]!.props.children as Component[])).toEqual(['inner', 'n1']);
    expect(moved[0]).toBe(tree[0]);
    expect(moved[2]).toBe(tree[2]);
    // 'inner' moved up one slot, the same object.
    expect((moved[1]!.props.children as Component[])[0]).toBe(
      (tree[1]!.props.children as Component[])[1],
    );
  });

  it('shifts a component within its own list, and not past either end', () => {
    const tree = page();
    expect(ids(shiftComponent(tree, 'a', 1))).toEqual(['outer', 'a', 'side', 'z']);
    expect(ids(shiftComponent(tree, 'z', -1))).toEqual(['a', 'outer', 'z', 'side']);
    const nested = shiftComponent(tree, 'inner', -1);
    expect(ids(nested[1]!.props.children as Component[])).toEqual(['inner', 'n1']);
    expect(nested[0]).toBe(tree[0]);
    expect(shiftComponent(tree, 'a', -1)).toBe(tree);
    expect(shiftComponent(tree, 'z', 1)).toBe(tree);
    expect(shiftComponent(tree, 'n1', -1)).toBe(tree);
    expect(refusal(() => shiftComponent(tree, 'zz', 1))).toBe('unknown-id');
  });

  it('reads list lengths, every id and clamped gaps', () => {
    const tree = page();
    expect(getListLength(tree, null)).toBe(4);
    expect(getListLength(tree, 'outer')).toBe(2);
    expect(refusal(() => getListLength(tree, 'a'))).toBe('not-a-container');
    expect([...collectIds(tree)].sort()).toEqual(
      ['a', 'inner', 'n1', 'n2', 'outer', 'side', 'z'].sort(),
    );
    expect([clampIndex(-3, 4), clampIndex(2.7, 4), clampIndex(9, 4)]).toEqual([0, 2, 4]);
    expect([clampIndex(Number.NEGATIVE_INFINITY, 4), clampIndex(Infinity, 4)]).toEqual([0, 4]);
  });

  it('applies a sequence of ops like the one-at-a-time edits', () => {
    const ops: PatchOp[] = [
      { op: 'insert', component: text('x'), parentId: 'side', index: 0 },
      { op: 'move', id: 'z', parentId: null, index: 0 },
      { op: 'props', id: 'x', props: { title: 'X' } },
      { op: 'remove', id: 'n1' },
    ];
    const next = ops.reduce(applyPatch, page());
    expect(ids(next)).toEqual(['z', 'a', 'outer', 'side']);
    expect(findComponent(next, 'x')).toMatchObject({
      parentId: 'side',
      component: { props: { title: 'X' } },
    });
  });
});

describe('findComponent', () => {
  const leaf = makeComponent('textBlock', { id: 'leaf' });
  const tree = [
    makeComponent('hero', { id: 'a' }),
    makeContainer([makeComponent('faq', { id: 'x' }), makeContainer([leaf], 'inner')], 'outer'),
  ];

  it('finds root and nested components with their parent id and index', () => {
    expect(findComponent(tree, 'a')).toEqual({ component: tree[0], parentId: null, index: 0 });
    expect(findComponent(tree, 'leaf')).toEqual({ component: leaf, parentId: 'inner', index: 0 });
    expect(findComponent(tree, 'inner')).toMatchObject({ parentId: 'outer', index: 1 });
  });

  it('returns null for an unknown id', () => {
    expect(findComponent(tree, 'missing')).toBeNull();
  });
});

describe('placementPath', () => {
  it('allows the root list for any component and refuses what a container cannot hold', () => {
    const box = makeContainer([], 'box');
    const tree = [box, makeComponent('hero', { id: 'a' })];
    expect(placementPath(tree, makeComponent('navbar'), null)).toEqual([]);
    expect(placementPath(tree, makeComponent('faq'), 'box')).toEqual([0]);
    expect(placementPath(tree, makeComponent('navbar'), 'box')).toBeNull();
    expect(placementPath(tree, makeComponent('product'), 'box')).toBeNull();
    expect(placementPath(tree, makeComponent('faq'), 'a')).toBeNull();
    expect(placementPath(tree, box, 'box')).toBeNull();
  });
});

describe('placementPath and the server content validation', () => {
  // root: topbar, c1 [banner, c2 [c3 []]], c4 [], footer. List depths: c1 and c4 hold lists
  // at depth 2, c2 at depth 3, c3 at depth 4.
  const tree = (): Component[] => [
    makeComponent('topbar', { id: 't' }),
    makeContainer(
      [makeComponent('banner', { id: 'b1' }), makeContainer([makeContainer([], 'c3')], 'c2')],
      'c1',
    ),
    makeContainer([], 'c4'),
    makeComponent('footer', { id: 'f' }),
  ];
  const items: [string, () => Component][] = [
    ['a banner', () => makeComponent('banner', { id: 'new' })],
    ['an empty container', () => makeContainer([], 'new')],
    ['a container of a section', () => makeContainer([makeComponent('faq')], 'new')],
    ['a container of a container', () => makeContainer([makeContainer([])], 'new')],
    ['three nested containers', () => makeContainer([makeContainer([makeContainer([])])], 'new')],
    [
      'two containers around a section',
      () => makeContainer([makeContainer([makeComponent('textBlock')])], 'new'),
    ],
    ...(['topbar', 'navbar', 'footer', 'product'] as const).map(
      (type): [string, () => Component] => [type, () => makeComponent(type, { id: 'new' })],
    ),
  ];
  const parents = [null, 'c1', 'c2', 'c3', 'c4'];

  it.each(items)('[regression] gives the same answer as the server for %s', (_name, item) => {
    for (const parentId of parents) {
      const components = tree();
      const editorSays = placementPath(components, item(), parentId) !== null;
      const placed = insertComponent(components, item(), parentId, 0);
      const serverSays = parseContentDocument({ components: placed }).ok;
      expect(editorSays, `into ${parentId ?? 'the root'}`).toBe(serverSays);
    }
  });
});
