/**
 * The merchant home's numbers: KPIs of a range of days and of the period of the same length
 * before it, revenue and orders by day, the top 5 products and the action queue.
 * Owns: which orders count (`countedOrder`), days in the merchant's time zone. Not: routes.
 *
 * Counted orders: paid (or refunded in part, net of the refunds), not cancelled, in the
 * store's currency, dated by `created_at` (when the shopper placed them). Day boundaries are
 * computed here with Intl and handed to SQL as instants (`width_bucket`), so no database time
 * zone table is read and PGlite and PostgreSQL agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  toDecimal,
  addDays,
  analyticsPresetDays,
  dayInZone,
  daysBetween,
  zonedDayStart,
  type ActionQueueItem,
  type AnalyticsOverview,
  type AnalyticsOverviewQuery,
  type Kpi,
} from '../../shared';
import type { Db } from '../db/client';
import { countedUnits, unitsOnHand } from '../db/units-on-hand';

/** The orders the numbers count (alias `o`): see the file comment and `explanation`. */
const countedOrder = (currency: string): SQL => sql`o.status <> 'cancelled'
  and (o.payment_status = 'paid' or (o.payment_status = 'refunded' and o.refunded_minor < o.total_minor))
  and o.currency = ${currency}`;

/** What the screen says about which orders count. */
export function explanation(currency: string): string {
  return (
    `Counts orders placed in the period that are paid and not cancelled, in ${currency}; ` +
    'partly refunded orders count net of their refunds. Unpaid orders, proofs still to ' +
    'review, cancelled and fully refunded orders are left out.'
  );
}

/** The range's first and last day (in `tz`) from the query, and its length. */
export function resolveRange(
  query: Pick<AnalyticsOverviewQuery, 'range' | 'from' | 'to'>,
  tz: string,
  now: Date,
): { from: string; to: string; days: number } {
  if (query.from && query.to) {
    return { from: query.from, to: query.to, days: daysBetween(query.from, query.to) + 1 };
  }
  const days = analyticsPresetDays[query.range ?? '30d'];
  const to = dayInZone(now, tz);
  return { from: addDays(to, -(days - 1)), to, days };
}

/** value vs previous in percent with one decimal; null when there is nothing to compare. */
export function changePercent(value: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}

const kpi = (value: number, previous: number): Kpi => ({
  value,
  previous,
  changePercent: changePercent(value, previous),
});

/** The rows of a raw query on either driver (both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A PostgreSQL array literal of instants, for `$1::timestamptz[]`. */
const instantsLiteral = (instants: Date[]) => `{${instants.map((d) => d.toISOString()).join(',')}}`;

interface DayRow {
  bucket: number;
  orders: number;
  revenue: number;
  items: number;
  discounts: number;
  recovered: number;
}
interface TopRow {
  product_id: string | null;
  name: string;
  image: string;
  units: number;
  revenue: number;
}
interface QueueRow {
  currency: string;
  has_orders: boolean;
  has_products: boolean;
  has_shipping: boolean;
  has_domain: boolean;
  has_published: boolean;
  pending: number;
  confirmed: number;
  processing: number;
  awaiting_review: number;
}
interface StockRow {
  low: number;
  out: number;
}

/** The store's currency and the action queue's order counts (each an index-only count). */
async function queueCounts(db: Db, storeId: string): Promise<QueueRow | undefined> {
  const count = (column: SQL, value: string) =>
    sql`(select count(*)::int from orders where store_id = ${storeId} and ${column} = ${value})`;
  const [row] = rowsOf<QueueRow>(
    await db.execute(sql`select s.currency,
      exists (select 1 from orders where store_id = ${storeId}) as has_orders,
      exists (select 1 from products where store_id = ${storeId}) as has_products,
      exists (select 1 from shipping_rates where store_id = ${storeId}) as has_shipping,
      exists (select 1 from store_domains where store_id = ${storeId}) as has_domain,
      exists (select 1 from pages where store_id = ${storeId} and published_at is not null)
        as has_published,
      ${count(sql`status`, 'pending')} as pending,
      ${count(sql`status`, 'confirmed')} as confirmed,
      ${count(sql`status`, 'processing')} as processing,
      ${count(sql`payment_status`, 'awaiting_review')} as awaiting_review
      from stores s where s.id = ${storeId}`),
  );
  return row;
}

/**
 * Products low in stock and out of stock, as the products list's stock filter counts them
 * (server/db/units-on-hand.ts: untracked products are neither).
 */
