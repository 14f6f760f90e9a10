/**
 * `npm run bench -- cluster growth`: does a store's speed depend on how many other stores the
 * database holds? Issue 15's goal: uncached storefront p95 with 100,000 stores and 2,000,000
 * products in the database at most 1.2x its p95 on a database holding that store alone; the
 * dashboard lists and the host lookup likewise.
 *
 * Two databases on the PostgreSQL server (BENCH_DATABASE_URL, TEST_DATABASE_URL or the local
 * default):
 * - `bench_growth_small`: the measured store only: the demo store (server/seed/seed-demo.ts:
 *   published home page with sections, 24 products in 4 collections, variations, pages and
 *   their versions, shipping, 20 orders) plus 26 products created through the dashboard API
 *   (`add-product`), 50 in all;
 * - `bench_growth_large`: a copy of the small one (`CREATE DATABASE … TEMPLATE`, so the
 *   measured store is the same rows, ids included) plus 99,999 stores written with set-based
 *   SQL: an owner each (user, membership, subscription), 1 in 10 with a verified custom domain,
 *   the demo store's shipping zones/rates, collections, pages and page versions cloned, 20
 *   products each (2,000,000; product names from the demo store's vocabulary, so searches
 *   for "shirt" or "wool" match in every store), 1 in 5 with 3 size variations, each in a
 *   collection, the search vocabulary, and 5 orders (1 to 3 lines, a timeline event) each.
 *   Secondary indexes are dropped during the load and rebuilt from their own definitions, and
 *   the database is VACUUM ANALYZEd.
 * Both are kept between runs: a marker table records a fingerprint of the migrations, the
 * seed code and this file's seed version, and a database whose marker differs is rebuilt.
 * BENCH_GROWTH_REBUILD=1 rebuilds both; BENCH_GROWTH_DROP=1 drops both after the run;
 * BENCH_GROWTH_DB_PREFIX (default `bench_growth`) names another pair. BENCH_GROWTH_STORES
 * changes the number of stores (default 100,000; products scale with it).
 *
 * Measured, each against a real app process per database (`server/main.ts`, DATABASE_URL,
 * STOREFRONT_CACHE_TTL_MS=0: every storefront request is rendered, search answers are not
 * kept), the two processes' requests interleaved one by one (small, large, large, small …)
 * so that the machine's other load falls on both alike, BENCH_GROWTH_REQUESTS pairs (default
 * 400) per case after a warm-up, fewer when a case has run BENCH_GROWTH_CASE_SECONDS (default
 * 40; a slow case would otherwise hold the bench for many minutes):
 * - storefront (the demo store's host): home, a product page (the 50 products in turn), the
 *   shop listing, a collection, a search (six terms in turn);
 * - dashboard lists (the merchant logged in): products, orders, pages;
 * - host lookup, cold: `StoreHostResolver.resolve` in this process on each database with its
 *   cache emptied before every call: the measured store's host on both, and on the large
 *   database random hosts among its 100,000 stores (subdomains and custom domains), timed on
 *   their second read (the first, printed in the note, also times PostgreSQL reading pages
 *   that are not in its shared buffers, which hold a sliver of a 7 GB database).
 * Prints a table: p95 small, p95 large, the ratio and the goal (<= 1.2x); for a case that
 * misses, the statements the large database was running most (pg_stat_activity sampled every
 * 10 ms during the case: the one to EXPLAIN). Not a test: nothing fails on speed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { buildApp } from '../server/app';
import { createSession, SESSION_COOKIE } from '../server/auth/sessions';
import { loadConfig } from '../server/config';
import { migrationsFolder, openDatabase, type Database } from '../server/db/client';
import { categories, products, stores, users } from '../server/db/schema';
import { DEMO_EMAIL, DEMO_SUBDOMAIN, seedDemoIfEmpty } from '../server/seed/seed-demo';
import { StoreHostResolver } from '../server/stores/resolve-store-host';
import { startBenchServer, type BenchServer } from './server-process';
import { connect, connectAdmin, dbUrl } from './postgres';
import { percentile } from './stats';

/** BENCH_GROWTH_DB_PREFIX names another pair (a second checkout's run keeps its own). */
const PREFIX = process.env.BENCH_GROWTH_DB_PREFIX ?? 'bench_growth';
if (!/^[a-z_][a-z0-9_]{0,40}$/.test(PREFIX)) throw new Error('BENCH_GROWTH_DB_PREFIX: a-z, 0-9, _');
const SMALL_DB = `${PREFIX}_small`;
const LARGE_DB = `${PREFIX}_large`;
/** Raise when the seed below changes: cached databases are then rebuilt. */
const SEED_VERSION = 1;
const STORES = Number(process.env.BENCH_GROWTH_STORES ?? 100_000);
const PRODUCTS_PER_STORE = 20;
const ORDERS_PER_STORE = 5;
const REQUESTS = Number(process.env.BENCH_GROWTH_REQUESTS ?? 400);
const HOST_LOOKUPS = Number(process.env.BENCH_GROWTH_HOST_LOOKUPS ?? 2_000);
const WARMUP = 20;
/** A case stops after this long (at least 40 pairs), even short of its count. */
const CASE_SECONDS = Number(process.env.BENCH_GROWTH_CASE_SECONDS ?? 40);
const GOAL_RATIO = 1.2;
const PORT_SMALL = Number(process.env.BENCH_GROWTH_PORT ?? 4201);
const PORT_LARGE = PORT_SMALL + 1;
/** The media the demo seed draws (the storefront only links them). */
const MEDIA_DIR = join(tmpdir(), 'sb-bench-growth-data');
const SEARCH_TERMS = ['shirt', 'wool', 'leather boots', 'mug', 'canvas', 'linen'];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What the seeded databases depend on: the migrations, the demo seed and this seed. */
function fingerprint(): string {
  const hash = createHash('sha256').update(`seed ${SEED_VERSION} stores ${STORES}\n`);
  const dirs = [migrationsFolder, join(migrationsFolder, '..', '..', 'seed')];
  for (const dir of dirs) {
    for (const name of readdirSync(dir).sort()) {
      if (!/\.(sql|ts)$/.test(name) || name.endsWith('.test.ts')) continue;
      hash.update(name).update(readFileSync(join(dir, name)));
    }
  }
  const migrations = readdirSync(migrationsFolder).filter((n) => n.endsWith('.sql')).length;
  return `${migrations} migrations, ${hash.digest('hex').slice(0, 16)}`;
}

