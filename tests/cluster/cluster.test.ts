/**
 * Issue 15's acceptance on real parts: two app processes (server/main.ts, spawned as
 * `npm run cluster` spawns them) behind Debian's Caddy (the cluster's own Caddyfile), on a
 * private PostgreSQL server and a private Redis that this file starts in a temporary directory
 * on loopback ports. Asserted as clients see it:
 * a. a store change made through process A shows on process B's next request;
 * b. 30 failed logins spread over both processes hit the one limit in Redis;
 * c. a rolling restart (SIGTERM, one process at a time) under storefront GETs and checkouts:
 *    no request fails;
 * d. kill -9 of one process under the same load: no GET fails (Caddy retries); checkouts that
 *    fail are retried with their idempotency key: no order lost or doubled, stock exact;
 * e. PostgreSQL restarted under load: requests fail only until the first success after the
 *    server is back, then none, with the same app processes (pools and LISTEN reconnect);
 * f. Redis stopped: GETs and logins still succeed;
 * g. through Caddy (issue 24): `/metrics` refused without METRICS_TOKEN and answered with it,
 *    `/ready` refused (the balancer's own checks reach each process directly), `/health`
 *    answered, the on-demand TLS ask refused (403) though the process answers it directly.
 * Skipped, with the reason printed, where PostgreSQL's server binaries, redis-server or Caddy
 * are missing (`.ci/run` installs them). The app processes need no browser build: pages are
 * server-rendered without it (CLIENT_DIR is an empty directory).
 * CLUSTER_TEST_PORTS=4150 makes it use ports 4150…4154 instead of any free ones.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AppProcess,
  HEALTH_INTERVAL_MS,
  clusterCaddyfile,
  findCaddy,
  metricsText,
  rollingRestart,
  startCaddy,
  stopChild,
  withMetricsToken,
} from '../../scripts/cluster/cluster-parts';
import * as schema from '../../server/db/schema';
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { freePort } from '../support/free-port';
import { checkoutRequest, testShopper } from '../support/checkout-request';

const { orders, products, shippingRates, stores } = schema;

/** The newest PostgreSQL server binaries Debian installed (initdb, pg_ctl, postgres). */
const PG_BIN = (() => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((v) => join(base, v, 'bin'))
    .find((bin) => ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(join(bin, b))));
})();
const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) =>
  existsSync(p),
);
const CADDY = findCaddy();
const why = !PG_BIN
  ? 'PostgreSQL server binaries are not installed (apt-get install postgresql)'
  : !REDIS_SERVER
    ? 'redis-server is not installed (apt-get install redis-server)'
    : !CADDY
      ? 'caddy is not installed (apt-get install caddy)'
      : '';
if (why) console.warn(`[cluster] skipped: ${why}`);

const ROOT = process.cwd();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const asRoot = process.getuid?.() === 0;

function run(cmd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) =>
      error
        ? reject(new Error(`${cmd} ${args.join(' ')}: ${stderr || error.message}`))
        : resolve(stdout),
    );
  });
}

/**
 * A PostgreSQL server of this test's own in `dir` (as root, run as the postgres user, which
 * owns the directory; otherwise as whoever runs the test).
 */
class PrivatePostgres {
  constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  private pg(bin: string, args: string[]) {
    const path = join(PG_BIN!, bin);
    return asRoot ? run('runuser', ['-u', 'postgres', '--', path, ...args]) : run(path, args);
  }

  /**
   * `pg_ctl` on this server's data directory, logging to its log file: without one the server
   * would write to (and hold open) our pipe.
   */
  private pgCtl(args: string[]) {
    return this.pg('pg_ctl', ['-D', join(this.dir, 'data'), '-l', join(this.dir, 'log'), ...args]);
  }

