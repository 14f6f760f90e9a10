/**
 * The products index's state as it lives in the URL: `q` (search), `status`, `category`,
 * `tag`, `stock`, `sort` and `page` (one-based in the URL for people, zero-based for the API).
 * Unknown or malformed values read as "not set", so an old bookmark never breaks the list.
 */
import {
  categoryIdSchema,
  productSorts,
  stockStates,
  TAG_MAX_LENGTH,
  type ProductSort,
  type StockState,
} from '../../../shared';
import { oneOf, readPageParam } from '../../kit/query-params';
import type { ProductListParams } from '../catalog-api';

export const PRODUCTS_PAGE_SIZE = 20;

export interface ProductListQuery {
  search: string;
  status: 'draft' | 'active' | undefined;
  category: string | undefined;
  tag: string | undefined;
  stock: StockState | undefined;
  sort: ProductSort;
  /** Zero-based. */
  page: number;
}

/** Reads the query string; anything unknown falls back to its default. */
export function readProductListQuery(params: URLSearchParams): ProductListQuery {
  const category = params.get('category');
  return {
    search: params.get('q')?.trim() ?? '',
    status: oneOf(['draft', 'active'] as const, params.get('status')),
    category: category && categoryIdSchema.safeParse(category).success ? category : undefined,
    tag: params.get('tag')?.trim().slice(0, TAG_MAX_LENGTH) || undefined,
    stock: oneOf(stockStates, params.get('stock')),
    sort: oneOf(productSorts, params.get('sort')) ?? 'newest',
    page: readPageParam(params),
  };
}

/** Whether anything narrows the list (search, status, category, tag or stock). */
export function isFiltered(query: ProductListQuery): boolean {
  return Boolean(query.search || query.status || query.category || query.tag || query.stock);
}

const stockWords: Record<StockState, string> = {
  in_stock: 'in stock',
  low_stock: 'low stock',
  out_of_stock: 'out of stock',
  untracked: 'stock not tracked',
};

/** One line naming the filters in effect: `Draft · Apparel · low stock · “mug”`. */
export function describeFilters(query: ProductListQuery, categoryName: string | undefined): string {
  return [
    query.status === 'active' ? 'Active' : query.status === 'draft' ? 'Draft' : null,
    query.category ? (categoryName ?? 'One category') : null,
    query.tag ? `tagged “${query.tag}”` : null,
    query.stock ? stockWords[query.stock] : null,
    query.search ? `“${query.search}”` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The filtered-products parameters for `query`. */
export function toProductListParams(storeId: string, query: ProductListQuery): ProductListParams {
  return {
    storeId,
    page: query.page,
    size: PRODUCTS_PAGE_SIZE,
    search: query.search || undefined,
    status: query.status,
    category: query.category,
    tag: query.tag,
    stock: query.stock,
    sort: query.sort,
  };
}
