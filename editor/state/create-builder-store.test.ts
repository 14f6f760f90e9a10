import { describe, expect, it } from 'vitest';
import type { Component } from '../../protocol';
import { defaultSectionProps, findComponent, getChildren, MAX_CONTAINER_DEPTH } from '../../shared';
import { createBuilderStore, HISTORY_LIMIT, NO_SELECTION } from './create-builder-store';
import { makeComponent, makeContainer } from '../../tests/support/section-trees';

/** A store loaded with `components`, a controllable clock and its handy accessors. */
function setup(components: Component[] = [], burstMs?: number) {
  let time = 0;
  const store = createBuilderStore({ now: () => time, burstMs });
  store.getState().load({ components, pageType: 'home' });
  return {
    store,
    s: () => store.getState(),
    ids: () => store.getState().components.map((c) => c.id),
    past: () => store.temporal.getState().pastStates.length,
    future: () => store.temporal.getState().futureStates.length,
    tick: (ms: number) => {
      time += ms;
    },
  };
}

const page = () => [
  makeComponent('topbar', { id: 'top' }),
  makeComponent('navbar', { id: 'nav' }),
  makeComponent('hero', { id: 'a' }),
  makeComponent('textBlock', { id: 'b' }),
  makeComponent('faq', { id: 'c' }),
  makeComponent('footer', { id: 'foot' }),
];

describe('builder store: load', () => {
  it('replaces the list and page type, and clears history, selection and hover', () => {
    const { store, s, past, future } = setup(page());
    s().select('a');
    s().setHovered('b');
    s().remove('c');
    s().undo();
    expect(past()).toBe(0);
    expect(future()).toBe(1);
    const next = [makeComponent('banner', { id: 'x' })];
    s().load({ components: next, pageType: 'about' });
    expect(s().components).toBe(next);
    expect(s().pageType).toBe('about');
    expect(s().selectedId).toBe(NO_SELECTION);
    expect(s().hoveredId).toBeNull();
    expect(past()).toBe(0);
    expect(future()).toBe(0);
    expect(store.temporal.getState().isTracking).toBe(true);
  });
});

