/** A product's prices: the old price struck through and the discount price, or just the price. */
import { formatAmount, type ProductDto } from '../../shared';
import { getProductPrices } from './product-price';

export function ProductPrice({
  product,
  currency,
  className = 'sf-price',
  marks,
}: {
  product: Pick<ProductDto, 'price' | 'discountPrice'>;
  currency: string;
  className?: string;
  /** Data attributes for its root element (a product page block's id and type). */
  marks?: { [attribute: `data-${string}`]: string };
}) {
  const { current, original } = getProductPrices(product);
  return (
    <p {...marks} className={className} data-testid="product-price">
      {original !== null && (
        <>
          <span className="sf-visually-hidden">Original price: </span>
          <s className="sf-price__old" data-testid="old-price">
            {formatAmount(original, currency)}
          </s>{' '}
          <span className="sf-visually-hidden">Sale price: </span>
        </>
      )}
      <span className="sf-price__current" data-testid="current-price">
        {formatAmount(current, currency)}
      </span>
    </p>
  );
}
