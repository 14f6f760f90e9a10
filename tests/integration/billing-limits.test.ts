/**
 * Plan limits (issue 13): the store owner's plan caps products and pages per store and
 * decides whether a custom domain may be connected; past a limit the API answers 402 naming
 * `plan`, the plan and where to upgrade. Starter: 100 products, 10 pages, no domain;
 * Business: 10,000 / 100 / a domain; a trial (no plan yet) has the largest plan's limits.
 * Adding a product, a page (also through a template), a CSV import's new rows (refused up front; past the limit during
 * the run, each new row is a row error) and connecting a domain are covered.
 */
import { beforeAll, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { applyBatch, planImport } from '../../server/catalogue/csv/import-plan';
import { pages, plans, products, subscriptions } from '../../server/db/schema';
import { useTestApp, describeOnDatabase } from './helpers/test-app';
import { useShop } from './helpers/shops';

const P = '/api/dashboard/products';
const STARTER_PRODUCTS =
  'Your Starter plan allows 100 products per store. Choose a larger plan on the Billing page (/billing) to add more.';
const STARTER_PAGES =
  'Your Starter plan allows 10 pages per store. Choose a larger plan on the Billing page (/billing) to add more.';
const STARTER_DOMAIN =
  'Your Starter plan does not include a custom domain. Choose a larger plan on the Billing page (/billing) to connect one.';

describeOnDatabase('plan limits', () => {
  const planIds = new Map<string, string>();

  const t = useTestApp();
  const shop = useShop(t, 'limited-shop', 'Limited Shop');
  beforeAll(async () => {
    for (const p of await t.database.db.select().from(plans)) planIds.set(p.code, p.id);
  });

  /** Puts the merchant on a plan (what an approval does), or back on the trial (null). */
  const onPlan = (code: string | null) =>
    t.database.db
      .update(subscriptions)
      .set({
        status: code ? 'ACTIVE' : 'TRIAL',
        planId: code ? planIds.get(code)! : null,
        currentPeriodEnd: code ? new Date(Date.now() + 30 * 86_400_000) : null,
      })
      .where(eq(subscriptions.userId, shop.userId));

  /** Fills the store up to `n` products (straight into the database). */
  async function fillProducts(n: number) {
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.storeId, shop.storeId));
    const have = row!.n;
    if (have >= n) return;
    await t.database.db.insert(products).values(
      Array.from({ length: n - have }, (_, i) => ({
        storeId: shop.storeId,
        name: `Filler ${have + i}`,
        slug: `filler-${have + i}`,
        priceMinor: 100,
      })),
    );
  }
  // The pages the plan counts: all but the product template (no page of its own).
  const pageCount = async () =>
    (
      await t.database.db
        .select()
        .from(pages)
        .where(and(eq(pages.storeId, shop.storeId), ne(pages.pageType, 'product')))
    ).length;
  async function fillPages(n: number) {
    const have = await pageCount();
    if (have >= n) return;
    await t.database.db.insert(pages).values(
      Array.from({ length: n - have }, (_, i) => ({
        storeId: shop.storeId,
        title: `Filler ${have + i}`,
        slug: `filler-page-${have + i}`,
        pageType: 'custom' as const,
        content: { schemaVersion: 1, components: [] },
      })),
    );
  }

  const addProduct = (name: string) =>
    shop.client.post(`${P}/add-product`, { storeId: shop.storeId, name, price: 12 });
  const addPage = (slug: string) =>
    shop.client.post('/api/dashboard/page/add-page', { storeId: shop.storeId, title: slug, slug });
  const connect = (domain: string | null) =>
    shop.client.put('/api/dashboard/store/update-domain', { storeId: shop.storeId, domain });

  it('lets a Starter store reach 100 products, then answers 402 naming the plan', async () => {
    await onPlan('starter');
    await fillProducts(99);
    const hundredth = await addProduct('The hundredth');
    expect(hundredth.statusCode, hundredth.body).toBe(201);
    const over = await addProduct('One too many');
    expect(over.statusCode).toBe(402);
    expect(over.json()).toEqual({
      error: STARTER_PRODUCTS,
      details: [{ field: 'plan', message: STARTER_PRODUCTS }],
    });
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.storeId, shop.storeId));
    expect(row!.n).toBe(100);
  });

  it('refuses a CSV import whose new rows would pass the limit; updates still go through', async () => {
    const csv = ['handle,name,price', 'new-one,New one,5', 'filler-1,Renamed filler,3'].join('\n');
    const start = await shop.client.post(`${P}/import/start`, {
      storeId: shop.storeId,
      fileName: 'p.csv',
      csv,
    });
    expect(start.statusCode).toBe(402);
    expect(start.json().details).toEqual([{ field: 'plan', message: STARTER_PRODUCTS }]);
    const updateOnly = ['handle,name,price', 'filler-1,Renamed filler,3'].join('\n');
    const ok = await shop.client.post(`${P}/import/start`, {
      storeId: shop.storeId,
      fileName: 'p.csv',
      csv: updateOnly,
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('stops an import at the limit with a row error for each new product past it', async () => {
    // 98 of 100: a run whose file has three new products creates two (another process could
    // have added products after the start's check; the writer checks again).
    await t.database.db
      .delete(products)
      .where(
        sql`${products.storeId} = ${shop.storeId} and ${products.slug} in ('filler-0', 'filler-2')`,
      );
    const plan = planImport(
      ['handle,name,price', 'a-new,A new,1', 'b-new,B new,2', 'c-new,C new,3'].join('\n'),
    );
    const result = await t.database.db.transaction((tx) =>
      applyBatch(tx, shop.storeId, 'USD', plan.drafts, new Date()),
    );
    expect(result).toMatchObject({ created: 2, updated: 0 });
    expect(result.errors).toEqual([{ row: 4, column: '', message: STARTER_PRODUCTS }]);
  });

  it('lets Business add more, and a trial has the largest plan’s limits', async () => {
    await onPlan('business');
    expect((await addProduct('Business lamp')).statusCode).toBe(201);
    await onPlan(null);
    expect((await addProduct('Trial lamp')).statusCode).toBe(201);
    // The largest plan allows 100 pages: the trial reaches it, then is told so.
    await fillPages(99);
    expect((await addPage('page-hundred')).statusCode).toBe(201);
    const over = await addPage('page-too-many');
    expect(over.statusCode).toBe(402);
    expect(over.json().error).toBe(
      'Your trial allows 100 pages per store. Choose a larger plan on the Billing page (/billing) to add more.',
    );
  });

  it('caps pages at 10 on Starter', async () => {
    await onPlan('starter');
    const over = await addPage('starter-page');
    expect(over.statusCode).toBe(402);
    expect(over.json()).toEqual({
      error: STARTER_PAGES,
      details: [{ field: 'plan', message: STARTER_PAGES }],
    });
    // A template whose pages the store lacks would create them: refused alike, nothing written.
    const before = await pageCount();
    const template = await shop.client.post('/api/dashboard/templates/apply', {
      storeId: shop.storeId,
      templateId: 'fashion',
    });
    expect(template.statusCode).toBe(402);
    expect(template.json().details).toEqual([{ field: 'plan', message: STARTER_PAGES }]);
    expect(await pageCount()).toBe(before);
  });

  it('connects a custom domain on Business and a trial, not on Starter (removing is allowed)', async () => {
    const refused = await connect('shop.limited.test');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      error: STARTER_DOMAIN,
      details: [{ field: 'plan', message: STARTER_DOMAIN }],
    });
    await onPlan('business');
    expect((await connect('shop.limited.test')).statusCode).toBe(200);
    await onPlan(null);
    expect((await connect('www.limited.test')).statusCode).toBe(200);
    await onPlan('starter');
    expect((await connect(null)).statusCode).toBe(200);
  });
});
