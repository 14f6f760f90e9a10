/**
 * The list part of both product grids (spec 2.3, 8, 9): skeleton cards while loading (the
 * number of products, or 4), then 'Error loading products: {message}', then the cards.
 */
import { useStorefront } from '../../context/storefront-context';
import { useProductsByCollection } from '../../context/read-hooks';
import { ResponsiveGrid, type Columns } from './ResponsiveGrid';
import { ProductCard } from '../../product-card/ProductCard';
import { ProductCardSkeleton } from '../../product-card/ProductCardSkeleton';
import { gridImageSizes } from '../../images/ResponsiveImage';
import {
  toProductCardBehaviour,
  toProductCardVars,
  type ProductCardStyle,
} from '../../product-card/product-card-style';

/** Skeleton cards shown when no count is set (spec 9). */
export const DEFAULT_SKELETON_COUNT = 4;

export function ProductGridBody({
  collection,
  numberOfProducts,
  columns,
  cardStyle,
  variant = 'full',
}: {
  /** A category slug, or '' for all products. */
  collection: string;
  numberOfProducts: number;
  columns: Columns;
  cardStyle: ProductCardStyle;
  variant?: 'full' | 'simple';
}) {
  const { store } = useStorefront();
  const query = useProductsByCollection(collection || null, numberOfProducts);

  if (query.isPending) {
    const count = numberOfProducts > 0 ? numberOfProducts : DEFAULT_SKELETON_COUNT;
    return (
      <div aria-busy="true" style={toProductCardVars(cardStyle)}>
        <span className="sf-visually-hidden" role="status">
          Loading products…
        </span>
        <ResponsiveGrid columns={columns} as="ul" className="sf-product-grid">
          {Array.from({ length: count }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton simple={variant === 'simple'} />
            </li>
          ))}
        </ResponsiveGrid>
      </div>
    );
  }

  if (query.isError) {
    return (
      <p
        className="sf-products__message sf-products__message--error"
        role="alert"
        data-testid="products-error"
      >
        {`Error loading products: ${query.error.message}`}
      </p>
    );
  }

  const products = query.data.slice(0, numberOfProducts);
  if (products.length === 0) {
    return (
      <p className="sf-products__message" data-testid="products-empty">
        No products yet.
      </p>
    );
  }

  // Visual styling is set once on the wrapper (cards inherit the custom properties).
  const behaviour = toProductCardBehaviour(cardStyle);
  const imageSizes = gridImageSizes(columns);
  return (
    <div style={toProductCardVars(cardStyle)}>
      <ResponsiveGrid columns={columns} as="ul" className="sf-product-grid" testId="product-grid">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              currency={store.currency}
              style={behaviour}
              variant={variant}
              imageSizes={imageSizes}
            />
          </li>
        ))}
      </ResponsiveGrid>
    </div>
  );
}
