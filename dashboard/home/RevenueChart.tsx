/**
 * Revenue (bars' scale on the left, in the store's currency) and orders (right) by day, drawn
 * by uPlot on a canvas as wide as its card (it follows the card's width). The canvas is
 * described by one sentence for screen readers, and the same numbers are a table under
 * "Show as a table". uPlot and its CSS are imported here only: they load with the home's
 * chunk, never with the rest of the dashboard.
 */
import 'uplot/dist/uPlot.min.css';
import uPlot from 'uplot';
import { useEffect, useId, useRef } from 'react';
import type { AnalyticsOverview } from '../../shared';
import { chartSummary, dayLabel } from './chart-summary';

export interface RevenueChartProps {
  series: AnalyticsOverview['series'];
  formatMoney: (amount: number) => string;
}

const HEIGHT = 260;
const REVENUE_COLOUR = '#4f46e5';
const ORDERS_COLOUR = '#b45309';

/** Seconds since the epoch of a day's UTC midnight: the x axis counts days, not instants. */
const dayToSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

export function RevenueChart({ series, formatMoney }: RevenueChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  const summaryId = useId();

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      series.map((d) => dayToSeconds(d.date)),
      series.map((d) => d.revenue),
      series.map((d) => d.orders),
    ];
    const opts: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height: HEIGHT,
      // Days are UTC midnights: read them in UTC so the browser's zone never shifts a label.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: true },
        revenue: { range: (_u, _min, max) => [0, Math.max(max, 1)] },
        orders: { range: (_u, _min, max) => [0, Math.max(max, 1)] },
      },
      axes: [
        { stroke: '#5d6475', grid: { stroke: '#eef0f4' } },
        {
          scale: 'revenue',
          stroke: REVENUE_COLOUR,
          grid: { stroke: '#eef0f4' },
          size: 70,
          values: (_u, ticks) => ticks.map((t) => formatMoney(t)),
        },
        {
          scale: 'orders',
          side: 1,
          stroke: ORDERS_COLOUR,
          grid: { show: false },
          values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')),
        },
      ],
      series: [
        {
          value: (_u, v) =>
            v == null ? '' : dayLabel(new Date(v * 1000).toISOString().slice(0, 10)),
        },
        {
          label: 'Revenue',
          scale: 'revenue',
          stroke: REVENUE_COLOUR,
          fill: 'rgba(79, 70, 229, 0.12)',
          width: 2,
          points: { show: series.length <= 31 },
          value: (_u, v) => (v == null ? '' : formatMoney(v)),
        },
        {
          label: 'Orders',
          scale: 'orders',
          stroke: ORDERS_COLOUR,
          width: 2,
          dash: [6, 4],
          points: { show: series.length <= 31 },
        },
      ],
    };
    const chart = new uPlot(opts, data, element);
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series, formatMoney]);

  return (
    <figure className="home-chart" data-testid="revenue-chart">
      <div ref={holder} className="home-chart-canvas" role="img" aria-labelledby={summaryId} />
      <figcaption id={summaryId} className="visually-hidden">
        {chartSummary(series, formatMoney)}
      </figcaption>
      <details className="home-chart-table">
        <summary>Show as a table</summary>
        <div className="kit-table-scroll">
          <table className="kit-table" data-testid="revenue-table">
            <caption className="visually-hidden">Revenue and orders by day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" className="home-num">
                  Revenue
                </th>
                <th scope="col" className="home-num">
                  Orders
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{dayLabel(d.date)}</th>
                  <td className="home-num">{formatMoney(d.revenue)}</td>
                  <td className="home-num">{d.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