async function stockCounts(db: Db, storeId: string): Promise<StockRow> {
  const [row] = rowsOf<StockRow>(
    await db.execute(sql`select
      count(*) filter (where s.units > 0 and s.units <= s.threshold)::int as low,
      count(*) filter (where s.units <= 0)::int as out
      from (
        select products.low_stock_threshold as threshold,
          ${unitsOnHand(sql`v.rows`, sql`v.units`)} as units
        from products
        left join (
          select product_id, ${countedUnits(sql`pv`)} as units, count(*) as rows
          from product_variations pv
          where store_id = ${storeId} group by product_id
        ) v on v.product_id = products.id
        where products.store_id = ${storeId}
      ) s`),
  );
  return row ?? { low: 0, out: 0 };
}

/** Counted orders by day over both periods: bucket i (1-based) is day i − 1 of `bounds`. */
async function ordersByDay(
  db: Db,
  storeId: string,
  currency: string,
  bounds: Date[],
): Promise<DayRow[]> {
  const first = bounds[0]!;
  const last = bounds[bounds.length - 1]!;
  return rowsOf<DayRow>(
    await db.execute(sql`select width_bucket(o.created_at, ${instantsLiteral(bounds)}::timestamptz[]) as bucket,
        count(*)::int as orders,
        sum(o.total_minor - o.refunded_minor)::float8 as revenue,
        sum(o.item_count)::float8 as items,
        sum(o.discount_minor + o.shipping_discount_minor)::float8 as discounts,
        coalesce(sum(o.total_minor - o.refunded_minor) filter (where c.order_id is not null), 0)::float8 as recovered
      from orders o
      -- The orders a recovery email brought back (server/abandoned-checkouts/).
      left join checkouts c on c.store_id = o.store_id and c.order_id = o.id and c.recovered
      where o.store_id = ${storeId} and o.created_at >= ${first.toISOString()}::timestamptz
        and o.created_at < ${last.toISOString()}::timestamptz and ${countedOrder(currency)}
      group by 1`),
  );
}

/**
 * The 5 products with the most revenue from counted orders in [start, end). The range's lines
 * are read by their order's time (order_items_store_created_idx, migration 0011: each line
 * carries its order's created_at and what the sum needs) and hash-joined with the range's
 * counted orders (orders_store_created_idx), so both sides are one index range each. Each
 * product is named by one of its lines. Lines of products deleted since (product id null)
 * form one group there; only when that group makes the top 5 are they split by name (from the
 * partial index of such lines) and ranked again.
 */
async function topProducts(
  db: Db,
  storeId: string,
  currency: string,
  start: Date,
  end: Date,
): Promise<TopRow[]> {
  const from = start.toISOString();
  const to = end.toISOString();
  const linesOfCountedOrders = sql`from orders o
    join order_items i on i.order_id = o.id and i.store_id = ${storeId}
      and i.order_created_at >= ${from}::timestamptz and i.order_created_at < ${to}::timestamptz
    where o.store_id = ${storeId} and o.created_at >= ${from}::timestamptz
      and o.created_at < ${to}::timestamptz and ${countedOrder(currency)}`;
  const byProduct = rowsOf<TopRow>(
    await db.execute(sql`select t.product_id, coalesce(n.name, '') as name, coalesce(n.image, '') as image,
        t.units, t.revenue
      from (
        select i.product_id, sum(i.quantity)::float8 as units, sum(i.line_total_minor)::float8 as revenue
        ${linesOfCountedOrders}
        group by i.product_id
        order by revenue desc, units desc, i.product_id
        limit 5
      ) t
      left join lateral (
        select x.name, x.image from order_items x
        where x.store_id = ${storeId} and x.product_id = t.product_id limit 1
      ) n on true
      order by t.revenue desc, t.units desc, t.product_id`),
  );
  if (!byProduct.some((r) => r.product_id === null)) return byProduct;
  const deleted = rowsOf<TopRow>(
    await db.execute(sql`select null as product_id, i.name, max(i.image) as image,
        sum(i.quantity)::float8 as units, sum(i.line_total_minor)::float8 as revenue
      ${linesOfCountedOrders} and i.product_id is null
      group by i.name`),
  );
  return [...byProduct.filter((r) => r.product_id !== null), ...deleted]
    .sort(
      (a, b) =>
        Number(b.revenue) - Number(a.revenue) ||
        Number(b.units) - Number(a.units) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, 5);
}

