/**
 * What a load balancer asks (Caddy's health checks, issue 15): `GET /health` — the process is
 * alive and serving; `GET /ready` — it should get traffic: the database answers, every
 * migration this build knows is applied, and the process is not draining for a shutdown.
 * Answered on every host, before host routing; never cached. `/ready` reads the database on
 * the probe's one connection, so it answers the balancer's own checks only: a request a proxy
 * relayed (a visitor through Caddy) gets 403, or visitors could starve Caddy's checks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder, type Database } from '../db/client';
import { isRelayed } from '../http/relayed';

/** Set when a shutdown starts: `/ready` then answers 503 so the balancer stops sending. */
export interface Readiness {
  draining: boolean;
}

const READY_DB_TIMEOUT_MS = 2000;

const OPS_PATHS = new Set(['/health', '/ready', '/metrics']);
/** The paths of this folder (a query string ignored): no host routing, no session. */
export const isOpsPath = (url: string) => OPS_PATHS.has(url.split('?', 1)[0] ?? url);

/** How many migrations this build carries (drizzle-kit's journal). */
function knownMigrations(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  return (journal as { entries: unknown[] }).entries.length;
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(
  app: FastifyInstance,
  database: Database,
  readiness: Readiness,
): void {
  const expected = knownMigrations();
  const noStore = 'no-store';
  // While draining, every answer closes its connection, so the balancer holds no idle
  // keep-alive connection to this process when it stops accepting: a request written on one
  // as it closes is lost when it is a POST, which the balancer never sends again.
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.draining) reply.header('connection', 'close');
  });
  app.get('/health', { config: { access: 'public' } }, async (_request, reply) =>
    reply.header('cache-control', noStore).send({ ok: true }),
  );
  app.get('/ready', { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', noStore);
    if (isRelayed(request)) {
      const message = 'Readiness is answered to the load balancer only, not through the proxy';
      return reply.code(403).send({ error: message, details: [{ field: 'url', message }] });
    }
    if (readiness.draining) return reply.code(503).send({ ready: false, reason: 'draining' });
    try {
      // On the probe's own connection: a process whose pool is busy serving is still ready.
      const rows = await withTimeout(
        database.probe('select count(*)::int as n from drizzle.__drizzle_migrations'),
        READY_DB_TIMEOUT_MS,
      );
      const applied = Number(rows[0]?.n ?? 0);
      if (applied < expected) {
        return reply.code(503).send({
          ready: false,
          reason: `migrations: ${applied} of ${expected} applied`,
        });
      }
      return reply.send({ ready: true, database: database.kind, migrations: applied });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database check failed');
      return reply.code(503).send({ ready: false, reason: 'database unreachable' });
    }
  });
}
