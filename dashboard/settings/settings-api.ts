/**
 * Typed calls of the store settings API the checkout reads (`settingsEndpoints`, `storeEndpoints`):
 * payment settings, checkout settings and the Facebook pixel. Contracts: shared/api/payment-settings.ts and
 * shared/api/checkout-settings.ts.
 */
import {
  settingsEndpoints,
  storeEndpoints,
  type UpdateFbPixelBody,
  type UpdateCheckoutSettingsRequest,
  type UpdatePaymentSettingsRequest,
} from '../../shared';
import { callApi } from '../api/client';

export const settingsApi = {
  getPaymentSettings: (storeId: string, signal?: AbortSignal) =>
    callApi(settingsEndpoints.getPaymentSettings, { query: { storeId } }, signal),
  /** 400 naming `codEnabled` when both methods would be off. */
  updatePaymentSettings: (body: UpdatePaymentSettingsRequest) =>
    callApi(settingsEndpoints.updatePaymentSettings, { body }),
  getCheckoutSettings: (storeId: string, signal?: AbortSignal) =>
    callApi(settingsEndpoints.getCheckoutSettings, { query: { storeId } }, signal),
  updateCheckoutSettings: (body: UpdateCheckoutSettingsRequest) =>
    callApi(settingsEndpoints.updateCheckoutSettings, { body }),
  getFbPixel: (storeId: string, signal?: AbortSignal) =>
    callApi(storeEndpoints.getFbPixel, { query: { storeId } }, signal),
  /** 400 naming `fbPixelId` unless 15-16 digits; null or '' removes the pixel. */
  updateFbPixel: (body: UpdateFbPixelBody) => callApi(storeEndpoints.updateFbPixel, { body }),
};
