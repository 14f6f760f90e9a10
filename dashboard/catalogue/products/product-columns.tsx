/**
 * The products table's columns: thumbnail, name (links to the editor) with SKU or variant
 * count, status, stock, price (the sale price with the old one struck; the lowest to highest
 * variant price when variants differ), margin (from the cost per item; a range over the
 * variants) and categories.
 */
import { Link } from 'react-router-dom';
import { countOf, type ProductListItem } from '../../../shared';
import { Thumbnail, type DataTableColumn } from '../../kit';
import { isOnSale } from '../sale-price';
import { StatusBadge, StockBadge } from '../stock';

/** The edit screen of product `id`. */
export const editProductHref = (id: string) => `/dashboard/edit-product/${encodeURIComponent(id)}`;

export function productColumns(
  formatMoney: (amount: number) => string,
): DataTableColumn<ProductListItem>[] {
  return [
    {
      id: 'image',
      header: 'Image',
      headerHidden: true,
      className: 'catalog-thumb-cell',
      cell: (p) => <Thumbnail src={p.productImage} alt="" />,
    },
    {
      id: 'name',
      header: 'Product',
      rowHeader: true,
      sort: { asc: 'name_asc', desc: 'name_desc' },
      cell: (p) => (
        <div className="catalog-name-cell">
          <Link to={editProductHref(p.id)} data-testid="product-link">
            {p.name}
          </Link>
          <span className="muted">
            {p.variationCount > 0
              ? countOf(p.variationCount, 'variant', 'variants')
              : p.sku
                ? `SKU ${p.sku}`
                : null}
          </span>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (p) => <StatusBadge status={p.status} />,
    },
    {
      id: 'stock',
      header: 'Stock',
      sort: { asc: 'stock_asc', desc: 'stock_desc' },
      cell: (p) => (
        <div className="catalog-stock-cell">
          {p.stockState === 'untracked' ? null : <span data-testid="product-stock">{p.stock}</span>}
          {p.stockState === 'in_stock' ? null : <StockBadge state={p.stockState} />}
        </div>
      ),
    },
    {
      id: 'price',
      header: 'Price',
      align: 'end',
      sort: { asc: 'price_asc', desc: 'price_desc' },
      cell: (p) =>
        // Variants priced apart: what they sell for, lowest to highest.
        p.variantPrices && p.variantPrices.min !== p.variantPrices.max ? (
          <span className="catalog-price" data-testid="product-price">
            {formatMoney(p.variantPrices.min)} – {formatMoney(p.variantPrices.max)}
          </span>
        ) : isOnSale(p.price, p.discountPrice) ? (
          <span className="catalog-price" data-testid="product-price">
            {formatMoney(p.discountPrice)}{' '}
            <s className="muted">
              <span className="visually-hidden">was </span>
              {formatMoney(p.price)}
            </s>
          </span>
        ) : (
          <span className="catalog-price" data-testid="product-price">
            {formatMoney(p.price)}
          </span>
        ),
    },
    {
      id: 'margin',
      header: 'Margin',
      align: 'end',
      cell: (p) =>
        p.margin ? (
          <span className="catalog-price" data-testid="product-list-margin">
            {p.margin.min === p.margin.max
              ? `${p.margin.min}%`
              : `${p.margin.min}–${p.margin.max}%`}
          </span>
        ) : (
          <span className="muted" title="No cost per item given">
            —
          </span>
        ),
    },
    {
      id: 'categories',
      header: 'Categories',
      cell: (p) =>
        p.categories.length ? (
          <span className="catalog-categories">{p.categories.map((c) => c.name).join(', ')}</span>
        ) : (
          <span className="muted">—</span>
        ),
    },
  ];
}
