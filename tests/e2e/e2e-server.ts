/**
 * Starts the real server for the browser tests on a fresh embedded database: the demo store,
 * plus fixtures the tests need — an XSS product and page (inserted raw, so the render-time
 * sanitising is what protects), a page with every section type, a store with a pixel id and
 * a second store for isolation checks, the builder tests' merchant with a store that has
 * products (`BUILDER_SHOP`), the XSS corpus spec's merchant with a store whose products and
 * category hold payloads (`XSS_SHOP`), and an admin (`ADMIN`). Emails go to a loopback SMTP
 * server whose messages specs read (`mailbox.ts`), and Stripe's API to a fake Stripe
 * (tests/support/fake-stripe.ts). Then runs `scripts/start.mjs` as `npm
 * start` does.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { hashPassword } from '../../server/auth/password';
import {
  checkouts,
  productReviews,
  categories,
  discountCodes,
  discounts,
  orderEvents,
  orderItems,
  orders,
  pages,
  paymentProofs,
  productCategories,
  products,
  productVariations,
  shippingRates,
  storeMembers,
  stores,
  subscriptions,
  taxRates,
  users,
  orderCounters,
} from '../../server/db/schema';
import { seedDemoIfEmpty } from '../../server/seed/seed-demo';
import { restOfWorldZoneId } from '../../server/orders/default-shipping';
import { linkOrdersToCustomers } from '../../server/customers/customer-stats';
import { recountReviewStars } from '../../server/reviews/review-stats';
import {
  CONTENT_SCHEMA_VERSION,
  defaultSectionProps,
  sectionTypes,
  type ContentDocument,
} from '../../shared';
import { BUILDER_SHOP } from './builder-seed';
import {
  ADMIN,
  OFFERS_STORE,
  OTHER_STORE,
  PIXEL_STORE,
  V1_STORES,
  XSS,
  XSS_SHOP,
} from './fixtures';
import { startMailbox } from './mailbox';
import { startFakeStripe } from '../support/fake-stripe';
import { xssPayloads } from './xss-payloads';

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });

/** A run's database is named after its start time; one older than this is a leftover. */
const STALE_DATABASE_MS = 2 * 60 * 60_000;

/**
 * With `E2E_DATABASE_URL` (a PostgreSQL server's admin URL) the server runs on a fresh
 * database there instead of the embedded one; databases of earlier runs are dropped first,
 * once they are two hours old (a run on another port may be using a younger one).
 */
async function freshPostgresUrl(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const earlier = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'sb_e2e_%'",
  );
  for (const { datname } of earlier.rows) {
    const startedAt = parseInt(datname.slice('sb_e2e_'.length), 36);
    if (Date.now() - startedAt < STALE_DATABASE_MS) continue;
    await admin.query(`drop database if exists "${datname}" with (force)`);
  }
  const name = `sb_e2e_${Date.now().toString(36)}`;
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const postgresAdminUrl = process.env.E2E_DATABASE_URL;
if (postgresAdminUrl) process.env.DATABASE_URL = await freshPostgresUrl(postgresAdminUrl);
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
const { db } = database;
// The server's password cost (playwright.config.ts sets a cheap one), for every seeded user.
const passwordHashLogN = Number(process.env.PASSWORD_HASH_LOG_N) || undefined;
await seedDemoIfEmpty(db, dataDir, new Date(), { passwordHashLogN });
const [demo] = await db.select().from(stores).where(eq(stores.subdomain, 'demo'));
if (!demo) throw new Error('demo store missing');
// The extra stores belong to their own merchant, so the demo merchant still has one store.
const [owner] = await db
  .insert(users)
  .values({
    email: 'fixtures@example.com',
    name: 'Fixture Merchant',
    passwordHash: 'scrypt$unusable',
  })
  .returning();
if (!owner) throw new Error('fixture merchant missing');

const published = (doc: ContentDocument) => ({
  content: doc,
  publishedContent: doc,
  publishedAt: new Date(),
});

/** A merchant on an active plan who logs in with `password`. */
async function seedMerchant(email: string, name: string, password: string) {
  const [merchant] = await db
    .insert(users)
    .values({ email, name, passwordHash: await hashPassword(password, passwordHashLogN) })
    .returning();
  if (!merchant) throw new Error(`merchant ${email} missing`);
  await db
    .insert(subscriptions)
    .values({ userId: merchant.id, status: 'ACTIVE', trialEndsAt: null });
  return merchant;
}

