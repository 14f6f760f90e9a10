/**
 * How an order gets paid: one entry per payment method, the one home of what differs between
 * them — whether the store offers it, the fee it adds, what a shopper reads when it is not
 * offered, and whether the money moves through an online provider. Offline methods (cash on
 * delivery, bank transfer) are settled by the merchant (mark paid, a transfer's proof); an
 * online one (`card`) opens the provider's page after the order is placed, is paid by the
 * provider's event, refunds through it, and its order emails wait until it is paid. The
 * provider's work itself is the payments layer's (server/payments/), which the checkout
 * and the order actions are handed by server/app.ts (`StartCardPayment`, `RefundOnline`).
 */
import { paymentMethods, type PaymentMethodName } from '../../shared';
import type { CheckoutStore } from './pricing';

type MethodStore = Pick<
  CheckoutStore,
  'codEnabled' | 'bankTransferEnabled' | 'cardProvider' | 'codFeeMinor'
>;

interface PaymentMethodRule {
  /** Whether the store's settings offer it. */
  offered(store: MethodStore): boolean;
  /** Added to the order's total (minor units). */
  feeMinor(store: MethodStore): number;
  /** The checkout's refusal when the store does not offer it. */
  notOffered: string;
  /** Paid through the store's payment provider (its page, its events, its refunds). */
  online: boolean;
}

const rules: Record<PaymentMethodName, PaymentMethodRule> = {
  card: {
    offered: (store) => store.cardProvider !== null,
    feeMinor: () => 0,
    notOffered: 'This store does not take card payments',
    online: true,
  },
  cod: {
    offered: (store) => store.codEnabled,
    feeMinor: (store) => store.codFeeMinor,
    notOffered: 'This store does not take cash on delivery',
    online: false,
  },
  bank_transfer: {
    offered: (store) => store.bankTransferEnabled,
    feeMinor: () => 0,
    notOffered: 'This store does not take bank transfers',
    online: false,
  },
};

export const paymentMethodRule = (method: PaymentMethodName): PaymentMethodRule => rules[method];

/** The methods the store offers, in the checkout's order (cards first). */
export const offeredPaymentMethods = (store: MethodStore): PaymentMethodName[] =>
  [...paymentMethods]
    .sort((a, b) => Number(rules[b].online) - Number(rules[a].online))
    .filter((method) => rules[method].offered(store));

/** The fee a `method` order pays (minor units). */
export const paymentFeeMinor = (store: MethodStore, method: PaymentMethodName): number =>
  rules[method].feeMinor(store);
