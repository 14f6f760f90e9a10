/**
 * One slug rule in the dashboard (issue 25): the slug that follows a name on the product,
 * category and page forms is the API's (shared `slugify`): "Rock & Roll" -> rock-and-roll,
 * "Straße" -> strasse. Before, the page form said rock-roll and the catalogue forms stra-e.
 */
import { expect, test } from '@playwright/test';
import { listPages, newMerchantStore } from './builder-fixtures';

const names = [
  { name: 'Rock & Roll', slug: 'rock-and-roll' },
  { name: 'Straße', slug: 'strasse' },
];

test('[regression] the product, category and page forms give "Rock & Roll" and "Straße" one slug', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const store = await newMerchantStore(context);
  const slugField = page.getByRole('textbox', { name: 'URL slug' });
  for (const { name, slug } of names) {
    await page.goto('/dashboard/addproduct');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await expect(slugField, `product ${name}`).toHaveValue(slug);

    await page.goto('/dashboard/addcategory');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await expect(slugField, `category ${name}`).toHaveValue(slug);
  }
  for (const { name, slug } of names) {
    await page.goto('/dashboard/pages');
    await page.getByTestId('create-page-title').fill(name);
    await expect(page.getByTestId('create-page-slug'), `page ${name}`).toHaveValue(slug);
    await page.getByTestId('create-page-submit').click();
    await expect(page).toHaveURL(/\/builder\?pageId=/);
    await expect(page.getByTestId('builder')).toBeVisible({ timeout: 15_000 });
  }
  const slugs = (await listPages(context.request, store.storeId)).map((p) => p.slug);
  expect(slugs).toEqual(expect.arrayContaining(names.map((n) => n.slug)));
});
