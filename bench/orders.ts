/**
 * `npm run bench -- orders`: the merchant's orders at scale, on the PostgreSQL server,
 * through the real HTTP server (buildApp listening on a loopback port, a merchant session).
 *
 * Data (a throwaway database, created and dropped here): one store with 100,000 orders over
 * the last 365 days (1 to 4 lines each, 500 products, realistic states by age: recent orders
 * pending/confirmed/processing, older ones shipped/delivered, some cancelled or refunded; cash
 * on delivery and bank transfer) and 1,000 other stores holding 100 orders each, all written
 * with generate_series in a few statements.
 *
 * Measured (p50/p95 over BENCH_ORDERS_REQUESTS requests per case, after a warm-up):
 * - the orders list with each filter, a search by name, email and number, and a sort
 *   (goal p95 <= 25 ms);
 * - the home's numbers for 30 days (goal p95 <= 50 ms), with today and 7 days beside;
 * - the CSV export of all 100,000 orders, streamed and read as it comes (goal <= 10 s), with
 *   the process's peak RSS and its growth while exporting (goal: flat).
 * Parts whose route is not there yet are reported as such. Not a test: nothing fails on speed.
 * BENCH_ORDERS=list|overview|export runs one part; BENCH_ORDERS_KEEP=1 keeps the database
 * (its URL is printed) for EXPLAIN ANALYZE.
 */
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { createSession, SESSION_COOKIE } from '../server/auth/sessions';
import type { Database } from '../server/db/client';
import { withBenchDatabaseOpen } from './postgres';
import { buildBenchApp } from './bench-app';
import { percentile } from './stats';

const ORDERS = Number(process.env.BENCH_ORDERS_COUNT ?? 100_000);
const OTHER_STORES = Number(process.env.BENCH_ORDERS_OTHER_STORES ?? 1_000);
const ORDERS_PER_OTHER_STORE = 100;
const PRODUCTS = 500;
const REQUESTS = Number(process.env.BENCH_ORDERS_REQUESTS ?? 200);
const LIST_P95_GOAL_MS = 25;
const OVERVIEW_P95_GOAL_MS = 50;
const EXPORT_GOAL_MS = 10_000;
const TZ = 'Europe/Paris';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** One line of the closing table. */
export interface Row {
  what: string;
  p50?: number;
  p95?: number;
  value?: string;
  goal: string;
  met: boolean | undefined;
  note?: string;
}

// 48 first names x 60 last names: about 35 orders per customer name, 1 in 60 orders per
// last name (a common surname).
const firstNames = (
  'Ada Grace Alan Linus Margaret Ken Barbara Dennis Frances Edsger Radia Tim Hedy John ' +
  'Katherine Donald Amara Bjorn Chiara Diego Elif Farid Greta Hiro Ines Jonas Kofi Lena ' +
  'Mateo Nadia Omar Priya Quinn Rosa Sami Tara Uma Viktor Wen Ximena Yusuf Zoe Anya Bruno ' +
  'Carmen Dmitri Esme Felix'
).split(' ');
const lastNames = (
  'Lovelace Hopper Turing Torvalds Hamilton Thompson Liskov Ritchie Allen Dijkstra Perlman ' +
  'Berners Lamarr Backus Johnson Knuth Nakamura Okafor Silva Novak Andersen Brennan Castillo ' +
  'Dubois Eriksen Fischer Gallagher Haddad Ivanova Jensen Kowalski Laurent Moreau Nilsen ' +
  'Oliveira Petrov Quintero Rossi Schmidt Tanaka Ueda Vargas Weber Xu Yilmaz Zhang Abbott ' +
  'Bianchi Chen Diaz Evans Ferreira Garcia Hughes Ito Jovanovic Kim Lopez Murphy Nguyen'
).split(' ');
const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * The bench's orders for `storeId` (numbers from 1001): `count` orders over 365 days before
 * now, lines over the store's products. States follow age; amounts add up (subtotal = the
 * lines, total = subtotal + shipping + COD fee; a refund at most the total).
 */
