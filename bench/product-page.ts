/**
 * `npm run bench -- theme blocks`: the product page rendered on every request
 * (STOREFRONT_CACHE_TTL_MS=0, PGlite, the demo store's classic T-shirt), drawn from the
 * store's product template (block-based: the template read with the product, the info column
 * from its blocks), then, in the same run, after the template is deleted (the built-in
 * product section, its blocks the defaults): both as requests per second (autocannon, 10
 * connections, 8 s) and their ratio. Run at a commit from before blocks, the first figure is
 * that commit's product page (there is no template to delete).
 */
import { request } from 'node:http';
import autocannon from 'autocannon';
import { startBenchServer } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 3979);
const STORE_HOST = `demo.localhost:${PORT}`;
const DASHBOARD_HOST = `localhost:${PORT}`;
const PRODUCT_PATH = '/product/classic-t-shirt';

async function throughput(path: string): Promise<number> {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${path}`,
    connections: 10,
    duration: 8,
    headers: { host: STORE_HOST },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

/** One JSON call to the dashboard host (Node cannot resolve `*.localhost`: Host header). */
function call(
  method: string,
  path: string,
  body: unknown,
  cookie = '',
): Promise<{ status: number; json: unknown; cookie: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        headers: {
          host: DASHBOARD_HOST,
          origin: `http://${DASHBOARD_HOST}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const set = res.headers['set-cookie'] ?? [];
          resolve({
            status: res.statusCode ?? 0,
            json: text ? (JSON.parse(text) as unknown) : null,
            cookie: set.map((c) => c.split(';')[0]).join('; ') || cookie,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Deletes the demo store's product template; false when it has none (a commit before it). */
async function deleteProductTemplate(): Promise<boolean> {
  const login = await call('POST', '/api/auth/login', {
    email: 'demo@example.com',
    password: 'demo-store-123',
  });
  const { userId } = login.json as { userId: string };
  const stores = await call(
    'GET',
    `/api/dashboard/store/find-stores?userId=${userId}`,
    undefined,
    login.cookie,
  );
  const storeId = (stores.json as { storeId: string; subdomain: string }[]).find(
    (s) => s.subdomain === 'demo',
  )!.storeId;
  const pages = await call(
    'GET',
    `/api/dashboard/page/get-pages-by-store-id?storeId=${storeId}`,
    undefined,
    login.cookie,
  );
  const template = (pages.json as { pageId: string; slug: string; pageType: string }[]).find(
    (p) => p.pageType === 'product',
  );
  if (!template) return false;
  const gone = await call(
    'DELETE',
    `/api/dashboard/page/delete/${template.pageId}`,
    undefined,
    login.cookie,
  );
  if (gone.status !== 200) throw new Error(`deleting the product template answered ${gone.status}`);
  return true;
}

export async function benchProductPage(): Promise<void> {
  const server = await startBenchServer(PORT, { STOREFRONT_CACHE_TTL_MS: '0' });
  try {
    await throughput(PRODUCT_PATH); // warm-up: the JIT, the caches of the database
    const template = await throughput(PRODUCT_PATH);
    console.log(
      `  product page rendered on every request, from the product template (blocks): ${template.toFixed(0)} req/s`,
    );
    if (!(await deleteProductTemplate())) {
      console.log('  (no product template on this commit: the figure above is its product page)');
      return;
    }
    const plain = await throughput(PRODUCT_PATH);
    console.log(
      `  the same page from the built-in product section (no template): ${plain.toFixed(0)} req/s; ratio template / built-in ${(template / plain).toFixed(2)}`,
    );
  } finally {
    await server.stop();
  }
}

// Run by itself (`npx tsx bench/product-page.ts`), e.g. in a checkout of an older commit.
if (process.argv[1]?.endsWith('product-page.ts')) {
  console.log('Product page render:');
  await benchProductPage();
}
