import { describe, expect, it } from 'vitest';
import type { ProductDto } from '../../shared';
import { previewCart, SAMPLE_PRODUCT_ID } from './preview-sample';

const product = (over: Partial<ProductDto>): ProductDto => ({
  id: 'p1',
  name: 'Mug',
  slug: 'mug',
  price: 12,
  discountPrice: 0,
  productImage: '/mug.jpg',
  galleryImages: [],
  description: '',
  seoTitle: '',
  metaDescription: '',
  stockStatus: true,
  rating: 4,
  attributeGroups: [],
  variations: [],
  categories: [],
  ...over,
});

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
            {
              id: 'v1',
              price: 0,
              discountPrice: 0,
              image: '',
              attributes: { Size: 'S' },
              stockStatus: false,
            },
            {
              id: 'v2',
              price: 15,
              discountPrice: 0,
              image: '/m.jpg',
              attributes: { Size: 'M' },
              stockStatus: true,
            },
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
