/**
 * Checkout under load, through the real HTTP server (bench/checkout-server.ts, its own
 * process on BENCH_PORT), on PGlite and then on a throwaway PostgreSQL database:
 * - the rush: RUSH_ATTEMPTS concurrent order attempts for a product with 10 units — orders
 *   created, oversold units (must be 0), 5xx (must be 0), p50/p95 (target p95 ≤ 250 ms);
 * - different products: 100 keep-alive connections, each ordering its own products one
 *   after another for a few seconds — orders/s (target ≥ 400 on the PostgreSQL server), p95,
 *   errors, and the units ordered against the stock taken.
 * - discounts (issue 30): the same different-products run again once the store has 50
 *   automatic discounts in effect, each order with a code — what pricing with them adds to p95
 *   (target ≤ 5 ms) and to the server's CPU per order; the pricing function alone, in process;
 *   and the code rush: 200 checkouts at once with a code limited to 10 uses (exactly 10 use
 *   it, p95 ≤ 300 ms).
 * PostgreSQL is skipped, with the reason printed, when no server answers. Bounded: each run
 * has a fixed length and every request a timeout.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { priceOrder, type DiscountRule, type PricingInput } from '../shared';
import { BENCH_CODES } from './checkout-codes';
import type {
  CheckoutBenchCounts,
  CheckoutBenchRequest,
  CheckoutBenchSeed,
} from './checkout-server';
import { percentile } from './stats';

const RUSH_ATTEMPTS = Number(process.env.BENCH_CHECKOUT_ATTEMPTS ?? 200);
const RUSH_STOCK = 10;
const RUSH_P95_TARGET_MS = 250;
const CONNECTIONS = Number(process.env.BENCH_CHECKOUT_CONNECTIONS ?? 100);
const RUN_SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 5);
const WARM_SECONDS = 1;
const PRODUCTS = 1000;
const PRODUCT_STOCK = 1000;
const ORDERS_PER_SECOND_TARGET = 400;
const PORT = Number(process.env.BENCH_PORT ?? 4701);
const SUBDOMAIN = 'bench-rush';
const REQUEST_TIMEOUT_MS = 30_000;

interface Answer {
  status: number;
  ms: number;
  message?: string;
}

function post(port: number, agent: Agent, body: unknown): Promise<Answer> {
  const payload = JSON.stringify(body);
  const host = `${SUBDOMAIN}.localhost:${port}`;
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/storefront/checkout',
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          host,
          origin: `http://${host}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const ms = performance.now() - started;
          if (status === 201) return resolve({ status, ms });
          let message: string | undefined;
          try {
            message = (JSON.parse(Buffer.concat(chunks).toString()) as { error?: string }).error;
          } catch {
            message = undefined;
          }
          resolve({ status, ms, message });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(payload);
  });
}

const ms = (n: number) => `${n.toFixed(0)} ms`;

/** The server's CPU time (less noisy than latency on a shared machine) and queries per request. */
const serverCost = (c: CheckoutBenchCounts, requests: number, what: string) =>
  `server CPU ${(c.cpuMs / Math.max(1, requests)).toFixed(2)} ms per ${what}` +
  (c.queries ? `, ${(c.queries / Math.max(1, requests)).toFixed(1)} queries per ${what}` : '');

