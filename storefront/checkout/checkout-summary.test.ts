import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../shared';
import type { ProductPricingShippingDto } from '../../shared';
import { buildCheckoutSummary } from './checkout-summary';

const makeLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  productId: 'p1',
  variationId: null,
  storeId: 's1',
  name: 'Mug',
  price: 10,
  discountPrice: 0,
  quantity: 2,
  selectedAttributes: {},
  productImage: '',
  shipping: 0,
  ...overrides,
});

const makePricing = (
  overrides: Partial<ProductPricingShippingDto['products'][number]> = {},
): ProductPricingShippingDto => ({
  storeId: 's1',
  currency: 'USD',
  products: [
    {
      id: 'p1',
      name: 'Mug',
      slug: 'mug',
      productImage: '',
      price: 10,
      discountPrice: 0,
      unitPrice: 10,
      stockStatus: true,
      available: 5,
      variations: [],
      ...overrides,
    },
  ],
  missingProductIds: [],
  shippingRates: [
    { id: 'std', name: 'Standard', description: '', price: 5, freeOver: 50 },
    { id: 'exp', name: 'Express', description: '', price: 15, freeOver: null },
  ],
  paymentMethods: ['cod'],
});

describe('buildCheckoutSummary', () => {
  it('totals the server prices with the chosen shipping', () => {
    const s = buildCheckoutSummary([makeLine()], makePricing(), [], 'std');
    expect(s).toMatchObject({ subtotal: 20, shipping: 5, total: 25, hasProblems: false });
  });

  it('makes shipping free from the rate threshold', () => {
    const s = buildCheckoutSummary([makeLine({ quantity: 5 })], makePricing(), [], 'std');
    expect(s).toMatchObject({ subtotal: 50, shipping: 0, total: 50 });
    expect(buildCheckoutSummary([makeLine({ quantity: 5 })], makePricing(), [], 'exp').total).toBe(
      65,
    );
  });

  it('flags a price that changed since the line was added', () => {
    const s = buildCheckoutSummary(
      [makeLine()],
      makePricing({ unitPrice: 8, discountPrice: 8 }),
      [],
      'std',
    );
    expect(s.rows[0]?.priceChanged).toEqual({ from: 10, to: 8 });
    expect(s.rows[0]?.regularPrice).toBe(10);
    expect(s.hasPriceChanges).toBe(true);
  });

  it('explains missing stock and gone products', () => {
    const short = buildCheckoutSummary([makeLine({ quantity: 7 })], makePricing(), [], 'std');
    expect(short.rows[0]?.problem).toEqual({
      kind: 'insufficient_stock',
      message: 'Only 5 of Mug left',
      available: 5,
    });
    const gone = buildCheckoutSummary([makeLine({ productId: 'p2' })], makePricing(), [], 'std');
    expect(gone.rows[0]?.problem?.kind).toBe('unavailable');
    expect(gone.hasProblems).toBe(true);
  });

  it("lets a checkout conflict's stock override older prices", () => {
    const s = buildCheckoutSummary(
      [makeLine()],
      makePricing(),
      [
        {
          index: 0,
          productId: 'p1',
          variationId: null,
          name: 'Mug',
          variationLabel: '',
          quantity: 2,
          unitPrice: 10,
          regularPrice: 10,
          available: 0,
          status: 'out_of_stock',
        },
      ],
      'std',
    );
    expect(s.rows[0]?.problem?.kind).toBe('out_of_stock');
  });
});
