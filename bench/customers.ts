/**
 * `npm run bench -- customers`: the merchant's Customers list at scale, on the PostgreSQL
 * server, through the real HTTP server (buildApp listening on a loopback port, a merchant
 * session).
 *
 * Data (a throwaway database, created and dropped here): one store with 500,000 orders over
 * the last 365 days (the orders bench's generator) from 100,000 customers (about 5 orders
 * each), made and counted by the same SQL as migration 0033's backfill
 * (`linkOrdersToCustomers`); a fifth with an account, a tenth tagged `vip`, a mix of marketing
 * states; and 200 other stores holding 100 orders each.
 *
 * Measured (p50/p95 over BENCH_ORDERS_REQUESTS requests per case, after a warm-up): the
 * list with each filter, a search by name, email and phone, and the sorts (goal p95 <= 25 ms).
 * The note is the list's count: past 10,000 matches (or the page's end) the list counts no
 * further and answers a lower bound, shown as "10,000+" (server/db/capped-count.ts).
 * Not a test: nothing fails on speed. BENCH_CUSTOMERS_KEEP=1 keeps the database (its URL is
 * printed) for EXPLAIN ANALYZE; BENCH_CUSTOMERS_URL=<that URL> measures the list on it again,
 * writing nothing (a query changed, measured in seconds instead of the data's five minutes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { linkOrdersToCustomers } from '../server/customers/customer-stats';
import { openDatabase, type Database } from '../server/db/client';
import {
  insertBenchStores,
  insertOrders,
  insertProducts,
  latency,
  printTable,
  startBench,
  stopBench,
  type Row,
} from './orders';
import { withBenchDatabaseOpen } from './postgres';
import { benchProductReviews } from './reviews';

const ORDERS = Number(process.env.BENCH_CUSTOMERS_ORDERS ?? 500_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS_COUNT ?? 100_000);
const OTHER_STORES = 200;
const P95_GOAL_MS = 25;
const TZ = 'Europe/Paris';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Both parts: the list (`npm run bench -- customers list`) and the product page with 10,000
 * reviews (`npm run bench -- customers reviews`, bench/reviews.ts).
 */
export async function benchCustomers(): Promise<void> {
  const part = process.argv[3];
  if (part !== 'reviews') await benchCustomerList();
  if (part !== 'list') await benchProductReviews();
}

async function benchCustomerList(): Promise<void> {
  const kept = process.env.BENCH_CUSTOMERS_URL;
  if (kept) return benchKeptCustomerList(kept);
  const started = performance.now();
  console.log(
    `customers: ${CUSTOMERS.toLocaleString('en')} customers and ${ORDERS.toLocaleString('en')} orders in one store (PostgreSQL)`,
  );
  await withBenchDatabaseOpen(
    'customers',
    async (database, client, dataDir) => {
      const t = performance.now();
      const { userId, storeId } = await insertBenchStores(
        client,
        'Bench Customers',
        'bench-customers',
        OTHER_STORES,
      );
      await insertProducts(client, storeId);
      await insertOrders(
        client,
        `select id as store_id, (select array_agg(id order by slug) from products where store_id = '${storeId}') as products from stores where id = '${storeId}'`,
        ORDERS,
        true,
      );
      await insertOrders(
        client,
        `select id as store_id, null::uuid[] as products from stores where subdomain like 'bench-other-%'`,
        100,
        false,
      );
      // CUSTOMERS buyers, each with a name and a phone of their own, about ORDERS/CUSTOMERS
      // orders each (spread over the year).
      await client.query(
        `update orders set
           customer_email = 'buyer' || (order_number % $2) || '@example.com',
           customer_name = split_part(customer_name, ' ', 1) || ' ' || split_part(customer_name, ' ', 2) || ' ' || (order_number % $2),
           customer_phone = '+1 555 ' || lpad((order_number % $2)::text, 6, '0')
         where store_id = $1`,
        [storeId, CUSTOMERS],
      );
      const link = performance.now();
      await linkOrdersToCustomers(database.db, storeId, new Date());
      const linkMs = performance.now() - link;
      for (const other of (
        await client.query<{ id: string }>(
          `select id from stores where subdomain like 'bench-other-%'`,
        )
      ).rows) {
        await linkOrdersToCustomers(database.db, other.id, new Date());
      }
      await client.query(
        `update customers set
           account_since = case when hashtext(email) % 5 = 0 then created_at end,
           tags = case when hashtext(email) % 10 = 0 then array['vip'] else '{}'::text[] end,
           email_marketing = (array['not_subscribed','subscribed','unsubscribed','pending'])[1 + abs(hashtext(email)) % 4],
           marketing_updated_at = created_at
         where store_id = $1`,
        [storeId],
      );
      await client.query('vacuum analyze');
      const counts = await client.query<{ customers: number; orders: number }>(
        `select (select count(*)::int from customers where store_id = $1) as customers,
                (select count(*)::int from orders where store_id = $1) as orders`,
        [storeId],
      );
      const c = counts.rows[0]!;
      console.log(
        `  data: ${c.customers.toLocaleString('en')} customers, ${c.orders.toLocaleString('en')} orders in the store; written in ${seconds(performance.now() - t)} (customers made from the orders in ${seconds(linkMs)})`,
      );

      await measureList(database, client, dataDir, userId, storeId);
    },
    { part: 'PostgreSQL part', keep: Boolean(process.env.BENCH_CUSTOMERS_KEEP) },
  );
  console.log(`  done in ${seconds(performance.now() - started)}`);
}

