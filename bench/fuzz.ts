/**
 * `npm run bench -- fuzz`: the schema fuzz of the integration suite at 20,000+ requests
 * (every declared API route, valid and hostile inputs, a merchant session with its own ids),
 * in process on the embedded database (or `DATABASE_URL`). Prints requests sent, 5xx answers
 * (must be 0) and 400s that name no field (must be 0), with the first few of each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { pages, products } from '../server/db/schema';
import { fuzzRoutes } from '../tests/generated/fuzz';
import { apiRoutes } from '../tests/generated/route-requests';
import { buildBenchApp } from './bench-app';

const TARGET = Number(process.env.FUZZ_REQUESTS ?? 20_000);

export async function benchFuzz(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-fuzz-'));
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(
    url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: null },
  );
  const app = await buildBenchApp(database, dataDir, {
    ...(process.env as Record<string, string>),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_LOG_N: '12',
    AUTH_RATE_LIMIT: '1000000',
    SEARCH_RATE_LIMIT: '1000000',
    CHECKOUT_RATE_LIMIT: '1000000',
    CONTACT_RATE_LIMIT: '1000000',
  });
  await app.ready();
  try {
    const host = 'localhost:3000';
    const headers = { host, origin: `http://${host}`, 'content-type': 'application/json' };
    const email = `fuzz-${Date.now()}@example.com`;
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers,
      payload: { name: 'Fuzz', email, password: 'correct-horse-9' },
    });
    const cookie = `sb_session=${signup.cookies.find((c) => c.name === 'sb_session')?.value}`;
    const subdomain = `fuzz${Date.now().toString(36)}`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/dashboard/store/create-store',
      headers: { ...headers, cookie },
      payload: { name: 'Fuzz Shop', subdomain, currency: 'USD' },
    });
    const storeId = created.json<{ storeId: string }>().storeId;
    const [product] = await database.db
      .insert(products)
      .values({ storeId, name: 'Fuzz Lamp', slug: 'fuzz-lamp', priceMinor: 1000, stock: 1e6 })
      .returning({ id: products.id });
    const [page] = await database.db
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.storeId, storeId));
    const routes = apiRoutes(app).filter((r) => !r.url.includes('/logout'));
    const started = performance.now();
    const report = await fuzzRoutes(app, {
      perRoute: Math.ceil(TARGET / routes.length),
      ids: {
        storeId,
        pageId: page!.id,
        productId: product!.id,
        userId: signup.json<{ userId: string }>().userId,
        domain: subdomain,
        storeDomain: `${subdomain}.localhost`,
      },
      seed: Date.now() % 1000,
      skip: ['POST /api/auth/logout', 'POST /api/auth/logout-everywhere'],
      callerFor: (r) => ({
        host: r.access === 'public' ? `${subdomain}.localhost` : host,
        cookie,
      }),
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(`\n== fuzz (${database.kind})`);
    console.log(`routes fuzzed:          ${report.routes}`);
    console.log(`requests sent:          ${report.requests}`);
    console.log(`5xx answers:            ${report.fiveHundreds.length}`);
    console.log(`400s naming no field:   ${report.unnamed400s.length}`);
    console.log(`answers by status:      ${JSON.stringify(report.byStatus)}`);
    console.log(
      `time:                   ${seconds.toFixed(1)} s (${(report.requests / seconds).toFixed(0)} req/s)`,
    );
    for (const f of [...report.fiveHundreds, ...report.unnamed400s].slice(0, 10)) {
      console.log(`  ${f.status} ${f.route} [${f.kind}] ${f.body}`);
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