/** The marker of a kept database (undefined: none, or the database is not there). */
async function readMarker(
  admin: pg.Client,
  name: string,
): Promise<{ fingerprint: string; built: string; seconds: number } | undefined> {
  const exists = await admin.query(`select 1 from pg_database where datname = $1`, [name]);
  if (!exists.rowCount) return undefined;
  const client = await connect(dbUrl(name));
  try {
    const rows = await client.query<{ fingerprint: string; built: string; seconds: number }>(
      `select fingerprint, built, seconds from bench_growth_marker limit 1`,
    );
    return rows.rows[0];
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

async function writeMarker(client: pg.Client, print: string, built: string, ms: number) {
  await client.query(`drop table if exists bench_growth_marker`);
  await client.query(
    `create table bench_growth_marker (fingerprint text not null, built text not null, seconds real not null)`,
  );
  await client.query(`insert into bench_growth_marker values ($1, $2, $3)`, [
    print,
    built,
    ms / 1000,
  ]);
}

/** The small database: the demo store and 26 products more, through the app's own code. */
async function buildSmall(admin: pg.Client, print: string): Promise<string> {
  const t = performance.now();
  await admin.query(`drop database if exists ${SMALL_DB} with (force)`);
  await admin.query(`create database ${SMALL_DB}`);
  mkdirSync(MEDIA_DIR, { recursive: true });
  const database = await openDatabase({ kind: 'postgres', url: dbUrl(SMALL_DB), poolSize: 4 });
  try {
    await seedDemoIfEmpty(database.db, MEDIA_DIR, new Date());
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: MEDIA_DIR,
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
      } as NodeJS.ProcessEnv),
      database,
      logger: false,
      clientDir: join(MEDIA_DIR, 'no-client'),
    });
    await app.ready();
    try {
      const [user] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
      const [store] = await database.db
        .select()
        .from(stores)
        .where(eq(stores.subdomain, DEMO_SUBDOMAIN));
      const collections = await database.db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.storeId, store!.id))
        .orderBy(categories.position);
      const { token } = await createSession(database.db, user!.id, new Date());
      const words = ['Linen', 'Wool', 'Canvas', 'Leather', 'Cotton', 'Merino', 'Denim'];
      const things = ['Shirt', 'Scarf', 'Tote', 'Boots', 'Mug', 'Beanie', 'Jacket', 'Socks'];
      for (let i = 0; i < 26; i++) {
        const name = `${words[i % words.length]} ${things[(i * 3) % things.length]} ${i + 1}`;
        const sized = i % 4 === 0;
        const res = await app.inject({
          method: 'POST',
          url: '/api/dashboard/products/add-product',
          headers: {
            host: 'localhost:3000',
            origin: 'http://localhost:3000',
            cookie: `${SESSION_COOKIE}=${token}`,
          },
          payload: {
            storeId: store!.id,
            name,
            description: `<p>${name}: made to last, from a small workshop.</p>`,
            price: 15 + ((i * 7) % 80),
            status: 'active',
            stock: sized ? 0 : 3 + (i % 20),
            categoryIds: [collections[i % collections.length]!.id],
            ...(sized
              ? {
                  attributeGroups: [{ name: 'Size', type: 'select', values: ['S', 'M', 'L'] }],
                  variations: ['S', 'M', 'L'].map((size) => ({
                    price: 0,
                    attributes: { Size: size },
                    stock: 4,
                  })),
                }
              : {}),
          },
        });
        if (res.statusCode !== 201) throw new Error(`add-product: ${res.statusCode} ${res.body}`);
      }
      await database.db.execute(sql`delete from sessions`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
  const client = await connect(dbUrl(SMALL_DB));
  try {
    await client.query('vacuum analyze');
    const built = new Date().toISOString();
    await writeMarker(client, print, built, performance.now() - t);
    return built;
  } finally {
    await client.end();
  }
}

