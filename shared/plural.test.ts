import { describe, expect, it } from 'vitest';
import { countOf, pluralWord } from './plural';

describe('counts in words', () => {
  it('uses the singular for exactly one and the plural for zero and the rest', () => {
    expect(countOf(1, 'product', 'products')).toBe('1 product');
    expect(countOf(0, 'product', 'products')).toBe('0 products');
    expect(countOf(2, 'product', 'products')).toBe('2 products');
    expect(countOf(1.5, 'day', 'days')).toBe('1.5 days');
  });
  it('groups thousands', () => {
    expect(countOf(1204, 'order', 'orders')).toBe('1,204 orders');
  });
  it('gives the word alone', () => {
    expect(pluralWord(1, 'was', 'were')).toBe('was');
    expect(pluralWord(3, 'was', 'were')).toBe('were');
  });
});
