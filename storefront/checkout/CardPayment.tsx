/**
 * How a card order gets paid, on its confirmation page, by the state `cardPaymentView` picks:
 * back from paying — "Payment processing" while the page reads the order every 2 s until the
 * provider's word (its webhook) arrives; not paid — "Pay now" on the provider's page again,
 * the items held meanwhile; paid, refunded; the payment failed or expired — the order is
 * cancelled. The state sits in a polite live region, so a change is read out where it happens.
 * The pixel's Purchase is sent here, when the payment is confirmed.
 */
import { useEffect } from 'react';
import { formatAmount, type OrderDto } from '../../shared';
import { trackPurchase } from '../analytics/pixel';
import {
  cardPaymentView,
  isAwaitingProvider,
  type CardPaymentView,
  type PaymentReturn,
} from './card-payment-view';
import { ContinueShopping } from './ContinueShopping';
import { usePaymentPolling } from './use-payment-polling';

export interface CardPaymentProps {
  order: OrderDto;
  /** How the provider sent the shopper back (`&payment=` of the URL). */
  returned: PaymentReturn;
  /** Reads the order again (polling and Refresh); resolves once done, whatever the outcome. */
  refetch: () => Promise<unknown>;
  /** True while a read is under way (the Refresh button says so). */
  refreshing: boolean;
}

/** The state's heading and sentence. */
function stateWords(view: CardPaymentView, order: OrderDto): { title: string; text: string } {
  const money = (n: number) => formatAmount(n, order.currency);
  switch (view.kind) {
    case 'processing':
      return {
        title: 'Payment processing',
        text: 'We are waiting for the payment provider to confirm your payment. This usually takes a few seconds; this page updates by itself.',
      };
    case 'not_heard':
      return {
        title: 'Payment processing',
        text: 'We have not heard from the payment provider yet: this page updates when we do.',
      };
    case 'not_completed':
      return {
        title: 'Payment not completed',
        text: view.payUrl
          ? `Your order is placed, but its payment of ${money(order.total)} is not completed yet.`
          : 'We could not open the payment page for this order. Please contact the store, or place your order again.',
      };
    case 'paid':
      return { title: 'Paid by card', text: 'Payment received. Thank you!' };
    case 'partially_refunded':
      return {
        title: 'Paid by card',
        text: `Part of your payment was refunded: ${money(order.refunded)} of ${money(order.total)}.`,
      };
    case 'refunded':
      return { title: 'Payment refunded', text: 'Your payment was refunded.' };
    case 'failed':
      return {
        title: 'Order cancelled',
        text: 'The payment was not completed, so this order was cancelled.',
      };
    case 'cancelled':
      return { title: 'Order cancelled', text: 'This order was cancelled: no payment is needed.' };
  }
}

/** Whether a card order's failed payment cancelled it (the card part then offers "Continue shopping"). */
export const cardPaymentEndsOrder = (order: OrderDto): boolean =>
  order.paymentMethod === 'card' && cardPaymentView(order, null, false).kind === 'failed';

export function CardPayment({ order, returned, refetch, refreshing }: CardPaymentProps) {
  const awaiting = isAwaitingProvider(cardPaymentView(order, returned, false));
  const { waitedTooLong } = usePaymentPolling(awaiting, refetch);
  const view = cardPaymentView(order, returned, waitedTooLong);
  const { title, text } = stateWords(view, order);
  // The pixel's Purchase, once the payment is confirmed (not at placement).
  const paid = view.kind === 'paid';
  useEffect(() => {
    if (paid) trackPurchase(order);
  }, [paid, order]);
  const tone =
    view.kind === 'paid' || view.kind === 'partially_refunded'
      ? 'paid'
      : view.kind === 'not_completed'
        ? 'attention'
        : 'neutral';

  return (
    <section
      className={`sf-confirmation__card sf-card-payment sf-card-payment--${tone}`}
      aria-labelledby="confirmation-card-title"
      data-testid="card-payment"
    >
      <div role="status" data-testid="card-payment-state" data-state={view.kind}>
        <h2 id="confirmation-card-title" className="sf-card-payment__title">
          {view.kind === 'processing' ? <span className="sf-spinner" aria-hidden="true" /> : null}
          {title}
        </h2>
        <p className="sf-card-payment__text">{text}</p>
      </div>
      {view.kind === 'not_completed' && view.payUrl ? (
        <>
          <p>
            <a
              className="sf-btn sf-checkout__link-button"
              href={view.payUrl}
              data-testid="card-pay-now"
            >
              Pay now
            </a>
          </p>
          <p className="sf-card-payment__hint">
            We hold your items for a limited time. If the payment is not made, the order is
            cancelled.
          </p>
        </>
      ) : null}
      {view.kind === 'not_heard' ? (
        <p>
          <button
            type="button"
            className="sf-btn sf-card-payment__refresh"
            // Not disabled while reading: the button keeps focus; reads in flight are shared.
            onClick={() => void refetch()}
            aria-busy={refreshing || undefined}
            data-testid="card-payment-refresh"
          >
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </button>
        </p>
      ) : null}
      {view.kind === 'failed' ? <ContinueShopping /> : null}
      {order.cardPayment?.testMode ? (
        <p className="sf-card-payment__test" data-testid="card-test-mode">
          Test mode — no real money moved
        </p>
      ) : null}
    </section>
  );
}
