/**
 * TanStack Query factory of the shipping settings (one query: every zone with its rates) and
 * what each write invalidates (that query).
 */
import type { QueryClient } from '@tanstack/react-query';
import { storeQuery } from '../api/store-query';
import { shippingApi } from './shipping-api';

export const shippingKeys = {
  zones: (storeId: string) => ['shipping', storeId, 'zones'] as const,
};

export const shippingQueries = {
  zones: (storeId: string) =>
    storeQuery(storeId, shippingKeys.zones(storeId), shippingApi.listZones),
};

/** After any zone or rate write. */
export function invalidateShipping(client: QueryClient, storeId: string): void {
  void client.invalidateQueries({ queryKey: shippingKeys.zones(storeId) });
}
