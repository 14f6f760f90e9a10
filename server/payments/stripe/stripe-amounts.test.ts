import { describe, expect, it } from 'vitest';
import { fromStripeAmount, toStripeAmount } from './stripe-amounts';

describe("Stripe's amounts", () => {
  it('are the minor units for two- and zero-decimal currencies', () => {
    expect(toStripeAmount(1999, 'USD')).toBe(1999);
    expect(toStripeAmount(1500, 'JPY')).toBe(1500);
    expect(fromStripeAmount(1500, 'jpy')).toBe(1500);
    // Stripe's lower-case codes read the same table.
    expect(fromStripeAmount(1999, 'usd')).toBe(1999);
    expect(() => toStripeAmount(1235, 'kwd')).toThrow(/steps of 0.010/);
  });

  it('shift ISK to two decimals and back', () => {
    expect(toStripeAmount(500, 'ISK')).toBe(50000);
    expect(fromStripeAmount(50000, 'isk')).toBe(500);
  });

  it('refuse three-decimal amounts not in steps of 0.010', () => {
    expect(toStripeAmount(1230, 'KWD')).toBe(1230);
    expect(() => toStripeAmount(1235, 'KWD')).toThrow(/steps of 0.010/);
  });
});