/** Tables the bulk load writes many rows to: their secondary indexes are rebuilt after it. */
const BULK_TABLES = [
  'products',
  'product_variations',
  'product_categories',
  'categories',
  'pages',
  'page_versions',
  'orders',
  'order_items',
  'order_events',
  'search_words',
  'shipping_zones',
  'shipping_rates',
  'store_members',
  'subscriptions',
  'users',
  'stores',
];

/** The 99,999 other stores, in set-based statements. */
async function bulkLoad(client: pg.Client, log: (line: string) => void) {
  const others = STORES - 1;
  const step = async (what: string, sql: string, params: unknown[] = []) => {
    const t = performance.now();
    const res = await client.query(sql, params);
    log(
      `    ${what}: ${(res.rowCount ?? 0).toLocaleString('en')} rows, ${seconds(performance.now() - t)}`,
    );
  };
  await client.query(`set session_replication_role = replica`); // no FK checks, no triggers
  await client.query(`set maintenance_work_mem = '1GB'`);
  await client.query(`set synchronous_commit = off`);
  await client.query(`set work_mem = '256MB'`);
  const demo = (
    await client.query<{ id: string }>(`select id from stores where subdomain = $1`, [
      DEMO_SUBDOMAIN,
    ])
  ).rows[0]!.id;

  // Secondary indexes (not backing a constraint): their definitions, then drop them.
  const indexes = await client.query<{ name: string; def: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
     from pg_index i join pg_class t on t.oid = i.indrelid
     where t.relname = any($1) and t.relnamespace = 'public'::regnamespace
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [BULK_TABLES],
  );
  for (const index of indexes.rows) await client.query(`drop index ${index.name}`);

  await client.query(`drop table if exists bench_growth_map`);
  await step(
    'store map',
    `create unlogged table bench_growth_map as
     select g, gen_random_uuid() as user_id, gen_random_uuid() as store_id
     from generate_series(1, $1::int) g`,
    [others],
  );
  await step(
    'users',
    `insert into users (id, email, name, password_hash, email_verified_at, created_at)
     select user_id, 'owner-' || g || '@bench-growth.test', 'Owner ' || g, 'scrypt$unusable', now(),
            now() - (g % 700) * interval '1 day'
     from bench_growth_map`,
  );
  // Trials end and periods renew far ahead: the billing job finds nothing to do.
  await step(
    'subscriptions',
    `insert into subscriptions (user_id, status, plan_id, trial_ends_at, current_period_end, trial_reminder_sent_at)
     select user_id, case when g % 4 = 0 then 'TRIAL' else 'ACTIVE' end,
            case when g % 4 = 0 then null else (select id from plans where code = 'business') end,
            case when g % 4 = 0 then now() + interval '10 years' end,
            case when g % 4 <> 0 then now() + interval '10 years' end,
            case when g % 4 = 0 then now() end
     from bench_growth_map`,
  );
  await step(
    'stores',
    `insert into stores (id, name, subdomain, custom_domain, currency, contact_email, description,
       global_content, created_by, cod_enabled, bank_transfer_enabled, created_at)
     select m.store_id, 'Store ' || m.g, 'store-' || m.g,
            case when m.g % 10 = 0 then 'shop-' || m.g || '.bench-growth.test' end, 'USD',
            'owner-' || m.g || '@bench-growth.test', 'A store of the growth bench.',
            d.global_content, m.user_id, true, m.g % 2 = 0,
            now() - (m.g % 700) * interval '1 day'
     from bench_growth_map m, (select global_content from stores where id = $1) d`,
    [demo],
  );
  await step(
    'store members',
    `insert into store_members (store_id, user_id, role) select store_id, user_id, 'owner' from bench_growth_map`,
  );
  await step(
    'custom domains',
    `insert into store_domains (store_id, domain, status, attempts, last_checked_at, verified_at, active_at)
     select m.store_id, 'shop-' || m.g || '.bench-growth.test', 'active', 1, now(), now(), now()
     from bench_growth_map m where m.g % 10 = 0`,
  );
  // The demo store's shipping, collections, pages and page versions, for every store.
  const uid = (store: string, of: string) => `md5(${store}::text || ${of}::text)::uuid`;
  await step(
    'shipping zones',
    `insert into shipping_zones (id, store_id, name, countries, rest_of_world, position)
     select ${uid('m.store_id', 'z.id')}, m.store_id, z.name, z.countries, z.rest_of_world, z.position
     from bench_growth_map m cross join shipping_zones z where z.store_id = $1`,
    [demo],
  );
  await step(
    'shipping rates',
    `insert into shipping_rates (id, store_id, zone_id, kind, weight_bands, min_subtotal_minor, name,
       description, price_minor, free_over_minor, position, active)
     select ${uid('m.store_id', 'r.id')}, m.store_id, ${uid('m.store_id', 'r.zone_id')}, r.kind,
            r.weight_bands, r.min_subtotal_minor, r.name, r.description, r.price_minor,
            r.free_over_minor, r.position, r.active
     from bench_growth_map m cross join shipping_rates r where r.store_id = $1`,
    [demo],
  );
  await step(
    'collections',
    `insert into categories (id, store_id, name, slug, image, description, position)
     select ${uid('m.store_id', 'c.id')}, m.store_id, c.name, c.slug, c.image, c.description, c.position
     from bench_growth_map m cross join categories c where c.store_id = $1`,
    [demo],
  );
  await step(
    'pages',
    `insert into pages (id, store_id, title, slug, page_type, meta_title, meta_description, content,
       published_content, published_at, version, created_at, updated_at)
     select ${uid('m.store_id', 'p.id')}, m.store_id, p.title, p.slug, p.page_type, p.meta_title,
            p.meta_description, p.content, p.published_content, p.published_at, p.version,
            p.created_at, p.updated_at
     from bench_growth_map m cross join pages p where p.store_id = $1`,
    [demo],
  );
  await step(
    'page versions',
    `insert into page_versions (id, store_id, page_id, content, global_content, title, meta_title,
       meta_description, author_name, created_at)
     select ${uid('m.store_id', 'v.id')}, m.store_id, ${uid('m.store_id', 'v.page_id')}, v.content,
            v.global_content, v.title, v.meta_title, v.meta_description, 'Owner ' || m.g, v.created_at
     from bench_growth_map m cross join page_versions v where v.store_id = $1`,
    [demo],
  );
  // Products: j-major, so each store's rows are spread over the table as if written over time.
  const adjectives = `array['Classic','Merino','Denim','Linen','Hooded','Rain','Canvas','Leather','Trail','Wool','Silk','Ceramic','Oak','Glass','Cotton','Vintage']`;
  const things = `array['T-Shirt','Crew Sweater','Jacket','Shirt','Sweatshirt','Parka','Sneakers','Chelsea Boots','Running Shoes','Slippers','Espadrilles','Sandals','Wallet','Tote Bag','Sunglasses','Beanie','Watch','Scarf','Mug','Throw Pillow','Candle','Blanket','Serving Board','Carafe']`;
  await step(
    'products',
    `insert into products (id, store_id, name, slug, description, price_minor, discount_price_minor,
       product_image, seo_title, meta_description, stock, sku, low_stock_threshold, rating,
       attribute_groups, status, created_at, updated_at)
     select ${uid('m.store_id', "'p' || j")}, m.store_id, x.name,
            lower(regexp_replace(x.name, '[^A-Za-z0-9]+', '-', 'g')) || '-' || j,
            '<p>' || x.name || ': soft, durable and made for every day.</p>',
            500 + ((m.g * 37 + j * 101) % 120) * 100, case when j % 6 = 0 then 400 else 0 end,
            '/media/bench/' || (m.g % 1000) || '/' || j || '.jpg', x.name || ' | Store ' || m.g,
            x.name || ' from Store ' || m.g, case when j % 5 = 0 then 0 else (m.g + j) % 30 end,
            'SKU-' || m.g || '-' || j, 5, 3.5 + (j % 3) * 0.5,
            case when j % 5 = 0 then '[{"name":"Size","type":"select","values":["S","M","L"]}]'::jsonb
                 else '[]'::jsonb end,
            case when j % 10 = 7 then 'draft' else 'active' end,
            now() - ((m.g % 700) * 86400 + j * 3600) * interval '1 second',
            now() - ((m.g % 700) * 86400 + j * 3600) * interval '1 second'
     from generate_series(1, ${PRODUCTS_PER_STORE}) j cross join bench_growth_map m
     cross join lateral (
       select (${adjectives})[1 + (m.g * 7 + j * 3) % 16] || ' ' || (${things})[1 + (m.g + j * 5) % 24] as name
     ) x`,
  );
  await step(
    'variations',
    `insert into product_variations (id, store_id, product_id, price_minor, attributes, stock, sku, position)
     select ${uid(uid('m.store_id', "'p' || j"), 's.size')}, m.store_id, ${uid('m.store_id', "'p' || j")}, 0,
            jsonb_build_object('Size', s.size), (m.g + s.n) % 9, 'SKU-' || m.g || '-' || j || '-' || s.size, s.n
     from generate_series(5, ${PRODUCTS_PER_STORE}, 5) j cross join bench_growth_map m
     cross join (values (0, 'S'), (1, 'M'), (2, 'L')) s(n, size)`,
  );
  await step(
    'product collections',
    `insert into product_categories (store_id, product_id, category_id)
     select m.store_id, ${uid('m.store_id', "'p' || j")}, ${uid('m.store_id', 'c.ids[1 + j % array_length(c.ids, 1)]')}
     from generate_series(1, ${PRODUCTS_PER_STORE}) j cross join bench_growth_map m,
          (select array_agg(id order by position) as ids from categories where store_id = $1) c`,
    [demo],
  );
  // The search vocabulary, as migration 0016's triggers keep it (they are off during the load).
  await step(
    'search words',
    `insert into search_words (store_id, word, products, joined)
     select p.store_id, w.word, count(*), count(*) filter (where w.joined)
     from products p cross join lateral product_search_words(p.name) w
     where p.status = 'active' and p.store_id <> $1
     group by 1, 2`,
    [demo],
  );
  // Orders: 1 to 3 lines over the store's products, states by age, a timeline event each.
  await step(
    'orders',
    `insert into orders (id, store_id, order_number, status, customer_name, customer_email, customer_phone,
       shipping_address, shipping_method_name, payment_method, payment_status, currency,
       subtotal_minor, shipping_minor, payment_fee_minor, total_minor, item_count, idempotency_key,
       created_at, updated_at, paid_at)
     select ${uid('m.store_id', "'o' || k")}, m.store_id, 1000 + k,
            (array['delivered','delivered','shipped','processing','pending'])[k],
            'Shopper ' || (m.g * 5 + k), 'shopper' || (m.g * 5 + k) || '@example.com',
            '+1 555 ' || lpad(((m.g * 5 + k) % 10000)::text, 4, '0'),
            jsonb_build_object('line1', (k * 17) || ' Market Street', 'line2', '', 'city', 'Springfield',
              'region', 'IL', 'postalCode', '62701', 'country', 'US'),
            'Standard', case when k % 2 = 0 then 'bank_transfer' else 'cod' end,
            case when k <= 2 then 'paid' when k % 2 = 0 then 'paid' else 'unpaid' end, 'USD',
            x.subtotal, 499, 0, x.subtotal + 499, x.units, 'bench-' || k,
            now() - ((6 - k) * 9 + m.g % 7) * interval '1 day',
            now() - ((6 - k) * 9 + m.g % 7) * interval '1 day',
            case when k <= 2 or k % 2 = 0 then now() - ((6 - k) * 9 + m.g % 7) * interval '1 day' end
     from generate_series(1, ${ORDERS_PER_STORE}) k cross join bench_growth_map m
     cross join lateral (
       select sum(l * (500 + ((m.g + k * l) % 40) * 100))::int as subtotal, sum(l)::int as units
       from generate_series(1, 1 + (m.g + k) % 3) l
     ) x`,
  );
  await step(
    'order lines',
    `insert into order_items (store_id, order_id, order_created_at, product_id, name, variation_label,
       image, unit_price_minor, quantity, line_total_minor)
     select m.store_id, ${uid('m.store_id', "'o' || k")}, now() - ((6 - k) * 9 + m.g % 7) * interval '1 day',
            ${uid('m.store_id', "'p' || (1 + (m.g + k * 7 + l) % " + PRODUCTS_PER_STORE + ')')}, 'Item ' || l, '', '',
            500 + ((m.g + k * l) % 40) * 100, l, l * (500 + ((m.g + k * l) % 40) * 100)
     from generate_series(1, ${ORDERS_PER_STORE}) k cross join bench_growth_map m
     cross join lateral generate_series(1, 1 + (m.g + k) % 3) l`,
  );
  await step(
    'order events',
    `insert into order_events (store_id, order_id, kind, message, data, actor_type, actor_name, created_at)
     select m.store_id, ${uid('m.store_id', "'o' || k")}, 'placed', 'Order placed', '{}'::jsonb, 'shopper',
            'Shopper ' || (m.g * 5 + k), now() - ((6 - k) * 9 + m.g % 7) * interval '1 day'
     from generate_series(1, ${ORDERS_PER_STORE}) k cross join bench_growth_map m`,
  );
  // The next order number: a column of stores before migration 0017, a counter table after.
  const numbered = await client.query(
    `select 1 from information_schema.columns where table_name = 'stores' and column_name = 'next_order_number'`,
  );
  if (numbered.rowCount) {
    await step(
      'next order numbers',
      `update stores s set next_order_number = ${1001 + ORDERS_PER_STORE}
       from bench_growth_map m where s.id = m.store_id`,
    );
  }
  const counters = await client.query(`select to_regclass('order_counters') is not null as has`);
  if (counters.rows[0]?.has) {
    await step(
      'order counters',
      `insert into order_counters (store_id, last_order_number)
       select store_id, ${1000 + ORDERS_PER_STORE} from bench_growth_map`,
    );
  }
  await client.query(`drop table bench_growth_map`);

  const t = performance.now();
  for (const index of indexes.rows) await client.query(index.def);
  log(`    ${indexes.rowCount} secondary indexes rebuilt: ${seconds(performance.now() - t)}`);
  await client.query(`set session_replication_role = origin`);
  const v = performance.now();
  await client.query('vacuum analyze');
  log(`    vacuum analyze: ${seconds(performance.now() - v)}`);
}

