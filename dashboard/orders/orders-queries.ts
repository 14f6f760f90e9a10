/**
 * TanStack Query factories of the orders area (`queryOptions` per resource) and what a write
 * invalidates: an action or a note refreshes that order and every order list of the store
 * (statuses, counts and totals change).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { storePageQuery } from '../api/store-query';
import { ordersApi, type OrderListParams } from './orders-api';

export const orderKeys = {
  lists: (storeId: string) => ['orders', storeId, 'list'] as const,
  order: (orderId: string) => ['orders', 'order', orderId] as const,
};

export const orderQueries = {
  /** One page of the orders index; the previous page stays shown while the next loads. */
  list: (params: OrderListParams) =>
    storePageQuery(orderKeys.lists(params.storeId), params, ordersApi.list),
  /** One order with its timeline, proofs and allowed actions. */
  detail: (orderId: string) =>
    queryOptions({
      queryKey: orderKeys.order(orderId),
      queryFn: ({ signal }) => ordersApi.get(orderId, signal),
    }),
};

/** After an order changed: that order and the store's order lists. */
export async function invalidateOrder(
  client: QueryClient,
  storeId: string,
  orderId: string,
): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: orderKeys.order(orderId) }),
    client.invalidateQueries({ queryKey: orderKeys.lists(storeId) }),
  ]);
}
