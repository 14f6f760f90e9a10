import { describe, expect, it } from 'vitest';
import { addItem, getIn, isSameValue, moveItem, parsePath, removeItem, setIn } from './list-items';

describe('list items', () => {
  const list = ['a', 'b', 'c'] as const;

  it('adds at the end by default, or at an index (clamped)', () => {
    expect(addItem(list, 'd')).toEqual(['a', 'b', 'c', 'd']);
    expect(addItem(list, 'x', 1)).toEqual(['a', 'x', 'b', 'c']);
    expect(addItem(list, 'x', 99)).toEqual(['a', 'b', 'c', 'x']);
    expect(addItem(list, 'x', -3)).toEqual(['x', 'a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('removes the item at an index', () => {
    expect(removeItem(list, 1)).toEqual(['a', 'c']);
    expect(removeItem(list, 7)).toEqual(['a', 'b', 'c']);
  });

  it('moves an item up or down by one, and not past either end', () => {
    expect(moveItem(list, 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moveItem(list, 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(moveItem(list, 0, 'up')).toEqual(['a', 'b', 'c']);
    expect(moveItem(list, 2, 'down')).toEqual(['a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('paths', () => {
  const value = [{ title: 'Shop', links: [{ label: 'A', url: '/a' }] }];

  it('reads a nested value', () => {
    expect(getIn(value, [0, 'links', 0, 'url'])).toBe('/a');
    expect(getIn(value, [3, 'links'])).toBeUndefined();
    expect(getIn(value, [])).toBe(value);
  });

  it('replaces a nested value, copying containers and sharing the rest', () => {
    const next = setIn(value, [0, 'links', 0, 'url'], '/b') as typeof value;
    expect(next[0]!.links[0]).toEqual({ label: 'A', url: '/b' });
    expect(value[0]!.links[0]!.url).toBe('/a');
    expect(next).not.toBe(value);
    expect(next[0]!.title).toBe('Shop');
    expect(setIn(value, [], 'whole')).toBe('whole');
  });

  it('parses dotted paths, turning digit segments into indexes', () => {
    expect(parsePath('0.links.12.url')).toEqual([0, 'links', 12, 'url']);
    expect(parsePath('')).toEqual([]);
  });

  it('compares JSON-like values deeply', () => {
    expect(isSameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(isSameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(isSameValue([1], { 0: 1 })).toBe(false);
    expect(isSameValue(NaN, NaN)).toBe(true);
    expect(isSameValue('1', 1)).toBe(false);
  });
});
