import { describe, expect, it } from 'vitest';
import { isOnSale, salePercent, unitMargin } from './sale-price';

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

describe('unitMargin', () => {
  it('earns on the price paid: the sale price while on sale', () => {
    expect(unitMargin(30, 0, 18)).toEqual({ profit: 12, percent: 40 });
    expect(unitMargin(30, 24, 18)).toEqual({ profit: 6, percent: 25 });
    expect(unitMargin(30, 0, 35)).toEqual({ profit: -5, percent: -17 });
    expect(unitMargin(30, 0, null)).toBeNull();
    expect(unitMargin(0, 0, 5)).toBeNull();
  });
});
