/**
 * The payment requests queue's state in the URL (pure, tested): `state` (pending when absent
 * or unknown) and `page` (one-based, 1 when absent or not a whole number).
 */
import { paymentRequestStates, type PaymentRequestState } from '../../shared';

export interface PaymentRequestQuery {
  state: PaymentRequestState;
  /** One-based, as the API counts. */
  page: number;
}

export function readPaymentRequestQuery(params: URLSearchParams): PaymentRequestQuery {
  const raw = params.get('state');
  const state = paymentRequestStates.find((s) => s === raw) ?? 'pending';
  const page = Number(params.get('page'));
  return { state, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}
