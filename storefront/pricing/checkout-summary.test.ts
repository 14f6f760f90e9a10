import { describe, expect, it } from 'vitest';
import { defaultCheckoutSettings, type CartLine } from '../../shared';
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

type Rate = ProductPricingShippingDto['shippingZones'][number]['rates'][number];
const rate = (r: Partial<Rate> & Pick<Rate, 'id' | 'name'>): Rate => ({
  description: '',
  kind: 'flat',
  price: 0,
  freeOver: null,
  minSubtotal: null,
  weightBands: [],
  ...r,
});
const bands = [
  { upToGrams: 1000, price: 4 },
  { upToGrams: 5000, price: 9 },
];

type PricingVariationDto = ProductPricingShippingDto['products'][number]['variations'][number];

/** A variation at 10 with 9 available that ships, with `over` on top. */
const variation = (
  id: string,
  attributes: Record<string, string>,
  over: Partial<PricingVariationDto> = {},
): PricingVariationDto => ({
  id,
  attributes,
  price: 10,
  unitPrice: 10,
  discountPrice: 0,
  stockStatus: true,
  available: 9,
  weightGrams: null,
  requiresShipping: true,
  ...over,
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
      weightGrams: null,
      requiresShipping: true,
      categoryIds: [],
      taxExempt: false,
      variations: [],
      ...overrides,
    },
  ],
  missingProductIds: [],
  shippingZones: [
    {
      id: 'eu',
      name: 'Europe',
      countries: ['DE', 'FR'],
      restOfWorld: false,
      rates: [
        rate({ id: 'eu-kg', name: 'By weight', kind: 'weight', weightBands: bands }),
        rate({ id: 'eu-free', name: 'Free over 100', price: 0, minSubtotal: 100 }),
      ],
    },
    {
      id: 'row',
      name: 'Rest of world',
      countries: [],
      restOfWorld: true,
      rates: [
        rate({ id: 'std', name: 'Standard', price: 5, freeOver: 50 }),
        rate({ id: 'exp', name: 'Express', price: 15 }),
      ],
    },
  ],
  paymentMethods: ['cod'],
  codFee: 0,
  checkout: defaultCheckoutSettings,
  discounts: [],
  taxes: { pricesIncludeTax: false, taxShipping: false, rates: [], origin: null, regions: {} },
});

