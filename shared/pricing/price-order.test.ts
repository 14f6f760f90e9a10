import { describe, expect, it } from 'vitest';
import { PPM, refundedTaxMinor } from './arithmetic';
import type { DiscountRule } from './discount-rules';
import { priceOrder, type PricingInput, type PricingLine } from './price-order';
import { noTaxes, type TaxRateRule } from './tax-rules';

const NOW = Date.UTC(2026, 10, 30, 12);

const line = (
  key: string,
  unitPriceMinor: number,
  quantity = 1,
  extra: Partial<PricingLine> = {},
): PricingLine => ({
  key,
  productId: `p-${key}`,
  categoryIds: [],
  unitPriceMinor,
  quantity,
  taxExempt: false,
  ...extra,
});

const rule = (
  id: string,
  effect: DiscountRule['effect'],
  extra: Partial<DiscountRule> = {},
): DiscountRule => ({
  id,
  title: id,
  code: null,
  effect,
  minimum: { kind: 'none' },
  combinesWith: { order: false, product: false, shipping: false },
  startsAt: null,
  endsAt: null,
  exhausted: null,
  ...extra,
});

const percentOff = (percent: number) => ({
  kind: 'percentage' as const,
  ratePpm: percent * 10_000,
});

const input = (extra: Partial<PricingInput>): PricingInput => ({
  lines: [],
  discounts: [],
  codes: [],
  shipping: null,
  feeMinor: 0,
  tax: noTaxes,
  destination: null,
  now: NOW,
  ...extra,
});

