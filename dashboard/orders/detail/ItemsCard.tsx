/**
 * The order's items (image, name, variation, quantity × unit price, line total) and its
 * totals (shared/pricing's rows: subtotal, discounts, shipping, tax, the cash-on-delivery fee,
 * total), then what was refunded.
 */
import { formatAmount, orderTotalRows, type OrderDetailDto } from '../../../shared';
import { Card, Thumbnail } from '../../kit';

export function ItemsCard({ order }: { order: OrderDetailDto }) {
  const money = (n: number) => formatAmount(n, order.currency);
  return (
    <Card
      title={`Items (${order.itemCount})`}
      className="orders-items-card"
      data-testid="order-items-card"
    >
      <ul className="orders-items">
        {order.items.map((item, i) => (
          <li key={`${item.productId}-${item.variationId}-${i}`} data-testid="order-item">
            <Thumbnail src={item.image} alt="" size={48} />
            <div className="orders-item-name">
              <span>{item.name}</span>
              {item.variationLabel ? (
                <span className="muted" data-testid="order-item-variation">
                  {item.variationLabel}
                </span>
              ) : null}
            </div>
            <span className="orders-item-qty muted">
              {item.quantity} × {money(item.unitPrice)}
            </span>
            <span className="orders-item-total">{money(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="orders-totals" data-testid="order-totals">
        {orderTotalRows({ ...order, shipsNothing: order.address === null }).map((row) => (
          <div
            key={row.key}
            className={row.kind === 'total' ? 'orders-totals-total' : undefined}
            data-testid={`order-row-${row.kind}`}
          >
            <dt>
              {row.label}
              {row.note ? <span className="muted"> ({row.note})</span> : null}
            </dt>
            <dd data-testid={row.kind === 'total' ? 'order-total' : undefined}>{row.text}</dd>
          </div>
        ))}
        {order.refunded > 0 ? (
          <div>
            <dt>Refunded</dt>
            <dd data-testid="order-refunded">
              −{money(order.refunded)}
              {order.refundedTax > 0 ? (
                <span className="muted"> (incl. {money(order.refundedTax)} tax)</span>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