export async function insertOrders(
  client: pg.Client,
  storeIds: string,
  perStore: number,
  productsPerStore: boolean,
) {
  const first = sqlArray(firstNames);
  const last = sqlArray(lastNames);
  // Lines first (g = the order's number within its store, j = the line), then the orders
  // from their sums, then the lines again with the orders' ids.
  await client.query(`drop table if exists bench_lines`);
  await client.query(`
    create unlogged table bench_lines as
    select s.store_id, g, j,
           ${productsPerStore ? `s.products[1 + (g * 7 + j * 131) % array_length(s.products, 1)]` : 'null::uuid'} as product_id,
           1 + (g + j) % 3 as quantity,
           500 + ((g * 37 + j * 101) % 60) * 100 as unit_minor
    from (${storeIds}) s
    cross join generate_series(1, ${perStore}) g
    cross join lateral generate_series(1, 1 + (g * 13) % 4) j`);
  await client.query(`create index on bench_lines (store_id, g)`);
  await client.query(`
    insert into orders (store_id, order_number, status, customer_name, customer_email, customer_phone,
      shipping_address, shipping_method_name, payment_method, payment_status, currency,
      subtotal_minor, shipping_minor, payment_fee_minor, total_minor, refunded_minor, item_count,
      carrier, tracking_number, idempotency_key, created_at, updated_at, paid_at)
    select x.store_id, 1000 + x.g, x.status,
      x.first || ' ' || x.last,
      lower(x.first || '.' || x.last || (x.g % 5000)) || '@example.com',
      '+1 555 ' || lpad((x.g::bigint * 7919 % 10000)::text, 4, '0'),
      jsonb_build_object('line1', (x.g % 900 + 1) || ' Market Street', 'line2', '', 'city', 'Springfield',
        'region', 'IL', 'postalCode', lpad((x.g % 99999)::text, 5, '0'), 'country', 'US'),
      'Standard', x.method,
      case
        when x.status = 'cancelled' then (case when x.g % 5 = 0 then 'refunded' else 'unpaid' end)
        when x.status = 'delivered' then (case when x.g % 23 = 0 then 'refunded' else 'paid' end)
        when x.method = 'bank_transfer' then
          (case when x.status = 'pending' and x.g % 3 = 0 then 'awaiting_review'
                when x.status = 'pending' then 'unpaid' else 'paid' end)
        else 'unpaid'
      end,
      'USD', x.subtotal, 499, x.fee, x.subtotal + 499 + x.fee,
      case when x.status = 'cancelled' and x.g % 5 = 0 then x.subtotal + 499 + x.fee
           when x.status = 'delivered' and x.g % 23 = 0 then x.subtotal / 2 else 0 end,
      x.units,
      case when x.status in ('shipped', 'delivered') then 'UPS' else '' end,
      case when x.status in ('shipped', 'delivered') then '1Z' || lpad(x.g::text, 10, '0') else '' end,
      'bench-' || x.g, x.created_at, x.created_at,
      case when x.status = 'delivered' or (x.method = 'bank_transfer' and x.status in ('confirmed', 'processing', 'shipped'))
           then x.created_at + interval '2 days' end
    from (
      select l.store_id, l.g, sum(l.quantity * l.unit_minor)::int as subtotal, sum(l.quantity)::int as units,
        (${first})[1 + l.g % ${firstNames.length}] as first, (${last})[1 + (l.g / 7) % ${lastNames.length}] as last,
        case when l.g % 5 < 3 then 'cod' else 'bank_transfer' end as method,
        case when l.g % 5 < 3 then 200 else 0 end as fee,
        now() - (365.0 * (${perStore} - l.g) / ${perStore}) * interval '1 day' - (l.g % 86400) * interval '1 second' as created_at,
        case
          when l.g % 10 = 0 and ${perStore} - l.g > ${perStore} / 365.0 then 'cancelled'
          when ${perStore} - l.g < ${perStore} * 3 / 365.0 then (array['pending','confirmed','processing','pending','confirmed'])[1 + l.g % 5]
          when ${perStore} - l.g < ${perStore} * 14 / 365.0 then (array['shipped','delivered','processing','shipped','delivered'])[1 + l.g % 5]
          else (case when l.g % 20 = 1 then 'shipped' else 'delivered' end)
        end as status
      from bench_lines l group by l.store_id, l.g
    ) x`);
  await client.query(`
    insert into order_items (store_id, order_id, order_created_at, product_id, name, variation_label, image, unit_price_minor, quantity, line_total_minor)
    select l.store_id, o.id, o.created_at, l.product_id,
      coalesce(p.name, 'Item ' || (l.g % 50)), '', coalesce(p.product_image, ''),
      l.unit_minor, l.quantity, l.unit_minor * l.quantity
    from bench_lines l
    join orders o on o.store_id = l.store_id and o.order_number = 1000 + l.g
    left join products p on p.id = l.product_id`);
  await client.query(`drop table bench_lines`);
}

