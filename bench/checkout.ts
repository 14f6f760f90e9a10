/**
 * Checkout under a rush: 200 concurrent order attempts for a product with 10 units, through
 * the real HTTP server (buildApp on a loopback port) on a throwaway PostgreSQL database.
 * Reports orders created, oversold units (must be 0), 5xx answers (must be 0) and latency.
 * Skipped, with the reason printed, when no PostgreSQL server answers.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { orders, products, shippingRates, storeMembers, stores, users } from '../server/db/schema';
import { restOfWorldZoneId } from '../server/orders/default-shipping';

const ATTEMPTS = Number(process.env.BENCH_CHECKOUT_ATTEMPTS ?? 200);
const STOCK = 10;
const SUBDOMAIN = 'bench-rush';

function post(port: number, agent: Agent, body: unknown): Promise<{ status: number; ms: number }> {
  const payload = JSON.stringify(body);
  const host = `${SUBDOMAIN}.localhost:${port}`;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/storefront/checkout',
        agent,
        headers: {
          host,
          origin: `http://${host}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Runs the checkout rush and prints its numbers. */
export async function benchCheckout(): Promise<void> {
  console.log(`checkout: ${ATTEMPTS} concurrent attempts for ${STOCK} units`);
  const adminUrl =
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `  skipped: no PostgreSQL server answers at ${adminUrl} (${(error as Error).message})`,
    );
    return;
  }
  const name = `sb_bench_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-bench-checkout-'));
  const agent = new Agent({ keepAlive: true, maxSockets: ATTEMPTS });
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      CHECKOUT_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
    } as NodeJS.ProcessEnv),
    database,
    logger: false,
    clientDir: join(dataDir, 'no-client'),
  });
  try {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ email: 'bench@example.com', name: 'Bench', passwordHash: 'scrypt$unusable' })
      .returning();
    const [store] = await db
      .insert(stores)
      .values({ name: 'Bench Rush', subdomain: SUBDOMAIN, createdBy: user!.id })
      .returning();
    const storeId = store!.id;
    await db.insert(storeMembers).values({ storeId, userId: user!.id });
    const [rate] = await db
      .insert(shippingRates)
      .values({
        storeId,
        zoneId: await restOfWorldZoneId(db, storeId),
        name: 'Standard',
        priceMinor: 500,
      })
      .returning();
    const [product] = await db
      .insert(products)
      .values({ storeId, name: 'Rush Item', slug: 'rush-item', priceMinor: 2500, stock: STOCK })
      .returning();

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const attempt = (productId: string, i: number) =>
      post(port, agent, {
        storeId,
        idempotencyKey: randomUUID(),
        customer: { name: `Buyer ${i}`, phone: '555 0100', email: `buyer${i}@example.com` },
        address: { line1: '1 Rush Rd', city: 'Benchville', postalCode: '10001', country: 'US' },
        shippingRateId: rate!.id,
        paymentMethod: 'cod',
        lines: [{ productId, variationId: null, quantity: 1 }],
      }).catch(() => ({ status: 0, ms: 0 }));
    // Warm up (connections, JIT) on a sold-out product: not counted.
    const [warm] = await db
      .insert(products)
      .values({ storeId, name: 'Warm-up', slug: 'warm-up', priceMinor: 100, stock: 0 })
      .returning();
    for (let i = 0; i < 3; i++)
      await Promise.all(Array.from({ length: 20 }, (_, j) => attempt(warm!.id, j)));

    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => attempt(product!.id, i)),
    );
    const wall = performance.now() - started;

    const [after] = await db.select().from(products).where(eq(products.id, product!.id));
    const [{ n: orderCount } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.storeId, storeId));
    const created = results.filter((r) => r.status === 201).length;
    const refused = results.filter((r) => r.status === 409).length;
    const serverErrors = results.filter((r) => r.status >= 500).length;
    const failed = results.filter((r) => r.status === 0).length;
    const oversold = Math.max(0, orderCount - STOCK) + Math.max(0, -(after?.stock ?? 0));
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    console.log(
      `  orders created ${created} (in database ${orderCount}), out-of-stock 409s ${refused}, ` +
        `stock left ${after?.stock}`,
    );
    console.log(
      `  oversold units ${oversold} (must be 0), 5xx ${serverErrors} (must be 0)` +
        (failed ? `, connection failures ${failed}` : ''),
    );
    console.log(
      `  latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, ` +
        `max ${percentile(latencies, 100).toFixed(0)} ms; all ${ATTEMPTS} in ${wall.toFixed(0)} ms`,
    );
  } finally {
    agent.destroy();
    await app.close();
    await database.close();
    // Let the pool's sockets finish closing before the database is dropped under them.
    await new Promise((r) => setTimeout(r, 100));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `tsx bench/checkout.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchCheckout();
