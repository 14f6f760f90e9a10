/**
 * Starts the product: validates configuration, opens the database (PGlite under DATA_DIR,
 * or PostgreSQL with DATABASE_URL), seeds the demo store on an empty database, serves.
 */
import { join } from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { startEmailWorker } from './email/worker';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_SUBDOMAIN, seedDemoIfEmpty } from './seed/seed-demo';
import { createMediaStorage } from './media/storage';
import { createPrivateStorage } from './media/private-storage';
import { normalizeHost } from '../shared';

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
  const seeded = config.seedDemo
    ? await seedDemoIfEmpty(
        database.db,
        config.dataDir,
        new Date(),
        createMediaStorage(config),
        createPrivateStorage(config),
      )
    : false;
  const readiness = { draining: false };
  const app = await buildApp({ config, database, readiness });
  const emailWorker = startEmailWorker(database, config);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // `/ready` answers 503 from now on; close() stops accepting and finishes in-flight requests.
    readiness.draining = true;
    await app.close();
    await emailWorker.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

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
