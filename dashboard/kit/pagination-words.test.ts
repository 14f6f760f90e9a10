import { describe, expect, it } from 'vitest';
import { pageOfPages, paginationSummary } from './pagination-words';

const products = ['product', 'products'] as const;
const customers = ['customer', 'customers'] as const;

describe('paginationSummary', () => {
  it('groups digits and picks the noun by the total', () => {
    expect(paginationSummary(1, 20, 1057, products)).toBe('Showing 21–40 of 1,057 products');
    expect(paginationSummary(52, 20, 1057, products)).toBe('Showing 1,041–1,057 of 1,057 products');
    expect(paginationSummary(0, 20, 1, products)).toBe('Showing 1–1 of 1 product');
    expect(paginationSummary(0, 20, 0, products)).toBe('No products');
  });

  it('says "+" after a total counted only so far', () => {
    expect(paginationSummary(0, 50, 10_000, customers, true)).toBe(
      'Showing 1–50 of 10,000+ customers',
    );
    expect(paginationSummary(3, 20, 10_000, customers, true)).toBe(
      'Showing 61–80 of 10,000+ customers',
    );
  });
});

describe('pageOfPages', () => {
  it('counts pages from one, with "+" while the total is a lower bound', () => {
    expect(pageOfPages(2, 53)).toBe('Page 3 of 53');
    expect(pageOfPages(0, 200, true)).toBe('Page 1 of 200+');
    expect(pageOfPages(1_200, 1_201, true)).toBe('Page 1,201 of 1,201+');
  });
});
