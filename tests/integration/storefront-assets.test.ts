/**
 * The built browser files and the first view's CSS, on a client directory laid out as Vite
 * writes it (manifest, hashed names): a hashed file under /assets/ is cached for a year and
 * immutable (its pre-compressed copy too), a file without a hash only briefly; a store page
 * carries the storefront's stylesheet in its head (no render-blocking stylesheet link) and
 * still loads the client entry and its chunks.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import {
  createStore,
  createTestDatabase,
  signUpMerchant,
  TestClient,
  describeOnDatabase,
} from './helpers/test-app';
import { useTempDir } from './helpers/temp-dir';

const CSS = '.sf-app{color:#123456}.sf-main{min-height:50vh}';

/** A client directory as `vite build` leaves it, with one unhashed file added. */
function fakeClientDir(root: string): string {
  const dir = join(root, 'client');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, '.vite'), { recursive: true });
  const files: Record<string, string> = {
    'storefront-Ab12Cd34.js': 'console.log("entry")',
    'styles-Zx98_y-7.js': 'export const s = 1',
    'styles-Qw3rTy12.css': CSS,
    'notes.txt': 'a file without a content hash',
  };
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(join(dir, 'assets', name), body);
  }
  writeFileSync(
    join(dir, 'assets', 'storefront-Ab12Cd34.js.gz'),
    gzipSync(files['storefront-Ab12Cd34.js']!),
  );
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'storefront/client/entry-client.tsx': {
        file: 'assets/storefront-Ab12Cd34.js',
        isEntry: true,
        imports: ['_styles-Zx98_y-7.js'],
      },
      '_styles-Zx98_y-7.js': {
        file: 'assets/styles-Zx98_y-7.js',
        css: ['assets/styles-Qw3rTy12.css'],
      },
    }),
  );
  return dir;
}

describeOnDatabase(`built assets and the first view's CSS`, () => {
  let app: FastifyInstance;
  let database: Database;
  const root = useTempDir('sb-assets-');
  let shopper: TestClient;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: loadConfig({
        DATA_DIR: join(root.path, 'data'),
        PASSWORD_HASH_LOG_N: '12',
      } as NodeJS.ProcessEnv),
      database,
      logger: false,
      clientDir: fakeClientDir(root.path),
    });
    await app.ready();
    const merchant = await signUpMerchant(app);
    await createStore(merchant.client, 'assets-shop', 'Assets Shop');
    shopper = new TestClient(app, 'assets-shop.localhost:3000');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('caches a hashed file for a year, immutable, compressed or not', async () => {
    const plain = await shopper.get('/assets/storefront-Ab12Cd34.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await shopper.get('/assets/storefront-Ab12Cd34.js', {
      'accept-encoding': 'gzip',
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await shopper.get('/assets/styles-Qw3rTy12.css');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps a file without a content hash only briefly', async () => {
    const res = await shopper.get('/assets/notes.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
  });

  it('writes the storefront stylesheet into the page head instead of linking it', async () => {
    const res = await shopper.get('/');
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(`<style>${CSS}</style>`);
    expect(head).not.toContain('rel="stylesheet"');
    // The JS hydrates what the HTML shows: after the fonts and pictures.
    expect(head).toContain(
      '<script type="module" fetchpriority="low" src="/assets/storefront-Ab12Cd34.js"></script>',
    );
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/styles-Zx98_y-7.js">',
    );
  });
});