describe('builder store: add', () => {
  it('inserts a new component at the given index with the default props of its type', () => {
    const { s, ids } = setup(page());
    const id = s().add('banner', { index: 3 });
    expect(id).toMatch(/^banner-[0-9a-f]{8}$/);
    expect(ids()).toEqual(['top', 'nav', 'a', id, 'b', 'c', 'foot']);
    const added = s().components[3]!;
    expect(added.type).toBe('banner');
    expect(added.contentType).toBe('normal');
    expect(added.props).toEqual(defaultSectionProps('banner'));
  });

  it('adds a preset: its blocks over the defaults; an unknown preset adds nothing', () => {
    const { s, ids } = setup(page());
    const id = s().add('banner', { index: 3 }, 'sale');
    const added = s().components[3]!;
    expect(added.id).toBe(id);
    expect((added.props.blocks as { type: string }[]).map((b) => b.type)).toEqual([
      'badge',
      'heading',
      'text',
      'countdown',
      'button',
    ]);
    expect(added.props.height).toEqual(defaultSectionProps('banner').height);
    expect(s().add('banner', {}, 'no-such-preset')).toBeNull();
    expect(ids()).toHaveLength(7);
  });

  it('clamps the index to the list', () => {
    const { s, ids } = setup(page());
    const first = s().add('banner', { index: -5 });
    const last = s().add('faq', { index: 99 });
    expect(ids()[0]).toBe(first);
    expect(ids().at(-1)).toBe(last);
  });

  it('defaults to the end of the page content, before the trailing footer', () => {
    const { s, ids } = setup(page());
    const id = s().add('textBlock');
    expect(ids()).toEqual(['top', 'nav', 'a', 'b', 'c', id, 'foot']);
  });

  it('defaults to the very end on a page without a footer', () => {
    const { s, ids } = setup([makeComponent('hero', { id: 'a' })]);
    const id = s().add('faq');
    expect(ids()).toEqual(['a', id]);
  });

  it('places header globals after the leading header globals and the footer at the very end', () => {
    const { s, ids } = setup(page());
    const navbar = s().add('navbar');
    expect(ids()).toEqual(['top', 'nav', navbar, 'a', 'b', 'c', 'foot']);
    const footer = s().add('footer');
    expect(ids().at(-1)).toBe(footer);
    const topbar = s().add('topbar');
    expect(ids().slice(0, 4)).toEqual(['top', 'nav', navbar, topbar]);
    expect(s().components.find((c) => c.id === topbar)!.contentType).toBe('global');
  });

  it('adds a global header at the top of a page without one', () => {
    const { s, ids } = setup([makeComponent('hero', { id: 'a' })]);
    const id = s().add('topbar');
    expect(ids()).toEqual([id, 'a']);
  });

  it('adds into a container at the end by default, or at an index', () => {
    const box = makeContainer([makeComponent('textBlock', { id: 'in1' })], 'box');
    const { s } = setup([box]);
    const end = s().add('imageBlock', { parentId: 'box' });
    const start = s().add('videoBlock', { parentId: 'box', index: 0 });
    const children = getChildren(s().components[0]!);
    expect(children.map((c) => c.id)).toEqual([start, 'in1', end]);
    expect(children[2]!.props).toEqual(defaultSectionProps('imageBlock'));
  });

  it('adds a container into a container up to the maximum depth, and nothing deeper', () => {
    const { s } = setup([makeContainer([], 'box')]);
    const level2 = s().add('container', { parentId: 'box' })!;
    const level3 = s().add('container', { parentId: level2 })!;
    expect(level3).not.toBeNull();
    expect(findComponent(s().components, level3)!.parentId).toBe(level2);
    expect(MAX_CONTAINER_DEPTH).toBe(3);
    expect(s().add('textBlock', { parentId: level3 })).toBeNull();
    expect(s().add('textBlock', { parentId: level2 })).not.toBeNull();
  });

  it('refuses unknown types, product, globals in a container and bad parents, recording nothing', () => {
    const box = makeContainer([], 'box');
    const { s, past } = setup([box, makeComponent('hero', { id: 'a' })]);
    const before = s().components;
    expect(s().add('nope' as never)).toBeNull();
    expect(s().add('product')).toBeNull();
    expect(s().add('navbar', { parentId: 'box' })).toBeNull();
    expect(s().add('footer', { parentId: 'box' })).toBeNull();
    expect(s().add('hero', { parentId: 'missing' })).toBeNull();
    expect(s().add('hero', { parentId: 'a' })).toBeNull();
    expect(s().components).toBe(before);
    expect(past()).toBe(0);
  });

  it('gives every new component a fresh id', () => {
    const { s } = setup();
    const added = new Set(Array.from({ length: 50 }, () => s().add('faq')));
    expect(added.size).toBe(50);
  });
});

describe('builder store: remove', () => {
  it('removes the selected component, selects the none marker and records a snapshot', () => {
    const { s, ids, past } = setup(page());
    s().select('b');
    s().remove('b');
    expect(ids()).toEqual(['top', 'nav', 'a', 'c', 'foot']);
    expect(s().selectedId).toBe(NO_SELECTION);
    expect(past()).toBe(1);
  });

  it('keeps the selection when another component is removed', () => {
    const { s } = setup(page());
    s().select('a');
    s().remove('c');
    expect(s().selectedId).toBe('a');
  });

  it('removes a nested component and clears a selection inside a removed container', () => {
    const box = makeContainer([makeComponent('textBlock', { id: 'in1' })], 'box');
    const { s } = setup([box, makeComponent('hero', { id: 'a' })]);
    s().remove('in1');
    expect(getChildren(s().components[0]!)).toEqual([]);
    s().undo();
    s().select('in1');
    s().remove('box');
    expect(s().selectedId).toBe(NO_SELECTION);
  });

  it('ignores an unknown id and records nothing', () => {
    const { s, past } = setup(page());
    s().remove('missing');
    expect(past()).toBe(0);
  });
});

describe('builder store: select', () => {
  it('selects, and selecting the selected component again deselects it', () => {
    const { s } = setup(page());
    s().select('a');
    expect(s().selectedId).toBe('a');
    s().select('b');
    expect(s().selectedId).toBe('b');
    s().select('b');
    expect(s().selectedId).toBe(NO_SELECTION);
    s().select(null);
    expect(s().selectedId).toBe(NO_SELECTION);
  });

  it('ignores an id that is not on the page', () => {
    const { s } = setup(page());
    s().select('a');
    s().select('missing');
    expect(s().selectedId).toBe('a');
  });

  it('selects nested components', () => {
    const box = makeContainer([makeComponent('textBlock', { id: 'in1' })], 'box');
    const { s } = setup([box, makeComponent('hero', { id: 'hero' })]);
    s().select('hero');
    expect(s().selectedId).toBe('hero');
    s().select('in1');
    expect(s().selectedId).toBe('in1');
  });
});