  async start() {
    mkdirSync(this.dir, { recursive: true });
    if (asRoot) {
      const uid = Number((await run('id', ['-u', 'postgres'])).trim());
      const gid = Number((await run('id', ['-g', 'postgres'])).trim());
      chownSync(this.dir, uid, gid);
    }
    const data = join(this.dir, 'data');
    await this.pg('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    const options = [
      `-p ${this.port}`,
      `-k ${this.dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c full_page_writes=off',
      '-c synchronous_commit=off',
    ].join(' ');
    await this.pgCtl(['-o', options, '-w', 'start']);
  }

  /** `pg_ctl restart -m fast`: every connection is cut; returns once the server accepts again. */
  restart() {
    return this.pgCtl(['-m', 'fast', '-w', 'restart']);
  }

  stop() {
    return this.pg('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'immediate', 'stop']);
  }

  url(database: string) {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }
}

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
  /** Set when no HTTP answer came (refused, reset, timed out). */
  error?: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 32 });

/** One HTTP request to 127.0.0.1:`port` with the Host given (keep-alive, like a browser). */
function call(
  port: number,
  method: string,
  path: string,
  options: { host: string; json?: unknown; headers?: Record<string, string> },
): Promise<Answer> {
  return new Promise((resolve) => {
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        timeout: 20_000,
        headers: {
          host: options.host,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }),
        );
        res.on('error', (error) =>
          resolve({ status: 0, body: text, headers: {}, error: error.message }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => resolve({ status: 0, body: '', headers: {}, error: error.message }));
    req.end(body);
  });
}

interface Outcome {
  kind: 'get' | 'checkout';
  status: number;
  error?: string;
  startedAt: number;
  endedAt: number;
}

/**
 * A steady, bounded load through Caddy: `getters` shoppers reading storefront pages and
 * `buyers` checking out one after another, each with a short pause. A checkout that gets no
 * answer or a 5xx is sent again with its same idempotency key (what the storefront does) until
 * it is answered; `acknowledged` holds the keys answered 201/200 and their units.
 */
class Load {
  readonly outcomes: Outcome[] = [];
  readonly acknowledged = new Map<string, number>();
  readonly abandoned: string[] = [];
  private running = true;
  private readonly workers: Promise<void>[] = [];

  constructor(
    private readonly port: number,
    private readonly shop: {
      host: string;
      storeId: string;
      productId: string;
      rateId: string;
      slug: string;
    },
    counts: { getters: number; buyers: number },
  ) {
    for (let i = 0; i < counts.getters; i++) this.workers.push(this.getter(i));
    for (let i = 0; i < counts.buyers; i++) this.workers.push(this.buyer(i));
  }

  private record(kind: Outcome['kind'], startedAt: number, answer: Answer, ok: boolean) {
    this.outcomes.push({
      kind,
      status: ok ? answer.status : answer.status || 0,
      ...(ok ? {} : { error: answer.error ?? answer.body.slice(0, 200) }),
      startedAt,
      endedAt: Date.now(),
    });
    return ok;
  }

  private async getter(i: number) {
    const paths = ['/', `/product/${this.shop.slug}`];
    for (let n = i; this.running; n++) {
      const startedAt = Date.now();
      const answer = await call(this.port, 'GET', paths[n % paths.length]!, {
        host: this.shop.host,
      });
      this.record('get', startedAt, answer, answer.status === 200);
      await sleep(20);
    }
  }

  private async buyer(i: number) {
    for (let n = 0; this.running; n++) {
      const key = randomUUID();
      const units = 1 + ((i + n) % 2);
      const deadline = Date.now() + 45_000;
      for (;;) {
        const startedAt = Date.now();
        const answer = await call(this.port, 'POST', '/api/storefront/checkout', {
          host: this.shop.host,
          json: checkoutBody(this.shop, key, units),
        });
        const ok = answer.status === 201 || answer.status === 200;
        this.record('checkout', startedAt, answer, ok);
        if (ok) {
          this.acknowledged.set(key, units);
          break;
        }
        // A refusal (4xx) is final; no answer or a 5xx is retried with the same key.
        if ((answer.status >= 400 && answer.status < 500) || Date.now() > deadline) {
          this.abandoned.push(key);
          break;
        }
        await sleep(100);
      }
      await sleep(30);
    }
  }

  async stop() {
    this.running = false;
    await Promise.all(this.workers);
  }

  failures(kind?: Outcome['kind']) {
    return this.outcomes.filter((o) => o.error !== undefined && (!kind || o.kind === kind));
  }

  count(kind: Outcome['kind']) {
    return this.outcomes.filter((o) => o.kind === kind).length;
  }

  unitsAcknowledged() {
    return [...this.acknowledged.values()].reduce((a, b) => a + b, 0);
  }
}

function checkoutBody(
  shop: { storeId: string; productId: string; rateId: string },
  idempotencyKey: string,
  quantity: number,
) {
  return checkoutRequest(shop, [{ productId: shop.productId, variationId: null, quantity }], {
    idempotencyKey,
    address: { ...testShopper.address, country: 'United Kingdom' },
    paymentMethod: 'cod',
  });
}

/** The sum of `http_requests_total` samples of `route` in a process's /metrics text. */
function requestsOf(metrics: string, route: string, statuses: string[]): number {
  let total = 0;
  for (const line of metrics.split('\n')) {
    if (!line.startsWith('http_requests_total{')) continue;
    if (!line.includes(`route="${route}"`)) continue;
    if (!statuses.some((s) => line.includes(`status="${s}"`))) continue;
    total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

describe.skipIf(why)('two app processes behind Caddy on PostgreSQL and Redis, with faults', () => {
  const ports = { caddy: 0, a: 0, b: 0, pg: 0, redis: 0 };
  const logs: string[] = [];
  const output = (line: string) => {
    logs.push(line);
    if (logs.length > 400) logs.splice(0, logs.length - 400);
  };
  let dir: string;
  let postgres: PrivatePostgres;
  let redis: ChildProcess | undefined;
  let caddy: ChildProcess | undefined;
  let a: AppProcess;
  let b: AppProcess;
  let pool: pg.Pool;
  let db: ReturnType<typeof drizzle<typeof schema>>;
  let shop: { host: string; storeId: string; productId: string; rateId: string; slug: string };
  let load: Load | undefined;

  /** The demo store's home page as process B serves it. */
  const demoHomeOnB = () => call(ports.b, 'GET', '/', { host: `demo.localhost:${ports.b}` });
  /** B's home page once it shows `text`: asked up to 50 times, 20 ms apart (the purge is async). */
  async function demoHomeOnBShowing(text: string): Promise<string> {
    let page = '';
    for (let i = 0; i < 50 && !page.includes(text); i++) {
      page = (await demoHomeOnB()).body;
      if (!page.includes(text)) await sleep(20);
    }
    return page;
  }
  const stock = async () =>
    (
      await db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, shop.productId))
    )[0]!.stock;

  /** Checks what the load's buyers were told against the database. */
  async function expectOrdersExact(l: Load, stockBefore: number) {
    expect(l.abandoned, 'checkouts never acknowledged').toEqual([]);
    const keys = [...l.acknowledged.keys()];
    expect(keys.length).toBeGreaterThan(0);
    const rows = await db
      .select({ key: orders.idempotencyKey, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.storeId, shop.storeId), inArray(orders.idempotencyKey, keys)))
      .groupBy(orders.idempotencyKey);
    // Every acknowledged order exists, once.
    expect(rows.length).toBe(keys.length);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    expect(await stock()).toBe(stockBefore - l.unitsAcknowledged());
  }

  beforeAll(async () => {
    const base = Number(process.env.CLUSTER_TEST_PORTS ?? 0);
    for (const [i, name] of (['caddy', 'a', 'b', 'pg', 'redis'] as const).entries()) {
      ports[name] = base ? base + i : await freePort();
    }
    dir = mkdtempSync(join(tmpdir(), 'sb-cluster-'));
    // The postgres user (as root) must reach its directory inside.
    chmodSync(dir, 0o755);
    postgres = new PrivatePostgres(join(dir, 'pg'), ports.pg);
    await postgres.start();
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('create database cluster');
    await admin.end();

    redis = spawn(
      REDIS_SERVER!,
      ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    redis.stdout?.on('data', (d: Buffer) => output(`[redis] ${d.toString().trimEnd()}`));

    mkdirSync(join(dir, 'no-client'));
    // As npm run cluster: a METRICS_TOKEN, since the processes trust Caddy (TRUST_PROXY).
    const env = withMetricsToken({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATABASE_URL: postgres.url('cluster'),
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      DATA_DIR: join(dir, 'data'),
      CLIENT_DIR: join(dir, 'no-client'),
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_LOG_N: '12',
      // The IP limit on logins is what (b) counts; the account limit stays out of the way.
      AUTH_RATE_LIMIT: '20',
      ACCOUNT_LOGIN_LIMIT: '1000',
      CHECKOUT_RATE_LIMIT: '100000',
      SEARCH_RATE_LIMIT: '100000',
    });
    a = new AppProcess({ root: ROOT, port: ports.a, env, output });
    b = new AppProcess({ root: ROOT, port: ports.b, env, output });
    // As the cluster script: the first migrates and seeds, then the other starts.
    a.start();
    await a.waitReady();
    b.start();
    await b.waitReady();

    const caddyfile = join(dir, 'Caddyfile');
    writeFileSync(
      caddyfile,
      clusterCaddyfile({
        port: ports.caddy,
        appPorts: [ports.a, ports.b],
        storageDir: join(dir, 'caddy'),
      }),
    );
    caddy = await startCaddy({
      bin: CADDY!,
      config: caddyfile,
      dir: join(dir, 'caddy'),
      port: ports.caddy,
      output,
    });

    pool = new pg.Pool({ connectionString: postgres.url('cluster'), max: 3 });
    pool.on('error', () => undefined);
    db = drizzle({ client: pool, schema });
    const [store] = await db.select().from(stores).where(eq(stores.subdomain, 'demo'));
    const [rate] = await db
      .select()
      .from(shippingRates)
      .where(
        and(eq(shippingRates.storeId, store!.id), eq(shippingRates.name, 'Standard delivery')),
      );
    const [product] = await db
      .insert(products)
      .values({
        storeId: store!.id,
        name: 'Cluster Tee',
        slug: 'cluster-tee',
        priceMinor: 1500,
        stock: 100_000,
      })
      .returning({ id: products.id });
    shop = {
      host: `demo.localhost:${ports.caddy}`,
      storeId: store!.id,
      productId: product!.id,
      rateId: rate!.id,
      slug: 'cluster-tee',
    };
    // Both processes answer through Caddy before the first test.
    for (let i = 0; i < 4; i++) {
      expect((await call(ports.caddy, 'GET', '/', { host: shop.host })).status).toBe(200);
    }
  });

  afterEach(async (context) => {
    await load?.stop();
    load = undefined;
    if (context.task.result?.state === 'fail') console.log(logs.slice(-120).join('\n'));
  });

  afterAll(async () => {
    await stopChild(caddy);
    await Promise.all([a, b].map((app) => app?.kill()));
    await stopChild(redis);
    await pool?.end().catch(() => undefined);
    await postgres?.stop().catch(() => undefined);
    agent.destroy();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('a. a store renamed through process A shows on process B’s next request', async () => {
    const login = await call(ports.a, 'POST', '/api/auth/login', {
      host: `localhost:${ports.a}`,
      // Its own client address, so this login does not count toward (b)'s limit.
      headers: { 'x-forwarded-for': '10.9.9.9' },
      json: { email: 'demo@example.com', password: 'demo-store-123' },
    });
    expect(login.status, login.body).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    expect((await demoHomeOnB()).body).toContain('Demo Outfitters');
    // B answers from its page cache now.
    expect((await demoHomeOnB()).body).toContain('Demo Outfitters');

    const renamed = await call(
      ports.a,
      'PUT',
      '/api/dashboard/store/update-store-general-details',
      {
        host: `localhost:${ports.a}`,
        headers: { cookie },
        json: { storeId: shop.storeId, name: 'Cluster Outfitters' },
      },
    );
    expect(renamed.status, renamed.body).toBe(200);
    // The purge reaches B by NOTIFY, asynchronously: B's next requests within a second show it.
    expect(await demoHomeOnBShowing('Cluster Outfitters')).toContain('Cluster Outfitters');
  });

  it('b. 30 failed logins spread over both processes hit the one limit of 20', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const answer = await call(ports.caddy, 'POST', '/api/auth/login', {
        host: `localhost:${ports.caddy}`,
        // One account and one client address: the keys the limits count by.
        json: { email: 'nobody@example.com', password: 'wrong-password-1' },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    // Both processes answered some of them (each alone would have allowed 20).
    const served = await Promise.all(
      [a, b].map(async (app) => {
        const metrics = await metricsText(app.port, app.metricsToken);
        return requestsOf(metrics, '/api/auth/login', ['401', '429']);
      }),
    );
    expect(served[0]).toBeGreaterThan(0);
    expect(served[1]).toBeGreaterThan(0);
    expect(served[0]! + served[1]!).toBe(30);
  });

  it('c. a rolling restart under GETs and checkouts fails no request', async () => {
    const stockBefore = await stock();
    const pids = [a.pid, b.pid];
    load = new Load(ports.caddy, shop, { getters: 3, buyers: 2 });
    await sleep(1000);
    await rollingRestart([a, b], output);
    await sleep(1000);
    await load.stop();
    expect([a.pid, b.pid]).not.toContain(pids[0]);
    expect([a.pid, b.pid]).not.toContain(pids[1]);
    expect(load.failures()).toEqual([]);
    expect(load.count('get')).toBeGreaterThan(20);
    expect(load.count('checkout')).toBeGreaterThan(5);
    await expectOrdersExact(load, stockBefore);
  });

  it('d. kill -9 of one process: no GET fails; retried checkouts lose and double nothing', async () => {
    const stockBefore = await stock();
    load = new Load(ports.caddy, shop, { getters: 3, buyers: 3 });
    await sleep(1000);
    await a.kill();
    await sleep(3000);
    await load.stop();
    expect(load.failures('get')).toEqual([]);
    expect(load.count('get')).toBeGreaterThan(20);
    await expectOrdersExact(load, stockBefore);
    // Back to two processes for what follows.
    a.start();
    await a.waitReady();
    await sleep(2 * HEALTH_INTERVAL_MS);
  });

  it('e. PostgreSQL restarted under load: failures only during the outage, no app restart', async () => {
    const stockBefore = await stock();
    const pids = [a.pid, b.pid];
    load = new Load(ports.caddy, shop, { getters: 3, buyers: 2 });
    await sleep(1000);
    const outageFrom = Date.now();
    await postgres.restart();
    const serverBack = Date.now();
    // Recovered: the first request through Caddy that succeeds once the server is back.
    let recoveredAt = 0;
    for (let i = 0; i < 300 && !recoveredAt; i++) {
      await sleep(100);
      recoveredAt =
        load.outcomes.find((o) => o.startedAt >= serverBack && o.error === undefined)?.endedAt ?? 0;
    }
    expect(recoveredAt, 'no request succeeded after the restart').toBeGreaterThan(0);
    await sleep(3000);
    await load.stop();

    expect(load.outcomes.filter((o) => o.endedAt < outageFrom && o.error !== undefined)).toEqual(
      [],
    );
    const after = load.outcomes.filter((o) => o.startedAt > recoveredAt);
    expect(after.filter((o) => o.error !== undefined)).toEqual([]);
    expect(after.filter((o) => o.kind === 'get').length).toBeGreaterThan(10);
    expect(after.filter((o) => o.kind === 'checkout').length).toBeGreaterThan(3);
    await expectOrdersExact(load, stockBefore);
    expect([a.pid, b.pid]).toEqual(pids);
    expect(a.running && b.running).toBe(true);

    // Both LISTEN connections are back: a rename through A still reaches B at once.
    await expect
      .poll(
        async () =>
          (
            await pool.query(
              "select count(*)::int as n from pg_stat_activity where datname = 'cluster' and query ilike 'listen%'",
            )
          ).rows[0].n,
        { timeout: 15_000, interval: 200 },
      )
      .toBe(2);
    await demoHomeOnB();
    const login = await call(ports.a, 'POST', '/api/auth/login', {
      host: `localhost:${ports.a}`,
      headers: { 'x-forwarded-for': '10.9.9.10' },
      json: { email: 'demo@example.com', password: 'demo-store-123' },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    await call(ports.a, 'PUT', '/api/dashboard/store/update-store-general-details', {
      host: `localhost:${ports.a}`,
      headers: { cookie },
      json: { storeId: shop.storeId, name: 'Restarted Outfitters' },
    });
    expect(await demoHomeOnBShowing('Restarted Outfitters')).toContain('Restarted Outfitters');
  });

  it('f. with Redis stopped the app keeps serving: GETs and logins succeed', async () => {
    await stopChild(redis);
    for (let i = 0; i < 6; i++) {
      const page = await call(ports.caddy, 'GET', '/', { host: shop.host });
      expect(page.status).toBe(200);
      const login = await call(ports.caddy, 'POST', '/api/auth/login', {
        host: `localhost:${ports.caddy}`,
        json: { email: 'demo@example.com', password: 'demo-store-123' },
      });
      expect(login.status, login.body).toBe(200);
    }
  });

  it('g. through Caddy: /metrics needs METRICS_TOKEN, /ready and the TLS ask are refused', async () => {
    const viaCaddy = (path: string, headers: Record<string, string> = {}) =>
      call(ports.caddy, 'GET', path, { host: `localhost:${ports.caddy}`, headers });
    const token = a.metricsToken;

    // Every request through Caddy reaches the app from 127.0.0.1: only the token opens /metrics.
    const refused = await viaCaddy('/metrics');
    expect(refused.status).toBe(403);
    expect(refused.body).not.toContain('http_requests_total');
    expect(JSON.parse(refused.body).details[0].field).toBe('authorization');
    expect((await viaCaddy('/metrics', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(403);
    expect(
      (await viaCaddy('/metrics', { authorization: 'Bearer not-the-token-0123' })).status,
    ).toBe(403);
    const read = await viaCaddy('/metrics', { authorization: `Bearer ${token}` });
    expect(read.status).toBe(200);
    expect(read.body).toContain('http_requests_total');

    // /ready is for the balancer: Caddy's own checks go straight to each process.
    expect((await viaCaddy('/ready')).status).toBe(403);
    expect((await call(a.port, 'GET', '/ready', { host: `localhost:${a.port}` })).status).toBe(200);
    expect(await a.waitBalancerCheck(), 'Caddy’s health checks still pass').toBe(true);
    // /health reads nothing: an outside uptime check may use it.
    expect((await viaCaddy('/health')).status).toBe(200);

    // The TLS ask is Caddy's own call to the app, never a visitor's request it relays.
    const ask = `/api/internal/tls-ask?domain=${encodeURIComponent('demo.localhost')}`;
    expect((await viaCaddy(ask)).status).toBe(403);
    expect((await call(a.port, 'GET', ask, { host: `localhost:${a.port}` })).status).toBe(200);
  });
});
