import { describe, expect, it } from 'vitest';
import {
  describeFilters,
  isFiltered,
  readProductListQuery,
  toProductListParams,
} from './product-list-query';

const categoryId = '6f1c1f0e-2a53-4a47-9d0c-0b1f2d3e4a5b';

describe('readProductListQuery', () => {
  it('reads every filter, the sort and the one-based page', () => {
    const query = readProductListQuery(
      new URLSearchParams(
        `q=+mug+&status=draft&category=${categoryId}&stock=low_stock&sort=price_desc&page=3`,
      ),
    );
    expect(query).toEqual({
      search: 'mug',
      status: 'draft',
      category: categoryId,
      stock: 'low_stock',
      sort: 'price_desc',
      page: 2,
    });
  });

  it('reads unknown or malformed values as not set, so an old bookmark still lists', () => {
    expect(
      readProductListQuery(
        new URLSearchParams('status=archived&category=summer&stock=lots&sort=best&page=-2'),
      ),
    ).toEqual({
      search: '',
      status: undefined,
      category: undefined,
      stock: undefined,
      sort: 'newest',
      page: 0,
    });
  });
});

describe('isFiltered', () => {
  it('is false for a sort or a page alone', () => {
    expect(isFiltered(readProductListQuery(new URLSearchParams('sort=name_asc&page=2')))).toBe(
      false,
    );
    expect(isFiltered(readProductListQuery(new URLSearchParams('stock=out_of_stock')))).toBe(true);
  });
});

describe('toProductListParams', () => {
  it('leaves unset filters out of the API call', () => {
    expect(toProductListParams('s1', readProductListQuery(new URLSearchParams('')))).toEqual({
      storeId: 's1',
      page: 0,
      size: 20,
      search: undefined,
      status: undefined,
      category: undefined,
      stock: undefined,
      sort: 'newest',
    });
  });
});

describe('describeFilters', () => {
  it('names each filter in effect, the category by its name', () => {
    const query = readProductListQuery(
      new URLSearchParams(`q=mug&status=draft&category=${categoryId}&stock=low_stock`),
    );
    expect(describeFilters(query, 'Kitchen')).toBe('Draft · Kitchen · low stock · “mug”');
  });
});

describe('the tag filter', () => {
  it('reads a tag from the URL, narrows the list and says so', () => {
    const query = readProductListQuery(new URLSearchParams('tag=%20summer%20&q=mug'));
    expect(query.tag).toBe('summer');
    expect(isFiltered({ ...query, search: '' })).toBe(true);
    expect(describeFilters(query, undefined)).toBe('tagged “summer” · “mug”');
    expect(toProductListParams('s1', query).tag).toBe('summer');
    expect(readProductListQuery(new URLSearchParams('tag=')).tag).toBeUndefined();
  });
});
