/**
 * `/sitemap.xml` and `/robots.txt` on store hosts: well-formed XML with absolute URLs on the
 * requested host, only that store's published pages, active products and categories.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { slugify } from '../../shared';
import { categories, pages, products } from '../../server/db/schema';
import { demoCategories, demoProducts } from '../../server/seed/demo-catalog';
import {
  TestClient,
  createStore,
  createTestApp,
  signUpMerchant,
  type TestApp,
  describeOnDatabase,
  seedDemo,
} from './helpers/test-app';

/** The `<loc>`s of a sitemap, after checking it is one well-formed `<urlset>` of `<url>`s. */
function parseSitemap(xml: string): { loc: string; lastmod: string }[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const body = xml
    .replace(/^<\?xml[^?]*\?>\s*/, '')
    .trim()
    .match(
      /^<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">([\s\S]*)<\/urlset>$/,
    );
  expect(body, 'one urlset element').not.toBeNull();
  const inner = body![1]!;
  const urlPattern = /<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g;
  // Nothing but <url> elements and whitespace inside the urlset.
  expect(inner.replace(urlPattern, '').trim()).toBe('');
  const out: { loc: string; lastmod: string }[] = [];
  for (const m of inner.matchAll(urlPattern)) {
    const [, loc = '', lastmod = ''] = m;
    // Character data: no raw markup or unescaped ampersands.
    expect(loc).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(Number.isNaN(Date.parse(lastmod)), lastmod).toBe(false);
    out.push({ loc: loc.replace(/&amp;/g, '&'), lastmod });
  }
  return out;
}

describeOnDatabase('sitemap and robots', () => {
  let t: TestApp;
  let otherId: string;

  beforeAll(async () => {
    // A trusted proxy in front, so the sitemap follows X-Forwarded-Proto (see the https case).
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    await seedDemo(t);
    const merchant = await signUpMerchant(t.app);
    otherId = await createStore(merchant.client, 'other-shop', 'Other Shop');
    const db = t.database.db;
    await db.insert(products).values([
      { storeId: otherId, name: 'Other Lamp', slug: 'other-lamp', priceMinor: 1000 },
      { storeId: otherId, name: 'Draft', slug: 'draft-thing', priceMinor: 1000, status: 'draft' },
    ]);
    await db.insert(categories).values({ storeId: otherId, name: 'Lamps', slug: 'lamps' });
    await db.insert(pages).values([
      {
        storeId: otherId,
        title: 'Terms & Conditions',
        slug: 'terms',
        publishedContent: { schemaVersion: 1, components: [] },
        publishedAt: new Date(),
      },
      { storeId: otherId, title: 'Unpublished', slug: 'secret-draft' },
      {
        storeId: otherId,
        title: 'Shop',
        slug: 'shop',
        pageType: 'shop',
        publishedContent: { schemaVersion: 1, components: [] },
        publishedAt: new Date(),
      },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists every public URL of the demo store, and only the demo store's", async () => {
    const res = await new TestClient(t.app, 'demo.localhost:3000').get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const locs = parseSitemap(res.body).map((u) => u.loc);
    const origin = 'http://demo.localhost:3000';
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/about`);
    for (const c of demoCategories) expect(locs).toContain(`${origin}/collection/${c.slug}`);
    for (const p of demoProducts) expect(locs).toContain(`${origin}/product/${slugify(p.name)}`);
    expect(locs).toContain(`${origin}/page/shipping`);
    expect(locs).toContain(`${origin}/page/returns`);
    expect(locs).toHaveLength(4 + demoCategories.length + demoProducts.length);
    expect(locs.every((l) => l.startsWith(`${origin}/`))).toBe(true);
    expect(res.body).not.toMatch(/other-lamp|lamps|terms/);
    // One canonical product URL form.
    expect(res.body).not.toMatch(/\/products\/|\/page\/product\//);
  });

  it("lists the other store's published pages, active products and categories only", async () => {
    const res = await new TestClient(t.app, 'other-shop.localhost').get('/sitemap.xml', {
      'x-forwarded-proto': 'https',
    });
    const locs = parseSitemap(res.body).map((u) => u.loc);
    expect(locs.sort()).toEqual(
      [
        'https://other-shop.localhost/',
        'https://other-shop.localhost/about',
        'https://other-shop.localhost/page/returns',
        'https://other-shop.localhost/page/shipping',
        'https://other-shop.localhost/collection/lamps',
        'https://other-shop.localhost/page/terms',
        'https://other-shop.localhost/product/other-lamp',
        'https://other-shop.localhost/shop',
      ].sort(),
    );
  });

  it('answers robots.txt pointing at the sitemap', async () => {
    const res = await new TestClient(t.app, 'demo.localhost:3000').get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const lines = res.body.split('\n');
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /checkout',
      'Disallow: /api/',
      'Sitemap: http://demo.localhost:3000/sitemap.xml',
    ]) {
      expect(lines).toContain(line);
    }
  });

  it('keeps whatever else a Host header carries out of the files', async () => {
    const res = await new TestClient(t.app, 'demo.localhost:3000').get('/robots.txt', {
      host: 'demo.localhost:<x>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<x>');
    expect(res.body).toContain('Sitemap: http://demo.localhost/sitemap.xml');
  });

  it('answers 404 on the dashboard host and on unknown store hosts', async () => {
    for (const host of ['localhost:3000', 'nobody.localhost:3000', 'shop.unknown.test']) {
      for (const path of ['/sitemap.xml', '/robots.txt']) {
        const res = await new TestClient(t.app, host).get(path);
        expect(res.statusCode, `${host}${path}`).toBe(404);
      }
    }
  });
});