function actionQueue(queue: QueueRow, stock: StockRow): ActionQueueItem[] {
  const orders = (filter: string) => `/dashboard/orders?${filter}`;
  return [
    {
      kind: 'to_confirm',
      count: queue.pending,
      links: [{ label: 'pending', count: queue.pending, href: orders('status=pending') }],
    },
    {
      kind: 'to_ship',
      count: queue.confirmed + queue.processing,
      links: [
        { label: 'confirmed', count: queue.confirmed, href: orders('status=confirmed') },
        { label: 'processing', count: queue.processing, href: orders('status=processing') },
      ],
    },
    {
      kind: 'proofs_to_review',
      count: queue.awaiting_review,
      links: [
        {
          label: 'awaiting review',
          count: queue.awaiting_review,
          href: orders('paymentStatus=awaiting_review'),
        },
      ],
    },
    {
      kind: 'low_stock',
      count: stock.low,
      links: [
        { label: 'low in stock', count: stock.low, href: '/dashboard/products?stock=low_stock' },
      ],
    },
    {
      kind: 'out_of_stock',
      count: stock.out,
      links: [
        { label: 'out of stock', count: stock.out, href: '/dashboard/products?stock=out_of_stock' },
      ],
    },
  ];
}

/** The home's numbers for `storeId`; undefined when the store does not exist. */
export async function getAnalyticsOverview(
  db: Db,
  storeId: string,
  query: AnalyticsOverviewQuery,
  now: Date,
): Promise<AnalyticsOverview | undefined> {
  const tz = query.tz ?? 'UTC';
  const range = resolveRange(query, tz, now);
  const previous = {
    from: addDays(range.from, -range.days),
    to: addDays(range.from, -1),
    days: range.days,
  };
  // 2N + 1 boundaries: the previous period's N days, then the range's N days.
  const bounds = Array.from({ length: 2 * range.days + 1 }, (_, i) =>
    zonedDayStart(addDays(previous.from, i), tz),
  );
  const rangeStart = bounds[range.days]!;
  const rangeEnd = bounds[2 * range.days]!;

  const queue = await queueCounts(db, storeId);
  if (!queue) return undefined;
  const { currency } = queue;
  const [days, top, stock] = await Promise.all([
    ordersByDay(db, storeId, currency, bounds),
    topProducts(db, storeId, currency, rangeStart, rangeEnd),
    stockCounts(db, storeId),
  ]);

  const byDay = new Map(days.map((d) => [Number(d.bucket) - 1, d]));
  const totals = (offset: number) => {
    let orders = 0;
    let revenue = 0;
    let items = 0;
    let discounts = 0;
    let recovered = 0;
    for (let i = 0; i < range.days; i++) {
      const d = byDay.get(offset + i);
      if (!d) continue;
      orders += d.orders;
      revenue += Number(d.revenue);
      items += Number(d.items);
      discounts += Number(d.discounts);
      recovered += Number(d.recovered);
    }
    return { orders, revenue, items, discounts, recovered };
  };
  const cur = totals(range.days);
  const prev = totals(0);
  const money = (minor: number) => toDecimal(minor, currency);
  const average = (t: { orders: number; revenue: number }) =>
    t.orders ? money(Math.round(t.revenue / t.orders)) : 0;

  return {
    currency,
    tz,
    range,
    previous,
    kpis: {
      revenue: kpi(money(cur.revenue), money(prev.revenue)),
      orders: kpi(cur.orders, prev.orders),
      averageOrderValue: kpi(average(cur), average(prev)),
      itemsSold: kpi(cur.items, prev.items),
      discounts: kpi(money(cur.discounts), money(prev.discounts)),
      recoveredRevenue: kpi(money(cur.recovered), money(prev.recovered)),
    },
    series: Array.from({ length: range.days }, (_, i) => {
      const d = byDay.get(range.days + i);
      return {
        date: addDays(range.from, i),
        revenue: money(Number(d?.revenue ?? 0)),
        orders: d?.orders ?? 0,
      };
    }),
    topProducts: top.map((t) => ({
      productId: t.product_id,
      name: t.name,
      image: t.image,
      units: Number(t.units),
      revenue: money(Number(t.revenue)),
    })),
    actionQueue: actionQueue(queue, stock),
    hasOrders: queue.has_orders,
    explanation: explanation(currency),
    setupGuide: [
      { step: 'product', done: queue.has_products },
      { step: 'shipping', done: queue.has_shipping },
      { step: 'domain', done: queue.has_domain },
      { step: 'publish', done: queue.has_published },
    ],
  };
}
