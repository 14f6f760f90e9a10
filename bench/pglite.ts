/** The embedded database (PGlite) the benchmarks' default parts run on. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../server/db/client';

/**
 * Runs `work` on a new PGlite database in a temporary data directory `sb-bench-<label>-…`
 * (also the app's DATA_DIR), closed and removed afterwards.
 */
export async function withPgliteDatabase(
  label: string,
  work: (database: Database, dataDir: string) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `sb-bench-${label}-`));
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
  try {
    await work(database, dataDir);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
