/**
 * Revenue (bars, scale on the left, in the store's currency) and orders (a line, right) by
 * day, drawn by uPlot on a canvas as wide as its card (it follows the card's width). A key
 * names both above the canvas, and the day under the pointer is read out beside it ("Nov 8:
 * $200.00 from 1 order"; uPlot's own legend of empty "Time: Revenue: Orders: --" is off). The
 * canvas is described by one sentence for screen readers, and the same numbers are a table
 * under "Show as a table". uPlot and its CSS are imported here only: they load with the
 * home's chunk, never with the rest of the dashboard.
 */
import 'uplot/dist/uPlot.min.css';
import uPlot from 'uplot';
import { useEffect, useId, useRef } from 'react';
import type { AnalyticsOverview } from '../../shared';
import { chartSummary, dayLabel, dayReadout } from './chart-summary';

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
  const readout = useRef<HTMLParagraphElement>(null);
  const summaryId = useId();

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      series.map((d) => dayToSeconds(d.date)),
      series.map((d) => d.revenue),
      // A day without orders draws no point: the orders are dots (joined on consecutive days)
      // instead of a zigzag to zero between the bars.
      series.map((d) => (d.orders > 0 ? d.orders : null)),
    ];
    const opts: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height: HEIGHT,
      // Days are UTC midnights: read them in UTC so the browser's zone never shifts a label.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      legend: { show: false },
      hooks: {
        // The day under the pointer, written straight into the readout (no React render).
        setCursor: [
          (u) => {
            const day = u.cursor.idx == null ? undefined : series[u.cursor.idx];
            if (readout.current) {
              readout.current.textContent = day ? dayReadout(day, formatMoney) : '';
            }
          },
        ],
      },
      cursor: { drag: { x: false, y: false } },
      scales: {
        // Half a day either side, so the first and last days' bars are whole.
        x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] },
        revenue: { range: (_u, _min, max) => [0, Math.max(max, 1)] },
        // Headroom above the busiest day, so its dot sits below the top gridline.
        orders: { range: (_u, _min, max) => [0, Math.max(Math.ceil((max ?? 0) * 1.25), 2)] },
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
          fill: 'rgba(79, 70, 229, 0.35)',
          width: 1,
          // Bars: a day's revenue is an amount, not a trend between days.
          paths: uPlot.paths.bars?.({ size: [0.6, 28] }),
          points: { show: false },
        },
        {
          label: 'Orders',
          scale: 'orders',
          stroke: ORDERS_COLOUR,
          width: 2,
          points: { show: true, size: 6, fill: ORDERS_COLOUR },
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
      <div className="home-chart-key" aria-hidden="true">
        <span className="home-chart-key-item">
          <span className="home-chart-swatch home-chart-swatch-revenue" />
          Revenue (left)
        </span>
        <span className="home-chart-key-item">
          <span className="home-chart-swatch home-chart-swatch-orders" />
          Orders (right)
        </span>
        <p ref={readout} className="home-chart-readout" data-testid="chart-readout" />
      </div>
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