/** A store owned by `ownerId`, with the demo's header and footer. */
async function seedStore(
  ownerId: string,
  values: Omit<typeof stores.$inferInsert, 'createdBy' | 'globalContent'>,
) {
  const [store] = await db
    .insert(stores)
    .values({ ...values, globalContent: demo!.globalContent, createdBy: ownerId })
    .returning();
  if (!store) throw new Error(`store ${values.subdomain} missing`);
  await db.insert(storeMembers).values({ storeId: store.id, userId: ownerId, role: 'owner' });
  return store;
}

/** The demo's published home page, copied into `storeId`. */
async function copyDemoHome(storeId: string) {
  const home = (await db.select().from(pages).where(eq(pages.storeId, demo!.id))).find(
    (p) => p.slug === 'home',
  );
  if (home?.publishedContent)
    await db.insert(pages).values({
      storeId,
      title: 'Home',
      slug: 'home',
      pageType: 'home',
      ...published(home.publishedContent),
    });
}
await db.insert(products).values({
  storeId: demo.id,
  name: 'XSS Test Product',
  slug: XSS.productSlug,
  description: XSS.payload,
  priceMinor: 1000,
  stock: 3,
});
await db.insert(pages).values([
  {
    storeId: demo.id,
    title: 'XSS test',
    slug: XSS.pageSlug,
    ...published({
      schemaVersion: CONTENT_SCHEMA_VERSION,
      components: [
        {
          id: 'xss-text',
          type: 'textBlock',
          props: { ...defaultSectionProps('textBlock'), content: XSS.payload },
        },
      ],
    }),
  },
  {
    storeId: demo.id,
    title: 'Every section',
    slug: 'every-section',
    ...published({
      schemaVersion: CONTENT_SCHEMA_VERSION,
      components: sectionTypes.map((type) => ({
        id: `every-${type}`,
        type,
        props:
          type === 'product'
            ? { ...defaultSectionProps('product'), slug: 'classic-t-shirt' }
            : type === 'container'
              ? {
                  ...defaultSectionProps('container'),
                  children: [
                    {
                      id: 'every-nested',
                      type: 'textBlock',
                      props: defaultSectionProps('textBlock'),
                    },
                  ],
                }
              : (defaultSectionProps(type) as Record<string, unknown>),
      })),
    }),
  },
]);
for (const [subdomain, name, fbPixelId] of [
  [PIXEL_STORE.subdomain, 'Pixel Shop', PIXEL_STORE.pixelId],
  [OTHER_STORE.subdomain, 'Other Shop', null],
] as const) {
  const store = await seedStore(owner.id, { name, subdomain, fbPixelId });
  await copyDemoHome(store.id);
  await db.insert(products).values({
    storeId: store.id,
    name: `${name} Special`,
    slug: OTHER_STORE.productSlug,
    priceMinor: 4200,
    stock: 5,
  });
}

// The builder tests' merchant (a real password) and a store with a few of the demo's products.
{
  const merchant = await seedMerchant(
    BUILDER_SHOP.email,
    'Builder Merchant',
    BUILDER_SHOP.password,
  );
  const store = await seedStore(merchant.id, {
    name: BUILDER_SHOP.name,
    subdomain: BUILDER_SHOP.subdomain,
  });
  await copyDemoHome(store.id);
  const demoProducts = (await db.select().from(products).where(eq(products.storeId, demo.id)))
    .filter((p) => p.slug !== XSS.productSlug)
    .slice(0, BUILDER_SHOP.productCount);
  await db.insert(products).values(
    demoProducts.map((p) => ({
      storeId: store.id,
      name: p.name,
      slug: p.slug,
      priceMinor: p.priceMinor,
      productImage: p.productImage,
      stock: p.stock,
    })),
  );
}

