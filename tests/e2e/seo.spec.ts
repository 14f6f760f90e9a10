/**
 * Acceptance (SEO, issue 12): a merchant of a fresh store writes the home page's meta title on
 * /dashboard/seo (the preview and the counter follow as they type) and the storefront's
 * <title> says it; changing a product's URL slug in the product editor leaves a 301 from the
 * old address, which the browser follows to the product (the query string kept) and which the
 * SEO screen lists as automatic; a redirect added by hand works the same.
 */
import { expect, test } from '@playwright/test';
import { newMerchantStore, storeUrl } from './builder-fixtures';
import { expectNoSeriousAxeViolations } from './axe';
import { loginAsDemo } from './catalog-helpers';

test('home meta in the store title, a slug change followed by its 301, a manual redirect', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const store = await newMerchantStore(context);
  const added = await context.request.post('/api/dashboard/products/add-product', {
    data: { storeId: store.storeId, name: 'Stoneware Mug', price: 18, status: 'active', stock: 4 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const product = (await added.json()) as { id: string; slug: string };

  // ---- the home page's search listing ----
  await page.goto('/dashboard/seo');
  await expect(page.getByRole('heading', { name: 'SEO', level: 1 })).toBeVisible();
  await expect(page.getByTestId('seo-visibility')).toHaveText('Visible to search engines');
  await expect(
    page.getByTestId('seo-overview-table').getByRole('link', { name: /Stoneware Mug/ }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'seo screen');

  const title = page.getByLabel('Meta title');
  await title.fill('Hand-thrown mugs from the coast');
  await expect(page.getByTestId('seo-title-count')).toContainText('31/60');
  await expect(page.getByTestId('seo-home-preview')).toContainText(
    'Hand-thrown mugs from the coast',
  );
  await title.fill('A'.repeat(70));
  await expect(page.getByTestId('seo-title-count')).toHaveClass(/field-counter-over/);
  await title.fill('Hand-thrown mugs from the coast');
  await page.getByLabel('Meta description').fill('Mugs and bowls, fired by hand.');
  await page.getByTestId('save-bar-save').click();
  await expect(page.getByText('SEO settings saved').last()).toBeVisible();

  const shop = await context.newPage();
  await shop.goto(storeUrl(store.subdomain, '/'));
  await expect(shop).toHaveTitle('Hand-thrown mugs from the coast');

  // ---- a product's new slug: the old URL answers 301 to the product ----
  await page.goto(`/dashboard/edit-product/${product.id}`);
  const slug = page.getByTestId('product-slug');
  await expect(slug).toHaveValue(product.slug);
  await slug.fill('coastal-stoneware-mug');
  await page.getByTestId('save-bar-save').click();
  await expect(page.getByText('Product saved').last()).toBeVisible();

  const followed = await shop.goto(
    storeUrl(store.subdomain, `/product/${product.slug}?utm_source=mail`),
  );
  const hop = followed?.request().redirectedFrom();
  expect((await hop?.response())?.status()).toBe(301);
  expect(hop?.url()).toBe(storeUrl(store.subdomain, `/product/${product.slug}?utm_source=mail`));
  await expect(shop).toHaveURL(
    storeUrl(store.subdomain, '/product/coastal-stoneware-mug?utm_source=mail'),
  );
  await expect(shop.getByRole('heading', { name: 'Stoneware Mug' })).toBeVisible();

  await page.goto('/dashboard/seo');
  const redirects = page.getByTestId('redirects-table');
  const automatic = redirects
    .getByTestId('redirect-row')
    .filter({ hasText: `/product/${product.slug}` });
  await expect(automatic.getByTestId('redirect-to')).toHaveText('/product/coastal-stoneware-mug');
  await expect(automatic.getByTestId('redirect-automatic')).toBeVisible();

  // ---- a redirect by hand (a bad target is refused under its field first) ----
  await page.getByTestId('redirect-add').click();
  const dialog = page.getByRole('dialog', { name: 'Add redirect' });
  await dialog.getByLabel('From (old path)').fill('/mugs');
  await dialog.getByLabel('To').fill('javascript:alert(1)');
  await dialog.getByTestId('redirect-save').click();
  await expect(dialog.getByTestId('field-error-toPath')).toBeVisible();
  await dialog.getByLabel('To').fill('/product/coastal-stoneware-mug');
  await dialog.getByTestId('redirect-save').click();
  await expect(page.getByText('Redirect from /mugs saved').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(redirects.getByTestId('redirect-row').filter({ hasText: '/mugs' })).toBeVisible();

  await shop.goto(storeUrl(store.subdomain, '/mugs'));
  await expect(shop).toHaveURL(storeUrl(store.subdomain, '/product/coastal-stoneware-mug'));
  await expect(shop.getByRole('heading', { name: 'Stoneware Mug' })).toBeVisible();

  // ---- deleting asks first ----
  const manual = redirects.getByTestId('redirect-row').filter({ hasText: '/mugs' });
  await manual.getByTestId('redirect-delete').click();
  const confirm = page.getByRole('dialog', { name: 'Delete the redirect from /mugs?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete redirect' }).click();
  await expect(page.getByText('Redirect from /mugs deleted').last()).toBeVisible();
  await expect(redirects.getByTestId('redirect-row').filter({ hasText: '/mugs' })).toHaveCount(0);
});

test('the SEO overview: kit filters, a good automatic title is no warning, redirects searched', async ({
  page,
  context,
}) => {
  await loginAsDemo(context);
  await page.goto('/dashboard/seo');
  const overview = page.getByTestId('seo-overview');
  const rows = overview.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // The filters are the kit's, like every index's.
  await expect(overview.locator('.kit-filter select')).toHaveCount(2);
  await expect(page.getByTestId('seo-redirects').locator('.kit-search input')).toHaveCount(1);

  // "Returns | Demo Outfitters" is what search engines get: nothing to warn about.
  const returns = rows.filter({ hasText: '/page/returns' });
  await expect(returns.getByTestId('seo-entry-title')).toHaveText('Returns | Demo Outfitters');
  await expect(returns).not.toContainText('No meta title');
  await expect(returns).not.toContainText('No title');
  await expect(overview).not.toContainText('No meta title');

  await page.getByLabel('Show').selectOption('product');
  await expect(rows.first()).toContainText('Product');
  await expect(rows.filter({ hasText: '/page/' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search redirects' }).fill('/no-such-old-path');
  await expect(page.getByTestId('seo-redirects')).toContainText('No redirect matches');
});
