/**
 * A product card (spec 2.3): image (or a placeholder), name linking to /product/{slug},
 * prices, rating stars, a sale badge when discountPrice is above 0, a buy button and a cart
 * button. Shared by the product grids and the collection and search pages. The cart button
 * adds a product without variations (1 item); one with variations links to its page, where
 * the options are chosen.
 */
import { useId } from 'react';
import type { ProductDto } from '../../shared';
import { useCartActions } from '../cart';
import { ProductPrice } from './ProductPrice';
import { StarRating } from './StarRating';
import { toProductCardVars, type ProductCardStyle } from './product-card-style';
import { imageOrPlaceholder } from '../images/placeholder-image';
import { gridImageSizes, ResponsiveImage } from '../images/ResponsiveImage';

/** The product page path of `slug`. */
export const productPath = (slug: string) => `/product/${encodeURIComponent(slug)}`;

export interface ProductCardProps {
  product: ProductDto;
  /** The store's currency code, e.g. 'USD'. */
  currency: string;
  /** Card styling from section props; defaults to the stylesheet's look. */
  style?: ProductCardStyle;
  /** `simple`: image, name, prices and sale badge only. Defaults to `full`. */
  variant?: 'full' | 'simple';
  /**
   * Called by the cart button instead of the default: adding 1 to the cart for a product
   * without variations (a product with variations links to its page).
   */
  onAddToCart?: (product: ProductDto) => void;
  /** The image's `sizes`. Defaults to a 4/2/1-column grid's. */
  imageSizes?: string;
  /** The page's first above-the-fold image (the first card of a list page). Defaults to `false`. */
  imagePriority?: boolean;
}

const defaultImageSizes = gridImageSizes({ desktop: 4, tablet: 2, mobile: 1 });

export function ProductCard({
  product,
  currency,
  style = {},
  variant = 'full',
  onAddToCart,
  imageSizes = defaultImageSizes,
  imagePriority = false,
}: ProductCardProps) {
  const nameId = useId();
  const href = productPath(product.slug);
  const onSale = product.discountPrice > 0;
  const full = variant === 'full';
  const showBadge = onSale && style.showSaleBadge !== false;
  const showRating = full && style.showRating !== false;
  const showBuy = full && style.showBuyButton !== false;
  const showCart = full && style.showCartButton !== false;
  const { add } = useCartActions();
  const simpleProduct = product.variations.length === 0;
  const onCart = onAddToCart ?? (simpleProduct ? (p: ProductDto) => void add(p, null) : undefined);
  const soldOut = !onAddToCart && simpleProduct && !product.stockStatus;
  const cartText = soldOut ? 'Out of stock' : style.cartButtonText || 'Add to cart';
  return (
    <article
      className={`sf-product-card sf-product-card--${variant}`}
      style={toProductCardVars(style)}
      data-testid="product-card"
    >
      <a className="sf-product-card__media" href={href} tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          className="sf-product-card__image"
          src={imageOrPlaceholder(product.productImage)}
          alt={product.name}
          sizes={imageSizes}
          width={400}
          height={400}
          priority={imagePriority}
        />
      </a>
      {showBadge && (
        <span className="sf-product-card__badge" data-testid="sale-badge">
          {style.saleBadgeText || 'Sale'}
        </span>
      )}
      <div className="sf-product-card__body">
        <h3 className="sf-product-card__name" id={nameId}>
          <a href={href}>{product.name}</a>
        </h3>
        {showRating && (
          <StarRating rating={product.rating} color={style.starColor} size={style.starSize} />
        )}
        <ProductPrice
          product={product}
          currency={currency}
          className="sf-price sf-product-card__prices"
        />
        {(showBuy || showCart) && (
          <div className="sf-product-card__actions">
            {showBuy && (
              <a
                className="sf-btn sf-btn--buy"
                href={href}
                aria-describedby={nameId}
                data-testid="buy-button"
              >
                {style.buyButtonText || 'Buy now'}
              </a>
            )}
            {showCart &&
              (onCart ? (
                <button
                  type="button"
                  className="sf-btn sf-btn--cart"
                  aria-describedby={nameId}
                  disabled={soldOut}
                  onClick={() => onCart(product)}
                  data-testid="cart-button"
                >
                  {cartText}
                </button>
              ) : (
                <a
                  className="sf-btn sf-btn--cart"
                  href={href}
                  aria-describedby={nameId}
                  data-testid="cart-button"
                >
                  {cartText}
                </a>
              ))}
          </div>
        )}
      </div>
    </article>
  );
}