describe('builder store: duplicate', () => {
  it('inserts a new component of the same type with default props right after it', () => {
    const { s, ids } = setup(page());
    s().updateProps('b', { content: '<p>changed</p>' });
    const copy = s().duplicate('b')!;
    expect(ids()).toEqual(['top', 'nav', 'a', 'b', copy, 'c', 'foot']);
    const added = s().components[4]!;
    expect(added.type).toBe('textBlock');
    expect(added.props).toEqual(defaultSectionProps('textBlock'));
    expect(added.props).not.toEqual(s().components[3]!.props);
    expect(s().selectedId).toBe(copy);
  });

  it('duplicates inside the same container, and a container comes back empty', () => {
    const box = makeContainer([makeComponent('textBlock', { id: 'in1' })], 'box');
    const { s } = setup([box]);
    const copy = s().duplicate('in1')!;
    expect(getChildren(s().components[0]!).map((c) => c.id)).toEqual(['in1', copy]);
    const boxCopy = s().duplicate('box')!;
    expect(s().components[1]!.id).toBe(boxCopy);
    expect(getChildren(s().components[1]!)).toEqual([]);
  });

  it('returns null for an unknown id', () => {
    const { s, past } = setup(page());
    expect(s().duplicate('missing')).toBeNull();
    expect(past()).toBe(0);
  });
});

describe('builder store: move up / move down', () => {
  it('swaps a component with its neighbour', () => {
    const { s, ids } = setup(page());
    s().moveUp('b');
    expect(ids()).toEqual(['top', 'nav', 'b', 'a', 'c', 'foot']);
    s().moveDown('b');
    s().moveDown('b');
    expect(ids()).toEqual(['top', 'nav', 'a', 'c', 'b', 'foot']);
  });

  it('does nothing and records nothing at either end', () => {
    const { s, past, store } = setup(page());
    const before = store.getState().components;
    s().moveUp('top');
    s().moveDown('foot');
    expect(s().components).toBe(before);
    expect(past()).toBe(0);
  });

  it('swaps within a container only', () => {
    const box = makeContainer(
      [makeComponent('textBlock', { id: 'in1' }), makeComponent('faq', { id: 'in2' })],
      'box',
    );
    const { s, past } = setup([makeComponent('hero', { id: 'a' }), box]);
    s().moveDown('in1');
    expect(getChildren(s().components[1]!).map((c) => c.id)).toEqual(['in2', 'in1']);
    s().moveDown('in1');
    expect(past()).toBe(1);
  });
});

describe('builder store: move', () => {
  it('moves within the root list with gap indices counted before the item leaves', () => {
    const { s, ids } = setup(page());
    s().move('a', null, 5); // the gap before 'foot'
    expect(ids()).toEqual(['top', 'nav', 'b', 'c', 'a', 'foot']);
    s().move('c', null, 2); // the gap before 'b'
    expect(ids()).toEqual(['top', 'nav', 'c', 'b', 'a', 'foot']);
  });

  it('records nothing when a component is dropped where it already is', () => {
    const { s, past, store } = setup(page());
    const before = store.getState().components;
    s().move('b', null, 3); // the gap before itself
    s().move('b', null, 4); // the gap after itself
    expect(s().components).toBe(before);
    expect(past()).toBe(0);
  });

  it('moves a component into a container, out of it, and between containers', () => {
    const one = makeContainer([makeComponent('textBlock', { id: 'in1' })], 'one');
    const two = makeContainer([], 'two');
    const { s, ids } = setup([makeComponent('hero', { id: 'a' }), one, two]);
    s().move('a', 'one', 0);
    expect(ids()).toEqual(['one', 'two']);
    expect(getChildren(s().components[0]!).map((c) => c.id)).toEqual(['a', 'in1']);
    s().move('in1', 'two', 0);
    expect(getChildren(s().components[1]!).map((c) => c.id)).toEqual(['in1']);
    s().move('in1', null, 0);
    expect(ids()).toEqual(['in1', 'one', 'two']);
    expect(findComponent(s().components, 'a')).toMatchObject({ parentId: 'one', index: 0 });
  });

  it('moves a component to a later container of the same list', () => {
    const box = makeContainer([], 'box');
    const { s, ids } = setup([makeComponent('hero', { id: 'a' }), makeComponent('faq'), box]);
    s().move('a', 'box', 0);
    expect(ids()).toHaveLength(2);
    expect(getChildren(s().components[1]!).map((c) => c.id)).toEqual(['a']);
  });

  it('refuses a container into itself or its descendant, globals and product into containers', () => {
    const inner = makeContainer([], 'inner');
    const outer = makeContainer([inner], 'outer');
    const { s, past } = setup([
      makeComponent('navbar', { id: 'nav' }),
      outer,
      makeComponent('product', { id: 'prod' }),
      makeComponent('footer', { id: 'foot' }),
    ]);
    s().move('outer', 'outer', 0);
    s().move('outer', 'inner', 0);
    s().move('nav', 'outer', 0);
    s().move('foot', 'inner', 0);
    s().move('prod', 'outer', 0);
    s().move('nav', 'missing', 0);
    s().move('missing', null, 0);
    expect(past()).toBe(0);
  });

  it('refuses a move that would nest deeper than the maximum depth', () => {
    const deep = makeContainer([makeContainer([], 'level3')], 'level2');
    const host = makeContainer([deep], 'level1');
    const other = makeContainer([makeComponent('faq', { id: 'leaf' })], 'other');
    const { s, past } = setup([host, other]);
    s().move('other', 'level2', 0); // other's child would sit at depth 4
    s().move('leaf', 'level3', 0); // depth 4
    expect(past()).toBe(0);
    s().move('other', 'level1', 0); // other at depth 2, its child at depth 3
    expect(past()).toBe(1);
  });
});

