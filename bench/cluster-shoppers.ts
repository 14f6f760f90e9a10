/**
 * `npm run bench -- cluster shoppers`: issue 15's load bench. BENCH_SHOPPERS (default 200)
 * simulated shoppers for BENCH_SHOPPERS_SECONDS (default 60, after BENCH_SHOPPERS_WARMUP_SECONDS,
 * default 5, not counted) through Debian's Caddy, first in front of two app processes, then in
 * front of one: the same Caddyfile (scripts/cluster/cluster-parts.ts, as `npm run cluster`
 * writes it) with one upstream fewer, so the comparison isolates the number of processes.
 *
 * Each arrangement runs on a fresh PostgreSQL database (`bench_shoppers_<run>_2p`, `…_1p`:
 * copies of one seeded with the demo store through its own seed, on BENCH_DATABASE_URL,
 * TEST_DATABASE_URL or the local default; every product's and variation's stock raised to
 * 1,000,000 so no checkout runs out) and the Redis at BENCH_REDIS_URL (default
 * redis://127.0.0.1:6379) for rate limits, under a key prefix of this run. All three databases
 * are dropped at the end.
 *
 * A shopper loops (no pause: a closed loop, so each arrangement is driven to what it can
 * serve and p95 includes the queueing that costs): the store's home page (HTML), a product page
 * (HTML), a search through the storefront's search API (what the search modal calls), the
 * product through the storefront API; every 4th loop also the checkout page (HTML), its live
 * pricing read (what the checkout page asks for the cart's lines: adding to cart itself is the
 * browser's, no request) and the order (POST /api/storefront/checkout, a fresh idempotency
 * key, one or two lines, cash on delivery). Requests go over keep-alive connections, one per
 * shopper at most (node:http Agent, maxSockets = shoppers), all on loopback.
 *
 * Rate limits: Caddy 2.6 replaces an X-Forwarded-For sent by a client it does not trust with
 * the client's address, so every shopper is 127.0.0.1 to the app; SEARCH_RATE_LIMIT and
 * CHECKOUT_RATE_LIMIT (which also limits the pricing read) are raised to 10,000,000 a minute
 * for the bench, and the output says so.
 *
 * Printed: req/s, p95 and errors (no answer, or a status other than 2xx/3xx) per kind for
 * each arrangement, the totals and the throughput ratio; orders placed (201 answers) against
 * the new orders the database holds, units ordered against stock taken; and the CPU each part
 * used while measured (app processes, Caddy, this database's PostgreSQL backends, this
 * client, the whole machine), the page cache's hits and misses, queries waiting for a database
 * pool connection, and how often Caddy's health check (`GET /ready`) failed; on any failed
 * request, the first few and the processes' last lines. Not a test: nothing fails on speed.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type pg from 'pg';
import {
  AppProcess,
  clusterCaddyfile,
  findCaddy,
  metricsText,
  portOpen,
  startCaddy,
  stopChild,
  withMetricsToken,
} from '../scripts/cluster/cluster-parts';
import { openDatabase } from '../server/db/client';
import { DEMO_SUBDOMAIN, seedDemoIfEmpty } from '../server/seed/seed-demo';
import { SEARCH_PAGE_SIZE } from '../shared';
import { connect, connectAdmin, dbUrl } from './postgres';
import { cpuSeconds, percentile } from './stats';

const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 200);
const SECONDS = Number(process.env.BENCH_SHOPPERS_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.BENCH_SHOPPERS_WARMUP_SECONDS ?? 5);
/** Caddy listens here; the app processes on the next ports. */
const PORT = Number(process.env.BENCH_SHOPPERS_PORT ?? 4300);
const STOCK = 1_000_000;
const RATE_LIMIT = '10000000';
const CHECKOUT_EVERY = 4;
const REQUEST_TIMEOUT_MS = 30_000;
const SEARCH_TERMS = ['shirt', 'wool', 'boots', 'mug', 'canvas', 'linen', 'jacket', 'leather'];

