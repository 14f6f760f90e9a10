/**
 * Defects an outside review found in the running product (issue 9, part 3, items 1-7): each
 * case here failed before its fix.
 */
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { products, shippingRates } from '../../server/db/schema';
import { route } from '../../server/http/route';
import { endpoint, okReplySchema } from '../../shared';
import {
  createStore,
  createTestApp,
  dbKind,
  signUpMerchant,
  skipReason,
  TestClient,
  type TestApp,
} from './helpers/test-app';
import { eq } from 'drizzle-orm';

const SECRET_PARAM = 'hash$scrypt$SECRET-VALUE-42';

describe.skipIf(skipReason())(`review defects (${dbKind})`, () => {
  let t: TestApp;
  let merchant: Awaited<ReturnType<typeof signUpMerchant>>;
  let storeId: string;
  let shopper: TestClient;
  const logs: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ CHECKOUT_RATE_LIMIT: '10000' }, logs, (app) => {
      // A route whose query fails in the database with a secret bound as a parameter.
      route(app, {
        endpoint: endpoint({
          method: 'GET',
          path: '/api/test/failing-query',
          reply: okReplySchema,
        }),
        access: 'public',
        handler: async () => {
          await app.ctx.db.execute(sql`select ${SECRET_PARAM}::int as n`);
          return { ok: true as const };
        },
      });
    });
    merchant = await signUpMerchant(t.app);
    storeId = await createStore(merchant.client, 'review-shop', 'Review Shop');
    shopper = new TestClient(t.app, 'review-shop.localhost:3000');
    await t.database.db.insert(products).values([
      { storeId, name: 'Lamp', slug: 'lamp', priceMinor: 1500, stock: 5 },
      {
        storeId,
        name: 'Secret Prototype X',
        slug: 'secret-prototype',
        priceMinor: 900,
        stock: 5,
        status: 'draft',
      },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  function expectFieldError(res: { statusCode: number; json: () => unknown }, field: string) {
    expect(res.statusCode).toBe(400);
    const body = res.json() as { details?: { field: string }[] };
    expect(body.details?.map((d) => d.field)).toContain(field);
  }

  describe('1. NUL bytes', () => {
    it('refuses a NUL in a public query parameter with 400 naming it', async () => {
      expectFieldError(
        await shopper.get(`/api/storefront/page?storeId=${storeId}&slug=a%00b`),
        'slug',
      );
      expectFieldError(
        await shopper.get(`/api/storefront/search?storeId=${storeId}&term=lam%00p`),
        'term',
      );
      expectFieldError(
        await shopper.get(
          `/api/dashboard/products/fetch-product-by-domain?domain=review-shop&productSlug=%00`,
        ),
        'productSlug',
      );
    });

    it('refuses a NUL in a body field with 400 naming it', async () => {
      const client = new TestClient(t.app);
      expectFieldError(
        await client.post('/api/auth/signup', {
          name: 'A\u0000B',
          email: 'nul@example.com',
          password: 'correct-horse-9',
        }),
        'name',
      );
      expectFieldError(
        await merchant.client.put('/api/dashboard/store/update-store-general-details', {
          storeId,
          description: 'before\u0000after',
        }),
        'description',
      );
    });
  });

  describe('2. lone surrogates', () => {
    it("refuses a lone surrogate in a new store's name", async () => {
      const res = await merchant.client.request('POST', '/api/dashboard/store/create-store', {
        rawBody: '{"name":"Bad \\ud800 name","subdomain":"surrogate-shop","currency":"USD"}',
      });
      expectFieldError(res, 'name');
    });

    it('refuses a lone surrogate in a section prop, naming the prop', async () => {
      const pages = await merchant.client.get(
        `/api/dashboard/page/get-pages-by-store-id?storeId=${storeId}`,
      );
      const home = pages.json<{ pageId: string; version: number }[]>()[0]!;
      const res = await merchant.client.request('PUT', '/api/dashboard/page/update-page', {
        rawBody: JSON.stringify({
          storeId,
          pageId: home.pageId,
          content: {
            schemaVersion: 1,
            components: [{ id: 'b1', type: 'banner', props: { title: 'X' } }],
          },
        }).replace('"title":"X"', '"title":"\\udc00"'),
      });
      expectFieldError(res, 'content.components.0.props.title');
    });
  });

  it('3. never logs the parameters of a failed query, nor secrets', async () => {
    const res = await shopper.get('/api/test/failing-query');
    expect(res.statusCode).toBe(500);
    const all = logs.join('\n');
    expect(all).toContain('unhandled error');
    expect(all).not.toContain('SECRET-VALUE-42');
    // Signups and logins log no password or hash either.
    expect(all).not.toContain('correct-horse-9');
    expect(all).not.toMatch(/scrypt\$|"passwordHash":"[^[]/);
  });

  it('4. builds canonical and og:url from the store host, not the Host header', async () => {
    const evil = new TestClient(t.app, 'review-shop.localhost:3000@evil.example');
    const res = await evil.get('/product/lamp');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toMatch(
      /<link rel="canonical" href="http:\/\/review-shop\.localhost\/product\/lamp"/,
    );
    expect(res.body).toMatch(/<meta property="og:url" content="http:\/\/review-shop\.localhost\//);
    // A plain Host header keeps its port.
    expect((await shopper.get('/product/lamp')).body).toContain(
      'href="http://review-shop.localhost:3000/product/lamp"',
    );
    const sitemap = await evil.get('/sitemap.xml');
    expect(sitemap.body).not.toContain('evil.example');
  });

  it('5. reuses the cached page whatever junk query string is added', async () => {
    await shopper.get('/product/lamp');
    const again = await shopper.get('/product/lamp?utm=1&junk=x');
    expect(again.headers['x-storefront-cache']).toBe('hit');
    const shopPage = await shopper.get('/shop?q=lamp&x=1');
    expect(shopPage.headers['x-storefront-cache']).toBe('miss');
    expect((await shopper.get('/shop?junk=2&q=lamp')).headers['x-storefront-cache']).toBe('hit');
    // A made-up product slug renders a 404 that is never kept: real pages stay cached.
    const before = t.app.ctx.pageCache.size;
    for (let i = 0; i < 5; i++) {
      expect((await shopper.get(`/product/no-such-${i}`)).statusCode).toBe(404);
    }
    expect(t.app.ctx.pageCache.size).toBe(before);
    expect((await shopper.get('/product/lamp')).headers['x-storefront-cache']).toBe('hit');
  });

  it('5b. sends a page gzipped when asked, on its first render as from the cache, else as bytes', async () => {
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await shopper.get('/product/lamp?render=gzip', gzip);
    t.app.ctx.pageCache.purge();
    const fresh = await shopper.get('/product/lamp', gzip);
    expect(fresh.headers['x-storefront-cache']).toBe('miss');
    const cached = await shopper.get('/product/lamp', gzip);
    expect(cached.headers['x-storefront-cache']).toBe('hit');
    for (const res of [first, fresh, cached]) {
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('<h1');
    }
    const plain = await shopper.get('/product/lamp?render=plain');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The length is the UTF-8 bytes' (the page holds characters of more than one byte).
    expect([...plain.body].some((c) => c.charCodeAt(0) > 0x7f)).toBe(true);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.body, 'utf8'));
    expect(plain.body).toContain('</html>');
  });

  it('6. says a draft product is "not available" without its name', async () => {
    const [draft] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'secret-prototype'));
    const [rate] = await t.database.db
      .select({ id: shippingRates.id })
      .from(shippingRates)
      .where(eq(shippingRates.storeId, storeId));
    const res = await shopper.post('/api/storefront/checkout', {
      storeId,
      idempotencyKey: randomUUID(),
      customer: { name: 'Shopper', email: 'shopper@example.com', phone: '+1 555 0100' },
      address: { line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' },
      shippingRateId: rate!.id,
      paymentMethod: 'cod',
      lines: [{ productId: draft!.id, variationId: null, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.body).not.toContain('Secret Prototype');
    expect(res.body).toContain('no longer available');
  });

  it("7. answers a malformed path with the store's not-found page", async () => {
    const res = await shopper.get('/product/%ff');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Review Shop');
    const api = await shopper.get('/api/storefront/page/%ff');
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ details: [{ field: 'url' }] });
  });
});
