/**
 * Typed calls of the store settings API the checkout reads (`/api/dashboard/store/...`):
 * payment settings, checkout settings and the Facebook pixel. Contracts: shared/api/payment-settings.ts and
 * shared/api/checkout-settings.ts.
 */
import type {
  CheckoutSettingsReply,
  FbPixelReply,
  UpdateFbPixelBody,
  PaymentSettingsDto,
  UpdateCheckoutSettingsRequest,
  UpdatePaymentSettingsRequest,
} from '../../shared';
import { apiClient } from '../api/client';

const base = '/dashboard/store';

export const settingsApi = {
  getPaymentSettings: (storeId: string, signal?: AbortSignal) =>
    apiClient.get<PaymentSettingsDto, PaymentSettingsDto>(`${base}/payment-settings`, {
      params: { storeId },
      signal,
    }),
  /** 400 naming `codEnabled` when both methods would be off. */
  updatePaymentSettings: (body: UpdatePaymentSettingsRequest) =>
    apiClient.put<PaymentSettingsDto, PaymentSettingsDto>(`${base}/payment-settings`, body),
  getCheckoutSettings: (storeId: string, signal?: AbortSignal) =>
    apiClient.get<CheckoutSettingsReply, CheckoutSettingsReply>(`${base}/checkout-settings`, {
      params: { storeId },
      signal,
    }),
  updateCheckoutSettings: (body: UpdateCheckoutSettingsRequest) =>
    apiClient.put<CheckoutSettingsReply, CheckoutSettingsReply>(`${base}/checkout-settings`, body),
  getFbPixel: (storeId: string, signal?: AbortSignal) =>
    apiClient.get<FbPixelReply, FbPixelReply>(`${base}/get-fb-pixel`, {
      params: { storeId },
      signal,
    }),
  /** 400 naming `fbPixelId` unless 15-16 digits; null or '' removes the pixel. */
  updateFbPixel: (body: UpdateFbPixelBody) =>
    apiClient.put<FbPixelReply, FbPixelReply>(`${base}/update-fb-pixel`, body),
};
