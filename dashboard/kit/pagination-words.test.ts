import { describe, expect, it } from 'vitest';
import { paginationSummary } from './pagination-words';

const products = ['product', 'products'] as const;

describe('paginationSummary', () => {
  it('groups digits and picks the noun by the total', () => {
    expect(paginationSummary(1, 20, 1057, products)).toBe('Showing 21–40 of 1,057 products');
    expect(paginationSummary(52, 20, 1057, products)).toBe('Showing 1,041–1,057 of 1,057 products');
    expect(paginationSummary(0, 20, 1, products)).toBe('Showing 1–1 of 1 product');
    expect(paginationSummary(0, 20, 0, products)).toBe('No products');
  });
});
