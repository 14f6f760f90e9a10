/** Which prices a product shows: with a discount above 0, the old price struck and the discount price. */
import type { ProductDto } from '../../shared';

export interface ProductPrices {
  /** The price the shopper pays. */
  current: number;
  /** The struck-through original price, when discounted. */
  original: number | null;
}

export function getProductPrices(
  product: Pick<ProductDto, 'price' | 'discountPrice'>,
): ProductPrices {
  return product.discountPrice > 0
    ? { current: product.discountPrice, original: product.price }
    : { current: product.price, original: null };
}
