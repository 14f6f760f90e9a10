/**
 * Store changes reach every process (issue 15, server/storefront/cache-sync.ts): two apps on
 * one database — on the PostgreSQL server each with its own pool and LISTEN connection, as two
 * processes have; on PGlite two apps on the one instance — each with its own page cache. A
 * change made through app A purges app B's cached page, so B serves the new page at once
 * rather than after its 30 s page TTL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { stores } from '../../server/db/schema';
import {
  createStore,
  createTestDatabase,
  dbKind,
  signUpMerchant,
  describeOnDatabase,
} from './helpers/test-app';

describeOnDatabase('store changes reach every process', () => {
  let shared: Database & { url?: string };
  let secondHandle: Database;
  const apps: FastifyInstance[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-sync-'));

  const start = async (database: Database) => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: '10000',
      PASSWORD_HASH_LOG_N: '12',
    } as NodeJS.ProcessEnv);
    const app = await buildApp({
      config,
      database,
      logger: false,
      clientDir: join(dataDir, 'no-client'),
    });
    await app.ready();
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    shared = await createTestDatabase();
    secondHandle =
      dbKind === 'postgres' ? await openDatabase({ kind: 'postgres', url: shared.url! }) : shared;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    if (secondHandle !== shared) await secondHandle?.close();
    await shared?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a rename through process A shows on process B at once, not after B’s page TTL', async () => {
    const a = await start(shared);
    const b = await start(secondHandle);
    const merchant = await signUpMerchant(a);
    const storeId = await createStore(merchant.client, 'sync-store', 'Sync One');
    const home = () =>
      b.inject({ method: 'GET', url: '/', headers: { host: 'sync-store.localhost:3000' } });
    /** The page's title: it carries the store's name. */
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

    // The store's creation was announced too: let that reach B before B caches the page.
    await new Promise((r) => setTimeout(r, 500));
    const first = await home();
    expect(first.statusCode).toBe(200);
    expect(title(first.body)).toContain('Sync One');
    // B now answers from its page cache: a write that tells nobody does not show.
    await shared.db.update(stores).set({ name: 'Sync Unannounced' }).where(eq(stores.id, storeId));
    expect(title((await home()).body)).toContain('Sync One');

    const renamed = await merchant.client.put('/api/dashboard/store/update-store-general-details', {
      storeId,
      name: 'Sync Two',
    });
    expect(renamed.statusCode).toBe(200);

    // The notification is asynchronous: B's next requests within a second show the new name.
    let shown = '';
    for (let i = 0; i < 50 && !shown.includes('Sync Two'); i++) {
      shown = title((await home()).body);
      if (!shown.includes('Sync Two')) await new Promise((r) => setTimeout(r, 20));
    }
    expect(shown).toContain('Sync Two');

    if (dbKind !== 'postgres') return;
    // The server drops B's LISTEN connection (as a restart does): B listens again on a new one.
    await shared.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`);
    await new Promise((r) => setTimeout(r, 1500));
    await merchant.client.put('/api/dashboard/store/update-store-general-details', {
      storeId,
      name: 'Sync Three',
    });
    for (let i = 0; i < 150 && !shown.includes('Sync Three'); i++) {
      shown = title((await home()).body);
      if (!shown.includes('Sync Three')) await new Promise((r) => setTimeout(r, 20));
    }
    expect(shown).toContain('Sync Three');
  });
});