/** The server process: forked, seeded, listening; `ask` sends it a request and waits for the answer. */
async function startServer(env: Record<string, string>) {
  const child: ChildProcess = fork(
    fileURLToPath(new URL('./checkout-server.ts', import.meta.url)),
    {
      // BENCH_CPU_PROF=dir: the server writes a CPU profile there when it closes.
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.BENCH_CPU_PROF
          ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
          : []),
      ],
      env: {
        ...process.env,
        BENCH_PORT: String(PORT),
        BENCH_PRODUCTS: String(PRODUCTS),
        BENCH_PRODUCT_STOCK: String(PRODUCT_STOCK),
        BENCH_RUSH_STOCK: String(RUSH_STOCK),
        BENCH_SUBDOMAIN: SUBDOMAIN,
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const seed = await new Promise<CheckoutBenchSeed>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench server did not start')), 120_000);
    child.once('message', (m) => {
      clearTimeout(timer);
      resolve(m as CheckoutBenchSeed);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  const counts = (productIds: string[]) =>
    new Promise<CheckoutBenchCounts>((resolve) => {
      child.once('message', (m) => resolve(m as CheckoutBenchCounts));
      child.send({ type: 'counts', productIds } satisfies CheckoutBenchRequest);
    });
  const addDiscounts = (automatic: number) =>
    new Promise<void>((resolve) => {
      child.once('message', () => resolve());
      child.send({ type: 'discounts', automatic } satisfies CheckoutBenchRequest);
    });
  const stop = async () => {
    if (child.exitCode === null) child.send({ type: 'close' } satisfies CheckoutBenchRequest);
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return { seed, counts, addDiscounts, stop };
}

function orderBody(seed: CheckoutBenchSeed, productId: string, i: number, codes: string[] = []) {
  return {
    ...(codes.length ? { discountCodes: codes } : {}),
    storeId: seed.storeId,
    idempotencyKey: randomUUID(),
    customer: { name: `Buyer ${i}`, phone: '555 0100', email: `buyer${i}@example.com` },
    address: { line1: '1 Rush Rd', city: 'Benchville', postalCode: '10001', country: 'US' },
    shippingRateId: seed.rateId,
    paymentMethod: 'cod',
    lines: [{ productId, variationId: null, quantity: 1 }],
  };
}

/** 200 attempts at once on 10 units. */
async function rush(
  seed: CheckoutBenchSeed,
  counts: (ids: string[]) => Promise<CheckoutBenchCounts>,
) {
  console.log(`  rush: ${RUSH_ATTEMPTS} concurrent attempts for ${RUSH_STOCK} units`);
  const agent = new Agent({ keepAlive: true, maxSockets: RUSH_ATTEMPTS });
  try {
    const all = (productId: string) =>
      Promise.all(
        Array.from({ length: RUSH_ATTEMPTS }, (_, i) =>
          post(seed.port, agent, orderBody(seed, productId, i)),
        ),
      );
    // Warm-up (connections, JIT) on the sold-out product: not counted.
    await all(seed.warmProductId);
    await counts([]); // starts the server's CPU and query counts here
    await all(seed.warmProductId);
    await all(seed.warmProductId);
    const sold = await counts([]);
    console.log(
      `    already sold out (warm-up): ${serverCost(sold, 2 * RUSH_ATTEMPTS, 'attempt')}`,
    );

    const started = performance.now();
    const results = await all(seed.rushProductId);
    const wall = performance.now() - started;

    const after = await counts([seed.rushProductId]);
    const created = results.filter((r) => r.status === 201).length;
    const refused = results.filter((r) => r.status === 409);
    const serverErrors = results.filter((r) => r.status >= 500).length;
    const failed = results.filter((r) => r.status === 0).length;
    const other = results.length - created - refused.length - serverErrors - failed;
    const oversold = Math.max(0, after.unitsOrdered - RUSH_STOCK) + Math.max(0, -after.lowestStock);
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const p95 = percentile(latencies, 95);
    const messages = [...new Set(refused.map((r) => r.message))].map((m) => `“${m}”`).join(', ');
    console.log(
      `    orders ${created} (in database ${after.orders}, must be ${RUSH_STOCK}), sold-out 409s ${refused.length} ` +
        `(${messages || 'none'}), stock left ${after.stockLeft}`,
    );
    console.log(
      `    oversold units ${oversold} (must be 0), 5xx ${serverErrors} (must be 0)` +
        (other ? `, other answers ${other}` : '') +
        (failed ? `, connection failures ${failed}` : ''),
    );
    console.log(
      `    latency p50 ${ms(percentile(latencies, 50))}, p95 ${ms(p95)} (target ≤ ${RUSH_P95_TARGET_MS} ms: ` +
        `${p95 <= RUSH_P95_TARGET_MS ? 'met' : 'MISSED'}), max ${ms(percentile(latencies, 100))}; ` +
        `all ${RUSH_ATTEMPTS} in ${ms(wall)}`,
    );
    console.log(`    ${serverCost(after, RUSH_ATTEMPTS, 'attempt')}`);
  } finally {
    agent.destroy();
  }
}

/** CONNECTIONS connections, each ordering its own products back to back. */
async function differentProducts(
  seed: CheckoutBenchSeed,
  counts: (ids: string[]) => Promise<CheckoutBenchCounts>,
  isPostgres: boolean,
  codes: string[] = [],
): Promise<{ p95: number; cpuPerOrder: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const ids = seed.productIds;
  try {
    let created = 0;
    const run = async (seconds: number) => {
      const results: Answer[] = [];
      const until = performance.now() + seconds * 1000;
      // Connection c orders products c, c + CONNECTIONS, …: no two connections share one.
      const connection = async (c: number) => {
        for (let k = 0; performance.now() < until; k++) {
          const productId = ids[(c + k * CONNECTIONS) % ids.length]!;
          const answer = await post(seed.port, agent, orderBody(seed, productId, c, codes));
          results.push(answer);
          if (answer.status === 201) created++;
        }
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: CONNECTIONS }, (_, c) => connection(c)));
      return { results, seconds: (performance.now() - started) / 1000 };
    };
    await run(WARM_SECONDS);
    created = 0;
    // Starts the server's CPU and query counts here; what earlier runs ordered is subtracted.
    const before = await counts(ids);
    const { results, seconds } = await run(RUN_SECONDS);

    const after = await counts(ids);
    const unitsOrdered = after.unitsOrdered - before.unitsOrdered;
    const ok = results.filter((r) => r.status === 201);
    const errors = results.length - ok.length;
    const byStatus = new Map<number, number>();
    for (const r of results) {
      if (r.status !== 201) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
    }
    const perSecond = ok.length / seconds;
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const taken = before.stockLeft - after.stockLeft;
    console.log(
      `  different products: ${CONNECTIONS} connections, ${RUN_SECONDS} s (after ${WARM_SECONDS} s warm-up), ` +
        `${PRODUCTS} products × ${PRODUCT_STOCK} units`,
    );
    console.log(
      `    ${perSecond.toFixed(0)} orders/s` +
        (isPostgres
          ? ` (target ≥ ${ORDERS_PER_SECOND_TARGET}: ${perSecond >= ORDERS_PER_SECOND_TARGET ? 'met' : 'MISSED'})`
          : ` (the ≥ ${ORDERS_PER_SECOND_TARGET} target is the PostgreSQL server's)`) +
        `, p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, ` +
        `errors ${errors}${errors ? ` (${[...byStatus].map(([s, n]) => `${s || 'no answer'}: ${n}`).join(', ')})` : ''}`,
    );
    console.log(
      `    units ordered ${unitsOrdered} = answered 201 ${created}: ${unitsOrdered === created ? 'yes' : 'NO'}; ` +
        `stock taken ${taken} = units ordered: ${taken === unitsOrdered ? 'yes' : 'NO'}; ` +
        `lowest stock ${after.lowestStock} (must be ≥ 0)`,
    );
    console.log(`    ${serverCost(after, results.length, 'order')}`);
    return {
      p95: percentile(latencies, 95),
      cpuPerOrder: after.cpuMs / Math.max(1, results.length),
    };
  } finally {
    agent.destroy();
  }
}

/** The code rush: RUSH_ATTEMPTS checkouts at once, each with the code limited to 10 uses. */
async function codeRush(
  seed: CheckoutBenchSeed,
  counts: (ids: string[]) => Promise<CheckoutBenchCounts>,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: RUSH_ATTEMPTS });
  try {
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: RUSH_ATTEMPTS }, (_, i) =>
        post(
          seed.port,
          agent,
          orderBody(seed, seed.productIds[i % seed.productIds.length]!, i, [BENCH_CODES.limited]),
        ),
      ),
    );
    const wall = performance.now() - started;
    const after = await counts([]);
    const used = results.filter((r) => r.status === 201).length;
    const refused = results.filter((r) => r.status === 409);
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const p95 = percentile(latencies, 95);
    const messages = [...new Set(refused.map((r) => r.message))].map((m) => `“${m}”`).join(', ');
    console.log(
      `  code rush: ${RUSH_ATTEMPTS} checkouts at once with ${BENCH_CODES.limited} (limited to 10 uses)`,
    );
    console.log(
      `    orders with it ${used}, uses recorded ${after.limitedCodeUses} (both must be 10: ${used === 10 && after.limitedCodeUses === 10 ? 'yes' : 'NO'}), ` +
        `refused ${refused.length} (${messages || 'none'}), other answers ${results.length - used - refused.length}`,
    );
    console.log(
      `    latency p50 ${ms(percentile(latencies, 50))}, p95 ${ms(p95)} (target ≤ 300 ms: ${p95 <= 300 ? 'met' : 'MISSED'}); all in ${ms(wall)}`,
    );
  } finally {
    agent.destroy();
  }
}

