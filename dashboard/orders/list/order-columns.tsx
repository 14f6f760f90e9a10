/**
 * The orders table's columns: number (links to the order), date, customer, payment, status,
 * items and total. Date, number and total sort.
 */
import { Link } from 'react-router-dom';
import { formatAmount, paymentMethodLabels, type OrderSummaryDto } from '../../../shared';
import { Badge, Timestamp, type DataTableColumn } from '../../kit';
import { OrderStatusBadge, PaymentStatusBadge } from '../order-badges';
import { orderHref } from '../order-links';

export function orderColumns(): DataTableColumn<OrderSummaryDto>[] {
  return [
    {
      id: 'number',
      header: 'Order',
      rowHeader: true,
      sort: { asc: 'number_asc', desc: 'number_desc' },
      cell: (o) => (
        <Link to={orderHref(o.orderId)} data-testid="order-link">
          #{o.orderNumber}
        </Link>
      ),
    },
    {
      id: 'date',
      header: 'Date',
      sort: { asc: 'oldest', desc: 'newest' },
      cell: (o) => <Timestamp at={o.createdAt} className="orders-date" />,
    },
    {
      id: 'customer',
      header: 'Customer',
      cell: (o) => (
        <div className="orders-customer-cell">
          <span data-testid="order-customer">{o.customerName}</span>
          <span className="muted">{o.customerEmail}</span>
        </div>
      ),
    },
    {
      id: 'payment',
      header: 'Payment',
      cell: (o) => (
        <div className="orders-payment-cell">
          <PaymentStatusBadge order={o} />
          <span className="muted">{paymentMethodLabels[o.paymentMethod]}</span>
          {o.testMode ? (
            <Badge tone="warning" data-testid="order-test-mode">
              Test mode
            </Badge>
          ) : null}
          {o.needsReview ? (
            <Badge tone="critical" data-testid="order-needs-review">
              Needs review
            </Badge>
          ) : null}
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (o) => <OrderStatusBadge status={o.status} />,
    },
    {
      id: 'items',
      header: 'Items',
      align: 'end',
      cell: (o) => <span data-testid="order-items">{o.itemCount}</span>,
    },
    {
      id: 'total',
      header: 'Total',
      align: 'end',
      sort: { asc: 'total_asc', desc: 'total_desc' },
      cell: (o) => (
        <span className="orders-total" data-testid="order-total">
          {formatAmount(o.total, o.currency)}
          {o.refunded > 0 ? (
            <span className="muted orders-refunded">
              {formatAmount(o.refunded, o.currency)} refunded
            </span>
          ) : null}
        </span>
      ),
    },
  ];
}
