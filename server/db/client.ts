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
import { withPoolAdvisoryLock } from './advisory-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction, as `db.transaction`'s callback receives it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction in it. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL's LISTEN/NOTIFY between every process on this database (PGlite: within this
   * one). `listen` keeps one connection of its own and re-listens after the server comes back.
   */
  notifications: Notifications;
  /**
   * With `onQuery`: the same connections through a Drizzle instance that does not report
   * (tests read and arrange rows through it, so only the app's statements are audited).
   */
  quiet?: Db;
  /**
   * Runs one read-only statement on a connection of its own (PostgreSQL; PGlite has one):
   * `/ready` answers from it at once while every pooled connection is busy with requests, so
   * a loaded process is not taken for a dead one.
   */
  probe(text: string): Promise<Record<string, unknown>[]>;
  /** The connection pool's use (PostgreSQL only): open, idle, and queries waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tar, to clone (tests use it). */
  dumpDataDir?: () => Promise<Blob>;
}

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob }
) & {
  /** Sees every statement the app sends through Drizzle (the integration suites' query audit). */
  onQuery?: (sql: string) => void;
};

/** Drizzle's logger calling `onQuery`, from when `start()` is called (after the migrations). */
function queryLogger(options: DatabaseOptions) {
  const onQuery = options.onQuery;
  let on = false;
  return {
    logger: onQuery ? { logQuery: (query: string) => on && onQuery(query) } : undefined,
    start: () => {
      on = true;
    },
  };
}

/** Opens the database and brings its schema up to date. `dataDir: null` keeps it in memory. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', (error) =>
      console.error(`database pool: idle connection lost: ${error.message}`),
    );
    const audit = queryLogger(options);
    const db = drizzlePg({ client: pool, schema, logger: audit.logger });
    // Processes starting together (npm run cluster) migrate one after another: the first
    // applies, the others find nothing left to do.
    await withPoolAdvisoryLock(pool, 'store-builder:migrate', () =>
      migratePg(db, { migrationsFolder }),
    );
    audit.start();
    const notifications = postgresNotifications(options.url, pool);
    const probe = postgresProbe(options.url);
    return {
      db: db as unknown as Db,
      ...(options.onQuery ? { quiet: drizzlePg({ client: pool, schema }) as unknown as Db } : {}),
      kind: 'postgres',
      notifications,
      probe: probe.query,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: async () => {
        await probe.close();
        await notifications.close();
        await pool.end();
      },
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
  const audit = queryLogger(options);
  const db = drizzlePglite({ client, schema, logger: audit.logger });
  await migratePglite(db, { migrationsFolder });
  audit.start();
  return {
    db: db as unknown as Db,
    ...(options.onQuery ? { quiet: drizzlePglite({ client, schema }) as unknown as Db } : {}),
    kind: 'pglite',
    notifications: {
      listen: async (channel, onMessage) => {
        const stop = await client.listen(channel, onMessage);
        // Closed first (a test, a shutdown): nothing is listening any more.
        return () => stop().catch(() => undefined);
      },
      notify: async (channel, payload) => {
        await client.query('select pg_notify($1, $2)', [channel, payload]);
      },
      close: async () => undefined,
    },
    probe: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    close: () => client.close(),
    dumpDataDir: async () => client.dumpDataDir('none'),
  };
}

export interface Notifications {
  /** Calls `onMessage` with each payload sent on `channel`; answers a stop function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends `payload` to every listener of `channel` (in every process on the database). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const RELISTEN_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), which
 * reconnects with backoff when the server goes away (a restart) and listens again; NOTIFY
 * goes through the pool.
 */
/** One connection of its own for `probe`, opened on first use and again after it is lost. */
function postgresProbe(url: string) {
  const PROBE_TIMEOUT_MS = 2000;
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  const drop = (c: pg.Client) => {
    if (client === c) client = null;
    c.end().catch(() => undefined);
  };
  const connection = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: PROBE_TIMEOUT_MS,
        statement_timeout: PROBE_TIMEOUT_MS,
      });
      // A server restart ends it: the next probe opens another.
      c.on('error', () => drop(c));
      c.on('end', () => {
        if (client === c) client = null;
      });
      await c.connect();
      if (closed) {
        await c.end();
        throw new Error('database closed');
      }
      client = c;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };
  return {
    query: async (text: string): Promise<Record<string, unknown>[]> => {
      if (closed) throw new Error('database closed');
      const c = await connection();
      try {
        return (await c.query<Record<string, unknown>>(text)).rows;
      } catch (error) {
        drop(c);
        throw error;
      }
    },
    close: async () => {
      closed = true;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

function postgresNotifications(url: string, pool: pg.Pool): Notifications {
  const channels = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let failures = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const listener of channels.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    next.on('error', () => {
      // The server went away: drop this connection and listen again on a new one.
      if (client === next) client = null;
      void next.end().catch(() => undefined);
      scheduleReconnect();
    });
    try {
      await next.connect();
      for (const channel of channels.keys())
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    failures = 0;
  };
  /** Connects again with backoff until it listens (or the database is closed). */
  const scheduleReconnect = () => {
    if (closed || connecting) return;
    connecting = (async () => {
      while (!closed && !client) {
        const delay = RELISTEN_DELAYS_MS[Math.min(failures, RELISTEN_DELAYS_MS.length - 1)];
        failures += 1;
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
        if (closed) break;
        await connect().catch(() => undefined);
      }
    })().finally(() => {
      connecting = null;
    });
  };

  return {
    async listen(channel, onMessage) {
      const known = channels.get(channel);
      if (known) known.add(onMessage);
      else channels.set(channel, new Set([onMessage]));
      if (!client && !connecting) await connect();
      else if (client && !known) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        channels.get(channel)?.delete(onMessage);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
