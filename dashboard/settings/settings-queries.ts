/**
 * TanStack Query factories of the store settings screens (`queryOptions` per resource).
 */
import { queryOptions } from '@tanstack/react-query';
import { settingsApi } from './settings-api';

export const settingsKeys = {
  payment: (storeId: string) => ['settings', storeId, 'payment'] as const,
  checkout: (storeId: string) => ['settings', storeId, 'checkout'] as const,
  fbPixel: (storeId: string) => ['settings', storeId, 'fb-pixel'] as const,
};

export const settingsQueries = {
  payment: (storeId: string) =>
    queryOptions({
      queryKey: settingsKeys.payment(storeId),
      queryFn: ({ signal }) => settingsApi.getPaymentSettings(storeId, signal),
      enabled: storeId !== '',
    }),
  checkout: (storeId: string) =>
    queryOptions({
      queryKey: settingsKeys.checkout(storeId),
      queryFn: ({ signal }) => settingsApi.getCheckoutSettings(storeId, signal),
      enabled: storeId !== '',
    }),
  fbPixel: (storeId: string) =>
    queryOptions({
      queryKey: settingsKeys.fbPixel(storeId),
      queryFn: ({ signal }) => settingsApi.getFbPixel(storeId, signal),
      enabled: storeId !== '',
    }),
};
