/** Hooks sections use to read storefront data through the read cache (SSR-prefetched). */
import { useQuery } from '../data/use-query';
import { useStorefront } from './storefront-context';
import { storefrontQueries } from '../data/queries';

export function useGlobalContent() {
  const { api, store } = useStorefront();
  return useQuery(storefrontQueries.globalContent(api, store.storeId));
}

export function usePage(slug: string) {
  const { api, store } = useStorefront();
  return useQuery(storefrontQueries.page(api, store.storeId, slug));
}

export function useProduct(slug: string) {
  const { api, store } = useStorefront();
  return useQuery(storefrontQueries.product(api, store.storeId, slug));
}

/** `collection` is a category slug or null for all products; `count` at least 1. */
export function useProductsByCollection(collection: string | null, count: number) {
  const { api, store } = useStorefront();
  return useQuery(
    storefrontQueries.productsByCollection(api, store.storeId, collection, Math.max(1, count)),
  );
}

export function useCategories() {
  const { api, store } = useStorefront();
  return useQuery(storefrontQueries.categories(api, store.storeId));
}

export function useCollection(slug: string, pageNumber: number, pageSize: number) {
  const { api, store } = useStorefront();
  return useQuery(storefrontQueries.collection(api, store.storeId, slug, pageNumber, pageSize));
}

export function useProductSearch(term: string, page: number, size: number) {
  const { api, store } = useStorefront();
  return useQuery(storefrontQueries.search(api, store.storeId, term, page, size));
}
