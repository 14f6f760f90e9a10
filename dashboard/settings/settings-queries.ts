/**
 * TanStack Query factories of the store settings screens (`queryOptions` per resource).
 */
import { storeQuery } from '../api/store-query';
import { settingsApi } from './settings-api';

export const settingsKeys = {
  payment: (storeId: string) => ['settings', storeId, 'payment'] as const,
  taxes: (storeId: string) => ['settings', storeId, 'taxes'] as const,
  paymentProviders: (storeId: string) => ['settings', storeId, 'payment-providers'] as const,
  checkout: (storeId: string) => ['settings', storeId, 'checkout'] as const,
  fbPixel: (storeId: string) => ['settings', storeId, 'fb-pixel'] as const,
};

export const settingsQueries = {
  payment: (storeId: string) =>
    storeQuery(storeId, settingsKeys.payment(storeId), settingsApi.getPaymentSettings),
  taxes: (storeId: string) =>
    storeQuery(storeId, settingsKeys.taxes(storeId), settingsApi.getTaxes),
  paymentProviders: (storeId: string) =>
    storeQuery(storeId, settingsKeys.paymentProviders(storeId), settingsApi.listPaymentProviders),
  checkout: (storeId: string) =>
    storeQuery(storeId, settingsKeys.checkout(storeId), settingsApi.getCheckoutSettings),
  fbPixel: (storeId: string) =>
    storeQuery(storeId, settingsKeys.fbPixel(storeId), settingsApi.getFbPixel),
};
