import { describe, expect, it } from 'vitest';
import type { DiscountDto } from '../../shared';
import { describeDiscount, type DiscountNames } from './discount-words';

const names: DiscountNames = {
  currency: 'USD',
  timeZone: 'America/New_York',
  products: new Map([['p1', 'Ceramic Mug']]),
  categories: new Map([
    ['c1', 'Apparel'],
    ['c2', 'Hats'],
  ]),
  zones: new Map([['z1', 'Europe']]),
};

const base: Pick<
  DiscountDto,
  'effect' | 'minimum' | 'startsAt' | 'endsAt' | 'usageLimit' | 'perCustomerLimit' | 'method'
> = {
  effect: { kind: 'order', value: { type: 'percentage', percent: 10 } },
  minimum: { kind: 'none' },
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  method: 'code',
};

describe('describeDiscount', () => {
  it('says the example of the issue: 10% off Apparel, minimum $50, once per customer, until Dec 31', () => {
    expect(
      describeDiscount(
        {
          ...base,
          effect: {
            kind: 'products',
            value: { type: 'percentage', percent: 10 },
            target: { kind: 'categories', categoryIds: ['c1'] },
          },
          minimum: { kind: 'subtotal', amount: 50 },
          perCustomerLimit: 1,
          // The last minute of Dec 31 in New York.
          endsAt: '2027-01-01T04:59:00.000Z',
        },
        names,
      ),
    ).toBe('10% off Apparel, minimum $50.00, once per customer, until Dec 31, 2026');
  });

  it('says each kind', () => {
    expect(describeDiscount(base, names)).toBe('10% off the order');
    expect(
      describeDiscount(
        {
          ...base,
          method: 'automatic',
          effect: { kind: 'free_shipping', zoneIds: ['z1'] },
          minimum: { kind: 'subtotal', amount: 50 },
        },
        names,
      ),
    ).toBe('Free shipping to Europe, minimum $50.00, applied automatically');
    expect(
      describeDiscount(
        {
          ...base,
          effect: {
            kind: 'buy_x_get_y',
            buy: { quantity: 2, target: { kind: 'categories', categoryIds: ['c1', 'c2'] } },
            get: { quantity: 1, target: { kind: 'all' }, percent: 100 },
            usesPerOrder: 1,
          },
          usageLimit: 100,
        },
        names,
      ),
    ).toBe(
      'Buy 2 of Apparel and Hats, get 1 of every product free (cheapest first), 1 time per order at most, 100 uses in all',
    );
    expect(
      describeDiscount(
        {
          ...base,
          effect: {
            kind: 'products',
            value: { type: 'fixed', amount: 5, perItem: true },
            target: { kind: 'products', productIds: ['p1'] },
          },
          minimum: { kind: 'quantity', count: 3 },
        },
        names,
      ),
    ).toBe('$5.00 off each item of Ceramic Mug, minimum 3 items');
  });
});
