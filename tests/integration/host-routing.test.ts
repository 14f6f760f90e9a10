import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories, media, products, productVariations, stores } from '../../server/db/schema';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../server/seed/seed-demo';
import {
  TestClient,
  createTestApp,
  useTestApp,
  describeOnDatabase,
  seedDemo,
} from './helpers/test-app';

describeOnDatabase('host routing and the demo store', () => {
  const logs: string[] = [];
  const t = useTestApp({}, logs);
  beforeAll(async () => {
    expect(await seedDemo(t)).toBe(true);
  });

  it('seeds 24 products across 4 categories, some with variations, only once', async () => {
    const [demo] = await t.database.db.select().from(stores).where(eq(stores.subdomain, 'demo'));
    expect(demo).toBeDefined();
    expect(await t.database.db.$count(products, eq(products.storeId, demo!.id))).toBe(24);
    expect(await t.database.db.$count(categories, eq(categories.storeId, demo!.id))).toBe(4);
    expect(
      await t.database.db.$count(productVariations, eq(productVariations.storeId, demo!.id)),
    ).toBeGreaterThan(10);
    expect(await seedDemo(t)).toBe(false);
  });

  it('lets the demo merchant log in with the documented credentials', async () => {
    const res = await new TestClient(t.app).post('/api/auth/login', {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().subscriptionStatus).toBe('ACTIVE');
  });

  it('server-renders the demo store with its name and products on its subdomain, whatever the port', async () => {
    for (const host of ['demo.localhost:3000', 'demo.localhost:3999', 'DEMO.localhost']) {
      const res = await new TestClient(t.app, host).get('/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('Demo Outfitters');
      expect(res.body).toContain('Classic T-Shirt');
      expect(res.body).toContain('Best sellers');
      expect(res.body).toContain('Explore Our Winter Products');
    }
  });

  it('[regression] renders store pages with no inline script, which the CSP would block', async () => {
    for (const path of ['/', '/about', '/product/classic-t-shirt', '/collection/apparel']) {
      const res = await new TestClient(t.app, 'demo.localhost:3000').get(path);
      expect(res.statusCode, path).toBe(200);
      const inline = res.body.match(
        /<script(?![^>]*\b(src=|type="application\/(json|ld\+json)"))[^>]*>/g,
      );
      expect(inline, path).toBeNull();
      expect(res.body, path).not.toContain('<!--$?-->');
    }
  });

  it('serves a store on its custom domain', async () => {
    await t.database.db
      .update(stores)
      .set({ customDomain: 'shop.example.com' })
      .where(eq(stores.subdomain, 'demo'));
    t.app.ctx.hosts.invalidate();
    const res = await new TestClient(t.app, 'shop.example.com').get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Demo Outfitters');
  });

  it('answers an unknown store host with the store-not-found page and 404', async () => {
    for (const host of ['nobody.localhost:3000', 'unknown.example.org']) {
      const res = await new TestClient(t.app, host).get('/');
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Store not found');
    }
  });

  it('serves the dashboard app on every host of the dashboard list', async () => {
    for (const host of ['localhost:3000', 'www.localhost:3000', '127.0.0.1:3000']) {
      const res = await new TestClient(t.app, host).get('/choose-store');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Store not found');
    }
  });

  it('treats PRODUCT_HOST, its www form and localhost as the dashboard', async () => {
    const other = await createTestApp({ PRODUCT_HOST: 'builder.test' });
    try {
      await seedDemo(other);
      for (const host of ['builder.test', 'www.builder.test:8080', 'localhost:3000']) {
        expect((await new TestClient(other.app, host).get('/')).body).not.toContain(
          'Demo Outfitters',
        );
      }
      const store = await new TestClient(other.app, 'demo.builder.test').get('/');
      expect(store.body).toContain('Demo Outfitters');
    } finally {
      await other.close();
    }
  });

  it('serves /api on store hosts too', async () => {
    const res = await new TestClient(t.app, 'demo.localhost:3000').get(
      '/api/dashboard/store/get-store-info?domain=demo.localhost',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().currency).toBe('USD');
  });

  it('sends security headers', async () => {
    const res = await new TestClient(t.app, 'demo.localhost:3000').get('/');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('seeds raster product pictures through the media pipeline, with WebP variants', async () => {
    const [demo] = await t.database.db.select().from(stores).where(eq(stores.subdomain, 'demo'));
    const [shirt] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.slug, 'classic-t-shirt'));
    const base = `/media/${demo!.id}/`;
    expect(shirt!.productImage).toMatch(
      new RegExp(`^${base}[0-9a-f-]{36}/800x800/original\\.jpg$`),
    );
    const library = await t.database.db.select().from(media).where(eq(media.storeId, demo!.id));
    expect(library.find((m) => m.url === shirt!.productImage)).toMatchObject({
      mime: 'image/jpeg',
      width: 800,
      height: 800,
      alt: 'Classic T-Shirt',
    });
    const client = new TestClient(t.app, 'demo.localhost:3000');
    const original = await client.get(shirt!.productImage);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const variant = await client.get(
      shirt!.productImage.replace(/800x800\/original\.jpg$/, '640.webp'),
    );
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    // The store's pages show them with srcset.
    const page = await client.get('/product/classic-t-shirt');
    expect(page.body.toLowerCase()).toMatch(/<img[^>]*srcset="[^"]*640\.webp 640w/);
  });

  it('logs each request line with its request id and store id', async () => {
    const [demo] = await t.database.db.select().from(stores).where(eq(stores.subdomain, 'demo'));
    logs.length = 0;
    await new TestClient(t.app, 'demo.localhost:3000').get('/');
    const lines = logs.map((l) => JSON.parse(l) as Record<string, unknown>);
    const done = lines.find((l) => l.msg === 'request completed');
    expect(done).toMatchObject({ storeId: demo!.id });
    expect(typeof done?.reqId).toBe('string');
  });
});
