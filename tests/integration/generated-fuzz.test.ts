/**
 * Generated suite: schema fuzz over every declared API route (issue 9, part 2). No route is
 * listed here: the route table is. About 2,000 requests per database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  customers,
  orders,
  pageVersions,
  pages,
  paymentProofs,
  products,
  urlRedirects,
} from '../../server/db/schema';
import { route } from '../../server/http/route';
import {
  CUSTOMER_SESSION_COOKIE,
  createCustomerSession,
} from '../../server/accounts/customer-sessions';
import { okReplySchema, endpoint } from '../../shared';
import { fuzzRoutes } from '../generated/fuzz';
import { apiRoutes } from '../generated/route-requests';
import { fuzzStorePaths } from '../generated/store-paths';
import { storeRouteExamples } from '../support/store-route-examples';
import {
  createStore,
  createTestApp,
  dbKind,
  signUpMerchant,
  skipReason,
  type TestApp,
} from './helpers/test-app';

const LIMITS = {
  SEARCH_RATE_LIMIT: '100000',
  CHECKOUT_RATE_LIMIT: '100000',
  CONTACT_RATE_LIMIT: '100000',
  NEWSLETTER_RATE_LIMIT: '100000',
  ACCOUNT_RATE_LIMIT: '100000',
};
const TARGET_REQUESTS = 2000;

/** A throwaway route declared like any other: the suite must pick it up untold. */
function fixtureRoutes(app: Parameters<typeof route>[0]) {
  route(app, {
    endpoint: endpoint({
      method: 'PUT',
      path: '/api/test/fixture-note',
      body: z.strictObject({ storeId: z.uuid(), note: z.string().max(50) }),
      reply: okReplySchema,
    }),
    access: 'store',
    handler: async () => ({ ok: true as const }),
  });
}

