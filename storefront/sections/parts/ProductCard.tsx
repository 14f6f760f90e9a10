/**
 * A product card (spec 2.3): image (or a placeholder), name linking to /product/{slug},
 * prices, rating stars, a sale badge when discountPrice is above 0, a buy button and a cart
 * button. Shared by the product grids and the collection and search pages.
 */
import { useId } from 'react';
import type { ProductDto } from '../../../shared';
import { ProductPrice } from './ProductPrice';
import { StarRating } from './StarRating';
import { toProductCardVars, type ProductCardStyle } from './product-card-style';
import { imageOrPlaceholder } from './section-style';

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
   * Called by the cart button. Until the cart exists the cart button links to the product
   * page; once this is passed it becomes a button.
   */
  onAddToCart?: (product: ProductDto) => void;
}

export function ProductCard({
  product,
  currency,
  style = {},
  variant = 'full',
  onAddToCart,
}: ProductCardProps) {
  const nameId = useId();
  const href = productPath(product.slug);
  const onSale = product.discountPrice > 0;
  const full = variant === 'full';
  const showBadge = onSale && style.showSaleBadge !== false;
  const showRating = full && style.showRating !== false;
  const showBuy = full && style.showBuyButton !== false;
  const showCart = full && style.showCartButton !== false;
  const cartText = style.cartButtonText || 'Add to cart';
  return (
    <article
      className={`sf-product-card sf-product-card--${variant}`}
      style={toProductCardVars(style)}
      data-testid="product-card"
    >
      <a className="sf-product-card__media" href={href} tabIndex={-1} aria-hidden="true">
        <img
          className="sf-product-card__image"
          src={imageOrPlaceholder(product.productImage)}
          alt={product.name}
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
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
              (onAddToCart ? (
                <button
                  type="button"
                  className="sf-btn sf-btn--cart"
                  aria-describedby={nameId}
                  onClick={() => onAddToCart(product)}
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
