/**
 * Words for the chart: a day's short label and the one-sentence summary screen readers hear
 * in place of the canvas.
 */
import { countOf, type AnalyticsOverview } from '../../shared';

/** `2026-03-09` -> `Mar 9` (in the browser's language; days are calendar days, no zone). */
export function dayLabel(day: string, locale?: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** "Revenue by day, Mar 9 to Mar 15: $235.00 from 5 orders; the best day was Mar 15 ($100.00)." */
export function chartSummary(
  series: AnalyticsOverview['series'],
  formatMoney: (amount: number) => string,
  locale?: string,
): string {
  const first = series[0];
  const last = series[series.length - 1];
  if (!first || !last) return 'No days to show.';
  const span =
    first.date === last.date
      ? dayLabel(first.date, locale)
      : `${dayLabel(first.date, locale)} to ${dayLabel(last.date, locale)}`;
  const revenue = series.reduce((n, d) => n + d.revenue, 0);
  const orders = series.reduce((n, d) => n + d.orders, 0);
  const best = series.reduce((a, d) => (d.revenue > a.revenue ? d : a), first);
  const counted = `${formatMoney(revenue)} from ${countOf(orders, 'order', 'orders')}`;
  return best.revenue > 0
    ? `Revenue and orders by day, ${span}: ${counted}; the best day was ${dayLabel(best.date, locale)} (${formatMoney(best.revenue)}).`
    : `Revenue and orders by day, ${span}: ${counted}.`;
}

/** The chart's readout for the day under the pointer: "Nov 8: $200.00 from 1 order". */
export function dayReadout(
  day: AnalyticsOverview['series'][number],
  formatMoney: (amount: number) => string,
  locale?: string,
): string {
  return `${dayLabel(day.date, locale)}: ${formatMoney(day.revenue)} from ${countOf(day.orders, 'order', 'orders')}`;
}
