/**
 * `npm run bench -- customers reviews` (and the second part of `npm run bench -- customers`):
 * a product page with 10,000 reviews against the same page without any, on the PostgreSQL
 * server, rendered on every request (STOREFRONT_CACHE_TTL_MS=0): the real server
 * (`scripts/start.mjs`, demo store) on a fresh database; the demo's classic T-shirt with its
 * demo reviews removed and 10,000 published reviews written in one statement, its star counts
 * kept by the app's own recount (server/reviews/review-stats.ts). Then three rounds of the page
 * without reviews (all hidden: the rows stay, the page shows none) and with them, 6 s each
 * (autocannon, 10 connections): requests per second, and the server process's CPU time per
 * page (from /proc: the render's own cost, which the shared machine's noise moves less than
 * the request rate). The page reads the counts from the product row and five reviews through
 * their partial index in one prepared statement, so nothing grows with the count; what remains
 * is drawing five reviews. Not a test: nothing fails on speed. BENCH_REVIEWS_KEEP=1 keeps the
 * database (its URL is printed) for EXPLAIN ANALYZE.
 */
import { request } from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { recountReviewStars } from '../server/reviews/review-stats';
import { withBenchDatabase } from './postgres';
import { cpuSeconds } from './stats';
import { startBenchServer } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 3981);
const HOST = `demo.localhost:${PORT}`;
const PRODUCT = 'classic-t-shirt';
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 10_000);
const ROUNDS = 3;
const SECONDS = 6;

function getPage(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, headers: { host: HOST } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    req.on('error', reject);
    req.end();
  });
}

interface Run {
  /** Requests per second. */
  rps: number;
  /** The server process's CPU time per request (ms): the render's own cost. */
  cpuMs: number;
}

async function measure(path: string, pid: number): Promise<Run> {
  // A warm-up request: the served page, not the first compile.
  await getPage(path);
  const cpu = cpuSeconds(pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${path}`,
    connections: 10,
    duration: SECONDS,
    headers: { host: HOST },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    rps: result.requests.average,
    cpuMs: ((cpuSeconds(pid) - cpu) * 1000) / result.requests.total,
  };
}

export async function benchProductReviews(): Promise<void> {
  console.log(
    `product page with ${REVIEWS.toLocaleString('en')} reviews (PostgreSQL, every request rendered)`,
  );
  await withBenchDatabase(
    'reviews',
    async ({ url }) => {
      const server = await startBenchServer(PORT, {
        DATABASE_URL: url,
        STOREFRONT_CACHE_TTL_MS: '0',
      });
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
      try {
        const path = `/product/${PRODUCT}`;
        const { rows } = await client.query<{ id: string; store_id: string }>(
          `select p.id, p.store_id from products p join stores s on s.id = p.store_id
           where s.subdomain = 'demo' and p.slug = $1`,
          [PRODUCT],
        );
        const product = rows[0];
        if (!product) throw new Error(`no demo product ${PRODUCT}`);
        const recount = () => recountReviewStars(database.db, product.store_id, product.id);
        await client.query(`delete from product_reviews where store_id = $1 and product_id = $2`, [
          product.store_id,
          product.id,
        ]);
        await recount();
        // The reviews shown (published) or not (hidden: the rows stay, the page shows none, as
        // before any review), alternated round by round so neither side gets the warmer process.
        const setStatus = async (status: string) => {
          await client.query(
            `update product_reviews set status = $3 where store_id = $1 and product_id = $2`,
            [product.store_id, product.id, status],
          );
          await recount();
        };
        const t = performance.now();
        await client.query(
          `insert into product_reviews (store_id, product_id, rating, title, body, author_name,
             email, status, created_at, updated_at)
           select $1, $2, 1 + (i * 7) % 5, 'Review ' || i,
             'A review of some length, as buyers write them: it fits, it washes well, ' || i,
             'Buyer ' || i, 'buyer' || i || '@example.com', 'published',
             now() - make_interval(mins => i), now() - make_interval(mins => i)
           from generate_series(1, $3::int) i`,
          [product.store_id, product.id, REVIEWS],
        );
        await recount();
        await client.query('analyze product_reviews');
        const written = performance.now() - t;
        const html = await getPage(path);
        if (!html.includes('AggregateRating') || !html.includes('Customer reviews')) {
          throw new Error('the page with reviews shows no reviews');
        }
        const without: Run[] = [];
        const withReviews: Run[] = [];
        // A round of each first, not kept: the process compiles its hot paths (the first round
        // ran at half the rate of the later ones).
        for (const status of ['hidden', 'published']) {
          await setStatus(status);
          await measure(path, server.pid);
        }
        for (let round = 0; round < ROUNDS; round++) {
          await setStatus('hidden');
          without.push(await measure(path, server.pid));
          await setStatus('published');
          withReviews.push(await measure(path, server.pid));
        }
        const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
        const rps = (runs: Run[]) => median(runs.map((r) => r.rps));
        const cpu = (runs: Run[]) => median(runs.map((r) => r.cpuMs));
        const show = (runs: Run[]) =>
          `${rps(runs).toFixed(0)} req/s, ${cpu(runs).toFixed(2)} ms of server CPU a page (${runs
            .map((r) => `${r.rps.toFixed(0)}/${r.cpuMs.toFixed(2)}`)
            .join(', ')})`;
        console.log(
          `  ${REVIEWS.toLocaleString('en')} reviews written and counted in ${(written / 1000).toFixed(1)} s`,
        );
        console.log(`  ${path} without reviews: ${show(without)}`);
        console.log(`  ${path} with ${REVIEWS.toLocaleString('en')} reviews: ${show(withReviews)}`);
        console.log(
          `  ratio (medians of ${ROUNDS} rounds): requests ${(rps(withReviews) / rps(without)).toFixed(2)}, render cost ${(cpu(without) / cpu(withReviews)).toFixed(2)} (goal: no slower, 1)`,
        );
      } finally {
        await client.end();
        await database.close();
        await server.stop();
      }
    },
    { part: 'PostgreSQL', keep: Boolean(process.env.BENCH_REVIEWS_KEEP) },
  );
}

// `tsx bench/reviews.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchProductReviews();
