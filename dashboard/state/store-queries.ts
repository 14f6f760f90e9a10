/**
 * TanStack Query factories of the merchant's stores (`queryOptions`, keys from
 * api/query-keys.ts): the selected store's details, the store list, a subdomain's
 * availability.
 */
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { storeApi } from '../api/store-api';

export const storeQueries = {
  /** The selected store (find-current-store); nothing is asked without one. */
  current: (storeId: string) =>
    queryOptions({
      queryKey: queryKeys.currentStore(storeId),
      queryFn: () => storeApi.findCurrentStore(storeId),
      enabled: storeId !== '',
      staleTime: 30_000,
    }),
  /** The stores the signed-in merchant may open. */
  list: (userId: string) =>
    queryOptions({
      queryKey: queryKeys.stores(userId),
      queryFn: () => storeApi.findStores(userId),
    }),
  /** Whether `subdomain` is taken, asked only once `checkable`. */
  domainExists: (subdomain: string, checkable: boolean) =>
    queryOptions({
      queryKey: queryKeys.domainExists(subdomain),
      queryFn: ({ signal }) => storeApi.domainExists(subdomain, signal),
      enabled: checkable,
      staleTime: 10_000,
    }),
};
