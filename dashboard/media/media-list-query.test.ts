import { describe, expect, it } from 'vitest';
import { readMediaListQuery, toMediaListParams } from './media-list-query';

describe("the media library's URL state", () => {
  it('reads the search and the one-based page of the URL', () => {
    const query = readMediaListQuery(new URLSearchParams('q=%20banner%20&page=3'));
    expect(query).toEqual({ search: 'banner', page: 2 });
    expect(toMediaListParams('store-1', query)).toEqual({
      storeId: 'store-1',
      page: 2,
      size: 24,
      search: 'banner',
    });
  });

  it('reads a malformed page as the first, and sends no empty search', () => {
    for (const page of ['0', '-1', '1.5', 'two', '']) {
      expect(readMediaListQuery(new URLSearchParams({ page })).page, page).toBe(0);
    }
    expect(toMediaListParams('s', readMediaListQuery(new URLSearchParams())).search).toBe(
      undefined,
    );
  });
});