/**
 * The bench's merchant and their store (`name`, `subdomain`), with `others` other stores of
 * theirs (`bench-other-N`): what the orders and customers benchmarks write first.
 */
export async function insertBenchStores(
  client: pg.Client,
  name: string,
  subdomain: string,
  others: number,
): Promise<{ userId: string; storeId: string }> {
  const user = await client.query<{ id: string }>(
    `insert into users (email, name, password_hash) values ('bench@example.com', 'Bench', 'scrypt$unusable') returning id`,
  );
  const userId = user.rows[0]!.id;
  const store = await client.query<{ id: string }>(
    `insert into stores (name, subdomain, created_by) values ($1, $2, $3) returning id`,
    [name, subdomain, userId],
  );
  const storeId = store.rows[0]!.id;
  await client.query(
    `insert into store_members (store_id, user_id, role) values ($1, $2, 'owner')`,
    [storeId, userId],
  );
  await client.query(
    `insert into stores (name, subdomain, created_by)
     select 'Other store ' || s, 'bench-other-' || s, $1 from generate_series(1, $2::int) s`,
    [userId, others],
  );
  return { userId, storeId };
}

/** The big store's catalogue: 500 products, a third of them with 3 variations. */
export async function insertProducts(client: pg.Client, storeId: string) {
  await client.query(
    `insert into products (store_id, name, slug, price_minor, stock, sku, status, low_stock_threshold, product_image)
     select $1, (array['Linen','Cotton','Wool','Denim','Canvas'])[1 + g % 5] || ' ' ||
       (array['Shirt','Tee','Hoodie','Jacket','Tote','Mug','Beanie','Scarf'])[1 + g % 8] || ' ' || g,
       'product-' || g, 500 + (g * 37) % 6000, g % 40, 'SKU-' || g, 'active', 5, '/media/p' || g || '.jpg'
     from generate_series(1, $2::int) g`,
    [storeId, PRODUCTS],
  );
  await client.query(
    `insert into product_variations (store_id, product_id, price_minor, attributes, stock, position)
     select p.store_id, p.id, 0, jsonb_build_object('Size', s.size), (s.n * 3 + length(p.slug)) % 9, s.n
     from products p cross join (values (0, 'S'), (1, 'M'), (2, 'L')) s(n, size)
     where p.store_id = $1 and substring(p.slug from 9)::int % 3 = 0`,
    [storeId],
  );
}

export interface Bench {
  app: FastifyInstance;
  client: pg.Client;
  port: number;
  agent: Agent;
  storeId: string;
  cookie: string;
}

/** The app on a loopback port, with a session of `userId` (an owner of `storeId`). */
export async function startBench(
  database: Database,
  client: pg.Client,
  dataDir: string,
  userId: string,
  storeId: string,
): Promise<Bench> {
  const app = await buildBenchApp(database, dataDir);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { token } = await createSession(database.db, userId, new Date());
  return {
    app,
    client,
    port: (app.server.address() as AddressInfo).port,
    agent: new Agent({ keepAlive: true, maxSockets: 1 }),
    storeId,
    cookie: `${SESSION_COOKIE}=${token}`,
  };
}

export async function stopBench(b: Bench): Promise<void> {
  b.agent.destroy();
  await b.app.close();
}