async function buildLarge(admin: pg.Client, print: string, smallBuilt: string) {
  const t = performance.now();
  await admin.query(`drop database if exists ${LARGE_DB} with (force)`);
  await admin.query(`create database ${LARGE_DB} template ${SMALL_DB}`);
  const client = await connect(dbUrl(LARGE_DB));
  try {
    // The template's marker is the small database's: until the load ends there is none.
    await client.query(`drop table bench_growth_marker`);
    await bulkLoad(client, console.log);
    await writeMarker(client, print, smallBuilt, performance.now() - t);
  } finally {
    await client.end();
  }
  return performance.now() - t;
}

/** Both databases, kept ones reused when their marker matches. */
async function ensureDatabases(admin: pg.Client) {
  const print = fingerprint();
  const rebuild = process.env.BENCH_GROWTH_REBUILD === '1';
  let small = rebuild ? undefined : await readMarker(admin, SMALL_DB);
  if (small?.fingerprint !== print) {
    const t = performance.now();
    console.log(`  building ${SMALL_DB} (the measured store alone)…`);
    await buildSmall(admin, print);
    small = await readMarker(admin, SMALL_DB);
    console.log(`  ${SMALL_DB} built in ${seconds(performance.now() - t)}`);
  } else {
    console.log(`  ${SMALL_DB}: kept from ${small.built} (same fingerprint: ${print})`);
  }
  const large = rebuild ? undefined : await readMarker(admin, LARGE_DB);
  if (large?.fingerprint !== print || large.built !== small!.built) {
    console.log(
      `  building ${LARGE_DB} (${STORES.toLocaleString('en')} stores, ${(STORES * PRODUCTS_PER_STORE).toLocaleString('en')} products)…`,
    );
    const ms = await buildLarge(admin, print, small!.built);
    console.log(`  ${LARGE_DB} seeded in ${seconds(ms)} (kept for the next run)`);
  } else {
    console.log(
      `  ${LARGE_DB}: kept from an earlier run (seeded in ${seconds(large.seconds * 1000)}; BENCH_GROWTH_REBUILD=1 rebuilds)`,
    );
  }
}

