/**
 * TanStack Query factory of the shipping settings (one query: every zone with its rates) and
 * what each write invalidates (that query).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { shippingApi } from './shipping-api';

export const shippingKeys = {
  zones: (storeId: string) => ['shipping', storeId, 'zones'] as const,
};

export const shippingQueries = {
  zones: (storeId: string) =>
    queryOptions({
      queryKey: shippingKeys.zones(storeId),
      queryFn: ({ signal }) => shippingApi.listZones(storeId, signal),
      enabled: storeId !== '',
    }),
};

/** After any zone or rate write. */
export function invalidateShipping(client: QueryClient, storeId: string): void {
  void client.invalidateQueries({ queryKey: shippingKeys.zones(storeId) });
}
