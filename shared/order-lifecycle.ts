/**
 * The order lifecycle as one explicit state machine, read by the server (which refuses any
 * other move with a 409 naming the current state) and by the dashboard (which offers only
 * the actions allowed now). Two independent axes:
 *
 * - fulfilment `status`: pending → confirmed → processing → shipped → delivered, and
 *   cancelled from any state before shipped;
 * - `paymentStatus`: unpaid → awaiting_review (a bank-transfer proof came in) → paid
 *   (approved, or "mark as paid"); a rejected proof goes back to unpaid; paid → refunded
 *   (full or partial amounts, recorded; no card processor).
 */

export const orderStatuses = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatusName = (typeof orderStatuses)[number];

export const paymentStatuses = ['unpaid', 'awaiting_review', 'paid', 'refunded'] as const;
export type PaymentStatusName = (typeof paymentStatuses)[number];

/** `card`: cards and wallets through the store's payment provider (server/payments/). */
export const paymentMethods = ['cod', 'bank_transfer', 'card'] as const;
export type PaymentMethodName = (typeof paymentMethods)[number];

/** What a merchant (or the system) can do to an order. */
export const orderActions = [
  'confirm',
  'process',
  'ship',
  'deliver',
  'cancel',
  'mark_paid',
  'approve_proof',
  'reject_proof',
  'refund',
] as const;
export type OrderActionName = (typeof orderActions)[number];

interface StatusRule {
  axis: 'status';
  from: readonly OrderStatusName[];
  to: OrderStatusName;
}
interface PaymentRule {
  axis: 'paymentStatus';
  from: readonly PaymentStatusName[];
  to: PaymentStatusName;
}

/** Each action: which axis it moves, from which states, to which. Anything else is refused. */
export const orderActionRules: Record<OrderActionName, StatusRule | PaymentRule> = {
  confirm: { axis: 'status', from: ['pending'], to: 'confirmed' },
  process: { axis: 'status', from: ['confirmed'], to: 'processing' },
  ship: { axis: 'status', from: ['confirmed', 'processing'], to: 'shipped' },
  deliver: { axis: 'status', from: ['shipped'], to: 'delivered' },
  cancel: { axis: 'status', from: ['pending', 'confirmed', 'processing'], to: 'cancelled' },
  mark_paid: { axis: 'paymentStatus', from: ['unpaid'], to: 'paid' },
  approve_proof: { axis: 'paymentStatus', from: ['awaiting_review'], to: 'paid' },
  reject_proof: { axis: 'paymentStatus', from: ['awaiting_review'], to: 'unpaid' },
  // A second partial refund is a refund again: refunded → refunded while money is left.
  refund: { axis: 'paymentStatus', from: ['paid', 'refunded'], to: 'refunded' },
};

/** Labels merchants and shoppers read. */
export const orderStatusLabels: Record<OrderStatusName, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
export const paymentStatusLabels: Record<PaymentStatusName, string> = {
  unpaid: 'Unpaid',
  awaiting_review: 'Proof to review',
  paid: 'Paid',
  refunded: 'Refunded',
};
/**
 * The payment as people read it and filter it: a refund of less than the total is
 * `partially_refunded`. The stored status stays `refunded` (the rules above treat both alike:
 * a partly refunded order can be refunded again); this is the one place that tells them apart,
 * for badges, the invoice, emails, the CSV, the storefront and the orders filter.
 */
export const paymentStates = [
  'unpaid',
  'awaiting_review',
  'paid',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStateName = (typeof paymentStates)[number];

export const paymentStateLabels: Record<PaymentStateName, string> = {
  ...paymentStatusLabels,
  partially_refunded: 'Partially refunded',
};

/** The payment's state; `total` and `refunded` in the same unit (minor or decimal). */
export function paymentState(payment: {
  paymentStatus: PaymentStatusName;
  total: number;
  refunded: number;
}): PaymentStateName {
  return payment.paymentStatus === 'refunded' && payment.refunded < payment.total
    ? 'partially_refunded'
    : payment.paymentStatus;
}

export const paymentMethodLabels: Record<PaymentMethodName, string> = {
  cod: 'Cash on delivery',
  bank_transfer: 'Bank transfer',
  card: 'Card',
};
export const orderActionLabels: Record<OrderActionName, string> = {
  confirm: 'Confirm',
  process: 'Start processing',
  ship: 'Mark as shipped',
  deliver: 'Mark as delivered',
  cancel: 'Cancel order',
  mark_paid: 'Mark as paid',
  approve_proof: 'Approve payment',
  reject_proof: 'Reject proof',
  refund: 'Refund',
};

/** The parts of an order the rules read (amounts in minor units). */
export interface LifecycleState {
  status: OrderStatusName;
  paymentStatus: PaymentStatusName;
  paymentMethod: PaymentMethodName;
  totalMinor: number;
  refundedMinor: number;
}

/** Why `action` is refused for `order` now, or null when it is allowed. */
export function refusal(order: LifecycleState, action: OrderActionName): string | null {
  const rule = orderActionRules[action];
  const current = rule.axis === 'status' ? order.status : order.paymentStatus;
  const from = rule.from as readonly string[];
  if (!from.includes(current)) {
    const label =
      rule.axis === 'status'
        ? `The order is ${current}`
        : `The payment is ${current.replace('_', ' ')}`;
    return `${label}: ${orderActionLabels[action].toLowerCase()} needs ${rule.from
      .map((s) => s.replace('_', ' '))
      .join(' or ')}`;
  }
  if ((action === 'mark_paid' || action === 'approve_proof') && order.status === 'cancelled') {
    return 'The order is cancelled: it cannot be paid';
  }
  if (action === 'refund' && order.refundedMinor >= order.totalMinor) {
    return 'The order is refunded in full: nothing is left to refund';
  }
  return null;
}

/** The actions allowed for `order` now, in lifecycle order. */
export function allowedActions(order: LifecycleState): OrderActionName[] {
  return orderActions.filter((a) => refusal(order, a) === null);
}
