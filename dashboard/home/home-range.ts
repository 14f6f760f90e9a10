/**
 * The home's range as it lives in the URL: `range` (`today`, `7d`, `custom`; absent: the
 * last 30 days) and, for a custom range, `from` and `to` (days, both included). A custom
 * range with missing or bad days reads as the last 30 days, so an old bookmark never breaks.
 * Pure: the browser's time zone and today's date are passed in.
 */
import { analyticsOverviewQuerySchema, type AnalyticsPreset } from '../../shared';

export type HomeRangeChoice = AnalyticsPreset | 'custom';

export interface HomeRange {
  choice: HomeRangeChoice;
  /** Set for a custom range only. */
  from?: string;
  to?: string;
}

const presets: readonly string[] = ['today', '7d', '30d'];

/** The range the URL asks for; a custom one is kept only when the API would accept it. */
export function readHomeRange(params: URLSearchParams): HomeRange {
  const range = params.get('range');
  if (range === 'custom') {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    const valid = analyticsOverviewQuerySchema.safeParse({
      storeId: '00000000-0000-4000-8000-000000000000',
      from,
      to,
    }).success;
    return valid ? { choice: 'custom', from, to } : { choice: '30d' };
  }
  return { choice: range && presets.includes(range) ? (range as AnalyticsPreset) : '30d' };
}

/** The overview's query parameters for `range`, in time zone `tz`. */
export function toOverviewParams(storeId: string, range: HomeRange, tz: string) {
  return range.choice === 'custom'
    ? { storeId, from: range.from, to: range.to, tz }
    : { storeId, range: range.choice, tz };
}

/** Words for the previous period the KPI cards compare with. */
export function previousPeriodWords(range: HomeRange, days: number): string {
  if (range.choice === 'today') return 'yesterday';
  return days === 1 ? 'the day before' : `the previous ${days} days`;
}
