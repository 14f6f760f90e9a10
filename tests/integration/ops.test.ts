/**
 * What operators and load balancers read (server/ops/): `/health` (live), `/ready` (the
 * database answers, migrations applied, not draining) and `/metrics` (Prometheus text), on
 * any host and without a store lookup.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema';
import { makeProduct, orderStore, type OrderStore } from './helpers/orders';
import {
  createTestApp,
  dbKind,
  type TestApp,
  useTestApp,
  describeOnDatabase,
} from './helpers/test-app';

/** The value of one series in Prometheus text, or undefined. */
function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describeOnDatabase('health, readiness and metrics', () => {
  let s: OrderStore;
  const t = useTestApp();
  beforeAll(async () => {
    s = await orderStore(t, 'ops-store', 'Ops Store');
    await makeProduct(t, s.storeId, { name: 'Metric Mug', slug: 'metric-mug' });
  });

  /** A GET to the app; `forwardedFor` sends it as a proxy relays it (X-Forwarded-For). */
  const get = (
    url: string,
    options: { host?: string; remoteAddress?: string; auth?: string; forwardedFor?: string } = {},
  ) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        host: options.host ?? 'localhost:3000',
        ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
        ...(options.auth ? { authorization: options.auth } : {}),
      },
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });

  it('/health and /ready answer on any host, never cached', async () => {
    for (const host of ['localhost:3000', 'ops-store.localhost:3000', 'no-such-host.example']) {
      const health = await get('/health', { host });
      expect(health.statusCode, host).toBe(200);
      expect(health.json()).toEqual({ ok: true });
      expect(health.headers['cache-control']).toBe('no-store');
      const ready = await get('/ready', { host });
      expect(ready.statusCode, host).toBe(200);
      expect(ready.json()).toMatchObject({ ready: true, database: dbKind });
      expect(ready.json().migrations).toBeGreaterThan(10);
    }
  });

  it('/metrics counts requests by route pattern and status, and page-cache hits', async () => {
    await get('/api/health');
    const shopper = (path: string) => get(path, { host: 'ops-store.localhost:3000' });
    expect((await shopper('/product/metric-mug')).statusCode).toBe(200);
    expect((await shopper('/product/metric-mug')).statusCode).toBe(200);
    expect((await shopper('/product/no-such-mug')).statusCode).toBe(404);

    const res = await get('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(series(text, 'http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(
      1,
    );
    // One series per route pattern, not per product.
    expect(text).not.toContain('metric-mug');
    expect(text).toMatch(/http_requests_total\{method="GET",route="[^"]*",status="404"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET"/);
    expect(
      series(text, 'storefront_page_cache_lookups_total{result="hit"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      series(text, 'storefront_page_cache_lookups_total{result="miss"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(series(text, 'job_lag_seconds{job="billing"}')).toBe(0);
    expect(series(text, 'job_failures_total{job="order-expiry"}')).toBe(0);
    expect(text).toContain('process_cpu_seconds_total');
    if (dbKind === 'postgres') {
      expect(series(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    } else {
      expect(text).not.toContain('db_pool_connections');
    }
  });

  it('/metrics shows the outbox depth and its oldest pending email', async () => {
    // The age is read on the app's clock.
    t.setNow(new Date());
    const created = new Date(Date.now() - 90_000);
    await t.database.db.insert(emailOutbox).values({
      kind: 'contact',
      toAddress: 'merchant@example.com',
      subject: 'Waiting',
      textBody: 'Waiting to be sent',
      status: 'pending',
      nextAttemptAt: new Date(Date.now() + 3_600_000),
      createdAt: created,
    });
    const text = (await get('/metrics')).body;
    expect(series(text, 'email_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(series(text, 'email_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(89);
  });

  it('/metrics is refused to other machines unless they bring the token', async () => {
    const away = await get('/metrics', { remoteAddress: '203.0.113.9' });
    expect(away.statusCode).toBe(403);
    expect(away.body).not.toContain('http_requests_total');

    const token = 'metrics-token-0123456789';
    const withToken = await createTestApp({ METRICS_TOKEN: token });
    try {
      const asked = (auth?: string) =>
        withToken.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { host: 'localhost:3000', ...(auth ? { authorization: auth } : {}) },
          remoteAddress: '203.0.113.9',
        });
      expect((await asked()).statusCode).toBe(403);
      expect((await asked('Bearer wrong-token-0123456789')).statusCode).toBe(403);
      const ok = await asked(`Bearer ${token}`);
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('http_requests_total');
    } finally {
      await withToken.close();
    }
  });

  it('[regression] behind a trusted proxy /metrics needs METRICS_TOKEN, even from loopback, and the start log says so', async () => {
    // Through Caddy every request arrives from 127.0.0.1, with the visitor in X-Forwarded-For.
    const viaProxy = (app: TestApp, auth?: string) =>
      app.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: {
          host: 'localhost:3000',
          'x-forwarded-for': '203.0.113.9',
          ...(auth ? { authorization: auth } : {}),
        },
        remoteAddress: '127.0.0.1',
      });
    const logLines: string[] = [];
    const open = await createTestApp({ TRUST_PROXY: '127.0.0.1' }, logLines);
    try {
      const refused = await viaProxy(open);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('http_requests_total');
      expect(refused.json().details).toEqual([expect.objectContaining({ field: 'authorization' })]);
      // Not even Caddy's own loopback connection without the header: the token is the key.
      const direct = await open.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { host: 'localhost:3000' },
        remoteAddress: '127.0.0.1',
      });
      expect(direct.statusCode).toBe(403);
      const said = logLines.map((l) => JSON.parse(l) as { level: number; msg: string });
      expect(
        said.some((l) => l.level >= 40 && /METRICS_TOKEN/.test(l.msg) && /TRUST_PROXY/.test(l.msg)),
        'a start-time warning naming METRICS_TOKEN and TRUST_PROXY',
      ).toBe(true);
    } finally {
      await open.close();
    }

    const token = 'metrics-token-behind-caddy-0123';
    const guarded = await createTestApp({ TRUST_PROXY: '127.0.0.1', METRICS_TOKEN: token });
    try {
      expect((await viaProxy(guarded)).statusCode).toBe(403);
      const ok = await viaProxy(guarded, `Bearer ${token}`);
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('http_requests_total');
    } finally {
      await guarded.close();
    }
  });

  it('[regression] /ready is answered to the balancer itself, never to a request a proxy relayed', async () => {
    // Each /ready reads the database on the probe's one connection: visitors flooding it
    // through Caddy would starve Caddy's own checks. /health (no database) stays public.
    const viaCaddy = { forwardedFor: '203.0.113.9', remoteAddress: '127.0.0.1' };
    const relayed = await get('/ready', viaCaddy);
    expect(relayed.statusCode).toBe(403);
    expect(relayed.body).not.toContain('migrations');
    const health = await get('/health', viaCaddy);
    expect(health.statusCode).toBe(200);
  });

  it.skipIf(dbKind !== 'postgres')(
    '/ready still answers 200 while every pooled connection is busy (a loaded process is alive)',
    async () => {
      // The test app's pool has 20 connections: hold them all for 3 s, longer than /ready waits.
      // (Drizzle runs a query when it is awaited: Promise.resolve starts each one now.)
      const busy = Array.from({ length: 20 }, () =>
        Promise.resolve(t.database.db.execute(sql`select pg_sleep(3)`)),
      );
      await new Promise((r) => setTimeout(r, 200));
      const ready = await get('/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ ready: true });
      await Promise.all(busy);
    },
  );

  it('/ready answers 503 when the database is gone, while /health stays 200', async () => {
    const own = await createTestApp();
    try {
      await own.database.close();
      const ready = await own.app.inject({
        method: 'GET',
        url: '/ready',
        headers: { host: 'localhost:3000' },
      });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ready: false, reason: 'database unreachable' });
      const health = await own.app.inject({
        method: 'GET',
        url: '/health',
        headers: { host: 'localhost:3000' },
      });
      expect(health.statusCode).toBe(200);
    } finally {
      await own.app.close();
    }
  });
});