describe('priceOrder: discounts', () => {
  it('takes a percentage off the order, spread over the lines to the unit', () => {
    const priced = priceOrder(
      input({
        lines: [line('a', 1000), line('b', 333, 3)],
        discounts: [rule('TEN', { type: 'order', value: percentOff(10) }, { code: 'TEN' })],
        codes: ['ten'],
      }),
    );
    expect(priced.subtotalMinor).toBe(1999);
    expect(priced.discountMinor).toBe(200);
    expect(priced.lines.map((l) => l.discountMinor)).toEqual([100, 100]);
    expect(priced.totalMinor).toBe(1799);
    expect(priced.codes).toEqual([{ code: 'TEN', status: 'applied', discountId: 'TEN' }]);
    expect(priced.applied).toMatchObject([{ id: 'TEN', class: 'order', amountMinor: 200 }]);
  });

  it('says why a code does not apply: unknown, expired, not yet, used up, minimum, products', () => {
    const lines = [line('a', 4999, 1, { categoryIds: ['mugs'] })];
    const order = { type: 'order' as const, value: percentOff(10) };
    const priced = priceOrder(
      input({
        lines,
        discounts: [
          rule('old', order, { code: 'OLD', endsAt: NOW - 1 }),
          rule('soon', order, { code: 'SOON', startsAt: NOW + 1 }),
          rule('gone', order, { code: 'GONE', exhausted: 'used_up' }),
          rule('mine', order, { code: 'MINE', exhausted: 'customer_limit' }),
          rule('fifty', order, { code: 'FIFTY', minimum: { kind: 'subtotal', amountMinor: 5000 } }),
          rule('two', order, { code: 'TWO', minimum: { kind: 'quantity', count: 2 } }),
          rule(
            'shirts',
            {
              type: 'products',
              value: percentOff(20),
              target: { kind: 'categories', categoryIds: ['shirts'] },
            },
            { code: 'SHIRTS' },
          ),
        ],
        codes: ['OLD', 'SOON', 'GONE', 'MINE', 'FIFTY', 'TWO', 'SHIRTS', 'NOPE'],
      }),
    );
    expect(priced.codes.map((c) => (c.status === 'refused' ? c.reason : c.status))).toEqual([
      'expired',
      'not_started',
      'used_up',
      'customer_limit',
      'minimum_subtotal',
      'minimum_quantity',
      'not_for_these_products',
      'unknown',
    ]);
    expect(priced.codes[4]).toMatchObject({ minimum: { subtotalMinor: 5000 } });
    expect(priced.totalMinor).toBe(4999);
    expect(priced.applied).toEqual([]);
  });

  it('free shipping over 50 applies at 50.00 and not at 49.99', () => {
    const free = rule(
      'free',
      { type: 'free_shipping', zoneIds: null },
      { minimum: { kind: 'subtotal', amountMinor: 5000 } },
    );
    const at = (cents: number) =>
      priceOrder(
        input({
          lines: [line('a', cents)],
          discounts: [free],
          shipping: { costMinor: 495, zoneId: 'z' },
        }),
      );
    expect(at(5000)).toMatchObject({
      shippingMinor: 495,
      shippingDiscountMinor: 495,
      totalMinor: 5000,
    });
    expect(at(4999)).toMatchObject({
      shippingMinor: 495,
      shippingDiscountMinor: 0,
      totalMinor: 5494,
    });
  });

  it('of many offers that give the same, the first applies; a better one still wins', () => {
    const flags = { order: true, product: true, shipping: true };
    const offers = [
      ...[3000, 2000, 1000].map((min, i) =>
        rule(
          `ship${i}`,
          { type: 'free_shipping', zoneIds: null },
          { minimum: { kind: 'subtotal', amountMinor: min }, combinesWith: flags },
        ),
      ),
      ...[0, 1, 2].map((i) =>
        rule(
          `five${i}`,
          { type: 'order', value: { kind: 'fixed', amountMinor: 500 } },
          {
            combinesWith: flags,
          },
        ),
      ),
      rule(
        'six',
        { type: 'order', value: { kind: 'fixed', amountMinor: 600 } },
        {
          combinesWith: flags,
        },
      ),
    ];
    const priced = priceOrder(
      input({
        lines: [line('a', 5000)],
        discounts: offers,
        shipping: { costMinor: 495, zoneId: 'z' },
      }),
    );
    expect(priced.applied.map((a) => a.id).sort()).toEqual(['ship0', 'six']);
    expect(priced.totalMinor).toBe(5000 - 600);
    // Without the better one, the first of the equal ones.
    const equal = priceOrder(
      input({
        lines: [line('a', 5000)],
        discounts: offers.filter((o) => o.id !== 'six'),
        shipping: { costMinor: 495, zoneId: 'z' },
      }),
    );
    expect(equal.applied.map((a) => a.id).sort()).toEqual(['five0', 'ship0']);
  });

  it('free shipping only to its zones; refused with nothing to ship', () => {
    const free = rule('free', { type: 'free_shipping', zoneIds: ['eu'] }, { code: 'SHIPFREE' });
    const to = (shipping: PricingInput['shipping']) =>
      priceOrder(
        input({ lines: [line('a', 1000)], discounts: [free], codes: ['shipfree'], shipping }),
      ).codes[0];
    expect(to({ costMinor: 500, zoneId: 'eu' })).toMatchObject({ status: 'applied' });
    expect(to({ costMinor: 500, zoneId: 'us' })).toMatchObject({ reason: 'not_for_destination' });
    expect(to(null)).toMatchObject({ reason: 'no_shipping' });
  });

  it('buy 2 get 1 free gives the cheapest item free, as often as the items allow', () => {
    const bxgy = rule('b2g1', {
      type: 'buy_x_get_y',
      buy: { quantity: 2, target: { kind: 'all' } },
      get: { quantity: 1, target: { kind: 'all' }, ratePpm: PPM },
      usesPerOrder: null,
    });
    const priced = priceOrder(
      input({ lines: [line('tee', 2000), line('mug', 1200), line('pin', 500)], discounts: [bxgy] }),
    );
    expect(priced.lines.map((l) => l.discountMinor)).toEqual([0, 0, 500]);
    expect(priced.totalMinor).toBe(3200);
    // Six units: two uses; the two cheapest are free.
    const six = priceOrder(
      input({ lines: [line('tee', 2000, 3), line('pin', 500, 3)], discounts: [bxgy] }),
    );
    expect(six.discountMinor).toBe(1000);
    // Two units: no use.
    expect(
      priceOrder(input({ lines: [line('tee', 2000, 2)], discounts: [bxgy] })).discountMinor,
    ).toBe(0);
  });

  it('buy X get Y at a percentage off, limited uses per order, separate targets', () => {
    const bxgy = rule('mugs', {
      type: 'buy_x_get_y',
      buy: { quantity: 1, target: { kind: 'categories', categoryIds: ['tees'] } },
      get: { quantity: 1, target: { kind: 'categories', categoryIds: ['mugs'] }, ratePpm: 500_000 },
      usesPerOrder: 1,
    });
    const priced = priceOrder(
      input({
        lines: [
          line('tee', 2000, 2, { categoryIds: ['tees'] }),
          line('mug', 1201, 2, { categoryIds: ['mugs'] }),
        ],
        discounts: [bxgy],
      }),
    );
    // One use: one mug half off (601 rounded half up).
    expect(priced.lines.map((l) => l.discountMinor)).toEqual([0, 601]);
  });

  it('picks the best allowed combination: one order discount, combinable product discounts', () => {
    const lines = [line('a', 10_000, 1, { categoryIds: ['c'] }), line('b', 10_000)];
    const fifteen = rule('fifteen', { type: 'order', value: percentOff(15) });
    const twenty = rule('twenty', { type: 'order', value: percentOff(20) }, { code: 'TWENTY' });
    const onA = rule(
      'onA',
      {
        type: 'products',
        value: percentOff(50),
        target: { kind: 'categories', categoryIds: ['c'] },
      },
      { combinesWith: { order: false, product: true, shipping: true } },
    );
    const priced = priceOrder(
      input({ lines, discounts: [fifteen, twenty, onA], codes: ['TWENTY'] }),
    );
    // 50% off a (5000) beats 20% off the order (4000); they do not combine.
    expect(priced.discountMinor).toBe(5000);
    expect(priced.applied.map((a) => a.id)).toEqual(['onA']);
    expect(priced.codes[0]).toMatchObject({
      status: 'refused',
      reason: 'not_combinable',
      instead: 'onA',
    });
    // Once they combine: 50% off a, then 20% off what is left (15000 → 3000).
    const both = priceOrder(
      input({
        lines,
        discounts: [
          fifteen,
          { ...twenty, combinesWith: { order: false, product: true, shipping: false } },
          { ...onA, combinesWith: { order: true, product: true, shipping: true } },
        ],
        codes: ['TWENTY'],
      }),
    );
    expect(both.discountMinor).toBe(8000);
    expect(both.applied.map((a) => a.id).sort()).toEqual(['onA', 'twenty']);
    expect(both.codes[0]).toMatchObject({ status: 'applied' });
  });

  it('a line takes one product discount, the best for it', () => {
    const all10 = rule(
      'all10',
      { type: 'products', value: percentOff(10), target: { kind: 'all' } },
      { combinesWith: { order: false, product: true, shipping: false } },
    );
    const a30 = rule(
      'a30',
      {
        type: 'products',
        value: percentOff(30),
        target: { kind: 'products', productIds: ['p-a'] },
      },
      { combinesWith: { order: false, product: true, shipping: false } },
    );
    const priced = priceOrder(
      input({ lines: [line('a', 1000), line('b', 1000)], discounts: [all10, a30] }),
    );
    expect(priced.lines.map((l) => l.discountMinor)).toEqual([300, 100]);
    expect(priced.applied.map((a) => [a.id, a.amountMinor])).toEqual([
      ['all10', 100],
      ['a30', 300],
    ]);
  });

  it('a fixed amount off each item stops at the unit price; once per order spreads', () => {
    const each = rule('each', {
      type: 'products',
      value: { kind: 'fixed', amountMinor: 700, perItem: true },
      target: { kind: 'all' },
    });
    expect(
      priceOrder(
        input({ lines: [line('a', 500, 2), line('b', 1000, 1)], discounts: [each] }),
      ).lines.map((l) => l.discountMinor),
    ).toEqual([1000, 700]);
    const once = rule('once', {
      type: 'products',
      value: { kind: 'fixed', amountMinor: 1000 },
      target: { kind: 'all' },
    });
    expect(
      priceOrder(
        input({ lines: [line('a', 500, 2), line('b', 1000, 1)], discounts: [once] }),
      ).lines.map((l) => l.discountMinor),
    ).toEqual([500, 500]);
    // More than the items: at most their total.
    expect(priceOrder(input({ lines: [line('a', 300)], discounts: [once] })).totalMinor).toBe(0);
  });
});

