/**
 * The checkout editor's preview cart: one unit of the store's newest product in stock (its
 * first variation in stock, when it has variations), or, for a store with no product yet, a
 * sample line priced here (its product is no product of the store's, so its price comes along).
 * Pure.
 */
import type { CartLine, PricingProductDto, ProductDto } from '../../shared';

/** A v4-shaped id no product has: the pricing read answers it as missing. */
export const SAMPLE_PRODUCT_ID = '00000000-0000-4000-8000-000000000000';

export interface PreviewCart {
  lines: CartLine[];
  /** Prices of lines that are no product of the store. */
  sampleProducts: PricingProductDto[];
}

export function previewCart(products: ProductDto[], storeId: string): PreviewCart {
  const product = products.find((p) => p.stockStatus) ?? products[0];
  if (product) {
    const variation =
      product.variations.find((v) => v.stockStatus) ?? product.variations[0] ?? null;
    const price = variation && variation.price > 0 ? variation.price : product.price;
    const discountPrice = variation ? variation.discountPrice : product.discountPrice;
    return {
      lines: [
        {
          productId: product.id,
          variationId: variation?.id ?? null,
          storeId,
          name: product.name,
          price: discountPrice > 0 ? discountPrice : price,
          discountPrice,
          quantity: 1,
          selectedAttributes: variation?.attributes ?? {},
          productImage: variation?.image || product.productImage,
          shipping: 0,
        },
      ],
      sampleProducts: [],
    };
  }
  return {
    lines: [
      {
        productId: SAMPLE_PRODUCT_ID,
        variationId: null,
        storeId,
        name: 'Sample product',
        price: 25,
        discountPrice: 0,
        quantity: 1,
        selectedAttributes: {},
        productImage: '',
        shipping: 0,
      },
    ],
    sampleProducts: [
      {
        id: SAMPLE_PRODUCT_ID,
        name: 'Sample product',
        slug: 'sample-product',
        productImage: '',
        price: 25,
        discountPrice: 0,
        unitPrice: 25,
        stockStatus: true,
        available: 99,
        weightGrams: null,
        requiresShipping: true,
        categoryIds: [],
        taxExempt: false,
        variations: [],
      },
    ],
  };
}
