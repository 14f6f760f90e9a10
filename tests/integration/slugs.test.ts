/**
 * One slug rule (issue 25): a product and a category named "Rock & Roll" or "Straße" through
 * the API get one slug each (`rock-and-roll`, `strasse`), the one the dashboard's
 * slug-from-name shows for a page (shared `slugify`; a page's slug is required by add-page and
 * filled in by the dashboard's form: tests/e2e/slugs.spec.ts types the names there).
 * Before, products said `stra-e` and pages (in the dashboard) `rock-roll`.
 */
import { expect, it } from 'vitest';
import { slugify, type AdminCategory, type AdminProduct, type PageDetail } from '../../shared';
import { useTestApp, describeOnDatabase } from './helpers/test-app';
import { useShop } from './helpers/shops';

const names = [
  { name: 'Rock & Roll', slug: 'rock-and-roll' },
  { name: 'Straße', slug: 'strasse' },
];

describeOnDatabase('one slug rule', () => {
  const t = useTestApp();
  const shop = useShop(t, 'slug-shop', 'Slug Shop');

  it('the dashboard’s slug-from-name gives rock-and-roll and strasse', () => {
    for (const { name, slug } of names) expect(slugify(name), name).toBe(slug);
  });

  it('[regression] a product, a category and a page named alike get one slug', async () => {
    for (const { name, slug } of names) {
      const product = await shop.client.post('/api/dashboard/products/add-product', {
        storeId: shop.storeId,
        name,
        price: 10,
      });
      expect(product.statusCode, product.body).toBe(201);
      expect(product.json<AdminProduct>().slug, `product ${name}`).toBe(slug);

      const category = await shop.client.post('/api/dashboard/category/add-category', {
        storeId: shop.storeId,
        name,
      });
      expect(category.statusCode, category.body).toBe(201);
      expect(category.json<AdminCategory>().slug, `category ${name}`).toBe(slug);

      // The dashboard's create-page form fills the slug with slugify(title).
      const page = await shop.client.post('/api/dashboard/page/add-page', {
        storeId: shop.storeId,
        title: name,
        slug: slugify(name),
      });
      expect(page.statusCode, page.body).toBe(201);
      expect(page.json<PageDetail>().slug, `page ${name}`).toBe(slug);
    }
  });

  it('a page slug given by the merchant is kept as given', async () => {
    const res = await shop.client.post('/api/dashboard/page/add-page', {
      storeId: shop.storeId,
      title: 'Rock & Roll',
      slug: 'rock-n-roll',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<PageDetail>().slug).toBe('rock-n-roll');
  });
});