describe('buildCheckoutSummary', () => {
  it('totals the server prices with the chosen shipping', () => {
    const s = buildCheckoutSummary([makeLine()], makePricing(), [], 'std', 'US');
    expect(s).toMatchObject({ subtotal: 20, shipping: 5, total: 25, hasProblems: false });
  });

  it("adds the store's cash-on-delivery fee only when cash on delivery is chosen", () => {
    const pricing = { ...makePricing(), codFee: 1.5 };
    expect(buildCheckoutSummary([makeLine()], pricing, [], 'std', 'US', 'cod')).toMatchObject({
      paymentFee: 1.5,
      total: 26.5,
    });
    expect(
      buildCheckoutSummary([makeLine()], pricing, [], 'std', 'US', 'bank_transfer'),
    ).toMatchObject({ paymentFee: 0, total: 25 });
    expect(buildCheckoutSummary([makeLine()], pricing, [], 'std', 'US', '')).toMatchObject({
      paymentFee: 0,
      total: 25,
    });
  });

  it('makes shipping free from the rate threshold', () => {
    const s = buildCheckoutSummary([makeLine({ quantity: 5 })], makePricing(), [], 'std', 'US');
    expect(s).toMatchObject({ subtotal: 50, shipping: 0, total: 50 });
    expect(
      buildCheckoutSummary([makeLine({ quantity: 5 })], makePricing(), [], 'exp', 'US').total,
    ).toBe(65);
  });

  it('flags a price that changed since the line was added', () => {
    const s = buildCheckoutSummary(
      [makeLine()],
      makePricing({ unitPrice: 8, discountPrice: 8 }),
      [],
      'std',
      'US',
    );
    expect(s.rows[0]?.priceChanged).toEqual({ from: 10, to: 8 });
    expect(s.rows[0]?.regularPrice).toBe(10);
    expect(s.hasPriceChanges).toBe(true);
  });

  it('explains missing stock and gone products', () => {
    const short = buildCheckoutSummary([makeLine({ quantity: 7 })], makePricing(), [], 'std', 'US');
    expect(short.rows[0]?.problem).toEqual({
      kind: 'insufficient_stock',
      message: 'Only 5 of Mug left',
      available: 5,
    });
    const gone = buildCheckoutSummary(
      [makeLine({ productId: 'p2' })],
      makePricing(),
      [],
      'std',
      'US',
    );
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
      'US',
    );
    expect(s.rows[0]?.problem?.kind).toBe('out_of_stock');
  });

  it("offers the rates of the country's zone, priced by the cart's weight", () => {
    const pricing = makePricing({
      weightGrams: 200,
      variations: [
        variation('v-heavy', { Size: 'L' }, { weightGrams: 1500 }),
        variation('v-plain', { Size: 'S' }, { weightGrams: null }),
      ],
    });
    const lines = [
      makeLine({ variationId: 'v-heavy', quantity: 1 }),
      makeLine({ variationId: 'v-plain', quantity: 2 }),
    ];
    const s = buildCheckoutSummary(lines, pricing, [], '', 'DE');
    // 1500 g + 2 × 200 g (the product's weight) = 1900 g: the second band.
    expect(s.weightGrams).toBe(1900);
    expect(s.shippingOptions.map((o) => [o.rate.id, o.cost])).toEqual([['eu-kg', 9]]);
    expect(s).toMatchObject({
      shippingRateId: 'eu-kg',
      shipping: 9,
      total: 39,
      shipsToCountry: true,
    });
  });

  it('asks no shipping for a cart with nothing to send; a shipped line weighs alone', () => {
    const pricing = makePricing({
      weightGrams: 0.5,
      variations: [
        variation('v-ebook', { Format: 'Ebook' }, { weightGrams: null, requiresShipping: false }),
        variation('v-print', { Format: 'Print' }, { weightGrams: 1200.25 }),
      ],
    });
    const ebooks = buildCheckoutSummary(
      [makeLine({ variationId: 'v-ebook', quantity: 3 })],
      pricing,
      [],
      '',
      '',
    );
    expect(ebooks).toMatchObject({
      needsShipping: false,
      shipping: 0,
      shippingOptions: [],
      shippingRateId: '',
      weightGrams: 0,
      total: 30,
    });
    const both = buildCheckoutSummary(
      [
        makeLine({ variationId: 'v-ebook', quantity: 3 }),
        makeLine({ variationId: 'v-print', quantity: 2 }),
      ],
      pricing,
      [],
      '',
      'DE',
    );
    // Only the two prints weigh: 2 × 1200.25 g = 2400.5 g, the 9.00 band.
    expect(both).toMatchObject({ needsShipping: true, weightGrams: 2400.5, shipping: 9 });
  });

  it('keeps the chosen rate only while it is offered', () => {
    const many = [makeLine({ quantity: 11 })];
    expect(buildCheckoutSummary(many, makePricing(), [], 'eu-free', 'FR')).toMatchObject({
      shippingRateId: 'eu-free',
      shipping: 0,
    });
    expect(buildCheckoutSummary([makeLine()], makePricing(), [], 'eu-free', 'FR')).toMatchObject({
      shippingRateId: 'eu-kg',
      shipping: 4,
    });
    expect(buildCheckoutSummary([makeLine()], makePricing(), [], 'eu-kg', 'PE')).toMatchObject({
      shippingRateId: 'std',
      shipping: 5,
    });
  });

  it('says when nothing ships to the country, and waits for a country', () => {
    const europeOnly = { ...makePricing(), shippingZones: makePricing().shippingZones.slice(0, 1) };
    const none = buildCheckoutSummary([makeLine()], europeOnly, [], 'std', 'PE');
    expect(none).toMatchObject({
      shipsToCountry: false,
      shipping: null,
      shippingRateId: '',
      total: 20,
    });
    const tooHeavy = buildCheckoutSummary(
      [makeLine()],
      makePricing({ weightGrams: 6000 }),
      [],
      '',
      'DE',
    );
    expect(tooHeavy.shipsToCountry).toBe(false);
    const noCountry = buildCheckoutSummary([makeLine()], makePricing(), [], 'std', '');
    expect(noCountry).toMatchObject({ shipsToCountry: null, shipping: null, shippingOptions: [] });
  });
});
