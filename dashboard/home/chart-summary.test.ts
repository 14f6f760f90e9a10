import { describe, expect, it } from 'vitest';
import { chartSummary, dayLabel, dayReadout } from './chart-summary';

const dollars = (n: number) => `$${n.toFixed(2)}`;

describe('chart words', () => {
  it('labels calendar days whatever the browser zone', () => {
    expect(dayLabel('2026-03-09', 'en-US')).toBe('Mar 9');
    expect(dayLabel('2026-12-31', 'en-US')).toBe('Dec 31');
  });

  it('sums the range and names its best day', () => {
    const series = [
      { date: '2026-03-09', revenue: 15, orders: 1 },
      { date: '2026-03-10', revenue: 0, orders: 0 },
      { date: '2026-03-11', revenue: 100.1, orders: 2 },
    ];
    expect(chartSummary(series, dollars, 'en-US')).toBe(
      'Revenue and orders by day, Mar 9 to Mar 11: $115.10 from 3 orders; the best day was Mar 11 ($100.10).',
    );
  });

  it('says a range without sales plainly', () => {
    expect(chartSummary([{ date: '2026-03-09', revenue: 0, orders: 0 }], dollars, 'en-US')).toBe(
      'Revenue and orders by day, Mar 9: $0.00 from 0 orders.',
    );
    expect(chartSummary([], dollars)).toBe('No days to show.');
  });

  it('reads out one day under the pointer', () => {
    const day = { date: '2026-11-08', revenue: 200, orders: 1 };
    expect(dayReadout(day, dollars, 'en-US')).toBe('Nov 8: $200.00 from 1 order');
  });
});
