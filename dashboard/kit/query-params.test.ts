import { describe, expect, it } from 'vitest';
import { queryHref, toPageParam, withQueryParams } from './query-params';

describe('withQueryParams', () => {
  it('sets, replaces and removes keys, sorted for a stable URL', () => {
    const next = withQueryParams(new URLSearchParams('status=draft&q=mug'), {
      status: 'active',
      q: null,
      stock: 'low_stock',
    });
    expect(next.toString()).toBe('status=active&stock=low_stock');
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withQueryParams(new URLSearchParams('page=3&q=a'), { q: 'b' }).toString()).toBe('q=b');
  });

  it('keeps the other filters when only the page changes', () => {
    expect(withQueryParams(new URLSearchParams('q=a'), { page: '2' }).toString()).toBe(
      'page=2&q=a',
    );
  });

  it("treats '' as removing the key", () => {
    expect(withQueryParams(new URLSearchParams('q=a'), { q: '' }).toString()).toBe('');
  });
});

describe('queryHref', () => {
  it("answers '?' when no parameter is left, so the link clears the query", () => {
    expect(queryHref(new URLSearchParams('status=draft'), { status: null })).toBe('?');
  });
});

describe('toPageParam', () => {
  // Moved from the products, orders and media list-query tests, which each had a copy.
  it.each([
    [0, null],
    [1, '2'],
    [2, '3'],
  ])('writes zero-based page %i as %s (the first page as no parameter)', (page, param) => {
    expect(toPageParam(page)).toBe(param);
  });
});
