/**
 * The product page section (spec 2.2, 2.3, 8): loads the product named by the `slug` prop;
 * a gallery with 4 skeleton thumbnails while loading, 'Error: {message}' on failure,
 * 'Product not found' when there is none; then the gallery and, beside it, the section's
 * blocks in their order (name, rating, prices, stock status, the purchase panel, the
 * description sanitised by the server, tabs...: `blocks/ProductBlocks.tsx`). Once every
 * attribute group has a choice, the main image, price and stock follow the variation
 * (spec 4).
 */
import { useId, useState, type CSSProperties } from 'react';
import type { ProductDto } from '../../shared';
import { findVariation, toggleOption, type OptionSelection } from '../cart';
import { useProduct, useProductsByCollection } from '../context/read-hooks';
import { useStorefront } from '../context/storefront-context';
import type { SectionComponentProps } from './section-types';
import { ProductGallery, ProductGallerySkeleton, toGalleryImages } from './parts/ProductGallery';
import { ProductBlocks } from './blocks/ProductBlocks';
import { sectionBoxStyle } from './helpers/css-values';

type ProductProps = SectionComponentProps<'product'>['props'];

export function ProductSection({ props }: SectionComponentProps<'product'>) {
  const { viewMode } = useStorefront();
  // In the builder a product template names no product: it previews the store's newest.
  if (viewMode === 'builder' && !props.slug) return <PreviewProduct props={props} />;
  return <ProductPage props={props} />;
}

/** The template in the builder, showing the store's newest product (or saying there is none). */
function PreviewProduct({ props }: { props: ProductProps }) {
  const newest = useProductsByCollection(null, 1);
  const slug = newest.data?.[0]?.slug;
  if (newest.isPending)
    return <ProductSkeleton className="sf-product" style={sectionBoxStyle(props)} />;
  if (slug) return <ProductPage props={{ ...props, slug }} />;
  return (
    <section className="sf-product" style={sectionBoxStyle(props)} aria-label="Product">
      <p className="sf-container sf-products__message" data-testid="product-preview-empty">
        Add a product to the catalogue to see the product page here.
      </p>
    </section>
  );
}

function ProductPage({ props }: { props: ProductProps }) {
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

  if (query.isPending) return <ProductSkeleton className={layoutClass} style={style} />;

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
  props: ProductProps;
  className: string;
  style: CSSProperties;
}) {
  const nameId = useId();
  const [selection, setSelection] = useState<OptionSelection>({});
  const [quantity, setQuantity] = useState('1');
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
          <ProductBlocks
            blocks={props.blocks}
            page={{
              product,
              selection,
              onToggleOption: (group, value) => setSelection((s) => toggleOption(s, group, value)),
              variation,
              inStock,
              quantity,
              onQuantity: setQuantity,
              nameId,
              starColor: props.starColor,
            }}
          />
        </div>
      </div>
    </section>
  );
}

/** The page while its product loads: a gallery of skeleton thumbnails and text lines. */
function ProductSkeleton({ className, style }: { className: string; style: CSSProperties }) {
  return (
    <section
      className={className}
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
