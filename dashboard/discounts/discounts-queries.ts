/**
 * TanStack Query factories of the discounts area and what a write invalidates: a saved or
 * deleted discount refreshes the store's discount lists and itself.
 */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { discountsApi, type DiscountListParams } from './discounts-api';

export const discountKeys = {
  all: (storeId: string) => ['discounts', storeId] as const,
  lists: (storeId: string) => ['discounts', storeId, 'list'] as const,
  detail: (storeId: string, discountId: string) =>
    ['discounts', storeId, 'detail', discountId] as const,
};

export const discountQueries = {
  /** The whole list (a store has few discounts): shaped as one page for the index screen. */
  list: (params: DiscountListParams) =>
    queryOptions({
      queryKey: [...discountKeys.lists(params.storeId), params] as const,
      queryFn: ({ signal }) => discountsApi.list(params, signal),
      select: (data) => ({ ...data, totalElements: data.discounts.length, totalPages: 1 }),
      placeholderData: keepPreviousData,
      enabled: params.storeId !== '',
    }),
  detail: (storeId: string, discountId: string) =>
    queryOptions({
      queryKey: discountKeys.detail(storeId, discountId),
      queryFn: ({ signal }) => discountsApi.get(storeId, discountId, signal),
      enabled: storeId !== '' && discountId !== '',
    }),
};

export async function invalidateDiscounts(client: QueryClient, storeId: string): Promise<void> {
  await client.invalidateQueries({ queryKey: discountKeys.all(storeId) });
}
