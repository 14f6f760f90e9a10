/**
 * The PostgreSQL server the benchmarks' PostgreSQL parts run on, and the plumbing they share:
 * an admin connection (or a printed reason to skip when no server answers) and a fresh
 * database for one part, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client';

/** BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server. */
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';

/** The URL of the database `name` on the server. */
export function dbUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A client connected to `url` (given up after 3 s). */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  return client;
}

/** A connected admin client, or null after printing that `part` is skipped and why. */
export async function connectAdmin(part = 'PostgreSQL part'): Promise<pg.Client | null> {
  try {
    return await connect(ADMIN_URL);
  } catch (error) {
    console.log(
      `  ${part} skipped: no PostgreSQL server answers at ${ADMIN_URL} (${(error as Error).message})`,
    );
    return null;
  }
}

export interface BenchDatabase {
  /** The new database's URL. */
  url: string;
  /** A temporary data directory (media, the app's DATA_DIR), removed afterwards. */
  dataDir: string;
}

/**
 * Runs `work` on a new database `sb_bench_<label>_…` of the server, then drops it (or keeps
 * it, printing its URL, when `keep`). Skipped, said so, when no server answers.
 */
export async function withBenchDatabase(
  label: string,
  work: (bench: BenchDatabase) => Promise<void>,
  options: { part?: string; keep?: boolean } = {},
): Promise<void> {
  const admin = await connectAdmin(options.part);
  if (!admin) return;
  const name = `sb_bench_${label}_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = dbUrl(name);
  const dataDir = mkdtempSync(join(tmpdir(), `sb-bench-${label}-`));
  try {
    await work({ url, dataDir });
  } finally {
    // Let the pools' sockets finish closing before the database goes.
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (options.keep) console.log(`  kept the database: ${url}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `withBenchDatabase` with the app's database handle (a pool of 10) and a plain client open. */
export function withBenchDatabaseOpen(
  label: string,
  work: (database: Database, client: pg.Client, dataDir: string) => Promise<void>,
  options: { part?: string; keep?: boolean } = {},
): Promise<void> {
  return withBenchDatabase(
    label,
    async ({ url, dataDir }) => {
      const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await work(database, client, dataDir);
      } finally {
        await client.end();
        await database.close();
      }
    },
    options,
  );
}
