/**
 * The checkout benchmark's server (bench/checkout.ts forks it): the real app (buildApp) on
 * its own database — PGlite under a throwaway data directory, or the PostgreSQL database the
 * parent created — listening on BENCH_PORT, in its own process so the load generator does not
 * share its event loop. It seeds one store (a rest-of-world rate, the rush product with
 * RUSH_STOCK units, a sold-out warm-up product, PRODUCTS products with PRODUCT_STOCK units
 * each), answers the parent's `counts` question from the database, and closes on `close`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import {
  discountCodes,
  discounts,
  orderItems,
  orders,
  products,
  shippingRates,
} from '../server/db/schema';
import { restOfWorldZoneId } from '../server/orders/default-shipping';
import { benchMerchantStore, buildBenchApp } from './bench-app';
import { BENCH_CODES } from './checkout-codes';

/** What the server tells its parent once it listens. */
export interface CheckoutBenchSeed {
  port: number;
  storeId: string;
  rateId: string;
  rushProductId: string;
  warmProductId: string;
  productIds: string[];
}

/** The parent's questions. */
export type CheckoutBenchRequest =
  | { type: 'counts'; productIds: string[] }
  | { type: 'discounts'; automatic: number }
  | { type: 'close' };

/**
 * Orders in the database and the stock left on `productIds` (sum and lowest); the server's
 * CPU time and PostgreSQL queries sent since the previous question (queries: 0 on PGlite).
 */
export interface CheckoutBenchCounts {
  type: 'counts';
  orders: number;
  unitsOrdered: number;
  stockLeft: number;
  lowestStock: number;
  cpuMs: number;
  queries: number;
  /** Uses of the limited code (BENCH_CODES.limited). */
  limitedCodeUses: number;
}

const env = process.env;
const kind = env.BENCH_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
const port = Number(env.BENCH_PORT ?? 4701);
const productCount = Number(env.BENCH_PRODUCTS ?? 1000);
const productStock = Number(env.BENCH_PRODUCT_STOCK ?? 1000);
const rushStock = Number(env.BENCH_RUSH_STOCK ?? 10);
const subdomain = env.BENCH_SUBDOMAIN ?? 'bench-rush';

// Counts what the server sends to PostgreSQL (every pool client is a pg.Client).
let queries = 0;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  queries++;
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

const dataDir = mkdtempSync(join(tmpdir(), 'sb-bench-checkout-'));
const database = await openDatabase(
  kind === 'postgres'
    ? { kind, url: env.BENCH_DB_URL ?? '', poolSize: 20 }
    : { kind, dataDir: join(dataDir, 'pgdata') },
);
const app = await buildBenchApp(database, dataDir, {
  DATABASE_URL: kind === 'postgres' ? (env.BENCH_DB_URL ?? '') : '',
  CHECKOUT_RATE_LIMIT: '100000000',
});

const { db } = database;
const { storeId } = await benchMerchantStore(db, { name: 'Bench Rush', subdomain });
const [rate] = await db
  .insert(shippingRates)
  .values({
    storeId,
    zoneId: await restOfWorldZoneId(db, storeId),
    name: 'Standard',
    priceMinor: 500,
  })
  .returning();
const product = (name: string, slug: string, stock: number) => ({
  storeId,
  name,
  slug,
  priceMinor: 2500,
  stock,
});
const [rush, warm] = await db
  .insert(products)
  .values([product('Rush Item', 'rush-item', rushStock), product('Warm-up', 'warm-up', 0)])
  .returning({ id: products.id });
const many = await db
  .insert(products)
  .values(
    Array.from({ length: productCount }, (_, i) =>
      product(`Item ${i + 1}`, `item-${i + 1}`, productStock),
    ),
  )
  .returning({ id: products.id });

await app.listen({ port, host: '127.0.0.1' });
const seed: CheckoutBenchSeed = {
  port,
  storeId,
  rateId: rate!.id,
  rushProductId: rush!.id,
  warmProductId: warm!.id,
  productIds: many.map((p) => p.id),
};
process.send?.(seed);

