import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../../shared';
import {
  categoriesDeletedText,
  deleteCategoriesConsequence,
  deleteCategoryConsequence,
  filterCategories,
  readCategoryListQuery,
} from './category-list';

const category = (name: string, productCount: number): AdminCategory => ({
  id: name,
  storeId: 's1',
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  rule: null,
  image: '',
  description: '',
  productCount,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const all = [category('Summer', 12), category('Apparel', 3), category('Home Living', 3)];

describe('filterCategories', () => {
  it("keeps the store's order without a sort, and finds by name or slug", () => {
    expect(filterCategories(all, { search: '', sort: undefined }).map((c) => c.name)).toEqual([
      'Summer',
      'Apparel',
      'Home Living',
    ]);
    expect(filterCategories(all, { search: 'home l', sort: undefined })).toHaveLength(1);
  });

  it('sorts by product count, then by name', () => {
    expect(filterCategories(all, { search: '', sort: 'products_asc' }).map((c) => c.name)).toEqual([
      'Apparel',
      'Home Living',
      'Summer',
    ]);
  });
});

describe('readCategoryListQuery', () => {
  it('reads an unknown sort as none', () => {
    expect(readCategoryListQuery(new URLSearchParams('q=sum&sort=best'))).toEqual({
      search: 'sum',
      sort: undefined,
    });
  });
});

describe('deleteCategoryConsequence', () => {
  it('names how many products stay, in the singular for one', () => {
    expect(deleteCategoryConsequence(12)).toBe(
      'Its 12 products stay in your catalogue without this category.',
    );
    expect(deleteCategoryConsequence(1)).toBe(
      'Its 1 product stays in your catalogue without this category.',
    );
    expect(deleteCategoryConsequence(0)).toBe('It holds no products; nothing else changes.');
  });
});

describe('deleting several categories', () => {
  it('says the products stay, then how many did', () => {
    expect(deleteCategoriesConsequence(true)).toContain('The products in them stay');
    expect(deleteCategoriesConsequence(false)).toContain('They hold no products');
    expect(categoriesDeletedText(3, 12)).toBe('3 categories deleted; their 12 products stay');
    expect(categoriesDeletedText(1, 1)).toBe('1 category deleted; its 1 product stays');
    expect(categoriesDeletedText(2, 0)).toBe('2 categories deleted');
  });
});
