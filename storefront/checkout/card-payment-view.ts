/**
 * Pure: which state a card order's confirmation page shows, from the order as the server
 * reads it, where the shopper came from (`&payment=done|cancelled`, the provider's way back)
 * and whether we waited too long for the provider's word. The order is paid only when the
 * provider's webhook arrives, so a shopper back from paying first sees "processing".
 */
import { paymentState, type OrderDto } from '../../shared';

/** How the provider sent the shopper back: after paying, after giving up, or not at all. */
export type PaymentReturn = 'done' | 'cancelled' | null;

export type CardPaymentView =
  /** Back from paying; the provider has not confirmed yet (the page polls). */
  | { kind: 'processing' }
  /** As `processing`, past the patience of the fast polling. */
  | { kind: 'not_heard' }
  /** Not paid: the provider's page again (`payUrl`; null when it never opened). */
  | { kind: 'not_completed'; payUrl: string | null }
  | { kind: 'paid' }
  | { kind: 'partially_refunded' }
  | { kind: 'refunded' }
  /** The payment failed or its page expired: the order is cancelled. */
  | { kind: 'failed' }
  /** The store cancelled the order before it was paid. */
  | { kind: 'cancelled' };

/** `payment` of a confirmation URL's query, as the provider's return URLs set it. */
export function readPaymentReturn(search: string): PaymentReturn {
  const value = new URLSearchParams(search).get('payment');
  return value === 'done' || value === 'cancelled' ? value : null;
}

/** The state a card order's confirmation shows (see the module's header). */
export function cardPaymentView(
  order: Pick<OrderDto, 'status' | 'paymentStatus' | 'total' | 'refunded' | 'cardPayment'>,
  returned: PaymentReturn,
  waitedTooLong: boolean,
): CardPaymentView {
  const state = paymentState(order);
  if (state === 'paid' || state === 'partially_refunded' || state === 'refunded') {
    return { kind: state };
  }
  const payment = order.cardPayment;
  if (payment?.status === 'failed' || payment?.status === 'expired') return { kind: 'failed' };
  if (order.status === 'cancelled') return { kind: 'cancelled' };
  // The provider took the money but the order is held for the store's review: paid, to the shopper.
  if (payment?.status === 'paid') return { kind: 'paid' };
  if (payment?.status === 'open' && returned === 'done') {
    return { kind: waitedTooLong ? 'not_heard' : 'processing' };
  }
  return { kind: 'not_completed', payUrl: payment?.payUrl ?? null };
}

/** Whether the page keeps reading the order, waiting for the provider's word. */
export const isAwaitingProvider = (view: CardPaymentView): boolean =>
  view.kind === 'processing' || view.kind === 'not_heard';

/** The page reads the order this often while it waits for the provider's word. */
export const FAST_POLL_MS = 2_000;
/** How long the fast polling goes on before the page says it has not heard yet. */
export const POLL_PATIENCE_MS = 120_000;
/** After that, it still reads the order now and then (the page updates when the word comes). */
export const SLOW_POLL_MS = 30_000;

/** The wait before the next read, `elapsedMs` after the waiting began. */
export const pollDelay = (elapsedMs: number): number =>
  elapsedMs < POLL_PATIENCE_MS ? FAST_POLL_MS : SLOW_POLL_MS;
