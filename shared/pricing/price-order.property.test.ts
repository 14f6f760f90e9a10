/**
 * Properties of the pricing engine over random carts, discounts and taxes (fast-check): no
 * total below 0, no discount above its line, the parts add up to the totals, tax per line
 * within half a unit per line of the exact amount, and every currency exponent priced alike.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, PPM } from './arithmetic';
import type { DiscountRule, DiscountTarget } from './discount-rules';
import { priceOrder, type PricingInput, type PricingLine } from './price-order';
import type { TaxRateRule } from './tax-rules';

const NOW = Date.UTC(2026, 10, 30);
const CATEGORIES = ['c1', 'c2', 'c3'];

const lineArb = (i: number) =>
  fc.record({
    key: fc.constant(`l${i}`),
    productId: fc.constant(`p${i}`),
    categoryIds: fc.subarray(CATEGORIES),
    unitPriceMinor: fc.integer({ min: 0, max: 500_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
    taxExempt: fc.boolean(),
  });

const linesArb = fc
  .integer({ min: 0, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => lineArb(i))));

const targetArb: fc.Arbitrary<DiscountTarget> = fc.oneof(
  fc.constant({ kind: 'all' as const }),
  fc.record({
    kind: fc.constant('products' as const),
    productIds: fc.subarray(['p0', 'p1', 'p2', 'p3']),
  }),
  fc.record({ kind: fc.constant('categories' as const), categoryIds: fc.subarray(CATEGORIES) }),
);

const valueArb = fc.oneof(
  fc.record({
    kind: fc.constant('percentage' as const),
    ratePpm: fc.integer({ min: 1, max: PPM }),
  }),
  fc.record({
    kind: fc.constant('fixed' as const),
    amountMinor: fc.integer({ min: 1, max: 2_000_000 }),
    perItem: fc.boolean(),
  }),
);

const effectArb: fc.Arbitrary<DiscountRule['effect']> = fc.oneof(
  fc.record({ type: fc.constant('order' as const), value: valueArb }),
  fc.record({ type: fc.constant('products' as const), value: valueArb, target: targetArb }),
  fc.record({
    type: fc.constant('buy_x_get_y' as const),
    buy: fc.record({ quantity: fc.integer({ min: 1, max: 4 }), target: targetArb }),
    get: fc.record({
      quantity: fc.integer({ min: 1, max: 3 }),
      target: targetArb,
      ratePpm: fc.integer({ min: 1, max: PPM }),
    }),
    usesPerOrder: fc.option(fc.integer({ min: 1, max: 3 })),
  }),
  fc.record({
    type: fc.constant('free_shipping' as const),
    zoneIds: fc.option(fc.subarray(['z1', 'z2'])),
  }),
);

const ruleArb = (i: number): fc.Arbitrary<DiscountRule> =>
  fc.record({
    id: fc.constant(`d${i}`),
    title: fc.constant(`Discount ${i}`),
    code: fc.option(fc.constant(`CODE${i}`)),
    effect: effectArb,
    minimum: fc.oneof(
      fc.constant({ kind: 'none' as const }),
      fc.record({
        kind: fc.constant('subtotal' as const),
        amountMinor: fc.integer({ min: 0, max: 1_000_000 }),
      }),
      fc.record({ kind: fc.constant('quantity' as const), count: fc.integer({ min: 1, max: 10 }) }),
    ),
    combinesWith: fc.record({ order: fc.boolean(), product: fc.boolean(), shipping: fc.boolean() }),
    startsAt: fc.option(fc.integer({ min: NOW - 1000, max: NOW + 1000 })),
    endsAt: fc.option(fc.integer({ min: NOW - 1000, max: NOW + 1000 })),
    exhausted: fc.constantFrom(null, null, null, 'used_up' as const, 'customer_limit' as const),
  });

const rulesArb = fc
  .integer({ min: 0, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => ruleArb(i))));

const rateArb: fc.Arbitrary<TaxRateRule[]> = fc
  .tuple(
    fc.integer({ min: 0, max: 300_000 }),
    fc.integer({ min: 0, max: 150_000 }),
    fc.constantFrom('add' as const, 'instead' as const),
  )
  .map(([country, region, combine]) => [
    { id: 'x', country: 'XX', region: null, name: 'Tax', ratePpm: country, combine: 'instead' },
    { id: 'r', country: 'XX', region: 'R', name: 'Region tax', ratePpm: region, combine },
  ]);

const inputArb: fc.Arbitrary<PricingInput> = fc.record({
  lines: linesArb,
  discounts: rulesArb,
  codes: fc.subarray(['CODE0', 'CODE1', 'CODE2', 'CODE3', 'CODE4', 'CODE5', 'NOPE']),
  shipping: fc.oneof(
    fc.constant(null),
    fc.constant('later' as const),
    fc.record({
      costMinor: fc.integer({ min: 0, max: 50_000 }),
      zoneId: fc.constantFrom('z1', 'z2', null),
    }),
  ),
  feeMinor: fc.integer({ min: 0, max: 1000 }),
  tax: fc.record({ pricesIncludeTax: fc.boolean(), taxShipping: fc.boolean(), rates: rateArb }),
  destination: fc.option(
    fc.record({ country: fc.constant('XX'), region: fc.constantFrom('R', null) }),
  ),
  now: fc.constant(NOW),
});

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('priceOrder properties', () => {
  it('never goes below 0, never takes more than a line, and its parts add up', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceOrder(input);
        expect(p.totalMinor).toBeGreaterThanOrEqual(0);
        p.lines.forEach((l, i) => {
          expect(l.discountMinor).toBeGreaterThanOrEqual(0);
          expect(l.discountMinor).toBeLessThanOrEqual(l.subtotalMinor);
          expect(l.totalMinor).toBe(l.subtotalMinor - l.discountMinor);
          expect(sum(l.discounts.map((d) => d.amountMinor))).toBe(l.discountMinor);
          expect(l.key).toBe(input.lines[i]!.key);
          if (input.lines[i]!.taxExempt) expect(l.taxMinor).toBe(0);
        });
        expect(p.shippingDiscountMinor).toBeLessThanOrEqual(p.shippingMinor);
        expect(sum(p.applied.map((a) => a.amountMinor))).toBe(
          p.discountMinor + p.shippingDiscountMinor,
        );
        expect(sum(p.taxLines.map((t) => t.amountMinor))).toBe(p.taxMinor);
        expect(p.totalMinor).toBe(
          p.subtotalMinor -
            p.discountMinor +
            p.shippingMinor -
            p.shippingDiscountMinor +
            p.feeMinor +
            (p.taxIncluded ? 0 : p.taxMinor),
        );
        // The combination rules hold.
        const classes = p.applied.map((a) => a.class);
        expect(classes.filter((c) => c === 'order').length).toBeLessThanOrEqual(1);
        expect(classes.filter((c) => c === 'shipping').length).toBeLessThanOrEqual(1);
        const rules = p.applied.map((a) => input.discounts.find((d) => d.id === a.id)!);
        for (const a of rules) {
          for (const b of rules) {
            if (a === b) continue;
            const cls = (r: DiscountRule) =>
              r.effect.type === 'order'
                ? 'order'
                : r.effect.type === 'free_shipping'
                  ? 'shipping'
                  : 'product';
            expect(a.combinesWith[cls(b)] && b.combinesWith[cls(a)]).toBe(true);
          }
        }
        // Every code entered has an answer, and only applied codes say so.
        expect(p.codes.map((c) => c.code).sort()).toEqual([...new Set(input.codes)].sort());
        for (const c of p.codes) {
          if (c.status === 'applied')
            expect(p.applied.some((a) => a.id === c.discountId)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('is never worse for the shopper than any single discount alone', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const best = priceOrder(input);
        for (const d of input.discounts) {
          const alone = priceOrder({ ...input, discounts: [d] });
          expect(best.discountMinor + best.shippingDiscountMinor).toBeGreaterThanOrEqual(
            alone.discountMinor + alone.shippingDiscountMinor,
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('rounds tax per line: within half a unit per rounding of the exact tax', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceOrder({ ...input, discounts: [] });
        const rates = p.taxLines.map((t) => t.ratePpm);
        const R = sum(rates);
        const taxed = p.lines.filter((_, i) => !input.lines[i]!.taxExempt);
        let exact = sum(
          taxed.map((l) =>
            p.taxIncluded ? (l.totalMinor * R) / (PPM + R) : (l.totalMinor * R) / PPM,
          ),
        );
        let roundings = taxed.length * Math.max(1, rates.length);
        if (input.tax.taxShipping && input.shipping && input.shipping !== 'later') {
          const s = input.shipping.costMinor;
          exact += p.taxIncluded ? (s * R) / (PPM + R) : (s * R) / PPM;
          roundings += Math.max(1, rates.length);
        }
        expect(Math.abs(p.taxMinor - exact)).toBeLessThanOrEqual(roundings / 2 + 1e-6);
        // Included tax is a part of what was paid, never more.
        if (p.taxIncluded) {
          expect(p.taxMinor).toBeLessThanOrEqual(
            sum(taxed.map((l) => l.totalMinor)) + (input.tax.taxShipping ? p.shippingMinor : 0),
          );
        }
      }),
      { numRuns: 400 },
    );
  });

  it('prices every currency exponent alike: amounts ×10^k give totals ×10^k, to the unit spread', () => {
    // The engine knows minor units only; JPY (0), USD (2) and KWD (3) carts that are the same
    // prices in their own units come out the same, scaled, when nothing is a percentage — up to
    // where a fixed amount spread over lines meets the smaller currency's indivisible unit (1
    // yen over two lines is 1 and 0; 10 of a tenth-unit is 5 and 5, which then changes which
    // product discount is a line's best): at most one unit of the smaller currency per line
    // and discount (found by fast-check, seed 2071000967).
    const fixedOnly = inputArb.map((input) => ({
      ...input,
      tax: { ...input.tax, rates: [] },
      discounts: input.discounts.filter(
        (d) =>
          (d.effect.type === 'order' || d.effect.type === 'products') &&
          d.effect.value.kind === 'fixed' &&
          d.minimum.kind !== 'subtotal',
      ),
    }));
    fc.assert(
      fc.property(fixedOnly, fc.constantFrom(1, 2, 3), (input, k) => {
        const f = 10 ** k;
        const scale = (x: number) => x * f;
        const scaled: PricingInput = {
          ...input,
          lines: input.lines.map((l: PricingLine) => ({
            ...l,
            unitPriceMinor: scale(l.unitPriceMinor),
          })),
          discounts: input.discounts.map((d) =>
            d.effect.type !== 'free_shipping' &&
            d.effect.type !== 'buy_x_get_y' &&
            d.effect.value.kind === 'fixed'
              ? {
                  ...d,
                  effect: {
                    ...d.effect,
                    value: { ...d.effect.value, amountMinor: scale(d.effect.value.amountMinor) },
                  },
                }
              : d,
          ),
          shipping:
            input.shipping && input.shipping !== 'later'
              ? { ...input.shipping, costMinor: scale(input.shipping.costMinor) }
              : input.shipping,
          feeMinor: scale(input.feeMinor),
        };
        const a = priceOrder(input);
        const b = priceOrder(scaled);
        const spread = scale(input.lines.length * Math.max(1, input.discounts.length));
        expect(Math.abs(b.totalMinor - scale(a.totalMinor))).toBeLessThanOrEqual(spread);
        expect(Math.abs(b.discountMinor - scale(a.discountMinor))).toBeLessThanOrEqual(spread);
        // Without a discount to spread, exactly.
        if (input.discounts.length === 0) expect(b.totalMinor).toBe(scale(a.totalMinor));
      }),
      { numRuns: 300 },
    );
  });

  it('allocates exactly: parts add up, none above its weight when the total is below the sum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 8_000_000 }),
        (weights, wanted) => {
          const total = Math.min(wanted, sum(weights));
          const parts = allocate(total, weights);
          expect(sum(parts)).toBe(sum(weights) === 0 ? 0 : total);
          parts.forEach((p, i) => expect(p).toBeLessThanOrEqual(weights[i]!));
        },
      ),
    );
  });
});
