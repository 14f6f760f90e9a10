/**
 * One process at a time across every process on a PostgreSQL database (issue 15: several app
 * processes start together under `npm run cluster`): PostgreSQL advisory locks, keyed by a name.
 * Owns: taking and releasing them. PGlite has one process, so there `work` simply runs.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from './client';

/**
 * Runs `work` while one pooled connection holds the session advisory lock `name` (waiting
 * while another process holds it); `work` uses the pool as usual. Migrations run under it.
 */
export async function withPoolAdvisoryLock<T>(
  pool: pg.Pool,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  try {
    return await work();
  } finally {
    let broken: Error | undefined;
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch((error) => {
      // A lost connection has released the lock already; it does not go back to the pool.
      broken = error as Error;
    });
    client.release(broken);
  }
}

/**
 * Runs `work` in one process at a time on `database` (a transaction holds the advisory lock
 * `name` until `work` ends; `work` uses its own connections). The demo seed runs under it.
 */
export async function exclusively<T>(
  database: Pick<Database, 'db' | 'kind'>,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
    return work();
  });
}
