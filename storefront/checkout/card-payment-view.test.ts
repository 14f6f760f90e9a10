import { describe, expect, it } from 'vitest';
import type { OrderDto } from '../../shared';
import {
  cardPaymentView,
  isAwaitingProvider,
  pollDelay,
  readPaymentReturn,
} from './card-payment-view';

type CardOrder = Pick<OrderDto, 'status' | 'paymentStatus' | 'total' | 'refunded' | 'cardPayment'>;

const PAY_URL = 'https://checkout.stripe.test/pay/cs_test_1';

const makeOrder = (over: Partial<CardOrder> = {}): CardOrder => ({
  status: 'pending',
  paymentStatus: 'unpaid',
  total: 42,
  refunded: 0,
  cardPayment: { status: 'open', payUrl: PAY_URL, testMode: true },
  ...over,
});

describe('readPaymentReturn', () => {
  it('reads how the provider sent the shopper back', () => {
    expect(readPaymentReturn('?order=o&token=t&payment=done')).toBe('done');
    expect(readPaymentReturn('?order=o&token=t&payment=cancelled')).toBe('cancelled');
  });

  it('reads no return from a plain confirmation link or an unknown value', () => {
    expect(readPaymentReturn('?order=o&token=t')).toBeNull();
    expect(readPaymentReturn('?order=o&token=t&payment=paid')).toBeNull();
  });
});

describe('cardPaymentView', () => {
  it('shows processing to a shopper back from paying while the provider has not confirmed', () => {
    const view = cardPaymentView(makeOrder(), 'done', false);
    expect(view).toEqual({ kind: 'processing' });
    expect(isAwaitingProvider(view)).toBe(true);
  });

  it('says it has not heard from the provider once the fast polling gave up, and keeps waiting', () => {
    const view = cardPaymentView(makeOrder(), 'done', true);
    expect(view).toEqual({ kind: 'not_heard' });
    expect(isAwaitingProvider(view)).toBe(true);
  });

  it('offers the provider page again to a shopper who cancelled there', () => {
    expect(cardPaymentView(makeOrder(), 'cancelled', false)).toEqual({
      kind: 'not_completed',
      payUrl: PAY_URL,
    });
  });

  it('offers the provider page again to a shopper who comes back later by the plain link', () => {
    const view = cardPaymentView(makeOrder(), null, true);
    expect(view).toEqual({ kind: 'not_completed', payUrl: PAY_URL });
    expect(isAwaitingProvider(view)).toBe(false);
  });

  it('has no page to offer when the provider page never opened', () => {
    expect(cardPaymentView(makeOrder({ cardPayment: null }), 'done', false)).toEqual({
      kind: 'not_completed',
      payUrl: null,
    });
  });

  it('shows paid once the order is paid, whatever the URL says', () => {
    const paid = makeOrder({
      paymentStatus: 'paid',
      cardPayment: { status: 'paid', payUrl: null, testMode: false },
    });
    expect(cardPaymentView(paid, 'done', false)).toEqual({ kind: 'paid' });
    expect(cardPaymentView(paid, 'cancelled', true)).toEqual({ kind: 'paid' });
    expect(isAwaitingProvider(cardPaymentView(paid, 'done', false))).toBe(false);
  });

  it('shows paid to the shopper when the provider took the money and the store reviews the order', () => {
    const held = makeOrder({ cardPayment: { status: 'paid', payUrl: null, testMode: false } });
    expect(cardPaymentView(held, null, false)).toEqual({ kind: 'paid' });
  });

  it('tells a partial refund from a whole one', () => {
    const refunded = (refunded: number) =>
      makeOrder({
        paymentStatus: 'refunded',
        refunded,
        cardPayment: { status: 'paid', payUrl: null, testMode: false },
      });
    expect(cardPaymentView(refunded(10), null, false)).toEqual({ kind: 'partially_refunded' });
    expect(cardPaymentView(refunded(42), null, false)).toEqual({ kind: 'refunded' });
  });

  it.each(['failed', 'expired'] as const)(
    'shows the order cancelled when the payment %s, even to a shopper back from paying',
    (status) => {
      const order = makeOrder({
        status: 'cancelled',
        cardPayment: { status, payUrl: null, testMode: true },
      });
      const view = cardPaymentView(order, 'done', false);
      expect(view).toEqual({ kind: 'failed' });
      expect(isAwaitingProvider(view)).toBe(false);
    },
  );

  it('shows an order the store cancelled before payment as cancelled, with nothing to pay', () => {
    const order = makeOrder({ status: 'cancelled' });
    expect(cardPaymentView(order, 'done', false)).toEqual({ kind: 'cancelled' });
    expect(cardPaymentView(order, null, false)).toEqual({ kind: 'cancelled' });
  });
});

describe('pollDelay', () => {
  it('reads every 2 seconds for two minutes, then every 30 seconds', () => {
    expect(pollDelay(0)).toBe(2_000);
    expect(pollDelay(119_999)).toBe(2_000);
    expect(pollDelay(120_000)).toBe(30_000);
    expect(pollDelay(3_600_000)).toBe(30_000);
  });
});