describe('builder store: updateProps', () => {
  it('shallow-merges into props and keeps every other component object', () => {
    const { s, past } = setup(page());
    const before = s().components;
    s().updateProps('b', { content: '<p>hi</p>' });
    const after = s().components;
    expect(after[3]!.props).toEqual({ ...before[3]!.props, content: '<p>hi</p>' });
    after.forEach((c, i) => {
      if (i !== 3) expect(c).toBe(before[i]);
    });
    expect(past()).toBe(1);
  });

  it('updates inside containers at any depth, sharing every untouched branch', () => {
    const leaf = makeComponent('textBlock', { id: 'leaf' });
    const sibling = makeComponent('faq', { id: 'sibling' });
    const level2 = makeContainer([leaf, sibling], 'level2');
    const level1 = makeContainer([level2], 'level1');
    const other = makeComponent('hero', { id: 'other' });
    const { s } = setup([level1, other]);
    s().updateProps('leaf', { content: 'deep' });
    const [nextLevel1, nextOther] = s().components;
    expect(nextOther).toBe(other);
    expect(nextLevel1).not.toBe(level1);
    const nextLevel2 = getChildren(nextLevel1!)[0]!;
    expect(nextLevel2).not.toBe(level2);
    const [nextLeaf, nextSibling] = getChildren(nextLevel2);
    expect(nextSibling).toBe(sibling);
    expect(nextLeaf!.props.content).toBe('deep');
    expect(leaf.props.content).not.toBe('deep');
  });

  it('records nothing when the values do not change or the id is unknown', () => {
    const { s, past } = setup(page());
    const before = s().components;
    s().updateProps('b', { content: before[3]!.props.content });
    s().updateProps('missing', { content: 'x' });
    expect(s().components).toBe(before);
    expect(past()).toBe(0);
  });
});

