/**
 * The product page section (spec 2.2, 2.3, 8): loads the product named by the `slug` prop;
 * a gallery with 4 skeleton thumbnails while loading, 'Error: {message}' on failure,
 * 'Product not found' when there is none; then gallery, name, prices, rating, stock status,
 * the purchase panel and the description (HTML sanitised by the server). Once every attribute
 * group has a choice, the main image, price and stock follow the variation (spec 4).
 */
import { useId, useState, type CSSProperties } from 'react';
import type { ProductDto } from '../../shared';
import { findVariation, getPurchasePrices, toggleOption, type OptionSelection } from '../cart';
import { useStorefront } from '../context/storefront-context';
import { useProduct } from '../context/read-hooks';
import type { SectionComponentProps } from './section-types';
import { ProductGallery, ProductGallerySkeleton, toGalleryImages } from './parts/ProductGallery';
import { ProductPrice } from '../product-card/ProductPrice';
import { ProductPurchasePanel } from './parts/ProductPurchasePanel';
import { StarRating } from '../product-card/StarRating';
import { sectionBoxStyle } from './helpers/css-values';

export function ProductSection({ props }: SectionComponentProps<'product'>) {
  const query = useProduct(props.slug);
  const style = {
    ...sectionBoxStyle(props),
    color: props.textColor,
    '--sf-product-title': props.titleColor,
    '--sf-product-price': props.priceColor,
    '--sf-product-old-price': props.oldPriceColor,
    '--sf-product-in-stock': props.inStockColor,
    '--sf-product-out-of-stock': props.outOfStockColor,
  } as CSSProperties;
  const layoutClass = `sf-product sf-product--gallery-${props.galleryPosition}`;

  if (query.isPending) {
    return (
      <section
        className={layoutClass}
        style={style}
        aria-busy="true"
        aria-label="Product"
        data-testid="product-loading"
      >
        <div className="sf-container sf-product__layout">
          <ProductGallerySkeleton />
          <div className="sf-product__info" aria-hidden="true">
            <div className="sf-skeleton sf-skeleton-line sf-skeleton-line--title" />
            <div className="sf-skeleton sf-skeleton-line sf-skeleton-line--short" />
            <div className="sf-skeleton sf-skeleton-line sf-skeleton-line--medium" />
            <div className="sf-skeleton sf-skeleton-line sf-skeleton-line--wide" />
          </div>
          <span className="sf-visually-hidden" role="status">
            Loading product…
          </span>
        </div>
      </section>
    );
  }

  if (query.isError) {
    return (
      <section className={layoutClass} style={style} aria-label="Product">
        <p
          className="sf-container sf-products__message sf-products__message--error"
          role="alert"
          data-testid="product-error"
        >
          {`Error: ${query.error.message}`}
        </p>
      </section>
    );
  }

  const product = query.data;
  if (!product) {
    return (
      <section className={layoutClass} style={style} aria-label="Product">
        <p className="sf-container sf-products__message" data-testid="product-not-found">
          Product not found
        </p>
      </section>
    );
  }

  return (
    <ProductDetails
      key={product.id}
      product={product}
      props={props}
      className={layoutClass}
      style={style}
    />
  );
}

/** The loaded product; owns the option selection the gallery, price and panel follow. */
function ProductDetails({
  product,
  props,
  className,
  style,
}: {
  product: ProductDto;
  props: SectionComponentProps<'product'>['props'];
  className: string;
  style: CSSProperties;
}) {
  const { store } = useStorefront();
  const nameId = useId();
  const [selection, setSelection] = useState<OptionSelection>({});
  const variation = findVariation(product, selection);
  const inStock = product.stockStatus && (variation ? variation.stockStatus : true);
  return (
    <section
      className={className}
      style={style}
      aria-labelledby={nameId}
      data-testid="product-details"
    >
      <div className="sf-container sf-product__layout">
        <ProductGallery
          images={toGalleryImages(product.productImage, product.galleryImages)}
          alt={product.name}
          alts={product.imageAlts}
          selectedImage={variation?.image || null}
        />
        <div className="sf-product__info">
          <h1 className="sf-product__name" id={nameId} data-testid="product-name">
            {product.name}
          </h1>
          {props.showRating && (
            <StarRating rating={product.rating} color={props.starColor} size={18} />
          )}
          <ProductPrice
            product={getPurchasePrices(product, variation)}
            currency={store.currency}
            className="sf-price sf-product__prices"
          />
          {props.showStock && (
            <p
              className={`sf-product__stock sf-product__stock--${inStock ? 'in' : 'out'}`}
              data-testid="stock-status"
            >
              {inStock ? 'In stock' : 'Out of stock'}
            </p>
          )}
          <ProductPurchasePanel
            product={product}
            selection={selection}
            onToggleOption={(group, value) => setSelection((s) => toggleOption(s, group, value))}
          />
          {product.description.trim() !== '' && (
            <div
              className="sf-product__description"
              data-testid="product-description"
              // Sanitised by the server when the product was saved.
              dangerouslySetInnerHTML={{ __html: product.description }}
            />
          )}
        </div>
      </div>
    </section>
  );
}
