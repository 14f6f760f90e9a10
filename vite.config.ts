/**
 * One Vite config for every browser bundle (dashboard, the builder page at
 * dist/client/dashboard/builder/index.html, storefront client, the builder's canvas iframe at
 * dist/client/canvas/index.html) and for Vitest's projects: unit, integration on
 * PGlite, integration on PostgreSQL, and the cluster (processes behind Caddy, with faults).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Where the build goes: `dist/client`, or `CLIENT_DIR` (the server reads the same variable), so
 * two working builds on one machine do not overwrite each other.
 */
const outDir = process.env.CLIENT_DIR ?? 'dist/client';

/** Writes `.br` and `.gz` beside each built JS/CSS asset, served as is by the server. */
function precompress(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    closeBundle() {
      const dir = resolve(import.meta.dirname, outDir, 'assets');
      for (const file of readdirSync(dir)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const body = readFileSync(join(dir, file));
        writeFileSync(
          join(dir, `${file}.br`),
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(join(dir, `${file}.gz`), gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * The integration files that also run on a PostgreSQL server (all run on PGlite, which is
 * PostgreSQL itself compiled to WebAssembly: the same SQL, planner and types). What differs on
 * a server is the driver (`pg`: how each column type, JSON, arrays, numerics and timestamps
 * come back, and parameters go in), many connections at once (locks, races, the pool), and
 * the server's settings (collation, time zone). So these run on both: every column type read
 * and written (the catalogue, its imports, orders, shipping, pages), concurrency, date
 * arithmetic and time zones, search, the route-by-route tenant isolation and the database
 * rules. The rest (validation, auth, mail, media, domains, logs) checks code above the
 * database and ran twice for nothing: 45 files, about 270 s of the suite's worker time.
 */
const postgresIntegrationFiles = [
  'abandoned-checkouts',
  'accounts',
  'analytics',
  'billing-job',
  'catalogue-api',
  'catalogue-csv',
  'catalogue-list',
  'card-payments',
  'category-rules',
  'checkout',
  'checkout-concurrency',
  'citus-rules',
  'customers',
  'demo-orders',
  'discount-checkout',
  'discounts',
  'generated-isolation',
  'import-fairness',
  'import-images',
  'inventory-policy',
  'money-formats',
  'newsletter',
  'orders-expiry',
  'orders-lifecycle',
  'orders-list',
  'page-versions',
  'payment-providers',
  'query-audit',
  'reviews',
  'search',
  'search-vocabulary',
  'shipping',
  'stock-alerts',
  'stores',
  'tenant-isolation',
].map((name) => `tests/integration/${name}.test.ts`);

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      input: {
        dashboard: 'dashboard/index.html',
        // The builder's own page (served at /builder): the editor without the dashboard's app.
        builder: 'dashboard/builder/index.html',
        storefront: 'storefront/client/entry-client.tsx',
        canvas: 'canvas/index.html',
      },
      output: {
        // zod in a chunk of its own, with the contracts' shared field pieces and the store
        // contracts (api/fields, ok, store); the zod-free modules the storefront's first JS
        // needs (money, countries, reserved subdomains, the product template's rule, the API
        // caller and its declarations) in
        // `shared-core`, named so that the zod chunk does not take them along as its modules'
        // imports. Left to the bundler, zod and then those contracts joined the chunk of
        // Vite's preload helper, which every entry imports, and so the storefront's first JS
        // (which parses nothing with zod; only the lazy checkout preview does) carried it.
        // scripts/check-bundle.mjs fails npm test when it comes back.
        manualChunks: (id: string) => {
          // Every storefront section, with the parts, helpers and blocks they draw with, in one
          // chunk (about 33 KB gzip; each section type keeps a small chunk of its own, which
          // only points into it): a page made of 8 sections fetched some 50 files of 1-3 KB,
          // and over HTTP/1.1's six connections per host the round trips cost more than the
          // bytes (Lighthouse on the demo home page: 68 requests became 34, fewer bytes in
          // all). Swiper stays lazy: only a slider that moves loads it.
          if (
            /[\\/]storefront[\\/]sections[\\/]/.test(id) &&
            !/[\\/]parts[\\/]CategoriesSwiper/.test(id)
          )
            return 'storefront-sections';
          if (
            /[\\/]shared[\\/](money|countries|reserved-subdomains|product-template|api[\\/](call-endpoint|endpoint|endpoints[\\/]refs))\.ts$/.test(
              id,
            )
          )
            return 'shared-core';
          if (
            /[\\/]node_modules[\\/]zod[\\/]|[\\/]shared[\\/]api[\\/](fields|ok|store)\.ts$/.test(id)
          )
            return 'zod';
          return undefined;
        },
      },
    },
  },
  server: { cors: true },
  test: {
    // Both cores: Vitest's default is one fewer worker than the cores, which on the 2-core
    // machine ran every file one after another (573 s of file time in a 588 s stage).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            '{shared,protocol,storefront,canvas,editor,dashboard,server,scripts}/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          // One module graph per worker, not per file: the unit files import the same React,
          // zod and shared modules, and importing them afresh for each of 170 files took 356 s
          // of a 838 s run on the loaded 2-core machine (103 s in all without). Every unit
          // test restores what it changes (timers, globals), so files do not see each other.
          isolate: false,
        },
      },
      integrationProject('pglite', {
        exclude: [
          // Concurrency needs a server with many connections; PGlite has one.
          'tests/integration/checkout-concurrency.test.ts',
        ],
      }),
      integrationProject('postgres', { include: postgresIntegrationFiles }),
      {
        extends: true,
        test: {
          name: 'cluster',
          // Two app processes behind Caddy on a private PostgreSQL server and Redis, with
          // faults (tests/README.md); the test starts and stops every part itself. It runs
          // after the other projects, alone: its load must not share two cores with them.
          include: ['tests/cluster/**/*.test.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

/** The integration tests (tests/README.md) on one database: `include` (default all) but `exclude`. */
function integrationProject(
  database: 'pglite' | 'postgres',
  files: { include?: string[]; exclude?: string[] },
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name: `integration-${database}`,
      include: files.include ?? ['tests/integration/**/*.test.ts'],
      exclude: files.exclude ?? [],
      env: { TEST_DB: database },
      globalSetup: ['tests/integration/global-setup.ts'],
      setupFiles: ['tests/integration/helpers/audit-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // One module graph per worker (see unit): each file still builds its own app and
      // database; only the imports are shared (8 files: 333 s against 562 s isolated).
      isolate: false,
    },
  };
}