function get(
  b: Bench,
  path: string,
  onData?: (chunk: Buffer) => void,
): Promise<{ status: number; ms: number; body: string; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: b.port,
        path,
        agent: b.agent,
        headers: { host: `localhost:${b.port}`, cookie: b.cookie },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (onData) onData(chunk);
          else chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString('utf8'),
            bytes,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** p50/p95 of `path(i)`; undefined when the route answers 404 (not built yet). */
export async function latency(
  b: Bench,
  path: (i: number) => string,
): Promise<{ p50: number; p95: number; sample: string } | undefined> {
  const first = await get(b, path(0));
  if (first.status === 404) return undefined;
  if (first.status !== 200)
    throw new Error(`${path(0)}: ${first.status} ${first.body.slice(0, 300)}`);
  for (let i = 1; i < 10; i++) await get(b, path(i));
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const res = await get(b, path(i));
    if (res.status !== 200) throw new Error(`${path(i)}: ${res.status} ${res.body.slice(0, 300)}`);
    times.push(res.ms);
  }
  times.sort((x, y) => x - y);
  return { p50: percentile(times, 50), p95: percentile(times, 95), sample: first.body };
}

async function listCases(b: Bench, rows: Row[]) {
  const base = `/api/dashboard/orders/list?storeId=${b.storeId}&tz=${encodeURIComponent(TZ)}`;
  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  // Search terms from the data: part of a name, an email's local part, an order number.
  const people = await b.client.query<{ name: string; email: string }>(
    `select customer_name as name, customer_email as email from orders
     where store_id = $1 order by order_number desc limit 5 offset 1000`,
    [b.storeId],
  );
  const names = people.rows.map((p) => p.name.toLowerCase());
  const surnames = people.rows.map((p) => p.name.toLowerCase().split(' ')[1]!);
  const emails = people.rows.map((p) => p.email.split('@')[0]!);
  const cases: [string, (i: number) => string][] = [
    ['no filter (newest)', () => ''],
    ['status=pending', () => '&status=pending'],
    ['status=delivered', () => '&status=delivered'],
    ['paymentStatus=awaiting_review', () => '&paymentStatus=awaiting_review'],
    ['paymentStatus=refunded', () => '&paymentStatus=refunded'],
    ['paymentMethod=bank_transfer', () => '&paymentMethod=bank_transfer'],
    ['date range (30 days)', () => `&from=${day(29)}&to=${day(0)}`],
    ['date range (a week, a year ago)', () => `&from=${day(340)}&to=${day(334)}`],
    ['search by name', (i) => `&search=${encodeURIComponent(names[i % names.length]!)}`],
    [
      'search by a last name',
      (i) => `&search=${encodeURIComponent(surnames[i % surnames.length]!)}`,
    ],
    ['search by email', (i) => `&search=${encodeURIComponent(emails[i % emails.length]!)}`],
    [
      'search by number',
      (i) => `&search=${encodeURIComponent(`#${1001 + ((i * 7919) % ORDERS)}`)}`,
    ],
    ['sort total_desc', () => '&sort=total_desc'],
    [
      'status+method+range+sort',
      () => `&status=delivered&paymentMethod=cod&from=${day(90)}&to=${day(0)}&sort=total_asc`,
    ],
    ['page 200', () => '&page=200'],
  ];
  for (const [name, query] of cases) {
    const r = await latency(b, (i) => `${base}${query(i)}`);
    if (!r) {
      rows.push({
        what: `list: ${name}`,
        goal: `p95 <= ${LIST_P95_GOAL_MS} ms`,
        met: undefined,
        note: 'route not there yet (404)',
      });
      if (name === 'no filter (newest)') return;
      continue;
    }
    const total = (JSON.parse(r.sample) as { totalElements?: number }).totalElements;
    rows.push({
      what: `list: ${name}`,
      p50: r.p50,
      p95: r.p95,
      goal: `p95 <= ${LIST_P95_GOAL_MS} ms`,
      met: r.p95 <= LIST_P95_GOAL_MS,
      note: total === undefined ? '' : `${total.toLocaleString('en')} matches`,
    });
  }
}

async function overviewCases(b: Bench, rows: Row[]) {
  const base = `/api/dashboard/analytics/overview?storeId=${b.storeId}&tz=${encodeURIComponent(TZ)}`;
  for (const [name, query, goal] of [
    ['30 days', '&range=30d', true],
    ['7 days', '&range=7d', false],
    ['today', '&range=today', false],
    [
      'custom: 365 days',
      `&from=${new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`,
      false,
    ],
  ] as const) {
    const r = await latency(b, () => `${base}${query}`);
    if (!r) {
      rows.push({
        what: `home numbers: ${name}`,
        goal: '',
        met: undefined,
        note: 'route not there yet (404)',
      });
      continue;
    }
    const o = JSON.parse(r.sample) as { kpis: { orders: { value: number } } };
    rows.push({
      what: `home numbers: ${name}`,
      p50: r.p50,
      p95: r.p95,
      goal: goal ? `p95 <= ${OVERVIEW_P95_GOAL_MS} ms` : '',
      met: goal ? r.p95 <= OVERVIEW_P95_GOAL_MS : undefined,
      note: `${o.kpis.orders.value.toLocaleString('en')} orders counted`,
    });
  }
}

