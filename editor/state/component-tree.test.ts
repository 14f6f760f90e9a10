import { describe, expect, it, vi } from 'vitest';
import type { Component } from '../../protocol';
import { parseContentDocument } from '../../shared';
import {
  createComponentId,
  defaultRootIndex,
  findComponent,
  insertComponent,
  placementPath,
} from './component-tree';
import { makeComponent, makeContainer } from './test-fixtures';

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

describe('createComponentId', () => {
  it('is the type, a dash and 8 hex digits from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    expect(createComponentId('hero')).toMatch(/^hero-[0-9a-f]{8}$/);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('draws again when the id is taken', () => {
    const bytes = [
      [0, 0, 0, 1],
      [0xab, 0xcd, 0xef, 0x12],
    ];
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      (array as Uint8Array).set(bytes.shift()!);
      return array;
    });
    expect(createComponentId('faq', new Set(['faq-00000001']))).toBe('faq-abcdef12');
    spy.mockRestore();
  });
});

describe('defaultRootIndex', () => {
  const ids = (...types: Parameters<typeof makeComponent>[0][]) =>
    types.map((type) => makeComponent(type));

  it('puts header globals after the leading header globals', () => {
    expect(defaultRootIndex(ids('topbar', 'navbar', 'hero', 'footer'), 'navbar')).toBe(2);
    expect(defaultRootIndex(ids('hero', 'navbar'), 'topbar')).toBe(0);
  });

  it('puts the footer at the very end and the rest before the trailing footers', () => {
    expect(defaultRootIndex(ids('hero', 'footer'), 'footer')).toBe(2);
    expect(defaultRootIndex(ids('navbar', 'hero', 'footer', 'footer'), 'faq')).toBe(2);
    expect(defaultRootIndex([], 'faq')).toBe(0);
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
