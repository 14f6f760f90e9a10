/**
 * How a KPI card says its change against the previous period: an arrow and the percentage
 * for the eye, and a whole sentence for screen readers ("Up 12.5% from $1,000.00 the
 * previous 7 days"), so the direction never rests on colour alone.
 */
import type { Kpi } from '../../shared';

export type ChangeDirection = 'up' | 'down' | 'flat' | 'none';

export interface KpiChange {
  direction: ChangeDirection;
  /** What the card shows: `▲ 12.5%`, `▼ 6%`, `0%`, `—`. */
  text: string;
  /** What a screen reader hears. */
  label: string;
}

const percent = (n: number) => `${Math.abs(n).toLocaleString('en', { maximumFractionDigits: 1 })}%`;

/** The change of `kpi`; `format` shows a value, `period` names the previous period. */
export function describeChange(kpi: Kpi, format: (n: number) => string, period: string): KpiChange {
  const before = `${format(kpi.previous)} ${period}`;
  if (kpi.changePercent === null) {
    return { direction: 'none', text: '—', label: `Nothing to compare with: ${before}` };
  }
  if (kpi.changePercent > 0) {
    return {
      direction: 'up',
      text: `▲ ${percent(kpi.changePercent)}`,
      label: `Up ${percent(kpi.changePercent)} from ${before}`,
    };
  }
  if (kpi.changePercent < 0) {
    return {
      direction: 'down',
      text: `▼ ${percent(kpi.changePercent)}`,
      label: `Down ${percent(kpi.changePercent)} from ${before}`,
    };
  }
  return { direction: 'flat', text: '0%', label: `No change from ${before}` };
}
