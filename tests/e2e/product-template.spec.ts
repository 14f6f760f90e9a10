/**
 * The product template: every product page is drawn with it. A merchant opens it in the
 * builder (the canvas previews the newest product), clicks the price to select its block,
 * moves it above the product's name from the keyboard only (announced), hides the rating,
 * adds a collapsible tab, and publishes: the product page on the store draws the new order.
 * `/page/product` is no page of its own.
 */
import { expect, test, type Locator } from '@playwright/test';
import {
  canvas,
  clickInFrame,
  configureBuilderSpec,
  listPages,
  newMerchantStore,
  openBuilder,
  storeUrl,
  toolbarButton,
} from './builder-fixtures';
import { watchProblems } from './page-problems';

configureBuilderSpec(90_000);

/** The product page's drawn blocks in order. */
const blockOrder = (root: Locator) =>
  root
    .locator('.sf-product__info [data-block-type]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-block-type')));

test('a merchant reorders the product page in its template: price above the name, on the store too', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const store = await newMerchantStore(page.context());
  const api = page.context().request;
  const added = await api.post('/api/dashboard/products/add-product', {
    data: { storeId: store.storeId, status: 'active', stock: 3, name: 'Linen shirt', price: 40 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const template = (await listPages(api, store.storeId)).find((p) => p.slug === 'product');
  expect(template, 'a new store has its product template').toBeDefined();
  await openBuilder(page, template!.pageId);

  const info = canvas(page).locator('.sf-section--product');
  await expect(info.locator('h1')).toHaveText('Linen shirt');
  await expect
    .poll(() => blockOrder(info))
    .toEqual(['title', 'rating', 'price', 'stock', 'quantity', 'buyButtons']);

  await clickInFrame(page, '.sf-section--product [data-block-type="price"]');
  const inspector = page.getByTestId('settings-panel');
  await expect(inspector.getByRole('heading', { name: 'Price', exact: true })).toBeVisible();
  await expect(inspector).toContainText('This block has no settings of its own');
  await inspector.getByRole('button', { name: 'Back to Product details' }).click();

  const blocks = page.getByTestId('blocks-editor');
  const price = blocks.getByRole('button', { name: 'Price', exact: true });
  await price.focus();
  await page.keyboard.press('Alt+ArrowUp');
  await page.keyboard.press('Alt+ArrowUp');
  await expect(blocks.getByRole('status')).toHaveText('Price moved to position 1 of 8');
  await expect(price).toBeFocused();
  await expect
    .poll(() => blockOrder(info))
    .toEqual(['price', 'title', 'rating', 'stock', 'quantity', 'buyButtons']);

  await blocks.getByRole('button', { name: 'Hide Rating' }).click();
  await blocks.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('menuitem', { name: /^Collapsible tab/ }).click();
  await expect(info.locator('details summary')).toHaveText('Shipping & returns');
  // A second product title is refused, with the reason.
  await inspector.getByRole('button', { name: 'Back to Product details' }).click();
  await blocks.getByRole('button', { name: 'Add block' }).click();
  const title = page.getByRole('menuitem', { name: /^Product title/ });
  await expect(title).toHaveAttribute('aria-disabled', 'true');
  await expect(title).toContainText('Product details holds at most 1 Product title block');
  await page.keyboard.press('Escape');

  await toolbarButton(page, 'Publish').click();
  await expect(page.getByText(/Published/).first()).toBeVisible({ timeout: 15_000 });

  const shop = await page.context().newPage();
  await shop.goto(storeUrl(store.subdomain, '/shop'));
  await shop.getByRole('link', { name: 'Linen shirt' }).first().click();
  await expect(shop.locator('h1')).toHaveText('Linen shirt');
  await expect
    .poll(() => blockOrder(shop.locator('body')))
    .toEqual(['price', 'title', 'stock', 'quantity', 'buyButtons', 'collapsibleTab']);
  await expect(shop.locator('.sf-stars')).toHaveCount(0);
  // Reloaded: the server draws the same order.
  await shop.reload();
  await expect
    .poll(() => blockOrder(shop.locator('body')))
    .toEqual(['price', 'title', 'stock', 'quantity', 'buyButtons', 'collapsibleTab']);
  const own = await shop.goto(storeUrl(store.subdomain, '/page/product'));
  expect(own?.status()).toBe(404);
  await shop.close();
  expect(problems).toEqual([]);
});
