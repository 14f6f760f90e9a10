/**
 * Storefront benchmarks: Lighthouse (mobile preset, Debian Chromium) on the demo store's home,
 * a product and a collection page; the product page's initial JS (gzip); and SSR throughput of
 * the product page against the same process serving a static copy of that HTML.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 3977);
const host = `demo.localhost:${PORT}`;
const chromeFlags = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
];

async function lighthouseScores(urls: string[]) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  try {
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
      });
      const c = result?.lhr.categories;
      const score = (k: string) => Math.round((c?.[k]?.score ?? 0) * 100);
      const failing = Object.values(result?.lhr.audits ?? {})
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      console.log(
        `  ${url.replace(`http://${host}`, '') || '/'}: performance ${score('performance')}, accessibility ${score('accessibility')}, SEO ${score('seo')}` +
          (failing.length ? `  (failing: ${failing.join(', ')})` : ''),
      );
    }
  } finally {
    chrome.kill();
  }
}

async function initialJsGzip(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const srcs = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
  ].map((m) => m[1]!);
  let total = 0;
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

async function throughput(url: string, hostHeader: string): Promise<number> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: 8,
    headers: { host: hostHeader },
  });
  return result.requests.average;
}

export async function benchStorefront(): Promise<void> {
  const server = await startBenchServer(PORT);
  try {
    const base = `http://${host}`;
    const productPath = '/product/classic-t-shirt';
    console.log('Storefront (demo store):');
    console.log('  Lighthouse, mobile preset:');
    await lighthouseScores([`${base}/`, `${base}${productPath}`, `${base}/collection/apparel`]);

    const js = await initialJsGzip(`${base}${productPath}`);
    console.log(`  product page initial JS: ${(js / 1024).toFixed(1)} KB gzip (goal ≤ 110 KB)`);

    const html = await (await fetch(`${base}${productPath}`)).text();
    mkdirSync(join(server.dataDir, 'media'), { recursive: true });
    writeFileSync(join(server.dataDir, 'media', 'bench-static-product.html'), html);
    const origin = `http://127.0.0.1:${PORT}`;
    const ssr = await throughput(`${origin}${productPath}`, host);
    const stat = await throughput(`${origin}/media/bench-static-product.html`, host);
    console.log(
      `  SSR product page: ${ssr.toFixed(0)} req/s; static copy, same process: ${stat.toFixed(0)} req/s; ratio ${(ssr / stat).toFixed(2)} (goal ≥ 0.35)`,
    );
  } finally {
    await server.stop();
  }
}
