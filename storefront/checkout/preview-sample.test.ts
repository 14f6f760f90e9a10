import { describe, expect, it } from 'vitest';
import type { ProductDto } from '../../shared';
import { previewCart, SAMPLE_PRODUCT_ID } from './preview-sample';
import { makeProduct, makeVariation } from '../test-support';

const product = (over: Partial<ProductDto>): ProductDto =>
  makeProduct({ name: 'Mug', slug: 'mug', price: 12, productImage: '/mug.jpg', ...over });

describe('previewCart', () => {
  it("takes one unit of the newest product in stock, at the shopper's price", () => {
    const cart = previewCart(
      [
        product({ id: 'gone', stockStatus: false }),
        product({ id: 'p2', name: 'Tee', discountPrice: 9 }),
      ],
      'store-1',
    );
    expect(cart.sampleProducts).toEqual([]);
    expect(cart.lines).toEqual([
      expect.objectContaining({
        productId: 'p2',
        variationId: null,
        storeId: 'store-1',
        name: 'Tee',
        price: 9,
        quantity: 1,
      }),
    ]);
  });

  it('picks a variation in stock for a product with variations', () => {
    const cart = previewCart(
      [
        product({
          variations: [
            makeVariation('v1', { Size: 'S' }, { stockStatus: false }),
            makeVariation('v2', { Size: 'M' }, { price: 15, image: '/m.jpg' }),
          ],
        }),
      ],
      's',
    );
    expect(cart.lines[0]).toMatchObject({
      variationId: 'v2',
      price: 15,
      selectedAttributes: { Size: 'M' },
      productImage: '/m.jpg',
    });
  });

  it('brings its own priced sample line for a store with no product', () => {
    const cart = previewCart([], 's');
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ productId: SAMPLE_PRODUCT_ID, name: 'Sample product' });
    expect(cart.sampleProducts[0]).toMatchObject({ id: SAMPLE_PRODUCT_ID, unitPrice: 25 });
  });
});