async function exportCase(b: Bench, rows: Row[]) {
  const path = `/api/dashboard/orders/export?storeId=${b.storeId}&tz=${encodeURIComponent(TZ)}`;
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  let lines = 0;
  const res = await get(b, path, (chunk) => {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  });
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  if (res.status === 404) {
    rows.push({
      what: 'CSV export of every order',
      goal: `<= ${seconds(EXPORT_GOAL_MS)}`,
      met: undefined,
      note: 'route not there yet (404)',
    });
    return;
  }
  if (res.status !== 200) throw new Error(`export: ${res.status}`);
  rows.push({
    what: `CSV export of every order`,
    value: seconds(res.ms),
    goal: `<= ${seconds(EXPORT_GOAL_MS)}`,
    met: res.ms <= EXPORT_GOAL_MS && lines - 1 >= ORDERS,
    note: `${(lines - 1).toLocaleString('en')} rows, ${mb(res.bytes)}; RSS ${mb(before)} -> peak ${mb(peak)} (+${mb(peak - before)})`,
  });
}

export function printTable(rows: Row[]) {
  const ms = (v: number | undefined) => (v === undefined ? '' : `${v.toFixed(1)} ms`);
  const lines = rows.map((r) => [
    r.what,
    r.value ?? ms(r.p50),
    r.value ? '' : ms(r.p95),
    r.goal,
    r.met === undefined ? '' : r.met ? 'met' : 'MISSED',
    r.note ?? '',
  ]);
  const head = ['case', 'p50 / time', 'p95', 'goal', '', 'note'];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (l: string[]) => `  ${l.map((c, i) => c.padEnd(widths[i]!)).join('  ')}`.trimEnd();
  console.log(fmt(head));
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(fmt(l));
}

export async function benchOrders(): Promise<void> {
  const started = performance.now();
  console.log(
    `orders: ${ORDERS.toLocaleString('en')} orders in one store + ${OTHER_STORES.toLocaleString('en')} stores x ${ORDERS_PER_OTHER_STORE} (PostgreSQL), ${REQUESTS} requests per case`,
  );
  await withBenchDatabaseOpen(
    'orders',
    async (database, client, dataDir) => {
      const t = performance.now();
      const { userId, storeId } = await insertBenchStores(
        client,
        'Bench Orders',
        'bench-orders',
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
        ORDERS_PER_OTHER_STORE,
        false,
      );
      await client.query(
        `insert into order_counters (store_id, last_order_number) values ($1, 1000 + $2)`,
        [storeId, ORDERS],
      );
      await client.query('vacuum analyze');
      const counts = await client.query<{ orders: number; items: number; mine: number }>(
        `select (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as items,
              (select count(*)::int from orders where store_id = $1) as mine`,
        [storeId],
      );
      const c = counts.rows[0]!;
      console.log(
        `  data: ${c.mine.toLocaleString('en')} orders in the store, ${c.orders.toLocaleString('en')} in all, ${c.items.toLocaleString('en')} lines; written in ${seconds(performance.now() - t)}`,
      );

      const b = await startBench(database, client, dataDir, userId, storeId);
      const rows: Row[] = [];
      try {
        const only = process.env.BENCH_ORDERS; // list | overview | export
        if (!only || only === 'list') await listCases(b, rows);
        if (!only || only === 'overview') await overviewCases(b, rows);
        if (!only || only === 'export') await exportCase(b, rows);
      } finally {
        await stopBench(b);
      }
      printTable(rows);
    },
    { part: 'PostgreSQL part', keep: Boolean(process.env.BENCH_ORDERS_KEEP) },
  );
  console.log(`  done in ${seconds(performance.now() - started)}`);
}

// `tsx bench/orders.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchOrders();
