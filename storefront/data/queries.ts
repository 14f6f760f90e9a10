/**
 * Read options for every storefront read: one place for keys and query functions, so
 * the server prefetches exactly what the components later read from the hydrated cache.
 */
import type { QueryOptions } from './query-cache';
import type { StorefrontApi } from './storefront-api';

/** Slider and grid data never goes stale (spec 7); nothing is refetched on focus. */
const forever = { staleTime: Infinity } as const;
/** Page-level data: fresh for a minute. */
const minute = { staleTime: 60_000 } as const;
/** Checks an options object's type (and infers its data type from queryFn). */
const queryOptions = <T>(options: QueryOptions<T>): QueryOptions<T> => options;

export const storefrontQueries = {
  globalContent: (api: StorefrontApi, storeId: string) =>
    queryOptions({
      queryKey: ['sf', storeId, 'globalContent'],
      queryFn: () => api.getGlobalContent(),
      ...minute,
    }),
  page: (api: StorefrontApi, storeId: string, slug: string) =>
    queryOptions({
      queryKey: ['sf', storeId, 'page', slug],
      queryFn: () => api.getPage(slug),
      ...minute,
    }),
  product: (api: StorefrontApi, storeId: string, slug: string) =>
    queryOptions({
      queryKey: ['sf', storeId, 'product', slug],
      queryFn: () => api.getProduct(slug),
      ...minute,
    }),
  productsByCollection: (
    api: StorefrontApi,
    storeId: string,
    collection: string | null,
    count: number,
  ) =>
    queryOptions({
      queryKey: ['sf', storeId, 'productsByCollection', collection ?? '', count],
      queryFn: () => api.getProductsByCollection(collection, count),
      ...forever,
    }),
  categories: (api: StorefrontApi, storeId: string) =>
    queryOptions({
      queryKey: ['sf', storeId, 'categories'],
      queryFn: () => api.getCategories(),
      ...forever,
    }),
  collection: (
    api: StorefrontApi,
    storeId: string,
    slug: string,
    pageNumber: number,
    pageSize: number,
  ) =>
    queryOptions({
      queryKey: ['sf', storeId, 'collection', slug, pageNumber, pageSize],
      queryFn: () => api.getCollection(slug, pageNumber, pageSize),
      ...minute,
    }),
  productReviews: (
    api: StorefrontApi,
    storeId: string,
    productId: string,
    stars: number | null,
    page: number,
  ) =>
    queryOptions({
      queryKey: ['sf', storeId, 'productReviews', productId, stars ?? 0, page],
      queryFn: () => api.getProductReviews(productId, stars, page),
      ...minute,
    }),
  search: (api: StorefrontApi, storeId: string, term: string, page: number, size: number) =>
    queryOptions({
      queryKey: ['sf', storeId, 'search', term, page, size],
      queryFn: () => api.searchProducts(term, page, size),
      enabled: term.trim().length > 0,
      ...minute,
    }),
};
