/**
 * Typed calls of the store settings API the checkout reads (`settingsEndpoints`, `storeEndpoints`,
 * `paymentsEndpoints`): payment settings, the connected payment providers, checkout settings and
 * the Facebook pixel. Contracts: shared/api/payment-settings.ts, shared/api/payment-providers.ts
 * and shared/api/checkout-settings.ts.
 */
import {
  paymentsEndpoints,
  settingsEndpoints,
  storeEndpoints,
  type ConnectPaymentProviderBody,
  type PaymentProviderId,
  type UpdateFbPixelBody,
  type UpdateCheckoutSettingsRequest,
  type UpdatePaymentSettingsRequest,
  taxesEndpoints,
  type UpdateTaxSettingsBody,
} from '../../shared';
import { callApi } from '../api/client';

export const settingsApi = {
  /** The store's taxes (shared/api/taxes.ts): read, and replaced with their rates. */
  getTaxes: (storeId: string, signal?: AbortSignal) =>
    callApi(taxesEndpoints.get, { query: { storeId } }, signal),
  updateTaxes: (body: UpdateTaxSettingsBody) => callApi(taxesEndpoints.update, { body }),
  getPaymentSettings: (storeId: string, signal?: AbortSignal) =>
    callApi(settingsEndpoints.getPaymentSettings, { query: { storeId } }, signal),
  /** 400 naming `codEnabled` when both methods would be off. */
  updatePaymentSettings: (body: UpdatePaymentSettingsRequest) =>
    callApi(settingsEndpoints.updatePaymentSettings, { body }),
  /** Every provider, connected or not; never a secret, only its last 4 characters. */
  listPaymentProviders: (storeId: string, signal?: AbortSignal) =>
    callApi(paymentsEndpoints.listProviders, { query: { storeId } }, signal),
  /**
   * The provider checks the keys first: a refusal is a 400 naming `secretKey` or
   * `publishableKey` with its own message, an unreachable provider a 502.
   */
  connectPaymentProvider: (body: ConnectPaymentProviderBody) =>
    callApi(paymentsEndpoints.connectProvider, { body }),
  /** 409 naming `provider` when it is not connected (any more). */
  disconnectPaymentProvider: (storeId: string, provider: PaymentProviderId) =>
    callApi(paymentsEndpoints.disconnectProvider, { body: { storeId, provider } }),
  getCheckoutSettings: (storeId: string, signal?: AbortSignal) =>
    callApi(settingsEndpoints.getCheckoutSettings, { query: { storeId } }, signal),
  updateCheckoutSettings: (body: UpdateCheckoutSettingsRequest) =>
    callApi(settingsEndpoints.updateCheckoutSettings, { body }),
  getFbPixel: (storeId: string, signal?: AbortSignal) =>
    callApi(storeEndpoints.getFbPixel, { query: { storeId } }, signal),
  /** 400 naming `fbPixelId` unless 15-16 digits; null or '' removes the pixel. */
  updateFbPixel: (body: UpdateFbPixelBody) => callApi(storeEndpoints.updateFbPixel, { body }),
};
