/**
 * Storefront benchmarks: Lighthouse (mobile preset, Debian Chromium) on the demo store's home,
 * a product and a collection page; the product page's initial JS (gzip); and SSR throughput of
 * the product page against the same process serving a static copy of that HTML: with the page
 * cache, and rendered on every request (uncached) on PGlite and on a fresh database of the
 * PostgreSQL server (BENCH_DATABASE_URL, TEST_DATABASE_URL or the local default).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from './server-process';
import { withBenchDatabase } from './postgres';
import { CHROMIUM, chromeFlags } from '../tests/support/chromium';

const PORT = Number(process.env.BENCH_PORT ?? 3977);
const host = `demo.localhost:${PORT}`;

/** Lighthouse's mobile preset on each path of `onHost`: the scores and the main metrics. */
export async function lighthouseScores(paths: string[], onHost = host) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags });
  try {
    for (const path of paths) {
      const result = await lighthouse(`http://${onHost}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
      });
      const lhr = result?.lhr;
      if (lhr?.runtimeError)
        console.log(`  ${path}: Lighthouse could not measure: ${lhr.runtimeError.message}`);
      const score = (k: string) => Math.round((lhr?.categories[k]?.score ?? 0) * 100);
      const weak = Object.values(lhr?.audits ?? {})
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
        )
        .map((a) => a.id);
      const metric = (id: string) => lhr?.audits[id]?.displayValue ?? '?';
      console.log(
        `  ${path}: performance ${score('performance')}, accessibility ${score('accessibility')}, SEO ${score('seo')}` +
          ` (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})` +
          (weak.length ? `\n      below 0.9: ${weak.join(', ')}` : ''),
      );
    }
  } finally {
    chrome.kill();
  }
}

/** GET `path` on the demo store (Node cannot resolve `*.localhost`: send the Host header). */
function getRaw(path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    });
    req.on('error', reject);
    req.end();
  });
}

async function initialJsGzip(path: string): Promise<{ total: number; files: string[] }> {
  const html = (await getRaw(path)).toString('utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  let total = 0;
  const files: string[] = [];
  for (const src of new Set(srcs)) {
    const size = gzipSync(await getRaw(src), { level: 9 }).length;
    files.push(`${src} ${(size / 1024).toFixed(1)} KB`);
    total += size;
  }
  return { total, files };
}

async function throughput(path: string): Promise<number> {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${path}`,
    connections: 10,
    duration: 8,
    headers: { host },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

/** Throughput when every request adds a different made-up query string (cache-busting junk). */
async function throughputJunkQuery(path: string): Promise<number> {
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${path}`,
    connections: 10,
    duration: 8,
    headers: { host },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `${path}?utm_junk=${++n}-${Math.random()}`,
        }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${path}?junk: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

/** The goals for the product page's uncached render. */
const SSR_GOAL_RPS = 600;
const SSR_GOAL_RATIO = 0.25;

async function ssrRatio(label: string, env: Record<string, string>, uncached: boolean) {
  const server = await startBenchServer(PORT, env);
  try {
    const productPath = '/product/classic-t-shirt';
    mkdirSync(join(server.dataDir, 'media'), { recursive: true });
    writeFileSync(
      join(server.dataDir, 'media', 'bench-static-product.html'),
      await getRaw(productPath),
    );
    const ssr = await throughput(productPath);
    const stat = await throughput('/media/bench-static-product.html');
    const goal = uncached
      ? ` (goal ≥ ${SSR_GOAL_RPS} req/s and ratio ≥ ${SSR_GOAL_RATIO})`
      : ' (goal ≥ 0.35)';
    console.log(
      `  ${label}: SSR product page ${ssr.toFixed(0)} req/s vs static copy in the same process ${stat.toFixed(0)} req/s: ratio ${(ssr / stat).toFixed(2)}${goal}`,
    );
    if (uncached) return;
    const junk = await throughputJunkQuery(productPath);
    console.log(
      `  ${label}: product page with a different junk query string on every request ${junk.toFixed(0)} req/s`,
    );
  } finally {
    await server.stop();
  }
}

/** The same passes on a fresh database of the PostgreSQL server (skipped when none answers). */
function ssrRatioPostgres() {
  return withBenchDatabase(
    'storefront',
    ({ url }) =>
      ssrRatio(
        'PostgreSQL, every request rendered (STOREFRONT_CACHE_TTL_MS=0)',
        { DATABASE_URL: url, STOREFRONT_CACHE_TTL_MS: '0' },
        true,
      ),
    { part: 'PostgreSQL' },
  );
}

export async function benchStorefront(): Promise<void> {
  const server = await startBenchServer(PORT);
  try {
    const productPath = '/product/classic-t-shirt';
    console.log('Storefront (demo store):');
    // One warm-up request per page: measure the served page, not the first JIT compile.
    for (const path of ['/', productPath, '/collection/apparel']) await getRaw(path);
    console.log('  Lighthouse, mobile preset (goal ≥ 98 each):');
    await lighthouseScores(['/', productPath, '/collection/apparel']);
    const js = await initialJsGzip(productPath);
    console.log(
      `  product page initial JS: ${(js.total / 1024).toFixed(1)} KB gzip (goal ≤ 90 KB) = ${js.files.join(' + ')}`,
    );
  } finally {
    await server.stop();
  }
  await ssrRatio('PGlite, with the page cache (as served)', {}, false);
  await ssrRatio(
    'PGlite, every request rendered (STOREFRONT_CACHE_TTL_MS=0)',
    {
      STOREFRONT_CACHE_TTL_MS: '0',
    },
    true,
  );
  await ssrRatioPostgres();
}