let cpuMark = process.cpuUsage();
async function counts(productIds: string[]): Promise<CheckoutBenchCounts> {
  const cpu = process.cpuUsage(cpuMark);
  const sent = queries;
  const [placed] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.storeId, storeId));
  const [units] = await db
    .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(inArray(orderItems.productId, productIds));
  const [stock] = await db
    .select({
      sum: sql<number>`coalesce(sum(${products.stock}), 0)::int`,
      min: sql<number>`coalesce(min(${products.stock}), 0)::int`,
    })
    .from(products)
    .where(inArray(products.id, productIds));
  const [limited] = await db
    .select({ n: discounts.usedCount })
    .from(discounts)
    .innerJoin(
      discountCodes,
      sql`${discountCodes.storeId} = ${discounts.storeId} and ${discountCodes.discountId} = ${discounts.id}`,
    )
    .where(
      sql`${discountCodes.storeId} = ${storeId} and ${discountCodes.code} = ${BENCH_CODES.limited}`,
    );
  return {
    type: 'counts',
    limitedCodeUses: limited?.n ?? 0,
    orders: placed?.n ?? 0,
    unitsOrdered: units?.n ?? 0,
    stockLeft: stock?.sum ?? 0,
    lowestStock: stock?.min ?? 0,
    cpuMs: (cpu.user + cpu.system) / 1000,
    queries: sent,
  };
}

/**
 * `automatic` automatic discounts in effect, as a busy store has them (product percentages on
 * some products, order discounts behind minimums, free shipping, buy X get Y), most not
 * touching a given cart; and the two codes.
 */
async function addDiscounts(automatic: number): Promise<void> {
  const some = (i: number) => many.slice((i * 7) % 900, ((i * 7) % 900) + 20).map((p) => p.id);
  const rows: (typeof discounts.$inferInsert)[] = Array.from({ length: automatic }, (_, i) => {
    const combinesWith = { order: i % 2 === 0, product: true, shipping: true };
    const base = { storeId, title: `Offer ${i + 1}`, method: 'automatic' as const, combinesWith };
    switch (i % 4) {
      case 0:
        return {
          ...base,
          kind: 'products',
          effect: {
            kind: 'products',
            value: { type: 'percentage', percent: 5 + (i % 10) },
            target: { kind: 'products', productIds: some(i) },
          },
          minimum: { kind: 'none' },
        };
      case 1:
        return {
          ...base,
          kind: 'order',
          effect: { kind: 'order', value: { type: 'fixed', amount: 5, perItem: false } },
          minimum: { kind: 'subtotal', amount: 100 + i },
        };
      case 2:
        return {
          ...base,
          kind: 'free_shipping',
          effect: { kind: 'free_shipping', zoneIds: null },
          minimum: { kind: 'subtotal', amount: 75 + i },
        };
      default:
        return {
          ...base,
          kind: 'buy_x_get_y',
          effect: {
            kind: 'buy_x_get_y',
            buy: { quantity: 2, target: { kind: 'products', productIds: some(i) } },
            get: { quantity: 1, target: { kind: 'products', productIds: some(i) }, percent: 100 },
            usesPerOrder: null,
          },
          minimum: { kind: 'none' },
        };
    }
  });
  if (rows.length) await db.insert(discounts).values(rows);
  const [open, limited] = await db
    .insert(discounts)
    .values([
      {
        storeId,
        title: 'Bench 10% off',
        method: 'code',
        kind: 'order',
        effect: { kind: 'order', value: { type: 'percentage', percent: 10 } },
        minimum: { kind: 'none' },
        combinesWith: { order: false, product: true, shipping: true },
      },
      {
        storeId,
        title: 'Rush 20% off',
        method: 'code',
        kind: 'order',
        effect: { kind: 'order', value: { type: 'percentage', percent: 20 } },
        minimum: { kind: 'none' },
        combinesWith: { order: false, product: true, shipping: true },
        usageLimit: 10,
      },
    ])
    .returning({ id: discounts.id });
  await db.insert(discountCodes).values([
    { storeId, discountId: open!.id, code: BENCH_CODES.open },
    { storeId, discountId: limited!.id, code: BENCH_CODES.limited },
  ]);
}

process.on('message', (message: CheckoutBenchRequest) => {
  if (message.type === 'discounts') {
    void addDiscounts(message.automatic).then(() => process.send?.({ type: 'discounts-added' }));
    return;
  }
  if (message.type === 'counts') {
    void counts(message.productIds).then((c) => {
      process.send?.(c);
      queries = 0;
      cpuMark = process.cpuUsage();
    });
    return;
  }
  void (async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
// The parent went away without saying close: do not linger.
process.on('disconnect', () => process.exit(0));