// The discounts spec's store (fixtures.ts OFFERS_STORE).
{
  const merchant = await seedMerchant(OFFERS_STORE.email, 'Offers Merchant', OFFERS_STORE.password);
  const store = await seedStore(merchant.id, {
    name: 'Offers Shop',
    subdomain: OFFERS_STORE.subdomain,
  });
  await copyDemoHome(store.id);
  const zoneId = await restOfWorldZoneId(db, store.id);
  await db
    .insert(shippingRates)
    .values({ storeId: store.id, zoneId, name: 'Standard', priceMinor: 500 });
  const [tees] = await db
    .insert(categories)
    .values({ storeId: store.id, name: 'Tees', slug: 'offer-tees' })
    .returning();
  const [a, b, pin] = await db
    .insert(products)
    .values([
      {
        storeId: store.id,
        name: 'Tee A',
        slug: OFFERS_STORE.tees[0]!,
        priceMinor: 3000,
        stock: 50,
      },
      {
        storeId: store.id,
        name: 'Tee B',
        slug: OFFERS_STORE.tees[1]!,
        priceMinor: 2000,
        stock: 50,
      },
      {
        storeId: store.id,
        name: 'Tee Pin',
        slug: OFFERS_STORE.tees[2]!,
        priceMinor: 1500,
        stock: 50,
      },
      {
        storeId: store.id,
        name: 'Offer Mug',
        slug: OFFERS_STORE.mugSlug,
        priceMinor: 4999,
        stock: 50,
      },
      {
        storeId: store.id,
        name: 'Offer Lamp',
        slug: OFFERS_STORE.lampSlug,
        priceMinor: 5000,
        stock: 50,
      },
    ])
    .returning();
  await db
    .insert(productCategories)
    .values(
      [a!, b!, pin!].map((p) => ({ storeId: store.id, productId: p.id, categoryId: tees!.id })),
    );
  const teesTarget = { kind: 'categories' as const, categoryIds: [tees!.id] };
  const [, , save10, expired] = await db
    .insert(discounts)
    .values([
      {
        storeId: store.id,
        title: 'Buy 2 tees, get 1 free',
        method: 'automatic',
        kind: 'buy_x_get_y',
        effect: {
          kind: 'buy_x_get_y',
          buy: { quantity: 2, target: teesTarget },
          get: { quantity: 1, target: teesTarget, percent: 100 },
          usesPerOrder: null,
        },
        minimum: { kind: 'none' },
        combinesWith: { order: true, product: true, shipping: true },
      },
      {
        storeId: store.id,
        title: 'Free shipping over 50',
        method: 'automatic',
        kind: 'free_shipping',
        effect: { kind: 'free_shipping', zoneIds: null },
        minimum: { kind: 'subtotal', amount: 50 },
        combinesWith: { order: true, product: true, shipping: false },
      },
      {
        storeId: store.id,
        title: '10% off',
        method: 'code',
        kind: 'order',
        effect: { kind: 'order', value: { type: 'percentage', percent: 10 } },
        minimum: { kind: 'none' },
        combinesWith: { order: false, product: true, shipping: true },
      },
      {
        storeId: store.id,
        title: 'Summer 2024',
        method: 'code',
        kind: 'order',
        effect: { kind: 'order', value: { type: 'percentage', percent: 20 } },
        minimum: { kind: 'none' },
        combinesWith: { order: false, product: true, shipping: true },
        endsAt: new Date('2024-09-01T00:00:00Z'),
      },
    ])
    .returning();
  await db.insert(discountCodes).values([
    { storeId: store.id, discountId: save10!.id, code: OFFERS_STORE.code },
    { storeId: store.id, discountId: expired!.id, code: OFFERS_STORE.expiredCode },
  ]);
  await db.update(stores).set({ taxShipping: true }).where(eq(stores.id, store.id));
  // Canada: the GST everywhere, British Columbia's PST on top (the checkout asks the province).
  await db.insert(taxRates).values([
    { storeId: store.id, country: 'US', name: 'Sales tax', ratePpm: 80_000, position: 0 },
    { storeId: store.id, country: 'CA', name: 'GST', ratePpm: 50_000, position: 1 },
    {
      storeId: store.id,
      country: 'CA',
      region: 'BC',
      name: 'PST',
      ratePpm: 70_000,
      combine: 'add',
      position: 2,
    },
  ]);
}