const KINDS = [
  'home page',
  'product page',
  'search (API)',
  'product (API)',
  'checkout page',
  'pricing (API)',
  'checkout (POST)',
] as const;
type Kind = (typeof KINDS)[number];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Shop {
  storeId: string;
  host: string;
  rateId: string;
  /** Active products, each with a variation to buy when it has any. */
  products: { id: string; slug: string; variationId: string | null }[];
}

/** What the store and its stock look like in the database (the correctness line). */
interface Tally {
  orders: number;
  units: number;
  stock: number;
}

async function tally(url: string, storeId: string): Promise<Tally> {
  const client = await connect(url);
  try {
    const row = (
      await client.query<{ orders: string; units: string; stock: string }>(
        `select (select count(*) from orders where store_id = $1) as orders,
                (select coalesce(sum(quantity), 0) from order_items where store_id = $1) as units,
                (select coalesce(sum(stock), 0) from products where store_id = $1)
                  + (select coalesce(sum(stock), 0) from product_variations where store_id = $1) as stock`,
        [storeId],
      )
    ).rows[0]!;
    return { orders: Number(row.orders), units: Number(row.units), stock: Number(row.stock) };
  } finally {
    await client.end();
  }
}

/** The seed database: migrations, the demo store, every stock row at STOCK. */
async function seedTemplate(admin: pg.Client, name: string, dataDir: string) {
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: dbUrl(name), poolSize: 2 });
  try {
    await seedDemoIfEmpty(database.db, join(dataDir, 'media'), new Date());
  } finally {
    await database.close();
  }
  const client = await connect(dbUrl(name));
  try {
    await client.query(`update products set stock = $1`, [STOCK]);
    await client.query(`update product_variations set stock = $1`, [STOCK]);
    const store = (
      await client.query<{ id: string }>(`select id from stores where subdomain = $1`, [
        DEMO_SUBDOMAIN,
      ])
    ).rows[0];
    if (!store) throw new Error('the demo seed made no demo store');
    const rate = (
      await client.query<{ id: string }>(
        `select id from shipping_rates where store_id = $1 order by position limit 1`,
        [store.id],
      )
    ).rows[0];
    if (!rate) throw new Error('the demo store has no shipping rate');
    const products = await client.query<{ id: string; slug: string; variation: string | null }>(
      `select p.id, p.slug,
              (select v.id from product_variations v
               where v.store_id = p.store_id and v.product_id = p.id
               order by v.position limit 1) as variation
       from products p where p.store_id = $1 and p.status = 'active' order by p.created_at desc`,
      [store.id],
    );
    await client.query('vacuum analyze');
    return {
      storeId: store.id,
      host: `${DEMO_SUBDOMAIN}.localhost:${PORT}`,
      rateId: rate.id,
      products: products.rows.map((r) => ({ id: r.id, slug: r.slug, variationId: r.variation })),
    } satisfies Shop;
  } finally {
    await client.end();
  }
}

interface Answer {
  status: number;
  ms: number;
  error?: string;
}

function call(
  agent: Agent,
  shop: Shop,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, ms: performance.now() - started });
    };
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          host: shop.host,
          'accept-encoding': 'gzip',
          ...(payload
            ? {
                origin: `http://${shop.host}`,
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
              }
            : {}),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const ok = status >= 200 && status < 400;
        let text = '';
        if (ok) res.resume();
        else {
          res.setEncoding('utf8');
          res.on('data', (c: string) => {
            if (text.length < 300) text += c;
          });
        }
        res.on('end', () => done(ok ? { status } : { status, error: text.slice(0, 300) }));
        res.on('error', (error) => done({ status: 0, error: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', (error) => done({ status: 0, error: error.message }));
    req.end(payload);
  });
}

