/** A loading stand-in for a product card: image block and text lines (spec 2.3, 9). */
export function ProductCardSkeleton({ simple = false }: { simple?: boolean }) {
  return (
    <div
      className="sf-product-card sf-product-card--skeleton"
      data-testid="product-skeleton"
      aria-hidden="true"
    >
      <div className="sf-skeleton sf-product-card__skeleton-image" />
      <div className="sf-product-card__body">
        <div className="sf-skeleton sf-skeleton-line sf-skeleton-line--wide" />
        {!simple && <div className="sf-skeleton sf-skeleton-line sf-skeleton-line--short" />}
        <div className="sf-skeleton sf-skeleton-line sf-skeleton-line--medium" />
        {!simple && <div className="sf-skeleton sf-skeleton-line sf-skeleton-line--button" />}
      </div>
    </div>
  );
}