/** The list's cases through the real HTTP server, as `userId` (an owner of `storeId`). */
async function measureList(
  database: Database,
  client: pg.Client,
  dataDir: string,
  userId: string,
  storeId: string,
): Promise<void> {
  const b = await startBench(database, client, dataDir, userId, storeId);
  const rows: Row[] = [];
  try {
    const base = `/api/dashboard/customers/list?storeId=${storeId}&tz=${encodeURIComponent(TZ)}`;
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const pick = (i: number) => 1 + ((i * 7919) % CUSTOMERS);
    const cases: [string, (i: number) => string][] = [
      ['no filter (newest)', () => ''],
      ['search by name', (i) => `&q=${encodeURIComponent(`lovelace ${pick(i)}`)}`],
      ['search by a last name', () => `&q=hopper`],
      ['search matching everyone', () => `&q=example.com`],
      ['broad search, sort spent_desc', () => `&q=example.com&sort=spent_desc`],
      ['search by email', (i) => `&q=${encodeURIComponent(`buyer${pick(i)}@`)}`],
      [
        'search by phone',
        (i) => `&q=${encodeURIComponent(`555 ${String(pick(i)).padStart(6, '0')}`)}`,
      ],
      ['account=yes', () => '&account=yes'],
      ['marketing=subscribed', () => '&marketing=subscribed'],
      ['returning (minOrders=2)', () => '&minOrders=2'],
      ['minOrders=8', () => '&minOrders=8'],
      ['spent >= 500', () => '&minSpent=500'],
      ['last order in 30 days', () => `&lastOrderFrom=${day(30)}`],
      ['no order for 90 days', () => `&lastOrderTo=${day(91)}`],
      ['tag=vip', () => '&tag=vip'],
      ['sort spent_desc', () => '&sort=spent_desc'],
      ['sort last_order_desc', () => '&sort=last_order_desc'],
      ['sort name_asc', () => '&sort=name_asc'],
      ['vip + spent + sort', () => '&tag=vip&minSpent=200&sort=spent_desc'],
      ['page 200', () => '&page=200'],
    ];
    for (const [name, query] of cases) {
      const r = await latency(b, (i) => `${base}${query(i)}`);
      if (!r) throw new Error(`${name}: the route answered 404`);
      const { totalElements: total, totalIsLowerBound } = JSON.parse(r.sample) as {
        totalElements?: number;
        totalIsLowerBound?: boolean;
      };
      rows.push({
        what: `list: ${name}`,
        p50: r.p50,
        p95: r.p95,
        goal: `p95 <= ${P95_GOAL_MS} ms`,
        met: r.p95 <= P95_GOAL_MS,
        note:
          total === undefined
            ? ''
            : `${total.toLocaleString('en')}${totalIsLowerBound ? '+' : ''} matches`,
      });
    }
  } finally {
    await stopBench(b);
  }
  printTable(rows);
}

/** BENCH_CUSTOMERS_URL: the list measured again on a kept database (nothing written). */
async function benchKeptCustomerList(url: string): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-bench-customers-'));
  try {
    const { rows } = await client.query<{ store_id: string; user_id: string }>(
      `select m.store_id, m.user_id from store_members m join stores s on s.id = m.store_id
       where s.subdomain = 'bench-customers' and m.role = 'owner'`,
    );
    if (!rows[0]) throw new Error(`${url} holds no bench-customers store`);
    console.log(`customers: the list on the kept database ${url}`);
    await measureList(database, client, dataDir, rows[0].user_id, rows[0].store_id);
  } finally {
    await client.end();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `tsx bench/customers.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchCustomers();