class Stats {
  readonly times = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  readonly errors = new Map<Kind, Map<string, number>>(KINDS.map((k) => [k, new Map()]));
  /** Answers 3xx (counted as answered, not followed): none expected. */
  readonly redirects = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
  /** The first few failures, as said. */
  readonly samples: string[] = [];

  record(kind: Kind, answer: Answer) {
    this.times.get(kind)!.push(answer.ms);
    if (answer.status >= 300 && answer.status < 400) {
      this.redirects.set(kind, this.redirects.get(kind)! + 1);
    }
    if (answer.error === undefined) return;
    const key = answer.status ? String(answer.status) : 'no answer';
    const map = this.errors.get(kind)!;
    map.set(key, (map.get(key) ?? 0) + 1);
    if (this.samples.length < 5) this.samples.push(`${kind}: ${key} ${answer.error}`);
  }

  errorCount(kind: Kind): number {
    return [...this.errors.get(kind)!.values()].reduce((a, b) => a + b, 0);
  }
}

/** The machine's busy CPU seconds so far, over every core. */
function machineBusySeconds(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const [, user, nice, system, , , irq, softirq, steal] = line.split(/\s+/).map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
}

/** The PostgreSQL backends serving `database` (the app processes' pools and listeners). */
async function backendPids(admin: pg.Client, database: string): Promise<number[]> {
  const res = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
    [database],
  );
  return res.rows.map((r) => r.pid);
}

/** The value of one sample (`name{labels}`) in a metrics text; 0 when absent. */
function sample(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
}

/** Page-cache lookups and database pool use, summed over the processes. */
async function processGauges(apps: AppProcess[]) {
  const texts = await Promise.all(apps.map((app) => metricsText(app.port, app.metricsToken, 5000)));
  const sum = (name: string) => texts.reduce((total, text) => total + sample(text, name), 0);
  return {
    hits: sum('storefront_page_cache_lookups_total{result="hit"}'),
    misses: sum('storefront_page_cache_lookups_total{result="miss"}'),
    poolTotal: sum('db_pool_connections{state="total"}'),
    poolWaiting: sum('db_pool_connections{state="waiting"}'),
  };
}

interface CpuUse {
  apps: number;
  caddy: number;
  postgres: number;
  client: number;
  machine: number;
}

interface Result {
  label: string;
  processes: number;
  stats: Stats;
  seconds: number;
  /** 201 answers (orders made), warm-up included, and the units they asked for. */
  created: number;
  replayed: number;
  unitsOrdered: number;
  before: Tally;
  after: Tally;
  cpu: CpuUse;
  /** Caddy's failed health checks (warm-up included). */
  healthFailures: number;
  /** Page-cache lookups while measured, over the processes. */
  pageCache: { hits: number; misses: number };
  /** Queries waiting for a pool connection (all processes), sampled each second while measured. */
  pool: { size: number; waitingMean: number; waitingMax: number };
}

