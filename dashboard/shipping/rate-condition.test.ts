import { describe, expect, it } from 'vitest';
import { rateLines, weightRange } from './rate-condition';

const money = (n: number) => `$${n.toFixed(2)}`;
const rate = (r: Partial<Parameters<typeof rateLines>[0]>) => ({
  kind: 'flat' as const,
  price: 5,
  freeOver: null,
  minSubtotal: null,
  weightBands: [],
  ...r,
});

describe('rateLines', () => {
  it('says when a flat rate is free and from which order amount it is offered', () => {
    expect(rateLines(rate({}), money)).toEqual([{ condition: 'Every order', price: '$5.00' }]);
    expect(rateLines(rate({ freeOver: 50 }), money)).toEqual([
      { condition: 'Free over $50.00', price: '$5.00' },
    ]);
    expect(rateLines(rate({ price: 0, minSubtotal: 75 }), money)).toEqual([
      { condition: 'Orders from $75.00', price: 'Free' },
    ]);
  });

  it('gives a weight rate one line per band, from the band before', () => {
    const lines = rateLines(
      rate({
        kind: 'weight',
        price: 0,
        weightBands: [
          { upToGrams: 500, price: 4 },
          { upToGrams: 1000, price: 6 },
          { upToGrams: 5000, price: 11.5 },
        ],
      }),
      money,
    );
    expect(lines).toEqual([
      { condition: '0–500 g', price: '$4.00' },
      { condition: '500 g–1 kg', price: '$6.00' },
      { condition: '1–5 kg', price: '$11.50' },
    ]);
  });
});

describe('weightRange', () => {
  it('names both ends in the unit people read', () => {
    expect(weightRange(0, 1000)).toBe('0–1 kg');
    expect(weightRange(0, 250)).toBe('0–250 g');
    expect(weightRange(1000, 2500)).toBe('1–2.5 kg');
  });
});