describe('builder store: history', () => {
  it('records one snapshot per add, remove, prop update and reorder, each clearing redo', () => {
    const { s, past, future, tick } = setup(page());
    const actions: (() => void)[] = [
      () => s().add('banner'),
      () => s().remove('c'),
      () => s().updateProps('a', { height: { value: 50, unit: 'vh' } }),
      () => s().moveUp('b'),
      () => s().moveDown('b'),
      () => s().move('a', null, 0),
      () => s().duplicate('a'),
    ];
    for (const action of actions) {
      s().add('faq');
      s().undo(); // leaves one step to redo
      expect(future()).toBe(1);
      const before = past();
      tick(5000);
      action();
      expect(past()).toBe(before + 1);
      expect(future()).toBe(0);
    }
  });

  it('clears redo when a new change is recorded after an undo', () => {
    const { s, future } = setup(page());
    s().remove('a');
    s().undo();
    expect(future()).toBe(1);
    s().remove('b');
    expect(future()).toBe(0);
  });

  it('undo and redo swap snapshots', () => {
    const { s, ids } = setup(page());
    const original = s().components;
    s().remove('a');
    const removed = s().components;
    s().moveUp('c');
    const moved = s().components;
    s().undo();
    expect(s().components).toBe(removed);
    s().undo();
    expect(s().components).toBe(original);
    s().undo();
    expect(s().components).toBe(original);
    s().redo();
    s().redo();
    expect(s().components).toBe(moved);
    s().redo();
    expect(s().components).toBe(moved);
    expect(ids()).toEqual(['top', 'nav', 'c', 'b', 'foot']);
  });

  it('does not record selection, hover, preview or screen size', () => {
    const { s, past } = setup(page());
    s().select('a');
    s().setHovered('b');
    s().setPreview(true);
    s().togglePreview();
    s().setScreenSize('mobile');
    s().select('a');
    expect(s().preview).toBe(false);
    expect(s().screenSize).toBe('mobile');
    expect(past()).toBe(0);
  });

  it('undo and redo leave selection, hover, preview and screen size alone', () => {
    const { s } = setup(page());
    s().remove('c');
    s().select('a');
    s().setHovered('b');
    s().setPreview(true);
    s().setScreenSize('tablet');
    s().undo();
    expect(s()).toMatchObject({
      selectedId: 'a',
      hoveredId: 'b',
      preview: true,
      screenSize: 'tablet',
    });
  });

  it('selects the none marker when undo removes the selected component', () => {
    const { s } = setup(page());
    const id = s().add('banner')!;
    s().select(id);
    s().setHovered(id);
    s().undo();
    expect(s().selectedId).toBe(NO_SELECTION);
    expect(s().hoveredId).toBeNull();
    s().redo();
    expect(s().selectedId).toBe(NO_SELECTION);
  });

  it('keeps the selection null when undo restores a removed selected component', () => {
    const { s, ids } = setup(page());
    s().select('b');
    s().remove('b');
    s().undo();
    expect(ids()).toContain('b');
    expect(s().selectedId).toBe(NO_SELECTION);
  });

  it('keeps at most HISTORY_LIMIT steps', () => {
    const { s, past } = setup();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) s().add('faq');
    expect(past()).toBe(HISTORY_LIMIT);
  });
});

describe('builder store: typing bursts', () => {
  it('makes a burst of edits of one field a single undo step', () => {
    const { s, past, tick } = setup(page());
    const original = s().components;
    for (const content of ['h', 'he', 'hel', 'hell', 'hello']) {
      tick(300);
      s().updateProps('b', { content });
    }
    expect(s().components[3]!.props.content).toBe('hello');
    expect(past()).toBe(1);
    s().undo();
    expect(s().components).toBe(original);
  });

  it('starts a new step after a pause longer than burstMs', () => {
    const { s, past, tick } = setup(page(), 500);
    s().updateProps('b', { content: 'a' });
    tick(500);
    s().updateProps('b', { content: 'ab' });
    expect(past()).toBe(1);
    tick(501);
    s().updateProps('b', { content: 'abc' });
    expect(past()).toBe(2);
    s().undo();
    expect(s().components[3]!.props.content).toBe('ab');
  });

  it('measures the pause from the previous edit, not the first of the burst', () => {
    const { s, past, tick } = setup(page());
    for (let i = 0; i < 10; i++) {
      tick(900);
      s().updateProps('b', { content: `v${i}` });
    }
    expect(past()).toBe(1);
  });

  it('starts a new step for another field, another component or a multi-field change', () => {
    const { s, past, tick } = setup(page());
    s().updateProps('b', { content: 'x' });
    tick(10);
    s().updateProps('b', { textAlign: 'center' });
    tick(10);
    s().updateProps('c', { title: 'FAQ!' });
    tick(10);
    s().updateProps('c', { title: 'FAQ!!', subtitle: 'Sub' });
    tick(10);
    s().updateProps('c', { title: 'FAQ!!!', subtitle: 'Sub!' });
    expect(past()).toBe(5);
  });

  it('starts a new step after any other history action or an undo', () => {
    const { s, past, tick } = setup(page());
    s().updateProps('b', { content: 'x' });
    s().moveUp('c');
    tick(10);
    s().updateProps('b', { content: 'xy' });
    expect(past()).toBe(3);
    s().undo();
    tick(10);
    s().updateProps('b', { content: 'xyz' });
    expect(past()).toBe(3);
    s().undo();
    expect(findComponent(s().components, 'b')!.component.props.content).toBe('x');
  });
});
