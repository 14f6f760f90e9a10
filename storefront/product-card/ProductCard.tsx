/**
 * A product card (spec 2.3): image (or a placeholder), name linking to /product/{slug},
 * prices, rating stars, a sale badge when discountPrice is above 0, a buy button and a cart
 * button; in a product grid, in the order of the grid's card blocks (`style.parts`). Shared by the product grids and the collection and search pages. The cart button
 * adds a product without variations (1 item); one with variations links to its page, where
 * the options are chosen.
 */
import { Fragment, useId, type ReactNode } from 'react';
import type { ProductDto } from '../../shared';
import { useCartActions } from '../cart';
import { ProductPrice } from './ProductPrice';
import { StarRating } from './StarRating';
import { toProductCardVars, type CardPart, type ProductCardStyle } from './product-card-style';
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

/** A card's parts when none are given (the collection and search pages' cards). */
const defaultParts: readonly CardPart[] = (
  ['productImage', 'title', 'rating', 'price', 'cardButtons'] as const
).map((type) => ({ id: type, type }));

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
  const parts = style.parts ?? defaultParts;
  const marks = (part: CardPart): { [attribute: `data-${string}`]: string } =>
    style.parts ? { 'data-block-id': part.id, 'data-block-type': part.type } : {};
  const badge = showBadge && (
    <span className="sf-product-card__badge" data-testid="sale-badge">
      {style.saleBadgeText || 'Sale'}
    </span>
  );

  const renderPart = (part: CardPart): ReactNode => {
    switch (part.type) {
      case 'title':
        return (
          <h3 key={part.id} className="sf-product-card__name" id={nameId} {...marks(part)}>
            <a href={href}>{product.name}</a>
          </h3>
        );
      case 'rating':
        return showRating ? (
          <StarRating
            key={part.id}
            rating={product.rating}
            color={style.starColor}
            size={style.starSize}
            marks={marks(part)}
          />
        ) : null;
      case 'price':
        return (
          <ProductPrice
            key={part.id}
            product={product}
            currency={currency}
            className="sf-price sf-product-card__prices"
            marks={marks(part)}
          />
        );
      case 'cardButtons': {
        const buy = showBuy && part.props?.showBuyNow !== false;
        const cart = showCart && part.props?.showAddToCart !== false;
        if (!full || !(buy || cart)) return null;
        return (
          <div key={part.id} className="sf-product-card__actions" {...marks(part)}>
            {buy && (
              <a
                className="sf-btn sf-btn--buy"
                href={href}
                aria-describedby={nameId}
                data-testid="buy-button"
              >
                {style.buyButtonText || 'Buy now'}
              </a>
            )}
            {cart &&
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
        );
      }
      default:
        return null;
    }
  };

  // The picture, then the rest in one body; parts after a picture placed lower get a body of
  // their own. Without a picture the sale badge opens the card.
  const out: ReactNode[] = [];
  let body: ReactNode[] = [];
  const flushBody = () => {
    if (body.length === 0) return;
    out.push(
      <div key={`body-${out.length}`} className="sf-product-card__body">
        {body}
      </div>,
    );
    body = [];
  };
  const hasImage = parts.some((part) => part.type === 'productImage');
  if (!hasImage && badge) out.push(<Fragment key="badge">{badge}</Fragment>);
  for (const part of parts) {
    if (part.type !== 'productImage') {
      body.push(renderPart(part));
      continue;
    }
    flushBody();
    out.push(
      <Fragment key={part.id}>
        <a
          className="sf-product-card__media"
          href={href}
          tabIndex={-1}
          aria-hidden="true"
          {...marks(part)}
        >
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
        {badge}
      </Fragment>,
    );
  }
  flushBody();

  return (
    <article
      className={`sf-product-card sf-product-card--${variant}`}
      style={toProductCardVars(style)}
      data-testid="product-card"
    >
      {out}
    </article>
  );
}