describe.skipIf(skipReason())(`generated schema fuzz (${dbKind})`, () => {
  let t: TestApp;
  let merchant: Awaited<ReturnType<typeof signUpMerchant>>;
  let ids: Record<string, string>;
  let shopperCookie = '';

  beforeAll(async () => {
    t = await createTestApp(LIMITS, undefined, fixtureRoutes);
    merchant = await signUpMerchant(t.app);
    const storeId = await createStore(merchant.client, 'fuzz-shop', 'Fuzz Shop');
    const [product] = await t.database.db
      .insert(products)
      .values({ storeId, name: 'Fuzz Lamp', slug: 'fuzz-lamp', priceMinor: 1000, stock: 1000 })
      .returning({ id: products.id });
    const [page] = await t.database.db
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.storeId, storeId));
    // An order with a payment proof: lifecycle and proof routes run their handlers for real.
    const [order] = await t.database.db
      .insert(orders)
      .values({
        storeId,
        orderNumber: 1001,
        customerName: 'Fuzz Buyer',
        customerEmail: 'buyer@example.com',
        customerPhone: '+1 555 0100',
        shippingAddress: {
          line1: '1 Main St',
          line2: '',
          city: 'X',
          region: '',
          postalCode: '1',
          country: 'US',
        },
        shippingMethodName: 'Standard delivery',
        paymentMethod: 'bank_transfer',
        paymentStatus: 'awaiting_review',
        currency: 'USD',
        subtotalMinor: 1000,
        shippingMinor: 500,
        totalMinor: 1500,
        itemCount: 1,
        idempotencyKey: randomUUID(),
      })
      .returning({ id: orders.id });
    const proofKey = `payment-proofs/${storeId}/${order!.id}/proof.pdf`;
    await t.app.ctx.privateStorage.put(proofKey, Buffer.from('%PDF-1.4\n'), 'application/pdf');
    const [proof] = await t.database.db
      .insert(paymentProofs)
      .values({
        storeId,
        orderId: order!.id,
        storageKey: proofKey,
        contentType: 'application/pdf',
        byteSize: 9,
        fileName: 'proof.pdf',
      })
      .returning({ id: paymentProofs.id });
    const [version] = await t.database.db
      .insert(pageVersions)
      .values({
        storeId,
        pageId: page!.id,
        content: { schemaVersion: 1, components: [] },
        globalContent: { schemaVersion: 1, components: [] },
      })
      .returning({ id: pageVersions.id });
    const [redirect] = await t.database.db
      .insert(urlRedirects)
      .values({ storeId, fromPath: '/fuzz-old', toPath: '/shop' })
      .returning({ id: urlRedirects.id });
    // A customer (a newsletter signup): the link and Customers routes reach a real row.
    const [customer] = await t.database.db
      .insert(customers)
      .values({ storeId, email: 'fuzz-subscriber@example.com', emailMarketing: 'pending' })
      .returning({ id: customers.id });
    // A shopper signed in on the store's host: the `customer` routes reach their handlers.
    const [shopper] = await t.database.db
      .insert(customers)
      .values({ storeId, email: 'fuzz-shopper@example.com', accountSince: new Date() })
      .returning({ id: customers.id });
    const session = await createCustomerSession(
      t.database.db,
      storeId,
      shopper!.id,
      t.app.ctx.now(),
    );
    shopperCookie = `${CUSTOMER_SESSION_COOKIE}=${session.token}`;
    ids = {
      storeId,
      customerId: customer!.id,
      versionId: version!.id,
      redirectId: redirect!.id,
      orderId: order!.id,
      proofId: proof!.id,
      pageId: page!.id,
      productId: product!.id,
      userId: merchant.userId,
      domain: 'fuzz-shop',
      storeDomain: 'fuzz-shop.localhost',
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  // Before the schema fuzz, which may rename the store.
  it("answers control bytes in every store path kind with the store's not-found page", async () => {
    const report = await fuzzStorePaths(t.app, 'fuzz-shop.localhost', 'Fuzz Shop');
    expect(report.kinds).toBe(Object.keys(storeRouteExamples).length);
    expect(report.findings.slice(0, 5)).toEqual([]);
  });

  it('answers every request < 500 and names the field of every 400', async () => {
    const routes = apiRoutes(t.app);
    const cookie = () => [...merchant.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const report = await fuzzRoutes(t.app, {
      perRoute: Math.ceil(TARGET_REQUESTS / (routes.length - 3)),
      ids,
      seed: dbKind === 'pglite' ? 1 : 2,
      // Ending the session would leave the rest of the run logged out; they get their own run.
      skip: [
        'POST /api/auth/logout',
        'POST /api/auth/logout-everywhere',
        'POST /api/storefront/account/sign-out',
      ],
      callerFor: (r) =>
        r.access === 'customer'
          ? { host: 'fuzz-shop.localhost', cookie: shopperCookie }
          : {
              host: r.access === 'public' ? 'fuzz-shop.localhost' : 'localhost:3000',
              cookie: cookie(),
            },
    });
    console.log(
      `schema fuzz (${dbKind}): ${report.routes} routes, ${report.requests} requests, ` +
        `${report.fiveHundreds.length} 5xx, ${report.unnamed400s.length} 400s without a field; ` +
        `statuses ${JSON.stringify(report.byStatus)}; ${report.limitRequests} bodies at the ` +
        `parser's limits, the costliest ${report.maxLimitCpuMs.toFixed(1)} ms of CPU`,
    );
    expect(report.fiveHundreds.slice(0, 5)).toEqual([]);
    expect(report.unnamed400s.slice(0, 5)).toEqual([]);
    // Nested past the limit: 400 naming the body; one byte over the body limit: 413.
    expect(report.wrongStatus.slice(0, 5)).toEqual([]);
    // Nothing quadratic in the input: each limit body within 200 ms of CPU.
    expect(report.overBudget.slice(0, 5)).toEqual([]);
    expect(report.limitRequests).toBeGreaterThan(report.routes);
    expect(report.requests).toBeGreaterThanOrEqual(TARGET_REQUESTS);
    expect(report.routes).toBe(routes.length - 3);
  }, 120_000); // one pass over every route: ~30 s on a loaded 2-core machine

  it('covers a newly declared route with no test written for it', () => {
    expect(apiRoutes(t.app).map((r) => `${r.method} ${r.url}`)).toContain(
      'PUT /api/test/fixture-note',
    );
  });

  it('fuzzes the session-ending routes with a session of their own', async () => {
    const other = await signUpMerchant(t.app);
    const cookie = [...other.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const report = await fuzzRoutes(t.app, {
      perRoute: 20,
      ids,
      skip: apiRoutes(t.app)
        .map((r) => `${r.method} ${r.url}`)
        .filter((n) => !n.includes('/logout')),
      callerFor: () => ({ host: 'localhost:3000', cookie }),
    });
    expect(report.routes).toBe(2);
    expect(report.fiveHundreds).toEqual([]);
    expect(report.unnamed400s).toEqual([]);
    expect(report.wrongStatus).toEqual([]);
    expect(report.overBudget).toEqual([]);
  });
});

describe.skipIf(skipReason())(`the fuzz finds a broken route (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(LIMITS, undefined, (app) => {
      route(app, {
        endpoint: endpoint({
          method: 'POST',
          path: '/api/test/broken',
          body: z.strictObject({ name: z.string().max(100) }),
          reply: okReplySchema,
        }),
        access: 'public',
        // A handler bug the suite must catch: it chokes on some text.
        handler: async ({ body }) => {
          if (body.name.includes('<')) throw new Error('handler bug');
          return { ok: true as const };
        },
      });
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports the 500', async () => {
    const report = await fuzzRoutes(t.app, {
      perRoute: 300,
      ids: {},
      skip: apiRoutes(t.app)
        .map((r) => `${r.method} ${r.url}`)
        .filter((n) => n !== 'POST /api/test/broken'),
      callerFor: () => ({ host: 'localhost:3000' }),
    });
    expect(report.fiveHundreds.map((f) => f.route)).toContain('POST /api/test/broken');
  });
});
