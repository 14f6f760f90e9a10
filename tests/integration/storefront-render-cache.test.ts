/**
 * The storefront's render caches (server/storefront/store-content-cache.ts and the host
 * resolver's store settings) keep the header/footer and the store's settings between renders,
 * even with the page cache turned off; a write through the dashboard shows on the very next
 * page: a published footer, a renamed store. A draft of the footer stays invisible. The
 * product page reads its product in one statement: variations and categories as the
 * merchant saved them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSection } from '../../server/content/build-content';
import { categories, productCategories, productVariations } from '../../server/db/schema';
import { makeProduct, orderStore, type OrderStore } from './helpers/orders';
import { createTestApp, type TestApp, describeOnDatabase } from './helpers/test-app';

describeOnDatabase('storefront render caches', () => {
  let t: TestApp;
  let s: OrderStore;
  beforeAll(async () => {
    // Page cache off: every request renders, so what a page shows is the render caches' work.
    t = await createTestApp({ STOREFRONT_CACHE_TTL_MS: '0' });
    s = await orderStore(t, 'render-cache', 'Render Cache Co');
    const productId = await makeProduct(t, s.storeId, {
      name: 'Cached Lamp',
      slug: 'cached-lamp',
      attributeGroups: [{ name: 'Colour', type: 'select', values: ['Red', 'Blue'] }],
    });
    await t.database.db.insert(productVariations).values([
      {
        storeId: s.storeId,
        productId,
        attributes: { Colour: 'Blue' },
        priceMinor: 2500,
        position: 1,
        stock: 0,
      },
      {
        storeId: s.storeId,
        productId,
        attributes: { Colour: 'Red' },
        priceMinor: 2400,
        position: 0,
        stock: 3,
      },
    ]);
    const [category] = await t.database.db
      .insert(categories)
      .values({ storeId: s.storeId, name: 'Lights', slug: 'lights' })
      .returning({ id: categories.id });
    await t.database.db
      .insert(productCategories)
      .values({ storeId: s.storeId, productId, categoryId: category!.id });
  });
  afterAll(async () => {
    await t?.close();
  });

  const saveFooter = (copyrightText: string, publish: boolean) =>
    s.merchant.client.put('/api/dashboard/page/update-all-content', {
      storeId: s.storeId,
      globalContent: {
        components: [createSection('navbar'), createSection('footer', { copyrightText })],
      },
      publish,
    });
  const productPage = async () => {
    const res = await s.shopper.get('/product/cached-lamp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-storefront-cache']).toBe('miss');
    return res.body;
  };

  it('renders the product with its variations (in order) and categories from one statement', async () => {
    const html = await productPage();
    expect(html).toContain('Cached Lamp');
    const state = JSON.parse(
      /<script id="sf-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!,
    ) as { dehydratedState: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
    const product = state.dehydratedState.queries.find((q) => q.queryKey[2] === 'product')?.state
      .data as {
      price: number;
      stockStatus: boolean;
      variations: { price: number; attributes: Record<string, string>; stockStatus: boolean }[];
      categories: { slug: string }[];
    };
    expect(product.price).toBe(20);
    expect(product.stockStatus).toBe(true);
    expect(product.variations).toEqual([
      expect.objectContaining({ price: 24, attributes: { Colour: 'Red' }, stockStatus: true }),
      expect.objectContaining({ price: 25, attributes: { Colour: 'Blue' }, stockStatus: false }),
    ]);
    expect(product.categories.map((c) => c.slug)).toEqual(['lights']);
  });

  it('shows a published footer on the next page, and never a draft', async () => {
    expect((await saveFooter('Footer one by Render Cache', true)).statusCode).toBe(200);
    expect(await productPage()).toContain('Footer one by Render Cache');
    // Rendered again from the cache: still the same footer.
    expect(await productPage()).toContain('Footer one by Render Cache');

    expect((await saveFooter('A draft footer', false)).statusCode).toBe(200);
    const withDraft = await productPage();
    expect(withDraft).toContain('Footer one by Render Cache');
    expect(withDraft).not.toContain('A draft footer');

    expect((await saveFooter('Footer two by Render Cache', true)).statusCode).toBe(200);
    const after = await productPage();
    expect(after).toContain('Footer two by Render Cache');
    expect(after).not.toContain('Footer one by Render Cache');
  });

  it('shows a renamed store on the next page', async () => {
    expect(await productPage()).toContain('Render Cache Co');
    const renamed = await s.merchant.client.put(
      '/api/dashboard/store/update-store-general-details',
      { storeId: s.storeId, name: 'Renamed Lamp House' },
    );
    expect(renamed.statusCode).toBe(200);
    const html = await productPage();
    expect(html).toContain('Renamed Lamp House');
    expect(html).not.toContain('Render Cache Co');
  });

  it('drops a store’s cached header and footer only for that store', async () => {
    const other = await orderStore(t, 'render-cache-2', 'Second Render Co');
    const before = await other.shopper.get('/');
    expect(before.body).toContain('Second Render Co');
    expect(await productPage()).toContain('Footer two by Render Cache');
    expect(before.body).not.toContain('Footer two by Render Cache');
    // A write to the first store leaves the second store's pages as they were.
    await saveFooter('Footer three by Render Cache', true);
    expect((await other.shopper.get('/')).body).not.toContain('Footer three');
    expect(await productPage()).toContain('Footer three by Render Cache');
  });
});
