/**
 * The range's 5 best-selling products by revenue: thumbnail, name (a link to the product when
 * it still exists), units and revenue.
 */
import { Link } from 'react-router-dom';
import { countOf, type TopProduct } from '../../shared';
import { Card, Thumbnail } from '../kit';

export interface TopProductsProps {
  products: TopProduct[];
  formatMoney: (amount: number) => string;
}

export function TopProducts({ products, formatMoney }: TopProductsProps) {
  return (
    <Card title="Top products" className="home-top" data-testid="top-products">
      {products.length === 0 ? (
        <p className="muted">No product sold in this period yet.</p>
      ) : (
        <ol className="home-top-list">
          {products.map((p) => (
            <li
              key={`${p.productId ?? ''}-${p.name}`}
              className="home-top-item"
              data-testid="top-product"
            >
              <Thumbnail src={p.image} alt="" size={40} />
              <span className="home-top-name">
                {p.productId ? (
                  <Link to={`/dashboard/edit-product/${p.productId}`}>{p.name}</Link>
                ) : (
                  p.name
                )}
                <span className="muted home-top-units">{countOf(p.units, 'unit', 'units')}</span>
              </span>
              <span className="home-num">{formatMoney(p.revenue)}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
