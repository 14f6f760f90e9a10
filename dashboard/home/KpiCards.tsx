/**
 * The KPI cards: revenue, orders, average order value, items sold, discounts given and the
 * revenue recovered from abandoned checkouts for the range,
 * each with its change against the previous period (arrow and percentage, and a sentence
 * for screen readers: never colour alone).
 */
import type { AnalyticsOverview, Kpi } from '../../shared';
import { describeChange } from './kpi-change';

export interface KpiCardsProps {
  kpis: AnalyticsOverview['kpis'];
  formatMoney: (amount: number) => string;
  /** The previous period in words ("the previous 7 days"). */
  period: string;
}

const count = (n: number) => n.toLocaleString();

export function KpiCards({ kpis, formatMoney, period }: KpiCardsProps) {
  const cards: { key: string; title: string; kpi: Kpi; format: (n: number) => string }[] = [
    { key: 'revenue', title: 'Revenue', kpi: kpis.revenue, format: formatMoney },
    { key: 'orders', title: 'Orders', kpi: kpis.orders, format: count },
    {
      key: 'average',
      title: 'Average order value',
      kpi: kpis.averageOrderValue,
      format: formatMoney,
    },
    { key: 'items', title: 'Items sold', kpi: kpis.itemsSold, format: count },
    { key: 'discounts', title: 'Discounts given', kpi: kpis.discounts, format: formatMoney },
    {
      key: 'recovered',
      title: 'Recovered checkouts',
      kpi: kpis.recoveredRevenue,
      format: formatMoney,
    },
  ];
  return (
    <ul className="home-kpis" aria-label="Key numbers" data-testid="kpi-cards">
      {cards.map(({ key, title, kpi, format }) => {
        const change = describeChange(kpi, format, period);
        return (
          <li key={key} className="card home-kpi" data-testid={`kpi-${key}`}>
            <span className="home-kpi-title">{title}</span>
            <span className="home-kpi-value" data-testid="kpi-value">
              {format(kpi.value)}
            </span>
            <span
              className={`home-change home-change-${change.direction}`}
              data-testid="kpi-change"
            >
              <span aria-hidden="true">{change.text}</span>
              <span className="visually-hidden">{change.label}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The cards' placeholders while the numbers load. */
export function KpiSkeleton() {
  return (
    <ul className="home-kpis" aria-hidden="true" data-testid="kpi-skeleton">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <li key={i} className="card home-kpi">
          <span className="skeleton" />
          <span className="skeleton skeleton-wide home-kpi-skeleton-value" />
          <span className="skeleton" />
        </li>
      ))}
    </ul>
  );
}
