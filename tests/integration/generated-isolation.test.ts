/**
 * Generated suite: the tenant isolation matrix over every declared route (issue 9, part 2).
 * No route is named here: the route table drives tests/generated/isolation.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  categories,
  checkouts,
  customerAddresses,
  productReviews,
  stockAlerts,
  customers,
  media,
  pageVersions,
  paymentProofs,
  productCategories,
  products,
  shippingRates,
  urlRedirects,
} from '../../server/db/schema';
import { route } from '../../server/http/route';
import {
  CUSTOMER_SESSION_COOKIE,
  createCustomerSession,
} from '../../server/accounts/customer-sessions';
import { storeSummarySchema, endpoint } from '../../shared';
import {
  runIsolationMatrix,
  snapshotTenant,
  type IsolationSetup,
  type TenantIds,
} from '../generated/isolation';
import {
  createStore,
  createTestApp,
  dbKind,
  signUpMerchant,
  skipReason,
  TestClient,
  type TestApp,
} from './helpers/test-app';

const A_STORE = 'Alice Marker Store';
const A_PAGE = 'Alice Secret Page';
const A_CUSTOMER = 'Alice Customer Marker';
const DRAFT_PAGE_TEXT = 'ALICE-DRAFT-PAGE-MARKER';
const DRAFT_HOME_TEXT = 'ALICE-HOME-DRAFT-MARKER';
const DRAFT_GLOBAL_TEXT = 'ALICE-GLOBAL-DRAFT-MARKER';
const DRAFT_PRODUCT = 'ALICE-DRAFT-PRODUCT-MARKER';
const A_MEDIA = 'alice-media-marker.png';
const A_PROOF = 'alice-proof-marker.pdf';
const A_VERSION = 'Alice Version Marker';
const A_REDIRECT = '/alice-redirect-marker';
const A_SUBSCRIBER = 'alice-subscriber-marker@example.com';
/** A's Stripe keys: B may never read them, use them or replace them. */
const A_STRIPE_SECRET = 'sk_test_aliceSecretMarker0123456789';
const A_STRIPE_PUBLISHABLE = 'pk_test_alicePublishableMarker0123';
const A_DISCOUNT = 'Alice Discount Marker';
const A_REVIEW = 'Alice Review Marker';
const A_RESTOCK = 'alice-restock-marker@example.com';
const A_DISCOUNT_CODE = 'ALICEMARKERCODE';
const A_TAX = 'Alice Tax Marker';
const A_ADDRESS = 'Alice Address Marker';

const banner = (title: string) => ({ id: randomUUID(), type: 'banner', props: { title } });