/** The shoppers: warm-up, then the measured run; answers the measured stats. */
async function runShoppers(
  shop: Shop,
  agent: Agent,
  counts: { created: number; replayed: number; units: number },
  onMeasureStart: () => void,
): Promise<{ stats: Stats; seconds: number }> {
  const warm = new Stats();
  const measured = new Stats();
  let stats = warm;
  const start = performance.now();
  const measureFrom = start + WARMUP_SECONDS * 1000;
  const end = measureFrom + SECONDS * 1000;
  const timer = setTimeout(
    () => {
      stats = measured;
      onMeasureStart();
    },
    Math.max(0, measureFrom - performance.now()),
  );
  const products = shop.products;
  const shopper = async (i: number) => {
    // Shoppers start spread over the first half second, as they would arrive.
    await sleep((i * 500) / SHOPPERS);
    for (let n = 0; performance.now() < end; n++) {
      const product = products[(i * 7 + n) % products.length]!;
      const steps: [Kind, 'GET' | 'POST', string, (() => unknown)?][] = [
        ['home page', 'GET', '/'],
        ['product page', 'GET', `/product/${product.slug}`],
        [
          'search (API)',
          'GET',
          `/api/storefront/search?${new URLSearchParams({
            storeId: shop.storeId,
            term: SEARCH_TERMS[(i + n) % SEARCH_TERMS.length]!,
            page: '0',
            size: String(SEARCH_PAGE_SIZE),
          })}`,
        ],
        [
          'product (API)',
          'GET',
          `/api/storefront/product?${new URLSearchParams({ storeId: shop.storeId, slug: product.slug })}`,
        ],
      ];
      if ((i + n) % CHECKOUT_EVERY === CHECKOUT_EVERY - 1) {
        // A cart of one or two lines: this product, and every other time the next one.
        const second = n % 2 ? products[(i * 7 + n + 1) % products.length] : undefined;
        const cart = [product, ...(second && second.id !== product.id ? [second] : [])];
        const pricing = new URLSearchParams({ storeId: shop.storeId });
        for (const p of cart) pricing.append('productIds', p.id);
        steps.push(
          ['checkout page', 'GET', '/checkout'],
          ['pricing (API)', 'GET', `/api/dashboard/products/product-pricing-shipping?${pricing}`],
          [
            'checkout (POST)',
            'POST',
            '/api/storefront/checkout',
            () => ({
              storeId: shop.storeId,
              idempotencyKey: randomUUID(),
              customer: {
                name: `Shopper ${i}`,
                phone: '+44 20 7946 0958',
                email: `shopper${i}@example.com`,
              },
              address: {
                line1: `${i + 1} Bench Street`,
                city: 'London',
                postalCode: 'N1 9GU',
                country: 'GB',
              },
              shippingRateId: shop.rateId,
              paymentMethod: 'cod',
              lines: cart.map((p) => ({
                productId: p.id,
                variationId: p.variationId,
                quantity: 1,
              })),
            }),
          ],
        );
      }
      for (const [kind, method, path, body] of steps) {
        if (performance.now() >= end) break;
        const payload = body?.();
        const answer = await call(agent, shop, method, path, payload);
        stats.record(kind, answer);
        if (kind === 'checkout (POST)') {
          if (answer.status === 201) {
            counts.created += 1;
            counts.units += (payload as { lines: unknown[] }).lines.length;
          } else if (answer.status === 200) counts.replayed += 1;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shopper(i)));
  clearTimeout(timer);
  return { stats: measured, seconds: (performance.now() - measureFrom) / 1000 };
}

/** One arrangement: a fresh database copy, `processes` app processes, Caddy, the shoppers. */
async function arrangement(
  admin: pg.Client,
  run: { id: string; template: string; dataDir: string; caddy: string; template_shop: Shop },
  processes: number,
): Promise<Result> {
  const label = `${processes} process${processes > 1 ? 'es' : ''}`;
  const name = `bench_shoppers_${run.id}_${processes}p`;
  await admin.query(`create database ${name} template ${run.template}`);
  const shopInfo = run.template_shop;
  const url = dbUrl(name);
  const logs: string[] = [];
  /** Caddy's failed health checks of a process (`/ready` slow or 503): it stops routing there. */
  let healthFailures = 0;
  const output = (line: string) => {
    // Caddy 2.6 logs each failed check ('HTTP request failed', 'unexpected status code'), then
    // 'host is up' when one passes again.
    if (line.includes('health_checker') && !line.includes('host is up')) healthFailures += 1;
    logs.push(line.length > 400 ? `${line.slice(0, 400)}…` : line);
    if (logs.length > 60) logs.shift();
  };
  const env = withMetricsToken({
    ...process.env,
    DATABASE_URL: url,
    REDIS_URL,
    REDIS_KEY_PREFIX: `bench-shoppers-${run.id}-${processes}p-`,
    DATA_DIR: run.dataDir,
    // Pages are server-rendered without the browser bundles (as in tests/cluster).
    CLIENT_DIR: join(run.dataDir, 'no-client'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    SEARCH_RATE_LIMIT: RATE_LIMIT,
    CHECKOUT_RATE_LIMIT: RATE_LIMIT,
  });
  const appPorts = Array.from({ length: processes }, (_, i) => PORT + 1 + i);
  const apps = appPorts.map((port) => new AppProcess({ root: process.cwd(), port, env, output }));
  const caddyDir = join(run.dataDir, `caddy-${processes}p`);
  mkdirSync(caddyDir, { recursive: true });
  const caddyfile = join(caddyDir, 'Caddyfile');
  writeFileSync(caddyfile, clusterCaddyfile({ port: PORT, appPorts, storageDir: caddyDir }));
  let caddy: ChildProcess | undefined;
  const agent = new Agent({ keepAlive: true, maxSockets: SHOPPERS, maxFreeSockets: SHOPPERS });
  try {
    const t = performance.now();
    for (const app of apps) app.start();
    await Promise.all(apps.map((app) => app.waitReady()));
    caddy = await startCaddy({
      bin: run.caddy,
      config: caddyfile,
      dir: caddyDir,
      port: PORT,
      output,
    });
    // Every process answers through Caddy (its health check has seen them all).
    await sleep(1000);
    for (let i = 0; i < 2 * processes; i++) {
      const answer = await call(agent, shopInfo, 'GET', '/');
      if (answer.status !== 200)
        throw new Error(`GET / through Caddy: ${answer.status} ${answer.error}`);
    }
    console.log(`  ${label}: up in ${seconds(performance.now() - t)}; ${SHOPPERS} shoppers…`);

    const before = await tally(url, shopInfo.storeId);
    const counts = { created: 0, replayed: 0, units: 0 };
    let cpuStart:
      { apps: number; caddy: number; client: NodeJS.CpuUsage; machine: number } | undefined;
    let pgStart = new Map<number, number>();
    let gaugesStart: Promise<Awaited<ReturnType<typeof processGauges>>> | undefined;
    const waiting: number[] = [];
    let poolSize = 0;
    let sampler: NodeJS.Timeout | undefined;
    const markStart = () => {
      gaugesStart = processGauges(apps);
      sampler = setInterval(() => {
        void processGauges(apps).then((g) => {
          waiting.push(g.poolWaiting);
          poolSize = Math.max(poolSize, g.poolTotal);
        });
      }, 1000);
      cpuStart = {
        apps: apps.reduce((sum, app) => sum + cpuSeconds(app.pid), 0),
        caddy: cpuSeconds(caddy?.pid),
        client: process.cpuUsage(),
        machine: machineBusySeconds(),
      };
      void backendPids(admin, name).then((pids) => {
        pgStart = new Map(pids.map((pid) => [pid, cpuSeconds(pid)]));
      });
    };
    const { stats, seconds: measuredSeconds } = await runShoppers(
      shopInfo,
      agent,
      counts,
      markStart,
    );
    clearInterval(sampler);
    const pgEnd = await backendPids(admin, name);
    const [gaugesBefore, gaugesAfter] = [await gaugesStart!, await processGauges(apps)];
    const client = process.cpuUsage(cpuStart!.client);
    const cpu: CpuUse = {
      apps: apps.reduce((sum, app) => sum + cpuSeconds(app.pid), 0) - cpuStart!.apps,
      caddy: cpuSeconds(caddy?.pid) - cpuStart!.caddy,
      // Backends that came and went during the run are missed; the pools keep theirs.
      postgres: pgEnd.reduce((sum, pid) => sum + cpuSeconds(pid) - (pgStart.get(pid) ?? 0), 0),
      client: (client.user + client.system) / 1e6,
      machine: machineBusySeconds() - cpuStart!.machine,
    };
    // Emails and other after-work do not change orders: count at once.
    const after = await tally(url, shopInfo.storeId);
    if (stats.samples.length) {
      console.log(`  ${label}: first failures:\n    ${stats.samples.join('\n    ')}`);
      console.log(`  last lines of the processes:\n    ${logs.slice(-8).join('\n    ')}`);
    }
    return {
      label,
      processes,
      stats,
      seconds: measuredSeconds,
      created: counts.created,
      replayed: counts.replayed,
      unitsOrdered: counts.units,
      before,
      after,
      cpu,
      healthFailures,
      pageCache: {
        hits: gaugesAfter.hits - gaugesBefore.hits,
        misses: gaugesAfter.misses - gaugesBefore.misses,
      },
      pool: {
        size: poolSize,
        waitingMean: waiting.reduce((a, b) => a + b, 0) / Math.max(1, waiting.length),
        waitingMax: Math.max(0, ...waiting),
      },
    };
  } finally {
    agent.destroy();
    await stopChild(caddy);
    await Promise.all(apps.map((app) => app.stop('SIGTERM').catch(() => app.kill())));
    await admin.query(`drop database if exists ${name} with (force)`);
  }
}

function printResults(results: Result[]) {
  const [a, b] = results;
  const cells = (r: Result | undefined, kind: Kind | 'total') => {
    if (!r) return ['', '', ''];
    const times = kind === 'total' ? [...r.stats.times.values()].flat() : r.stats.times.get(kind)!;
    const sorted = [...times].sort((x, y) => x - y);
    const errors =
      kind === 'total'
        ? KINDS.reduce((sum, k) => sum + r.stats.errorCount(k), 0)
        : r.stats.errorCount(kind);
    return [
      (times.length / r.seconds).toFixed(1),
      `${percentile(sorted, 95).toFixed(0)} ms`,
      String(errors),
    ];
  };
  const head = ['kind'];
  for (const r of results) head.push(`${r.label}: req/s`, 'p95', 'errors');
  const lines = [...KINDS, 'total' as const].map((kind) => [
    kind,
    ...cells(a, kind),
    ...(b ? cells(b, kind) : []),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (l: string[]) =>
    `  ${l.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`;
  console.log(fmt(head));
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const [i, l] of lines.entries()) {
    if (i === lines.length - 1) console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
    console.log(fmt(l));
  }
  if (a && b) {
    const total = (r: Result) => [...r.stats.times.values()].flat().length / r.seconds;
    const loops = (r: Result) => r.stats.times.get('home page')!.length / r.seconds;
    console.log(
      `  throughput, ${a.label} / ${b.label}: ${(total(a) / total(b)).toFixed(2)}x ` +
        `(requests), ${(loops(a) / loops(b)).toFixed(2)}x (shopper loops: ${loops(a).toFixed(1)}/s vs ${loops(b).toFixed(1)}/s)`,
    );
  }
  for (const r of results) {
    for (const kind of KINDS) {
      const redirects = r.stats.redirects.get(kind)!;
      if (redirects) console.log(`  ${r.label}, ${kind}: ${redirects} answered 3xx (not followed)`);
      const errors = r.stats.errors.get(kind)!;
      if (errors.size) {
        console.log(
          `  ${r.label}, ${kind}: errors by answer: ${[...errors].map(([s, n]) => `${s}: ${n}`).join(', ')}`,
        );
      }
    }
  }
  const cores = cpus().length;
  for (const r of results) {
    const newOrders = r.after.orders - r.before.orders;
    const newUnits = r.after.units - r.before.units;
    const taken = r.before.stock - r.after.stock;
    const ok = newOrders === r.created && newUnits === r.unitsOrdered && taken === r.unitsOrdered;
    console.log(
      `  ${r.label}: orders placed (201, warm-up included) ${r.created}, new orders in the database ${newOrders}; ` +
        `units ordered ${r.unitsOrdered}, in the new orders' lines ${newUnits}, stock taken ${taken}` +
        `${r.replayed ? `; ${r.replayed} answered 200 (a key seen before: none expected)` : ''}: ` +
        `${ok && !r.replayed ? 'exact' : 'MISMATCH'}`,
    );
  }
  for (const r of results) {
    const c = (v: number) => (v / r.seconds).toFixed(2);
    console.log(
      `  ${r.label}: CPU while measured, in cores busy (of ${cores}): app processes ${c(r.cpu.apps)}, ` +
        `Caddy ${c(r.cpu.caddy)}, PostgreSQL backends of its database ${c(r.cpu.postgres)}, ` +
        `this client ${c(r.cpu.client)}; machine ${c(r.cpu.machine)} ` +
        `(the rest: Redis, PostgreSQL's own processes, other work)`,
    );
    const lookups = r.pageCache.hits + r.pageCache.misses;
    console.log(
      `  ${r.label}: page cache ${r.pageCache.hits} hits, ${r.pageCache.misses} misses ` +
        `(${lookups ? ((100 * r.pageCache.hits) / lookups).toFixed(0) : 0}% hits; each order purges the store's pages in every process); ` +
        `database pools: ${r.pool.size} connections, queries waiting for one: mean ${r.pool.waitingMean.toFixed(1)}, max ${r.pool.waitingMax}`,
    );
    if (r.healthFailures) {
      console.log(
        `  ${r.label}: Caddy's health check (GET /ready, 5 s timeout) failed ${r.healthFailures} times ` +
          `(warm-up included); each failure takes that process out of rotation until a check passes: ` +
          `GETs wait up to 5 s for a process, a POST finding none is refused (503)`,
      );
    }
  }
}

export async function benchClusterShoppers(): Promise<void> {
  const started = performance.now();
  console.log(
    `cluster shoppers: ${SHOPPERS} simulated shoppers for ${SECONDS} s (after ${WARMUP_SECONDS} s warm-up) through Caddy, 2 app processes then 1`,
  );
  const caddyBin = findCaddy();
  if (!caddyBin) {
    console.log('  skipped: Caddy is not installed (apt-get install -y caddy)');
    return;
  }
  const redis = new URL(REDIS_URL);
  if (!(await portOpen(Number(redis.port || 6379)))) {
    console.log(`  skipped: no Redis answers at ${REDIS_URL}`);
    return;
  }
  for (const port of [PORT, PORT + 1, PORT + 2]) {
    if (await portOpen(port)) {
      console.log(
        `  skipped: port ${port} is in use (BENCH_SHOPPERS_PORT moves Caddy and the apps)`,
      );
      return;
    }
  }
  const admin = await connectAdmin('cluster shoppers');
  if (!admin) return;
  const id = randomBytes(4).toString('hex');
  const template = `bench_shoppers_${id}_seed`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-bench-shoppers-'));
  mkdirSync(join(dataDir, 'no-client'));
  try {
    const t = performance.now();
    const templateShop = await seedTemplate(admin, template, dataDir);
    console.log(
      `  ${template}: the demo store (${templateShop.products.length} active products), every stock row at ${STOCK.toLocaleString('en')}, seeded in ${seconds(performance.now() - t)}`,
    );
    console.log(
      `  rate limits: SEARCH_RATE_LIMIT and CHECKOUT_RATE_LIMIT at ${Number(RATE_LIMIT).toLocaleString('en')}/min ` +
        `(Caddy 2.6 replaces a client's X-Forwarded-For with its address: every shopper is 127.0.0.1 to the app); ` +
        `Redis ${REDIS_URL} for both arrangements`,
    );
    const run = { id, template, dataDir, caddy: caddyBin, template_shop: templateShop };
    const results: Result[] = [];
    for (const processes of [2, 1]) results.push(await arrangement(admin, run, processes));
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `  same Caddy binary and Caddyfile for both (only the upstream list differs); machine load average after: ${load}`,
    );
    printResults(results);
  } finally {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`  done in ${seconds(performance.now() - started)}`);
}

// `tsx bench/cluster-shoppers.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchClusterShoppers();
