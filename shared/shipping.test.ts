import { describe, expect, it } from 'vitest';
import {
  cartWeightGrams,
  formatWeight,
  fromGrams,
  quoteShipping,
  rateCost,
  toGrams,
  zoneForCountry,
} from './shipping';

const flat = (price: number, extra: Partial<Parameters<typeof rateCost>[0]> = {}) => ({
  kind: 'flat' as const,
  price,
  freeOver: null,
  minSubtotal: null,
  weightBands: [],
  ...extra,
});
const byWeight = (
  bands: [number, number][],
  extra: Partial<Parameters<typeof rateCost>[0]> = {},
) => ({
  kind: 'weight' as const,
  price: 0,
  freeOver: null,
  minSubtotal: null,
  weightBands: bands.map(([upToGrams, price]) => ({ upToGrams, price })),
  ...extra,
});

describe('zoneForCountry', () => {
  const europe = { name: 'Europe', countries: ['DE', 'FR'], restOfWorld: false };
  const world = { name: 'World', countries: [], restOfWorld: true };

  it('picks the zone that lists the country before the rest of world', () => {
    expect(zoneForCountry([world, europe], 'DE')?.name).toBe('Europe');
    expect(zoneForCountry([world, europe], ' fr ')?.name).toBe('Europe');
  });

  it('falls back to the rest of world, and to nothing without one', () => {
    expect(zoneForCountry([europe, world], 'PE')?.name).toBe('World');
    expect(zoneForCountry([europe], 'PE')).toBeUndefined();
    expect(zoneForCountry([], 'DE')).toBeUndefined();
  });
});

describe('rateCost', () => {
  const cart = (subtotal: number, weightGrams = 0) => ({ subtotal, weightGrams });

  it('charges a flat rate its price, free once the subtotal reaches its limit', () => {
    const rate = flat(500, { freeOver: 5000 });
    expect(rateCost(rate, cart(4999))).toBe(500);
    expect(rateCost(rate, cart(5000))).toBe(0);
    expect(rateCost(flat(500), cart(1_000_000))).toBe(500);
  });

  it('offers a rate only from its minimum subtotal', () => {
    const free = flat(0, { minSubtotal: 5000 });
    expect(rateCost(free, cart(4999))).toBeNull();
    expect(rateCost(free, cart(5000))).toBe(0);
  });

  it('charges a weight rate the first band that reaches the weight, inclusive', () => {
    const rate = byWeight([
      [1000, 500],
      [5000, 900],
    ]);
    expect(rateCost(rate, cart(100, 0))).toBe(500);
    expect(rateCost(rate, cart(100, 1000))).toBe(500);
    expect(rateCost(rate, cart(100, 1001))).toBe(900);
    expect(rateCost(rate, cart(100, 5000))).toBe(900);
  });

  it('does not offer a weight rate above its last band, nor one without bands', () => {
    expect(rateCost(byWeight([[1000, 500]]), cart(100, 1001))).toBeNull();
    expect(rateCost(byWeight([]), cart(100, 0))).toBeNull();
  });

  it('makes a weight rate free over its limit but still not above its last band', () => {
    const rate = byWeight([[1000, 500]], { freeOver: 50 });
    expect(rateCost(rate, cart(60, 900))).toBe(0);
    expect(rateCost(rate, cart(60, 2000))).toBeNull();
  });
});

describe('quoteShipping', () => {
  const zones = [
    {
      id: 'eu',
      countries: ['DE'],
      restOfWorld: false,
      rates: [
        { id: 'eu-std', ...flat(400) },
        { id: 'eu-free', ...flat(0, { minSubtotal: 100 }) },
        { id: 'eu-kg', ...byWeight([[2000, 700]]) },
      ],
    },
    { id: 'row', countries: [], restOfWorld: true, rates: [{ id: 'row-std', ...flat(1500) }] },
  ];

  it('offers the rates of the country’s zone that fit the cart, with their cost', () => {
    const quote = quoteShipping(zones, 'DE', { subtotal: 50, weightGrams: 2500 });
    expect(quote.zone?.id).toBe('eu');
    expect(quote.options.map((o) => [o.rate.id, o.cost])).toEqual([['eu-std', 400]]);
    const big = quoteShipping(zones, 'DE', { subtotal: 150, weightGrams: 1500 });
    expect(big.options.map((o) => [o.rate.id, o.cost])).toEqual([
      ['eu-std', 400],
      ['eu-free', 0],
      ['eu-kg', 700],
    ]);
  });

  it('answers the rest of world for other countries, and nothing when there is none', () => {
    expect(quoteShipping(zones, 'PE', { subtotal: 1, weightGrams: 0 }).options).toEqual([
      { rate: zones[1]!.rates[0], cost: 1500 },
    ]);
    const none = quoteShipping([zones[0]!], 'PE', { subtotal: 1, weightGrams: 0 });
    expect(none).toEqual({ zone: undefined, options: [] });
  });
});

describe('cartWeightGrams', () => {
  it('weighs each unit by its variation, else its product, else nothing', () => {
    expect(
      cartWeightGrams([
        { quantity: 2, variationWeightGrams: 300, productWeightGrams: 1000 },
        { quantity: 3, variationWeightGrams: null, productWeightGrams: 250 },
        { quantity: 4, variationWeightGrams: undefined, productWeightGrams: null },
        { quantity: 1, variationWeightGrams: 0, productWeightGrams: 900 },
      ]),
    ).toBe(600 + 750);
    expect(cartWeightGrams([])).toBe(0);
  });

  it('adds decimal grams to the milligram, and skips what is not shipped', () => {
    expect(
      cartWeightGrams([
        { quantity: 3, variationWeightGrams: 0.1, productWeightGrams: null },
        { quantity: 1, variationWeightGrams: 0.2, productWeightGrams: null },
        {
          quantity: 5,
          variationWeightGrams: null,
          productWeightGrams: 900,
          requiresShipping: false,
        },
      ]),
    ).toBe(0.5);
  });
});

describe('weight units', () => {
  it('turns a weight in a unit into grams to the milligram, and back as typed', () => {
    expect(toGrams(0.5, 'lb')).toBe(226.796);
    expect(fromGrams(226.796, 'lb')).toBe(0.5);
    expect(toGrams(3, 'oz')).toBe(85.049);
    expect(fromGrams(85.049, 'oz')).toBe(3);
    expect(toGrams(1.25, 'kg')).toBe(1250);
    expect(fromGrams(0.65, 'g')).toBe(0.65);
    expect(fromGrams(650, 'kg')).toBe(0.65);
  });
});

describe('formatWeight', () => {
  it('reads grams under a kilogram and kilograms above', () => {
    expect(formatWeight(750)).toBe('750 g');
    expect(formatWeight(1000)).toBe('1 kg');
    expect(formatWeight(1250)).toBe('1.25 kg');
    expect(formatWeight(0.65)).toBe('0.65 g');
  });

  it('reads a weight in the unit asked for', () => {
    expect(formatWeight(226.796, 'lb')).toBe('0.5 lb');
    expect(formatWeight(2400.5, 'kg')).toBe('2.4005 kg');
  });
});