/** Builds tenant A (with drafts and an order) and tenant B on `t`. */
async function twoTenants(t: TestApp): Promise<IsolationSetup> {
  const alice = await signUpMerchant(t.app);
  const bob = await signUpMerchant(t.app);
  const storeId = await createStore(alice.client, 'alice-iso', A_STORE);
  const bStore = await createStore(bob.client, 'bob-iso', 'Bob Store');

  // A page that was never published, and an unpublished change to the home page and header.
  const added = await alice.client.post('/api/dashboard/page/add-page', {
    storeId,
    title: A_PAGE,
    slug: 'alice-secret',
    pageType: 'custom',
    content: { schemaVersion: 1, components: [banner(DRAFT_PAGE_TEXT)] },
  });
  expect(added.statusCode, added.body).toBe(201);
  const pages = await alice.client.get(
    `/api/dashboard/page/get-pages-by-store-id?storeId=${storeId}`,
  );
  const home = pages
    .json<{ pageId: string; slug: string; version: number }[]>()
    .find((p) => p.slug === 'home')!;
  const full = await alice.client.get(`/api/dashboard/page/get-page-by-id?pageId=${home.pageId}`);
  const detail = full.json<{
    version: number;
    globalVersion: number;
    globalContent: { components: unknown[] };
  }>();
  const draft = await alice.client.put('/api/dashboard/page/update-page', {
    storeId,
    pageId: home.pageId,
    version: detail.version,
    globalVersion: detail.globalVersion,
    content: { schemaVersion: 1, components: [banner(DRAFT_HOME_TEXT)] },
    globalContent: {
      schemaVersion: 1,
      components: [
        ...detail.globalContent.components,
        { id: randomUUID(), type: 'topbar', props: { text: DRAFT_GLOBAL_TEXT } },
      ],
    },
  });
  expect(draft.statusCode, draft.body).toBe(200);

  const [product] = await t.database.db
    .insert(products)
    .values([
      { storeId, name: 'Alice Lamp Marker', slug: 'alice-lamp', priceMinor: 1000, stock: 10 },
      {
        storeId,
        name: DRAFT_PRODUCT,
        slug: 'alice-draft-product',
        priceMinor: 500,
        stock: 3,
        status: 'draft',
      },
    ])
    .returning({ id: products.id });
  const [category] = await t.database.db
    .insert(categories)
    .values({ storeId, name: 'Alice Category Marker', slug: 'alice-category' })
    .returning({ id: categories.id });
  await t.database.db
    .insert(productCategories)
    .values({ storeId, productId: product!.id, categoryId: category!.id });
  const mediaId = randomUUID();
  await t.database.db.insert(media).values({
    id: mediaId,
    storeId,
    fileName: A_MEDIA,
    mime: 'image/png',
    bytes: 100,
    width: 10,
    height: 10,
    key: `${storeId}/${mediaId}/10x10/original.png`,
    url: `/media/${storeId}/${mediaId}/10x10/original.png`,
  });
  const [rate] = await t.database.db
    .select({ id: shippingRates.id })
    .from(shippingRates)
    .where(eq(shippingRates.storeId, storeId));
  const shopper = new TestClient(t.app, 'alice-iso.localhost:3000');
  const order = await shopper.post('/api/storefront/checkout', {
    storeId,
    idempotencyKey: randomUUID(),
    customer: { name: A_CUSTOMER, email: 'alice-customer@example.com', phone: '+1 555 0100' },
    address: { line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' },
    shippingRateId: rate!.id,
    paymentMethod: 'cod',
    lines: [{ productId: product!.id, variationId: null, quantity: 1 }],
  });
  expect(order.statusCode, order.body).toBe(201);
  // A's payment proof (its row and a private file), for the merchant's proof-file route.
  const proofId = randomUUID();
  const proofKey = `payment-proofs/${storeId}/${order.json<{ orderId: string }>().orderId}/${proofId}.pdf`;
  await t.app.ctx.privateStorage.put(
    proofKey,
    Buffer.from(`%PDF-1.4 ${A_PROOF}`),
    'application/pdf',
  );
  await t.database.db.insert(paymentProofs).values({
    id: proofId,
    storeId,
    orderId: order.json<{ orderId: string }>().orderId,
    storageKey: proofKey,
    contentType: 'application/pdf',
    byteSize: 20,
    fileName: A_PROOF,
  });

  // A kept version of A's page (its history: list, read, preview, restore).
  const [version] = await t.database.db
    .insert(pageVersions)
    .values({
      storeId,
      pageId: added.json<{ pageId: string }>().pageId,
      content: {
        schemaVersion: 1,
        components: [{ id: randomUUID(), type: 'banner', props: { title: A_VERSION } }],
      },
      globalContent: { schemaVersion: 1, components: [] },
      title: A_PAGE,
      authorId: alice.userId,
      authorName: 'Alice',
    })
    .returning({ id: pageVersions.id });

  // A URL redirect of A's store (the SEO screen's list, edit and delete).
  const [redirect] = await t.database.db
    .insert(urlRedirects)
    .values({ storeId, fromPath: A_REDIRECT, toPath: '/shop' })
    .returning({ id: urlRedirects.id });

  // A customer of A's store: a newsletter signup on A's host (the Customers screen's rows).
  const signup = await shopper.post('/api/storefront/newsletter/signup', {
    storeId,
    email: A_SUBSCRIBER,
  });
  expect(signup.statusCode, signup.body).toBe(202);
  const [customer] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, A_SUBSCRIBER));

  // A's Stripe connection (the fake Stripe's, through the real SDK).
  const stripe = await alice.client.put('/api/dashboard/payments/providers/connect', {
    storeId,
    provider: 'stripe',
    secretKey: A_STRIPE_SECRET,
    publishableKey: A_STRIPE_PUBLISHABLE,
  });
  expect(stripe.statusCode, stripe.body).toBe(200);

  // A's discount (its title and code only A's) and tax rate.
  const discount = await alice.client.post('/api/dashboard/discounts/create', {
    storeId,
    title: A_DISCOUNT,
    method: 'code',
    codes: [A_DISCOUNT_CODE],
    effect: { kind: 'order', value: { type: 'percentage', percent: 10 } },
  });
  expect(discount.statusCode, discount.body).toBe(201);
  const taxes = await alice.client.put('/api/dashboard/taxes', {
    storeId,
    pricesIncludeTax: false,
    taxShipping: true,
    rates: [{ country: 'US', name: A_TAX, percent: 7.25 }],
  });
  expect(taxes.statusCode, taxes.body).toBe(200);

  // Signed-in shoppers: A's (whose order carries A's markers) and B's, each on its own store.
  const [aShopper] = await t.database.db
    .insert(customers)
    .values({ storeId, email: 'alice-customer@example.com', name: A_CUSTOMER })
    // A's order made them a customer already.
    .onConflictDoUpdate({
      target: [customers.storeId, customers.email],
      set: { name: A_CUSTOMER },
    })
    .returning({ id: customers.id });
  const [bShopper] = await t.database.db
    .insert(customers)
    .values({ storeId: bStore, email: 'bob-customer@example.com', name: 'Bob Shopper' })
    .returning({ id: customers.id });
  const [address] = await t.database.db
    .insert(customerAddresses)
    .values({
      storeId,
      customerId: aShopper!.id,
      name: A_CUSTOMER,
      line1: A_ADDRESS,
      city: 'Springfield',
      country: 'US',
      isDefault: true,
    })
    .returning({ id: customerAddresses.id });
  // A review of A's product (published, with its reply).
  await t.database.db.insert(productReviews).values({
    storeId,
    productId: product!.id,
    orderId: order.json<{ orderId: string }>().orderId,
    rating: 5,
    title: A_REVIEW,
    body: A_REVIEW,
    authorName: A_CUSTOMER,
    email: 'alice-customer@example.com',
    status: 'published',
  });
  // A shopper waiting for A's product to be back.
  await t.database.db
    .insert(stockAlerts)
    .values({ storeId, productId: product!.id, email: A_RESTOCK });
  // An abandoned checkout of A's (listed: its last change is older than an hour).
  await t.database.db.insert(checkouts).values({
    id: randomUUID(),
    storeId,
    email: 'alice-checkout@example.com',
    name: A_CUSTOMER,
    lines: [
      {
        productId: product!.id,
        variationId: null,
        quantity: 1,
        name: 'Alice Lamp Marker',
        unitPriceMinor: 100,
      },
    ],
    currency: 'USD',
    subtotalMinor: 100,
    updatedAt: new Date(Date.now() - 2 * 3_600_000),
  });
  const a: TenantIds = {
    storeId,
    pageId: added.json<{ pageId: string }>().pageId,
    versionId: version!.id,
    orderId: order.json<{ orderId: string }>().orderId,
    productId: product!.id,
    categoryId: category!.id,
    userId: alice.userId,
    mediaId,
    proofId,
    redirectId: redirect!.id,
    customerId: customer!.id,
    addressId: address!.id,
    discountId: discount.json<{ id: string }>().id,
    subdomain: 'alice-iso',
  };
  const customerCookie = async (store: 'a' | 'b') => {
    const { token } = await createCustomerSession(
      t.database.db,
      store === 'a' ? storeId : bStore,
      store === 'a' ? aShopper!.id : bShopper!.id,
      t.app.ctx.now(),
    );
    return `${CUSTOMER_SESSION_COOKIE}=${token}`;
  };
  let bClient = bob.client;
  return {
    app: t.app,
    db: t.database.db,
    productHost: 'localhost:3000',
    a,
    aMarkers: [
      A_STORE,
      A_PAGE,
      A_CUSTOMER,
      DRAFT_PAGE_TEXT,
      DRAFT_PRODUCT,
      'Alice Lamp Marker',
      'Alice Category Marker',
      A_MEDIA,
      A_PROOF,
      A_VERSION,
      A_REDIRECT,
      A_SUBSCRIBER,
      A_STRIPE_PUBLISHABLE,
      A_STRIPE_SECRET.slice(8),
      A_DISCOUNT,
      A_DISCOUNT_CODE,
      A_TAX,
      A_ADDRESS,
      A_REVIEW,
      A_RESTOCK,
      alice.email,
    ],
    draftMarkers: [DRAFT_PAGE_TEXT, DRAFT_HOME_TEXT, DRAFT_GLOBAL_TEXT, DRAFT_PRODUCT],
    draftSlugs: ['alice-secret', 'alice-draft-product'],
    b: { storeId: bStore, subdomain: 'bob-iso' },
    customerCookie,
    bCookie: async () => {
      if ((await bClient.get('/api/auth/check-auth')).statusCode !== 200) {
        bClient = new TestClient(t.app);
        const login = await bClient.post('/api/auth/login', {
          email: bob.email,
          password: bob.password,
        });
        if (login.statusCode !== 200) throw new Error(`B cannot log in again: ${login.body}`);
      }
      return [...bClient.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
  };
}

/** A throwaway GET declared like any other: a storeId in the query, a store's name back. */
const storeNameEndpoint = (path: string) =>
  endpoint({
    method: 'GET',
    path,
    query: z.strictObject({ storeId: z.uuid() }),
    reply: storeSummarySchema.pick({ name: true }),
  });

/**
 * The app with `extraRoutes` and its two tenants, built in the enclosing describe block's
 * `beforeAll` and closed in its `afterAll`; read the fields inside a test.
 */
function useTwoTenants(extraRoutes: (app: FastifyInstance) => void) {
  const built = {} as { t: TestApp; setup: IsolationSetup };
  beforeAll(async () => {
    built.t = await createTestApp({ CHECKOUT_RATE_LIMIT: '10000' }, undefined, extraRoutes);
    built.setup = await twoTenants(built.t);
  });
  afterAll(async () => {
    await built.t?.close();
  });
  return built;
}

describe.skipIf(skipReason())(`generated isolation matrix (${dbKind})`, () => {
  const built = useTwoTenants((app) => {
    // A throwaway route declared like any other: the matrix must cover it untold.
    route(app, {
      endpoint: storeNameEndpoint('/api/test/fixture-store-name'),
      access: 'store',
      handler: async ({ store }) => ({ name: `store ${store.id}` }),
    });
  });

  it("never lets a merchant read or change another merchant's data, nor a shopper see drafts", async () => {
    const report = await runIsolationMatrix(built.setup);
    console.log(
      `isolation matrix (${dbKind}): ${report.routes.length} session/store routes, ` +
        `${report.requests} requests, ${report.violations.length} violations`,
    );
    expect(report.violations).toEqual([]);
    expect(report.routes).toContain('GET /api/test/fixture-store-name');
  }, 120_000); // every route for two merchants: ~30 s on a loaded 2-core machine

  it("snapshots A's rows, so the matrix would see a route change them", async () => {
    const snapshot = await snapshotTenant(built.t.database.db, built.setup.a);
    for (const marker of [
      A_STORE,
      'Alice Lamp Marker',
      A_CUSTOMER,
      A_VERSION,
      A_REDIRECT,
      A_SUBSCRIBER,
    ]) {
      expect(snapshot).toContain(marker);
    }
  });

  it('serves no draft on the store pages themselves', async () => {
    const shopper = new TestClient(built.t.app, 'alice-iso.localhost:3000');
    for (const path of [
      '/',
      '/page/alice-secret',
      '/product/alice-draft-product',
      '/shop?q=ALICE',
    ]) {
      const res = await shopper.get(path);
      for (const marker of built.setup.draftMarkers) expect(res.body, path).not.toContain(marker);
    }
  });
});

describe.skipIf(skipReason())(`the isolation matrix finds a leaky route (${dbKind})`, () => {
  const built = useTwoTenants((app) => {
    // The bug the matrix exists for: a logged-in route that trusts the storeId it was sent.
    route(app, {
      endpoint: storeNameEndpoint('/api/test/leaky-store-name'),
      access: 'session',
      handler: async ({ query }) => {
        const rows = await app.ctx.db.query.stores.findFirst({
          where: (s, { eq: equals }) => equals(s.id, query.storeId),
        });
        return { name: rows?.name ?? '' };
      },
    });
  });

  it('reports it', async () => {
    // The matrix over the planted route alone: the full pass is the test above.
    const report = await runIsolationMatrix(built.setup, (r) => r.url.startsWith('/api/test/'));
    expect(report.violations.map((v) => v.route)).toContain('GET /api/test/leaky-store-name');
  });
});
