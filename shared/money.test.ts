import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinorUnits, toMinorUnits } from './money';

describe('money', () => {
  it('stores decimals as integer minor units and reads them back exactly', () => {
    expect(toMinorUnits(19.99, 'USD')).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
    expect(fromMinorUnits(1999, 'USD')).toBe(19.99);
    expect(toMinorUnits(500, 'JPY')).toBe(500);
  });
  it('formats with the store currency symbol and 2 decimals', () => {
    expect(formatMoney(19.5, 'USD')).toBe('$19.50');
    expect(formatMoney(3, 'EUR')).toBe('€3.00');
  });
});
