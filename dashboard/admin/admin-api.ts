/**
 * Typed calls of the platform admin's payment review (`/api/admin/payment-requests...`,
 * contract in shared/api/billing.ts): the queue by state and page, approve, reject.
 */
import type { PaymentRequest, PaymentRequestList, PaymentRequestState } from '../../shared';
import { apiClient } from '../api/client';

const base = '/admin/payment-requests';

export const adminApi = {
  /** GET: one page (one-based) of the proofs in `state`, with the count per state. */
  paymentRequests: (state: PaymentRequestState, page: number, signal?: AbortSignal) =>
    apiClient.get<PaymentRequestList, PaymentRequestList>(base, {
      params: { state, page },
      signal,
    }),
  /** POST approve: the invoice is paid, the subscription ACTIVE until the period end. */
  approve: (proofId: string) =>
    apiClient.post<PaymentRequest, PaymentRequest>(`${base}/approve`, { proofId }),
  /** POST reject: APPROVAL_REJECTED with the reason the merchant reads. */
  reject: (proofId: string, reason: string) =>
    apiClient.post<PaymentRequest, PaymentRequest>(`${base}/reject`, { proofId, reason }),
};
