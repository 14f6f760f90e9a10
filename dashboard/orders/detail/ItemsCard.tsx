/**
 * The order's items (image, name, variation, quantity × unit price, line total) and its
 * totals: subtotal, discount, shipping, the cash-on-delivery fee, total and refunded.
 */
import { formatAmount, type OrderDetailDto } from '../../../shared';
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
        <div>
          <dt>Subtotal</dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        {order.discount > 0 ? (
          <div>
            <dt>Discount</dt>
            <dd>−{money(order.discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Shipping{order.shippingMethod ? ` (${order.shippingMethod})` : ''}</dt>
          <dd>{order.shipping === 0 ? 'Free' : money(order.shipping)}</dd>
        </div>
        {order.paymentFee > 0 ? (
          <div>
            <dt>Cash-on-delivery fee</dt>
            <dd>{money(order.paymentFee)}</dd>
          </div>
        ) : null}
        <div className="orders-totals-total">
          <dt>Total</dt>
          <dd data-testid="order-total">{money(order.total)}</dd>
        </div>
        {order.refunded > 0 ? (
          <div>
            <dt>Refunded</dt>
            <dd data-testid="order-refunded">−{money(order.refunded)}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
