/**
 * TanStack Query factories of the customers area (`queryOptions` per resource) and what a
 * write invalidates: any change to a customer (consent, note, tags, a merge) refreshes the
 * store's customer lists and pages.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { storePageQuery } from '../api/store-query';
import { customersApi, type CustomerListParams } from './customers-api';

export const customerKeys = {
  all: (storeId: string) => ['customers', storeId] as const,
  lists: (storeId: string) => ['customers', storeId, 'list'] as const,
  detail: (storeId: string, customerId: string) =>
    ['customers', storeId, 'detail', customerId] as const,
};

export const customerQueries = {
  /** One page of the customers index; the previous page stays shown while the next loads. */
  list: (params: CustomerListParams) =>
    storePageQuery(customerKeys.lists(params.storeId), params, customersApi.list),
  /** One customer's page. */
  detail: (storeId: string, customerId: string) =>
    queryOptions({
      queryKey: customerKeys.detail(storeId, customerId),
      queryFn: ({ signal }) => customersApi.detail(storeId, customerId, signal),
      enabled: Boolean(storeId && customerId),
    }),
};

/** After a customer changed: the store's customer lists and pages. */
export async function invalidateCustomerLists(client: QueryClient, storeId: string): Promise<void> {
  await client.invalidateQueries({ queryKey: customerKeys.all(storeId) });
}