// The XSS corpus spec's merchant: a store with two products (one with colour and select
// options), a category, shipping rates and bank-transfer instructions whose text holds payloads,
// inserted raw (no schema in the way: the storefront's escaping and sanitising are what
// protect). The spec writes everything else through the API.
{
  const payload = (i: number) => xssPayloads[i % xssPayloads.length]!;
  const image = xssPayloads.find((p) => p.startsWith('data:image/')) ?? '';
  const merchant = await seedMerchant(XSS_SHOP.email, 'XSS Corpus Merchant', XSS_SHOP.password);
  const store = await seedStore(merchant.id, {
    name: 'XSS Corpus Shop',
    subdomain: XSS_SHOP.subdomain,
    bankTransferInstructions: payload(32),
    bankTransferEnabled: true,
  });
  // Order #1001 is seeded below.
  await db.insert(orderCounters).values({ storeId: store.id, lastOrderNumber: 1001 });
  const zoneId = await restOfWorldZoneId(db, store.id);
  await db.insert(shippingRates).values([
    { storeId: store.id, zoneId, name: payload(1), description: payload(2), priceMinor: 500 },
    { storeId: store.id, zoneId, name: payload(26), description: payload(47), priceMinor: 900 },
  ]);
  await db.insert(pages).values({
    storeId: store.id,
    title: 'Home',
    slug: 'home',
    pageType: 'home',
    ...published({ schemaVersion: 1, components: [] }),
  });
  const [plain, variants] = await db
    .insert(products)
    .values([
      {
        storeId: store.id,
        name: `Corpus ${payload(0)}`,
        slug: XSS_SHOP.plainProductSlug,
        description: xssPayloads.join('\n'),
        priceMinor: 1500,
        productImage: image,
        galleryImages: [image, xssPayloads.find((p) => p.startsWith('/"')) ?? ''],
        seoTitle: payload(17),
        metaDescription: payload(21),
        stock: 50,
      },
      {
        storeId: store.id,
        name: `Corpus ${payload(14)}`,
        slug: XSS_SHOP.variantProductSlug,
        description: payload(46),
        priceMinor: 2500,
        discountPriceMinor: 2000,
        seoTitle: payload(22),
        metaDescription: payload(23),
        attributeGroups: [
          { name: payload(4), type: 'select', values: [payload(5), payload(15)] },
          { name: payload(19), type: 'color', values: [payload(45), 'red'] },
        ],
      },
    ])
    .returning();
  if (!plain || !variants) throw new Error('xss products missing');
  await db.insert(productVariations).values(
    [payload(5), payload(15)].map((value, position) => ({
      storeId: store.id,
      productId: variants.id,
      priceMinor: 2500,
      attributes: { [payload(4)]: value, [payload(19)]: 'red' },
      stock: 5,
      position,
    })),
  );
  const [category] = await db
    .insert(categories)
    .values({ storeId: store.id, name: payload(29), slug: XSS_SHOP.categorySlug, image })
    .returning();
  if (!category) throw new Error('xss category missing');
  await db.insert(productCategories).values(
    [plain, variants].map((p) => ({
      storeId: store.id,
      productId: p.id,
      categoryId: category.id,
    })),
  );
  // An order whose shopper-typed texts, tracking link, timeline and proof hold payloads: the
  // orders list, the order screen and its print views show them (confirmed, so it can ship).
  const [order] = await db
    .insert(orders)
    .values({
      storeId: store.id,
      orderNumber: 1001,
      status: 'confirmed',
      customerName: payload(6),
      customerEmail: `corpus@example.com${payload(7)}`,
      customerPhone: payload(8),
      shippingAddress: {
        line1: payload(9),
        line2: payload(10),
        company: payload(11),
        city: payload(12),
        region: payload(13),
        postalCode: payload(16),
        country: payload(18),
      },
      shippingMethodName: payload(20),
      paymentMethod: 'bank_transfer',
      paymentStatus: 'awaiting_review',
      currency: 'USD',
      subtotalMinor: 1500,
      shippingMinor: 500,
      totalMinor: 2000,
      itemCount: 1,
      carrier: payload(24),
      trackingNumber: payload(25),
      trackingUrl: xssPayloads.find((p) => p.startsWith('javascript:')) ?? payload(27),
      note: payload(28),
      idempotencyKey: 'xss-corpus-order',
    })
    .returning();
  if (!order) throw new Error('xss order missing');
  await db.insert(orderItems).values({
    storeId: store.id,
    orderId: order.id,
    orderCreatedAt: order.createdAt,
    productId: plain.id,
    name: payload(30),
    variationLabel: payload(31),
    image,
    unitPriceMinor: 1500,
    quantity: 1,
    lineTotalMinor: 1500,
  });
  await db.insert(orderEvents).values([
    {
      storeId: store.id,
      orderId: order.id,
      kind: 'placed',
      message: payload(33),
      actorType: 'shopper',
      actorName: payload(34),
    },
    {
      storeId: store.id,
      orderId: order.id,
      kind: 'note',
      message: payload(35),
      actorType: 'merchant',
      actorName: payload(36),
    },
  ]);
  // Its shopper is the store's customer (name and phone with payloads), as the checkout makes one.
  await linkOrdersToCustomers(db, store.id, new Date());
  // Reviews with payloads in every text: one published (the product page and JSON-LD show
  // it), one waiting (the dashboard's queue).
  await db.insert(productReviews).values([
    {
      storeId: store.id,
      productId: plain.id,
      orderId: order.id,
      rating: 4,
      title: payload(48),
      body: payload(49),
      authorName: payload(50),
      email: order.customerEmail,
      status: 'published',
      reply: payload(51),
    },
    {
      storeId: store.id,
      productId: plain.id,
      orderId: null,
      rating: 2,
      title: payload(52),
      body: payload(53),
      authorName: payload(54),
      status: 'pending',
    },
  ]);
  await recountReviewStars(db, store.id, plain.id);
  // Abandoned checkouts with payloads in what the shopper typed: one open, one recovered.
  const checkoutLines = [
    {
      productId: plain.id,
      variationId: null,
      quantity: 2,
      name: payload(42),
      unitPriceMinor: 1500,
    },
  ];
  await db.insert(checkouts).values([
    {
      id: randomUUID(),
      storeId: store.id,
      email: `corpus@example.com${payload(43)}`,
      name: payload(44),
      phone: payload(8),
      lines: checkoutLines,
      currency: 'USD',
      subtotalMinor: 3000,
      remindersSent: 1,
      lastReminderAt: new Date(Date.now() - 3_600_000),
      updatedAt: new Date(Date.now() - 12 * 3_600_000),
    },
    {
      id: randomUUID(),
      storeId: store.id,
      email: order.customerEmail,
      name: payload(6),
      lines: checkoutLines,
      currency: 'USD',
      subtotalMinor: 3000,
      remindersSent: 1,
      orderId: order.id,
      completedAt: order.createdAt,
      recovered: true,
    },
  ]);
  await db.insert(paymentProofs).values({
    storeId: store.id,
    orderId: order.id,
    storageKey: 'proofs/xss-corpus-missing.pdf',
    contentType: 'application/pdf',
    byteSize: 1024,
    fileName: payload(37),
    payerReference: payload(38),
    status: 'rejected',
    reason: payload(39),
    reviewedByName: payload(40),
    reviewedAt: new Date(),
  });
}

