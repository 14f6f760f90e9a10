/**
 * Opens the database: PGlite (real PostgreSQL in-process) persisted under a data directory
 * by default, or a PostgreSQL server through a pool when a URL is given. Applies migrations.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection pool's use (PostgreSQL only): open, idle, and queries waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tar, to clone (tests use it). */
  dumpDataDir?: () => Promise<Blob>;
}

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

/** Opens the database and brings its schema up to date. `dataDir: null` keeps it in memory. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', (error) =>
      console.error(`database pool: idle connection lost: ${error.message}`),
    );
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(dirname(options.dataDir), { recursive: true });
  // One options object: PGlite ignores the second argument when the first is undefined.
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: async () => client.dumpDataDir('none'),
  };
}
