import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it("formats in the store's currency for the given locale", () => {
    expect(formatMoney(19.9, 'USD', 'en-US')).toBe('$19.90');
    expect(formatMoney(1999, 'JPY', 'en-US')).toBe('¥1,999');
    expect(formatMoney(19.99, 'EUR', 'de-DE')).toBe('19,99\u00a0€');
  });

  it('falls back to the amount and the code for a code Intl refuses', () => {
    expect(formatMoney(5, 'not-a-code', 'en-US')).toBe('5.00 not-a-code');
  });
});