/** The pricing function alone: 50 automatic discounts and a code on a 3-line cart. */
function pricingAlone(automatic: number) {
  const products = Array.from({ length: 1000 }, (_, i) => `p${i}`);
  const some = (i: number) => products.slice((i * 7) % 900, ((i * 7) % 900) + 20);
  const rules: DiscountRule[] = Array.from({ length: automatic }, (_, i): DiscountRule => {
    const base = {
      id: `d${i}`,
      title: `Offer ${i}`,
      code: null,
      combinesWith: { order: i % 2 === 0, product: true, shipping: true },
      startsAt: null,
      endsAt: null,
      exhausted: null,
    };
    switch (i % 4) {
      case 0:
        return {
          ...base,
          effect: {
            type: 'products',
            value: { kind: 'percentage', ratePpm: 50_000 + (i % 10) * 10_000 },
            target: { kind: 'products', productIds: some(i) },
          },
          minimum: { kind: 'none' },
        };
      case 1:
        return {
          ...base,
          effect: { type: 'order', value: { kind: 'fixed', amountMinor: 500 } },
          minimum: { kind: 'subtotal', amountMinor: 10_000 + i * 100 },
        };
      case 2:
        return {
          ...base,
          effect: { type: 'free_shipping', zoneIds: null },
          minimum: { kind: 'subtotal', amountMinor: 7_500 + i * 100 },
        };
      default:
        return {
          ...base,
          effect: {
            type: 'buy_x_get_y',
            buy: { quantity: 2, target: { kind: 'products', productIds: some(i) } },
            get: {
              quantity: 1,
              target: { kind: 'products', productIds: some(i) },
              ratePpm: 1_000_000,
            },
            usesPerOrder: null,
          },
          minimum: { kind: 'none' },
        };
    }
  });
  const input: PricingInput = {
    lines: [0, 7, 35].map((n, i) => ({
      key: String(i),
      productId: products[n]!,
      categoryIds: [],
      unitPriceMinor: 2500,
      quantity: 1 + i,
      taxExempt: false,
    })),
    discounts: [
      ...rules,
      {
        id: 'code',
        title: 'Bench 10% off',
        code: BENCH_CODES.open,
        effect: { type: 'order', value: { kind: 'percentage', ratePpm: 100_000 } },
        minimum: { kind: 'none' },
        combinesWith: { order: false, product: true, shipping: true },
        startsAt: null,
        endsAt: null,
        exhausted: null,
      },
    ],
    codes: [BENCH_CODES.open],
    shipping: { costMinor: 500, zoneId: null },
    feeMinor: 0,
    tax: {
      pricesIncludeTax: false,
      taxShipping: true,
      rates: [
        { id: 't', country: 'US', region: null, name: 'Tax', ratePpm: 80_000, combine: 'instead' },
      ],
    },
    destination: { country: 'US', region: null },
    now: Date.now(),
  };
  const times: number[] = [];
  for (let i = 0; i < 5000; i++) {
    const t = performance.now();
    priceOrder(input);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const micro = (n: number) => `${(n * 1000).toFixed(0)} µs`;
  console.log(
    `  pricing function alone (${automatic} automatic discounts and a code, 3 lines, 5000 runs): ` +
      `p50 ${micro(percentile(times, 50))}, p95 ${micro(percentile(times, 95))}`,
  );
}

async function runOn(label: string, env: Record<string, string>, isPostgres: boolean) {
  console.log(`checkout on ${label}`);
  const server = await startServer(env);
  try {
    await rush(server.seed, server.counts);
    const plain = await differentProducts(server.seed, server.counts, isPostgres);
    await server.addDiscounts(50);
    console.log('  with 50 automatic discounts in effect and a code on every order:');
    const priced = await differentProducts(server.seed, server.counts, isPostgres, [
      BENCH_CODES.open,
    ]);
    const added = priced.p95 - plain.p95;
    console.log(
      `    added to p95 ${ms(added)} (target ≤ 5 ms: ${added <= 5 ? 'met' : 'MISSED'}); server CPU ` +
        `per order +${(priced.cpuPerOrder - plain.cpuPerOrder).toFixed(2)} ms`,
    );
    pricingAlone(50);
    await codeRush(server.seed, server.counts);
  } finally {
    await server.stop();
  }
}

/** Runs the checkout benchmarks and prints their numbers. */
export async function benchCheckout(): Promise<void> {
  await runOn('PGlite', { BENCH_DB_KIND: 'pglite' }, false);

  const adminUrl =
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `checkout on PostgreSQL: skipped, no server answers at ${adminUrl} (${(error as Error).message})`,
    );
    return;
  }
  const name = `sb_bench_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await runOn(
      'the PostgreSQL server',
      { BENCH_DB_KIND: 'postgres', BENCH_DB_URL: url.toString() },
      true,
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// `tsx bench/checkout.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchCheckout();
