/**
 * An order's status and payment status as badges, in the words of shared/order-lifecycle.ts
 * (list rows, the order's header, the print view's heading).
 */
import {
  orderStatusLabels,
  paymentStatusLabels,
  type OrderStatusName,
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

const paymentTones: Record<PaymentStatusName, BadgeTone> = {
  unpaid: 'warning',
  awaiting_review: 'info',
  paid: 'success',
  refunded: 'neutral',
};

export function OrderStatusBadge({ status }: { status: OrderStatusName }) {
  return (
    <Badge tone={statusTones[status]} data-testid="order-status">
      {orderStatusLabels[status]}
    </Badge>
  );
}

/** `label` says what the badge is about where no column header does ("Payment"). */
export function PaymentStatusBadge({
  status,
  label,
}: {
  status: PaymentStatusName;
  label?: string;
}) {
  return (
    <Badge tone={paymentTones[status]} data-testid="payment-status">
      {label ? <span className="visually-hidden">{label}: </span> : null}
      {paymentStatusLabels[status]}
    </Badge>
  );
}
