/**
 * The app as the benchmarks build it (quiet logs, no demo seed, no client build) and the
 * merchant with one store they measure, written straight to the database.
 */
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { storeMembers, stores, users } from '../server/db/schema';

/** The real app on `database`; `env` adds or overrides settings. Not yet ready or listening. */
export function buildBenchApp(
  database: Database,
  dataDir: string,
  env: Record<string, string> = {},
) {
  return buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      ...env,
    } as NodeJS.ProcessEnv),
    database,
    logger: false,
    clientDir: join(dataDir, 'no-client'),
  });
}

/** A merchant (with an unusable password) and their store, as rows. */
export async function benchMerchantStore(
  db: Database['db'],
  store: { name: string; subdomain: string },
): Promise<{ userId: string; storeId: string }> {
  const [user] = await db
    .insert(users)
    .values({ email: 'bench@example.com', name: 'Bench', passwordHash: 'scrypt$unusable' })
    .returning();
  const [row] = await db
    .insert(stores)
    .values({ ...store, createdBy: user!.id })
    .returning();
  await db.insert(storeMembers).values({ storeId: row!.id, userId: user!.id });
  return { userId: user!.id, storeId: row!.id };
}
