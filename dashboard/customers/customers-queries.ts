/**
 * TanStack Query factories of the customers area (`queryOptions` per resource) and what a
 * write invalidates: removing a customer's consent refreshes every customer list of the store.
 */
import type { QueryClient } from '@tanstack/react-query';
import { storePageQuery } from '../api/store-query';
import { customersApi, type CustomerListParams } from './customers-api';

export const customerKeys = {
  lists: (storeId: string) => ['customers', storeId, 'list'] as const,
};

export const customerQueries = {
  /** One page of the customers index; the previous page stays shown while the next loads. */
  list: (params: CustomerListParams) =>
    storePageQuery(customerKeys.lists(params.storeId), params, customersApi.list),
};

/** After a customer changed: the store's customer lists. */
export async function invalidateCustomerLists(client: QueryClient, storeId: string): Promise<void> {
  await client.invalidateQueries({ queryKey: customerKeys.lists(storeId) });
}
