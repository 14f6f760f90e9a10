/**
 * `GET /metrics` in Prometheus' text format (prom-client): requests by method, route and
 * status, with their durations; storefront page-cache hits and misses; the email outbox's
 * depth and oldest pending age; how late each background job is and its failures; the
 * PostgreSQL pool's use; and Node's process metrics. With METRICS_TOKEN set, readable by
 * anyone with `Authorization: Bearer <METRICS_TOKEN>` (and nobody else). Without it, by direct
 * loopback connections only, and by nobody when TRUST_PROXY is set: a proxy on this machine
 * makes every visitor a loopback client (issue 24), so the start log then says to set a token.
 */
import { timingSafeEqual } from 'node:crypto';
import { count, eq, min } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import client from 'prom-client';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';
import { isLoopbackSocket, isRelayed } from '../http/relayed';

/** Node's own metrics, one set per process (each app of a test run shares it). */
let processRegistry: client.Registry | null = null;
function processMetrics(): client.Registry {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Why `request` may not read the metrics, or null when it may. */
function refusal(request: FastifyRequest, config: Config): string | null {
  const token = config.metricsToken;
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const wanted = Buffer.from(`Bearer ${token}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted)
      ? null
      : 'Send Authorization: Bearer <METRICS_TOKEN>';
  }
  if (config.trustProxy !== 0)
    return 'Metrics are refused behind a proxy until METRICS_TOKEN is set';
  return isLoopbackSocket(request) && !isRelayed(request)
    ? null
    : 'Metrics are readable from this machine only (or set METRICS_TOKEN)';
}

/** Registers the metrics, their request hook and `GET /metrics` on `app`. */
export function registerMetrics(app: FastifyInstance, database: Database): void {
  const registry = new client.Registry();
  const { ctx } = app;
  if (!ctx.config.metricsToken && ctx.config.trustProxy !== 0) {
    app.log.warn(
      'GET /metrics is refused until METRICS_TOKEN is set: TRUST_PROXY is set, so a proxy on this machine makes every visitor a loopback client',
    );
  }
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new client.Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL (one series per route, not per product).
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  new client.Counter({
    name: 'storefront_page_cache_lookups_total',
    help: 'Storefront page-cache lookups, by result (hit or miss).',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, ctx.pageCache.hits);
      this.inc({ result: 'miss' }, ctx.pageCache.misses);
    },
  });

  const outboxDepth = new client.Gauge({
    name: 'email_outbox_pending',
    help: 'Emails waiting in the outbox (pending).',
    registers: [registry],
  });
  const outboxAge = new client.Gauge({
    name: 'email_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest pending email in the outbox; 0 when none waits.',
    registers: [registry],
  });
  const readOutbox = async () => {
    // Platform-wide by design: the outbox holds every store's and the platform's emails.
    const [row] = await ctx.db
      .select({ n: count(), oldest: min(emailOutbox.createdAt) })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'pending'));
    outboxDepth.set(row?.n ?? 0);
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
    outboxAge.set(oldest === null ? 0 : Math.max(0, (ctx.now().getTime() - oldest) / 1000));
  };

  new client.Gauge({
    name: 'job_lag_seconds',
    help: 'How long past its interval a background job last finished a run; 0 while on time.',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      for (const name of ctx.jobRuns.jobs.keys())
        this.set({ job: name }, ctx.jobRuns.lagSeconds(name));
    },
  });
  new client.Counter({
    name: 'job_failures_total',
    help: 'Background job runs that failed, by job.',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [name, run] of ctx.jobRuns.jobs) this.inc({ job: name }, run.failures);
    },
  });

  const { poolStats } = database;
  if (poolStats) {
    new client.Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle), and queries waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    const refused = refusal(request, ctx.config);
    if (refused) {
      return reply
        .code(403)
        .send({ error: refused, details: [{ field: 'authorization', message: refused }] });
    }
    // The outbox gauges cost a query: read when scraped, and a failure leaves them as they were.
    await readOutbox().catch((error: unknown) =>
      request.log.warn({ err: error }, 'reading the outbox for metrics failed'),
    );
    const merged = client.Registry.merge([registry, processMetrics()]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
}
