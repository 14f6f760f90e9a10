import { describe, expect, it } from 'vitest';
import {
  daysLeftText,
  limitLines,
  planActionLabel,
  planPriceText,
  planStartText,
  printedStatus,
  usageText,
} from './billing-words';

const money = (amount: number, currency: string) => `${currency} ${amount.toFixed(2)}`;

describe('billing words', () => {
  it('starts a plan paid during the trial when the trial ends, else on approval', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    const day = (iso: string) => iso.slice(0, 10);
    expect(planStartText('2026-12-05T12:00:00Z', now, day)).toBe(
      "your plan starts when your free trial ends on 2026-12-05, so you keep the trial's remaining days",
    );
    expect(planStartText('2026-11-20T12:00:00Z', now, day)).toBe(
      'your plan starts as soon as we approve the payment',
    );
    expect(planStartText(null, now, day)).toBe(
      'your plan starts as soon as we approve the payment',
    );
  });

  it('says a plan’s price per month or per year', () => {
    expect(planPriceText({ price: 29, currency: 'USD', interval: 'month' }, money)).toBe(
      'USD 29.00 per month',
    );
    expect(planPriceText({ price: 290, currency: 'EUR', interval: 'year' }, money)).toBe(
      'EUR 290.00 per year',
    );
  });

  it('lists limits, an unlimited one as unlimited', () => {
    expect(limitLines({ products: 100, pages: null, customDomain: false })).toEqual([
      'Up to 100 products',
      'Unlimited pages',
      'No custom domain',
    ]);
    expect(limitLines({ products: 10000, pages: 5, customDomain: true })).toEqual([
      'Up to 10,000 products',
      'Up to 5 pages',
      'Custom domain',
    ]);
    expect(limitLines({ products: null, pages: 5, customDomain: true })).toEqual([
      'Unlimited products',
      'Up to 5 pages',
      'Custom domain',
    ]);
  });

  it('puts usage against its limit', () => {
    expect(usageText(12, 100, 'products')).toBe('12 of 100 products');
    expect(usageText(3, null, 'pages')).toBe('3 pages (no limit)');
    expect(usageText(0, 10_000, 'products')).toBe(`0 of ${(10_000).toLocaleString()} products`);
  });

  it('prints PAID only for a paid invoice, VOID for a replaced one', () => {
    expect(printedStatus('paid')).toBe('PAID');
    expect(printedStatus('void')).toBe('VOID');
    expect(printedStatus('open')).toBe('UNPAID');
    expect(printedStatus('pending_approval')).toBe('UNPAID');
    expect(printedStatus('rejected')).toBe('UNPAID');
  });

  it('names a plan’s button by the current plan', () => {
    const pro = { id: 'p2', name: 'Pro' };
    expect(planActionLabel(pro, null)).toBe('Choose Pro');
    expect(planActionLabel(pro, 'p2')).toBe('Renew Pro');
    expect(planActionLabel(pro, 'p1')).toBe('Change to Pro');
  });

  it('counts the days left', () => {
    expect(daysLeftText(0)).toBe('Ends today');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(14)).toBe('14 days left');
  });
});
