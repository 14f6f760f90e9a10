import { describe, expect, it } from 'vitest';
import { createDiscountBodySchema, type DiscountDto } from '../../shared';
import {
  generateCodes,
  discountFieldPath,
  splitCodes,
  toDiscountBody,
  toDiscountFormValues,
} from './discount-form';

const storeId = '0b9f3a52-6f0e-4c51-9a3b-7d2f8e1c4a10';
const category = '1c9f3a52-6f0e-4c51-9a3b-7d2f8e1c4a10';

const stored: DiscountDto = {
  id: 'd1',
  storeId,
  title: 'Apparel week',
  method: 'code',
  codes: ['APPAREL10', 'VIP10'],
  codeCount: 2,
  effect: {
    kind: 'products',
    value: { type: 'percentage', percent: 10 },
    target: { kind: 'categories', categoryIds: [category] },
  },
  minimum: { kind: 'subtotal', amount: 50 },
  combinesWith: { order: true, product: false, shipping: true },
  startsAt: '2026-12-01T05:00:00.000Z',
  endsAt: '2027-01-01T04:59:00.000Z',
  usageLimit: 100,
  perCustomerLimit: 1,
  usedCount: 3,
  totalSaved: 12.5,
  status: 'active',
  productNames: {},
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('discount form values', () => {
  it('round-trips a stored discount through the form, dates in the store time zone', () => {
    const values = toDiscountFormValues(stored, 'America/New_York');
    expect(values).toMatchObject({
      codes: 'APPAREL10\nVIP10',
      kind: 'products',
      target: 'categories',
      categoryIds: [category],
      minimum: 'subtotal',
      minimumSubtotal: 50,
      startsAt: '2026-12-01T00:00',
      endsAt: '2026-12-31T23:59',
      limitTotal: true,
      oncePerCustomer: true,
    });
    const body = toDiscountBody(values, storeId, 'America/New_York');
    expect(createDiscountBodySchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      codes: ['APPAREL10', 'VIP10'],
      effect: stored.effect,
      minimum: stored.minimum,
      combinesWith: stored.combinesWith,
      startsAt: stored.startsAt,
      endsAt: stored.endsAt,
      usageLimit: 100,
      perCustomerLimit: 1,
    });
  });

  it('starts a new discount as a code for 10% off the order once filled', () => {
    const values = { ...toDiscountFormValues(undefined, 'UTC'), title: 'New', codes: 'new10' };
    const parsed = createDiscountBodySchema.safeParse(
      toDiscountBody({ ...values, value: 10 }, storeId, 'UTC'),
    );
    expect(parsed.success).toBe(true);
    // An empty value is the value's error.
    const empty = createDiscountBodySchema.safeParse(toDiscountBody(values, storeId, 'UTC'));
    expect(empty.error?.issues.map((i) => discountFieldPath(i.path.join('.')))).toContain('value');
  });

  it('splits codes typed one per line, by commas or spaces, each once', () => {
    expect(splitCodes(' SUMMER \nwinter, autumn;SUMMER  spring')).toEqual([
      'SUMMER',
      'winter',
      'autumn',
      'spring',
    ]);
  });

  it('generates many codes: the prefix, 8 unambiguous characters, none twice or taken', () => {
    const codes = generateCodes(500, ' vip! ', ['VIP-AAAAAAAA']);
    expect(codes).toHaveLength(500);
    expect(new Set(codes).size).toBe(500);
    for (const code of codes) expect(code).toMatch(/^VIP-[A-HJKMNP-Z2-9]{8}$/);
    // A random source that repeats itself: the taken code and the repeats are skipped.
    let n = 0;
    const stuck = (size: number) => new Uint32Array(size).fill(n++ < 3 ? 0 : n);
    expect(generateCodes(2, 'vip', ['VIP-AAAAAAAA'], stuck)).toEqual([
      'VIP-EEEEEEEE',
      'VIP-FFFFFFFF',
    ]);
    // Every generated code is one the API takes, even after a long prefix.
    const [long] = generateCodes(1, 'X'.repeat(60));
    expect(long).toHaveLength(40);
    expect(
      createDiscountBodySchema.safeParse({
        storeId,
        title: 'Generated',
        method: 'code',
        codes: [...codes, long],
        effect: { kind: 'order', value: { type: 'percentage', percent: 10 } },
      }).success,
    ).toBe(true);
    expect(generateCodes(3, '')[0]).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  });

  it('names the input of every API path it can', () => {
    expect(discountFieldPath('codes.3')).toBe('codes');
    expect(discountFieldPath('effect.value.percent')).toBe('value');
    expect(discountFieldPath('effect.target.productIds')).toBe('target');
    expect(discountFieldPath('effect.get.percent')).toBe('getPercent');
    expect(discountFieldPath('minimum.amount')).toBe('minimumSubtotal');
    expect(discountFieldPath('storeId')).toBeNull();
  });
});
