/**
 * The shapes of most dashboard queries, for the area factories in `*-queries.ts`: one resource
 * of the selected store, one page of a store's list (neither asks anything before a store is
 * selected: `storeId` is `''` until then), and one resource of the signed-in account.
 */
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

/** A resource of the store `storeId` read by `read(storeId, signal)`, under `queryKey`. */
export function storeQuery<T, K extends QueryKey>(
  storeId: string,
  queryKey: K,
  read: (storeId: string, signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => read(storeId, signal),
    enabled: storeId !== '',
  });
}

/** One page of a store's list, under `listKey` and its params; the previous page stays shown while the next loads. */
export function storePageQuery<P extends { storeId: string }, T, K extends QueryKey>(
  listKey: K,
  params: P,
  read: (params: P, signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey: [...listKey, params] as const,
    queryFn: ({ signal }) => read(params, signal),
    placeholderData: keepPreviousData,
    enabled: params.storeId !== '',
  });
}

/** A resource of the signed-in account (no store), read by `read(signal)`, under `queryKey`. */
export function accountQuery<T, K extends QueryKey>(
  queryKey: K,
  read: (signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => read(signal) });
}
