/**
 * Starts the product: validates configuration, opens the database (PGlite under DATA_DIR,
 * or PostgreSQL with DATABASE_URL), seeds the demo store on an empty database, serves.
 * SIGTERM (or SIGINT) drains: `/ready` answers 503 for DRAIN_DELAY_MS while requests are still
 * served (a balancer's health check takes the process out), then the server stops accepting
 * and finishes in-flight requests, the background jobs and the email worker stop (emails it
 * claimed but did not send go back to the queue), the database closes, and the process exits 0.
 */
import { join } from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { exclusively } from './db/advisory-lock';
import { buildApp } from './app';
import { startEmailWorker } from './email/worker';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_SUBDOMAIN, seedDemoIfEmpty } from './seed/seed-demo';
import { createMediaStorage } from './media/storage';
import { createPrivateStorage } from './media/private-storage';
import { normalizeHost } from '../shared';

/** How long closing may take after the drain delay before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 30_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const started = performance.now();
  const config = readConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'pgdata') },
  );
  // Several processes starting on one empty database seed it once (an advisory lock).
  const seeded = config.seedDemo
    ? await exclusively(database, 'store-builder:seed-demo', () =>
        seedDemoIfEmpty(database.db, config.dataDir, new Date(), {
          storage: createMediaStorage(config),
          privateStorage: createPrivateStorage(config),
          passwordHashLogN: config.passwordHashLogN,
        }),
      )
    : false;
  const readiness = { draining: false };
  const app = await buildApp({ config, database, readiness });
  const emailWorker = startEmailWorker(database, config);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Whatever hangs (a request that never ends), the process is gone within a bounded time.
    setTimeout(() => {
      console.error(`shutdown did not finish within ${SHUTDOWN_TIMEOUT_MS} ms; exiting`);
      process.exit(1);
    }, config.drainDelayMs + SHUTDOWN_TIMEOUT_MS).unref();
    app.log.info({ signal, drainDelayMs: config.drainDelayMs }, 'shutting down: draining');
    // `/ready` answers 503 from now on, but requests are still served until the balancer has
    // seen it; only then do connections close (a balancer's idle keep-alive connection is
    // never closed while it may still send a request on it).
    readiness.draining = true;
    if (config.drainDelayMs > 0) await new Promise((r) => setTimeout(r, config.drainDelayMs));
    // Stops accepting, closes idle connections, finishes in-flight requests, stops the
    // periodic jobs (waiting for a run under way) and the LISTEN connection.
    await app.close();
    // Finishes the email being sent; the rest of its batch goes back to the queue at once.
    await emailWorker.stop();
    await database.close();
    app.log.info({ signal }, 'shut down');
    process.exit(0);
  };
  // A second Ctrl+C or SIGTERM during the drain ends the process at once (Node's default).
  const onSignal = (signal: string) =>
    shutdown(signal).catch((error: unknown) => {
      console.error('shutdown failed:', error);
      process.exit(1);
    });
  process.once('SIGINT', () => void onSignal('SIGINT'));
  process.once('SIGTERM', () => void onSignal('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const port = config.port;
  const host = normalizeHost(config.productHost);
  const url = (h: string) => `http://${h}${port === 80 ? '' : `:${port}`}`;
  const lines = [
    `Store Builder is up in ${Math.round(performance.now() - started)} ms (${database.kind} database)`,
    `  Dashboard:  ${url(host)}`,
    `  Demo store: ${url(`${DEMO_SUBDOMAIN}.${host}`)}`,
  ];
  if (seeded) lines.push(`  Demo merchant created: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