interface Side {
  label: string;
  server: BenchServer;
  database: Database;
  agent: Agent;
  cookie: string;
  storeId: string;
}

function get(
  side: Side,
  host: string,
  path: string,
): Promise<{ status: number; ms: number; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: side.server.port,
        path,
        agent: side.agent,
        headers: {
          host: `${host}:${side.server.port}`,
          cookie: side.cookie,
          'accept-encoding': 'gzip',
        },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, bytes }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

interface Row {
  group: string;
  what: string;
  small: number;
  large: number;
  /** Pairs of requests measured. */
  n: number;
  note?: string;
  /** What the large database was running most while the case ran (sampled). */
  hot?: { share: number; query: string }[];
}

/**
 * Samples pg_stat_activity every few ms while a case runs and counts the statements the large
 * database's app process was running: a case that misses its goal names its slow statement.
 */
class StatementSampler {
  private counts = new Map<string, number>();
  private samples = 0;
  private timer: NodeJS.Timeout | undefined;
  private busy = false;

  constructor(private readonly client: pg.Client) {}

  start() {
    this.counts.clear();
    this.samples = 0;
    this.timer = setInterval(() => void this.sample(), 10);
  }

  private async sample() {
    if (this.busy) return;
    this.busy = true;
    try {
      const res = await this.client.query<{ query: string }>(
        `select query from pg_stat_activity
         where datname = $1 and state = 'active' and pid <> pg_backend_pid()`,
        [LARGE_DB],
      );
      this.samples += 1;
      // Once per sample: a parallel query's workers show the same statement.
      for (const key of new Set(res.rows.map((r) => r.query.replace(/\s+/g, ' ').trim()))) {
        this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
      }
    } finally {
      this.busy = false;
    }
  }

