/**
 * How the order travels: the shipping method, then the carrier and tracking once shipped; or
 * that nothing in it is shipped (services, downloads: no address was asked for).
 */
import { formatWeight, type OrderDetailDto } from '../../../shared';
import { Card } from '../../kit';

/** Only http(s) links are followed (a tracking URL is merchant-typed text). */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function FulfilmentCard({ order }: { order: OrderDetailDto }) {
  const tracking = order.tracking;
  const url = tracking?.url ? safeUrl(tracking.url) : null;
  return (
    <Card title="Fulfilment" data-testid="order-fulfilment-card">
      <dl className="orders-facts">
        <dt>Shipping method</dt>
        <dd>{order.address ? order.shippingMethod || '—' : 'None: nothing to ship'}</dd>
        {tracking ? (
          <>
            <dt>Carrier</dt>
            <dd data-testid="tracking-carrier">{tracking.carrier || '—'}</dd>
            <dt>Tracking</dt>
            <dd data-testid="tracking-number">
              {url ? (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {tracking.number || url}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                tracking.number || '—'
              )}
            </dd>
          </>
        ) : null}
        {order.weightGrams > 0 ? (
          <>
            <dt>Weight</dt>
            <dd>{formatWeight(order.weightGrams)}</dd>
          </>
        ) : null}
      </dl>
      {!tracking && order.address && order.status !== 'cancelled' ? (
        <p className="muted">Not shipped yet.</p>
      ) : null}
    </Card>
  );
}
