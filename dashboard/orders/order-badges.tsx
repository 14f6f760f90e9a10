/**
 * An order's status and payment status as badges, in the words of shared/order-lifecycle.ts
 * (list rows, the order's header, the print view's heading).
 */
import {
  orderStatusLabels,
  paymentState,
  paymentStateLabels,
  type OrderStatusName,
  type PaymentStateName,
  type PaymentStatusName,
} from '../../shared';
import { Badge, type BadgeTone } from '../kit';

const statusTones: Record<OrderStatusName, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  processing: 'info',
  shipped: 'success',
  delivered: 'success',
  cancelled: 'neutral',
};

const paymentTones: Record<PaymentStateName, BadgeTone> = {
  unpaid: 'warning',
  awaiting_review: 'info',
  paid: 'success',
  partially_refunded: 'info',
  refunded: 'neutral',
};

export function OrderStatusBadge({ status }: { status: OrderStatusName }) {
  return (
    <Badge tone={statusTones[status]} data-testid="order-status">
      {orderStatusLabels[status]}
    </Badge>
  );
}

/**
 * The payment's state ("Partially refunded" when less than the total came back); `label` says
 * what the badge is about where no column header does ("Payment").
 */
export function PaymentStatusBadge({
  order,
  label,
}: {
  order: { paymentStatus: PaymentStatusName; total: number; refunded: number };
  label?: string;
}) {
  const state = paymentState(order);
  return (
    <Badge tone={paymentTones[state]} data-testid="payment-status">
      {label ? <span className="visually-hidden">{label}: </span> : null}
      {paymentStateLabels[state]}
    </Badge>
  );
}