  /** The statements seen in at least 5 % of the samples, most seen first. */
  stop(): { share: number; query: string }[] {
    clearInterval(this.timer);
    return [...this.counts]
      .map(([query, n]) => ({ share: n / Math.max(1, this.samples), query }))
      .filter((h) => h.share >= 0.05)
      .sort((a, b) => b.share - a.share)
      .slice(0, 3);
  }
}

/**
 * p95 of `call` on both sides, their calls interleaved (small, large, large, small, …): up to
 * `count` pairs, fewer when the case has run CASE_SECONDS (a large database many times slower
 * would otherwise hold the bench for many minutes); `n` is the pairs measured.
 */
async function interleaved(
  count: number,
  call: (side: 'small' | 'large', i: number) => Promise<number>,
): Promise<{ small: number; large: number; n: number }> {
  for (let i = 0; i < WARMUP; i++) {
    await call('small', i);
    await call('large', i);
  }
  const times = { small: [] as number[], large: [] as number[] };
  const until = performance.now() + CASE_SECONDS * 1000;
  for (let i = 0; i < count && (i < 40 || performance.now() < until); i++) {
    const order: ('small' | 'large')[] = i % 2 ? ['large', 'small'] : ['small', 'large'];
    for (const side of order) times[side].push(await call(side, i));
  }
  const n = times.small.length;
  for (const list of Object.values(times)) list.sort((a, b) => a - b);
  return { small: percentile(times.small, 95), large: percentile(times.large, 95), n };
}

