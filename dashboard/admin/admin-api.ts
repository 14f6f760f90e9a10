/**
 * Typed calls of the platform admin's payment review (`billingEndpoints.paymentRequests…`,
 * contract in shared/api/billing.ts): the queue by state and page, approve, reject.
 */
import { billingEndpoints, type PaymentRequestState } from '../../shared';
import { callApi } from '../api/client';

export const adminApi = {
  /** GET: one page (one-based) of the proofs in `state`, with the count per state. */
  paymentRequests: (state: PaymentRequestState, page: number, signal?: AbortSignal) =>
    callApi(billingEndpoints.paymentRequests, { query: { state, page } }, signal),
  /** POST approve: the invoice is paid, the subscription ACTIVE until the period end. */
  approve: (proofId: string) =>
    callApi(billingEndpoints.paymentRequestsApprove, { body: { proofId } }),
  /** POST reject: APPROVAL_REJECTED with the reason the merchant reads. */
  reject: (proofId: string, reason: string) =>
    callApi(billingEndpoints.paymentRequestsReject, { body: { proofId, reason } }),
};