describe('priceOrder: taxes', () => {
  const vat: TaxRateRule = {
    id: 'de',
    country: 'DE',
    region: null,
    name: 'VAT',
    ratePpm: 190_000,
    combine: 'instead',
  };
  const gst: TaxRateRule = {
    id: 'ca',
    country: 'CA',
    region: null,
    name: 'GST',
    ratePpm: 50_000,
    combine: 'instead',
  };
  const pst: TaxRateRule = {
    id: 'bc',
    country: 'CA',
    region: 'BC',
    name: 'PST',
    ratePpm: 70_000,
    combine: 'add',
  };
  const hst: TaxRateRule = {
    id: 'on',
    country: 'CA',
    region: 'ON',
    name: 'HST',
    ratePpm: 130_000,
    combine: 'instead',
  };

  it('adds tax to prices that exclude it, per line, after discounts; shipping when taxed', () => {
    const priced = priceOrder(
      input({
        lines: [line('a', 1999), line('b', 1005, 1, { taxExempt: true })],
        discounts: [rule('ten', { type: 'order', value: percentOff(10) })],
        shipping: { costMinor: 500, zoneId: 'z' },
        tax: { pricesIncludeTax: false, taxShipping: true, rates: [vat] },
        destination: { country: 'de', region: null },
      }),
    );
    // a: 1999 - 200 (its share of 300) = 1799 → 341.81 → 342; shipping 500 → 95.
    expect(priced.lines.map((l) => l.taxMinor)).toEqual([342, 0]);
    expect(priced.taxLines).toEqual([
      { rateId: 'de', name: 'VAT', ratePpm: 190_000, amountMinor: 437 },
    ]);
    expect(priced.totalMinor).toBe(3004 - 300 + 500 + 437);
  });

  it('takes the included part of prices that include tax, without changing the total', () => {
    const priced = priceOrder(
      input({
        lines: [line('a', 11_900)],
        tax: { pricesIncludeTax: true, taxShipping: false, rates: [vat] },
        destination: { country: 'DE', region: null },
      }),
    );
    expect(priced).toMatchObject({ taxMinor: 1900, taxIncluded: true, totalMinor: 11_900 });
  });

  it("a region's rate is added to the country's or replaces it", () => {
    const rates = [gst, pst, hst];
    const tax = (region: string | null) =>
      priceOrder(
        input({
          lines: [line('a', 10_000)],
          tax: { pricesIncludeTax: false, taxShipping: false, rates },
          destination: { country: 'CA', region },
        }),
      ).taxLines.map((t) => [t.name, t.amountMinor]);
    expect(tax('BC')).toEqual([
      ['GST', 500],
      ['PST', 700],
    ]);
    expect(tax('ON')).toEqual([['HST', 1300]]);
    expect(tax('QC')).toEqual([['GST', 500]]);
    expect(tax(null)).toEqual([['GST', 500]]);
  });

  it('no rate for the country: no tax', () => {
    const priced = priceOrder(
      input({
        lines: [line('a', 1000)],
        tax: { pricesIncludeTax: false, taxShipping: true, rates: [vat] },
        destination: { country: 'US', region: 'NY' },
      }),
    );
    expect(priced.taxLines).toEqual([]);
    expect(priced.totalMinor).toBe(1000);
  });
});

describe('refundedTaxMinor', () => {
  it('gives back the tax in proportion, from the running total: a full refund gives it all', () => {
    const order = { totalMinor: 5399, taxMinor: 400 };
    expect(refundedTaxMinor({ ...order, refundedMinor: 0 })).toBe(0);
    const half = refundedTaxMinor({ ...order, refundedMinor: 2700 });
    expect(half).toBe(200);
    // Two refunds (27.00 then the rest) give back exactly the tax.
    expect(refundedTaxMinor({ ...order, refundedMinor: 5399 })).toBe(400);
    expect(refundedTaxMinor({ totalMinor: 1000, taxMinor: 0, refundedMinor: 1000 })).toBe(0);
  });
});
