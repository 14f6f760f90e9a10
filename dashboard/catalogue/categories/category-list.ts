/**
 * The categories index's search and sort, done in the browser (a store's categories come
 * in one list), with their state in the URL: `q` and `sort`.
 */
import { countOf, pluralWord, type AdminCategory } from '../../../shared';

export const categorySorts = ['name_asc', 'name_desc', 'products_desc', 'products_asc'] as const;
export type CategorySort = (typeof categorySorts)[number];

export interface CategoryListQuery {
  search: string;
  /** `undefined`: the store's own order. */
  sort: CategorySort | undefined;
}

export function readCategoryListQuery(params: URLSearchParams): CategoryListQuery {
  const sort = params.get('sort');
  return {
    search: params.get('q')?.trim() ?? '',
    sort: categorySorts.find((s) => s === sort),
  };
}

/** The categories whose name or slug holds the search, in the chosen order. */
export function filterCategories(
  categories: readonly AdminCategory[],
  query: CategoryListQuery,
): AdminCategory[] {
  const term = query.search.toLowerCase();
  const found = term
    ? categories.filter(
        (c) => c.name.toLowerCase().includes(term) || c.slug.includes(term.replace(/\s+/g, '-')),
      )
    : [...categories];
  const byName = (a: AdminCategory, b: AdminCategory) => a.name.localeCompare(b.name);
  switch (query.sort) {
    case 'name_asc':
      return found.sort(byName);
    case 'name_desc':
      return found.sort((a, b) => byName(b, a));
    case 'products_desc':
      return found.sort((a, b) => b.productCount - a.productCount || byName(a, b));
    case 'products_asc':
      return found.sort((a, b) => a.productCount - b.productCount || byName(a, b));
    default:
      return found;
  }
}

/** "Its 12 products stay in your catalogue without this category." (what deleting does). */
/**
 * What deleting several categories does to their products (none is deleted). A product in
 * two of them counts once, so the server's count comes after: "3 categories deleted; their
 * 12 products stay".
 */
export function deleteCategoriesConsequence(holdProducts: boolean): string {
  return holdProducts
    ? 'The products in them stay in your catalogue, without these categories. This cannot be undone.'
    : 'They hold no products; nothing else changes. This cannot be undone.';
}

/** The toast after a bulk delete. */
export function categoriesDeletedText(deleted: number, productCount: number): string {
  const what = `${countOf(deleted, 'category', 'categories')} deleted`;
  return productCount === 0
    ? what
    : `${what}; ${pluralWord(deleted, 'its', 'their')} ${countOf(productCount, 'product', 'products')} ${pluralWord(productCount, 'stays', 'stay')}`;
}

export function deleteCategoryConsequence(productCount: number): string {
  if (productCount === 0) return 'It holds no products; nothing else changes.';
  return `Its ${countOf(productCount, 'product', 'products')} ${pluralWord(productCount, 'stays', 'stay')} in your catalogue without this category.`;
}
