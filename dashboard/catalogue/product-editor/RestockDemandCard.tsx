/**
 * The product screen's "Waiting for restock" card: how many shoppers asked to be emailed when
 * the product (or each variation) is back, most wanted first, and since when. Loading and error
 * states of its own (the form does not wait for it); nothing until the product exists.
 */
import { useQuery } from '@tanstack/react-query';
import { countOf, formatDate } from '../../../shared';
import { catalogApi } from '../catalog-api';
import { Card, QueryError } from '../../kit';

export function RestockDemandCard({ storeId, productId }: { storeId: string; productId: string }) {
  const demand = useQuery({
    queryKey: ['catalogue', storeId, 'restock-demand', productId],
    queryFn: ({ signal }) => catalogApi.restockDemand(storeId, productId, signal),
    enabled: Boolean(storeId && productId),
  });
  return (
    <Card title="Waiting for restock" data-testid="restock-demand">
      {demand.isError ? (
        <QueryError what="who waits for this product" query={demand} />
      ) : !demand.data ? (
        <p className="muted" aria-busy="true">
          Loading…
        </p>
      ) : demand.data.waiting === 0 ? (
        <p className="muted">
          No one is waiting. When it sells out, shoppers can ask to be emailed when it is back.
        </p>
      ) : (
        <>
          <p data-testid="restock-waiting">
            {countOf(demand.data.waiting, 'shopper', 'shoppers')} will get an email when it is back
            (five per unit restocked).
          </p>
          <ul className="restock-demand-list">
            {demand.data.variants.map((v) => (
              <li key={v.variationId ?? 'product'} data-testid="restock-variant">
                <strong>{v.label || 'This product'}</strong>: {v.waiting}{' '}
                <span className="muted">since {formatDate(v.since)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