// Stores saved before theme styles: their content exactly as stored then (schema version 1),
// four of the demo's products (the first shown on the product page) in one category.
for (const name of V1_STORES.names) {
  const saved = JSON.parse(
    readFileSync(new URL(`../fixtures/content-v1/${name}.json`, import.meta.url), 'utf8'),
  ) as { global: ContentDocument; home: ContentDocument };
  const [store] = await db
    .insert(stores)
    .values({
      name: `Saved ${name}`,
      subdomain: V1_STORES.subdomain(name),
      globalContent: saved.global,
      createdBy: owner.id,
    })
    .returning();
  if (!store) throw new Error(`v1 store ${name} missing`);
  await db.insert(pages).values({
    storeId: store.id,
    title: 'Home',
    slug: 'home',
    pageType: 'home',
    ...published(saved.home),
  });
  const demoProducts = (await db.select().from(products).where(eq(products.storeId, demo.id)))
    .filter((p) => p.slug !== XSS.productSlug)
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .slice(0, 4);
  const copies = await db
    .insert(products)
    .values(
      demoProducts.map((p, i) => ({
        storeId: store.id,
        name: p.name,
        slug: i === 0 ? V1_STORES.productSlug : p.slug,
        description: p.description,
        priceMinor: p.priceMinor,
        discountPriceMinor: p.discountPriceMinor,
        productImage: p.productImage,
        stock: p.stock,
        // Distinct times: the grids list the newest first, in the same order every run.
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    )
    .returning();
  const [category] = await db
    .insert(categories)
    .values({ storeId: store.id, name: 'Everyday', slug: V1_STORES.categorySlug })
    .returning();
  if (!category) throw new Error(`v1 category ${name} missing`);
  await db
    .insert(productCategories)
    .values(copies.map((p) => ({ storeId: store.id, productId: p.id, categoryId: category.id })));
}

// An admin with no store, for the admin-guarded screens.
await db.insert(users).values({
  email: ADMIN.email,
  name: 'Fixture Admin',
  passwordHash: await hashPassword(ADMIN.password, passwordHashLogN),
  isAdmin: true,
});

await database.close();

// Emails leave through a real SMTP server on loopback; specs read them (mailbox.ts).
process.env.SMTP_URL = await startMailbox(dataDir);

// Stripe cannot be reached from here: the server's Stripe SDK talks to the fake Stripe, on
// the port STRIPE_API_URL names (e2eServerBaseEnv), whose hosted page the specs "pay" on.
if (process.env.STRIPE_API_URL) {
  await startFakeStripe({ port: Number(new URL(process.env.STRIPE_API_URL).port) });
}

// A computed specifier: the start script is plain JavaScript with no types.
const startScript = '../../scripts/start.mjs';
await import(startScript);