async function httpCase(
  sides: { small: Side; large: Side },
  sampler: StatementSampler,
  host: string,
  path: (i: number) => string,
): Promise<{ small: number; large: number; n: number; hot: { share: number; query: string }[] }> {
  sampler.start();
  try {
    const p95 = await interleaved(REQUESTS, async (which, i) => {
      const res = await get(sides[which], host, path(i));
      if (res.status !== 200) throw new Error(`${which} ${path(i)}: ${res.status}`);
      return res.ms;
    });
    return { ...p95, hot: sampler.stop() };
  } finally {
    sampler.stop();
  }
}

async function openSide(label: string, name: string, port: number): Promise<Side> {
  const url = dbUrl(name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  const [user] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  const [store] = await database.db
    .select()
    .from(stores)
    .where(eq(stores.subdomain, DEMO_SUBDOMAIN));
  const { token } = await createSession(database.db, user!.id, new Date());
  const server = await startBenchServer(
    port,
    {
      DATABASE_URL: url,
      STOREFRONT_CACHE_TTL_MS: '0',
      SEED_DEMO: '0',
      SEARCH_RATE_LIMIT: '1000000',
    },
    { apiOnly: true },
  );
  return {
    label,
    server,
    database,
    agent: new Agent({ keepAlive: true, maxSockets: 1 }),
    cookie: `${SESSION_COOKIE}=${token}`,
    storeId: store!.id,
  };
}

async function closeSide(side: Side) {
  side.agent.destroy();
  await side.server.stop();
  await side.database.db.execute(sql`delete from sessions`);
  await side.database.close();
}

async function measure(
  sides: { small: Side; large: Side },
  sampler: StatementSampler,
): Promise<Row[]> {
  const rows: Row[] = [];
  const storeHost = `${DEMO_SUBDOMAIN}.localhost`;
  const slugs = (
    await sides.small.database.db
      .select({ slug: products.slug })
      .from(products)
      .where(and(eq(products.storeId, sides.small.storeId), eq(products.status, 'active')))
      .orderBy(desc(products.createdAt))
  ).map((r) => r.slug);
  if (slugs.length < 40) throw new Error(`the measured store has ${slugs.length} products`);
  const { storeId } = sides.small;
  if (sides.large.storeId !== storeId) throw new Error('the measured store differs');

  // The same page from both: same status and (about) the same size.
  for (const path of ['/', `/product/${slugs[0]}`, '/shop', '/shop?q=shirt']) {
    const [a, b] = [
      await get(sides.small, storeHost, path),
      await get(sides.large, storeHost, path),
    ];
    if (a.status !== 200 || b.status !== 200 || Math.abs(a.bytes - b.bytes) > a.bytes * 0.05)
      throw new Error(`${path}: small ${a.status} ${a.bytes} B, large ${b.status} ${b.bytes} B`);
  }

  const storefront: [string, (i: number) => string][] = [
    ['home', () => '/'],
    [`product page (${slugs.length} in turn)`, (i) => `/product/${slugs[i % slugs.length]}`],
    ['shop listing', () => '/shop'],
    ['collection', () => '/collection/apparel'],
    [
      `search (${SEARCH_TERMS.length} terms)`,
      (i) => `/shop?q=${encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length]!)}`,
    ],
  ];
  for (const [what, path] of storefront) {
    rows.push({
      group: 'storefront, uncached',
      what,
      ...(await httpCase(sides, sampler, storeHost, path)),
    });
  }
  const dashboard: [string, string][] = [
    ['products list', `/api/dashboard/products/filtered-products?storeId=${storeId}&size=20`],
    ['orders list', `/api/dashboard/orders/list?storeId=${storeId}&tz=UTC`],
    ['pages list', `/api/dashboard/page/get-pages-by-store-id?storeId=${storeId}`],
  ];
  for (const [what, path] of dashboard) {
    rows.push({
      group: 'dashboard',
      what,
      ...(await httpCase(sides, sampler, 'localhost', () => path)),
    });
  }

  // Host lookups with the resolver's cache emptied before each call.
  const resolvers = {
    small: new StoreHostResolver(sides.small.database.db, 'localhost'),
    large: new StoreHostResolver(sides.large.database.db, 'localhost'),
  };
  const timeResolve = async (which: 'small' | 'large', host: string) => {
    const resolver = resolvers[which];
    resolver.invalidate();
    const t = performance.now();
    const site = await resolver.resolve(host);
    const ms = performance.now() - t;
    if (site.kind !== 'store') throw new Error(`${which}: ${host} is ${site.kind}`);
    return ms;
  };
  rows.push({
    group: 'host lookup, cold',
    what: 'the measured store',
    ...(await interleaved(HOST_LOOKUPS, (which) => timeResolve(which, storeHost))),
  });
  const random = (i: number) => {
    const g = 1 + ((i * 7919 + 13) % (STORES - 1));
    return g % 10 === 0 ? `shop-${g}.bench-growth.test` : `store-${g}.localhost`;
  };
  // The first read of a store nobody asked for in a while costs the database's page reads
  // (shared_buffers holds a sliver of the large database): timed once, apart; the row below
  // is the resolver's own cold path, on pages the database has read before.
  const first: number[] = [];
  for (let i = 0; i < HOST_LOOKUPS + WARMUP; i++) first.push(await timeResolve('large', random(i)));
  first.sort((a, b) => a - b);
  rows.push({
    group: 'host lookup, cold',
    what: `random stores (large: 1 of ${STORES.toLocaleString('en')})`,
    note: `small: the measured store (its only one); large, first read of each store's pages: p95 ${percentile(first, 95).toFixed(1)} ms`,
    ...(await interleaved(HOST_LOOKUPS, (which, i) =>
      timeResolve(which, which === 'small' ? storeHost : random(i)),
    )),
  });
  return rows;
}

function printTable(rows: Row[]) {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const lines = rows.map((r) => {
    const ratio = r.large / r.small;
    return [
      `${r.group}: ${r.what}`,
      ms(r.small),
      ms(r.large),
      `${ratio.toFixed(2)}x`,
      String(r.n),
      `<= ${GOAL_RATIO}x`,
      ratio <= GOAL_RATIO ? 'met' : 'MISSED',
      r.note ?? '',
    ];
  });
  const head = ['case', 'p95 small', 'p95 large', 'ratio', 'pairs', 'goal', '', 'note'];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (l: string[]) => `  ${l.map((c, i) => c.padEnd(widths[i]!)).join('  ')}`.trimEnd();
  console.log(fmt(head));
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(fmt(l));
  for (const r of rows) {
    if (r.large / r.small <= GOAL_RATIO || !r.hot?.length) continue;
    console.log(`  ${r.group}: ${r.what}: running most on the large database (share of samples):`);
    for (const h of r.hot) {
      // Long statements differ in their ends (the select list is shared by many).
      const q =
        h.query.length > 700 ? `${h.query.slice(0, 200)} … ${h.query.slice(-500)}` : h.query;
      console.log(`    ${(h.share * 100).toFixed(0)}%: ${q}`);
    }
  }
}

export async function benchClusterGrowth(): Promise<void> {
  const started = performance.now();
  console.log(
    `cluster growth: the demo store's p95 on a database of ${STORES.toLocaleString('en')} stores vs one holding it alone (PostgreSQL, ${REQUESTS} requests per case, interleaved)`,
  );
  const admin = await connectAdmin('cluster growth');
  if (!admin) return;
  try {
    await ensureDatabases(admin);
    const sizes = await admin.query<{ name: string; size: string }>(
      `select datname as name, pg_size_pretty(pg_database_size(datname)) as size
       from pg_database where datname = any($1) order by datname desc`,
      [[SMALL_DB, LARGE_DB]],
    );
    const counts = await (async () => {
      const client = await connect(dbUrl(LARGE_DB));
      try {
        return (
          await client.query<Record<string, string>>(
            `select (select count(*) from stores) as stores, (select count(*) from products) as products,
                    (select count(*) from product_variations) as variations, (select count(*) from pages) as pages,
                    (select count(*) from orders) as orders, (select count(*) from order_items) as lines`,
          )
        ).rows[0]!;
      } finally {
        await client.end();
      }
    })();
    console.log(
      `  ${LARGE_DB}: ${Object.entries(counts)
        .map(([k, v]) => `${Number(v).toLocaleString('en')} ${k}`)
        .join(', ')}; ${sizes.rows.map((r) => `${r.name} ${r.size}`).join(', ')}`,
    );
    const t = performance.now();
    const small = await openSide('small', SMALL_DB, PORT_SMALL);
    const large = await openSide('large', LARGE_DB, PORT_LARGE).catch(async (error: unknown) => {
      await closeSide(small);
      throw error;
    });
    let rows: Row[];
    try {
      rows = await measure({ small, large }, new StatementSampler(admin));
    } finally {
      await closeSide(small);
      await closeSide(large);
    }
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `  measured in ${seconds(performance.now() - t)} (machine load average ${load}; STOREFRONT_CACHE_TTL_MS=0)`,
    );
    printTable(rows);
    if (process.env.BENCH_GROWTH_DROP === '1') {
      for (const name of [LARGE_DB, SMALL_DB])
        await admin.query(`drop database if exists ${name} with (force)`);
      console.log('  both databases dropped (BENCH_GROWTH_DROP=1)');
    }
  } finally {
    await admin.end();
  }
  console.log(`  done in ${seconds(performance.now() - started)}`);
}

// `tsx bench/cluster-growth.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchClusterGrowth();
