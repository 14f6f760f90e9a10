import { describe, expect, it } from 'vitest';
import { isOnSale, salePercent } from './sale-price';

describe('isOnSale', () => {
  it('is on sale only for a sale price above 0 and below the price', () => {
    expect(isOnSale(20, 15)).toBe(true);
    expect(isOnSale(20, 0)).toBe(false);
    expect(isOnSale(20, 20)).toBe(false);
    expect(isOnSale(20, 25)).toBe(false);
    expect(isOnSale(Number.NaN, 5)).toBe(false);
  });
});

describe('salePercent', () => {
  it('rounds the saving to a whole percent', () => {
    expect(salePercent(30, 20)).toBe(33);
    expect(salePercent(30, 0)).toBeNull();
  });
});
