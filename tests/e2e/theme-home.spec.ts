/**
 * The template gallery (/theme-home): a visitor sees at least four templates and previews one
 * on a desktop and a mobile screen (the frame's width changes, the template's heading shows);
 * a merchant uses a template on their store: drafts only, which the Pages screen lists, while
 * the live store still shows what it showed. No console errors along the way.
 */
import { expect, test } from '@playwright/test';
import { newMerchantStore, storeUrl, unique } from './builder-fixtures';
import { expectNoSeriousAxeViolations } from './catalog-helpers';
import { watchProblems } from './page-problems';

test('a visitor browses the templates and previews one on desktop and mobile', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/theme-home');
  await expect(page.getByRole('heading', { level: 1, name: 'Store templates' })).toBeVisible();
  const cards = page.getByTestId('template-grid').getByRole('listitem');
  await expect(cards).toHaveCount(4);
  for (const name of ['Fashion', 'Electronics', 'Food & grocery', 'Minimal'])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  // A visitor signs up first, carrying the template along.
  await expect(
    page
      .getByTestId('template-card-fashion')
      .getByRole('link', { name: 'Sign up to use this template' }),
  ).toHaveAttribute('href', '/signup?template=fashion');

  await expectNoSeriousAxeViolations(page, 'the template gallery');

  await page.getByRole('link', { name: 'Preview Fashion' }).click();
  await expect(page).toHaveURL(/\/theme-home\/fashion$/);
  const frame = page.getByTestId('template-frame');
  await expect(frame).toHaveAttribute('width', '1280');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  const preview = page.frameLocator('[data-testid="template-frame"]');
  await expect(preview.getByRole('heading', { name: 'The Autumn Edit' })).toBeVisible();
  const desktopBox = await frame.boundingBox();

  await page.getByRole('button', { name: /Mobile/ }).click();
  await expect(page.getByRole('button', { name: /Mobile/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(frame).toHaveAttribute('width', '390');
  await expect(frame).toHaveAttribute('data-device', 'mobile');
  await expect(preview.getByRole('heading', { name: 'The Autumn Edit' })).toBeVisible();
  const mobileBox = await frame.boundingBox();
  expect(mobileBox!.width).toBeLessThan(desktopBox!.width);
  expect(Math.round(mobileBox!.width)).toBe(390);

  await expectNoSeriousAxeViolations(page, "a template's preview");

  // Another page of the template.
  await page.getByLabel('Page').selectOption('lookbook');
  await expect(preview.getByRole('heading', { name: 'Autumn Lookbook' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a merchant uses a template: drafts the Pages screen lists, the live store unchanged', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  const store = await newMerchantStore(page.context());
  // The dashboard's guard selects the merchant's store.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await page.goto('/theme-home/food');
  await expect(page.getByRole('heading', { level: 1, name: 'Food & grocery' })).toBeVisible();
  await page.getByRole('button', { name: 'Use this template' }).click();
  const dialog = page.getByRole('dialog', { name: `Use Food & grocery on ${store.storeName}?` });
  await expect(dialog).toContainText('your live store changes when you publish');
  await dialog.getByRole('button', { name: 'Write drafts' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('template-applied')).toContainText(
    'Saved 2 new pages, 2 page drafts and the header and footer as drafts.',
  );

  await page.getByRole('link', { name: 'Review and publish them on the Pages screen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pages$/);
  const row = (title: string) => page.getByTestId('page-row').filter({ hasText: title });
  await expect(row('Delivery').getByTestId('page-status')).toHaveText('Draft');
  await expect(row('Contact').getByTestId('page-status')).toHaveText('Draft');
  await expect(row('Home').getByTestId('page-status')).toHaveText('Unpublished changes');

  const shopper = await page.context().browser()!.newContext();
  const shop = await shopper.newPage();
  await shop.goto(storeUrl(store.subdomain, '/'));
  await expect(shop.getByRole('heading', { name: `Welcome to ${store.storeName}` })).toBeVisible();
  await expect(shop.getByText('Picked Yesterday, On Your Table Tomorrow')).toHaveCount(0);
  await shopper.close();
  expect(problems).toEqual([]);
});

test('a visitor signs up from a template and starts their new store from it', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  const id = unique();
  await page.goto('/theme-home');
  await page
    .getByTestId('template-card-minimal')
    .getByRole('link', { name: 'Sign up to use this template' })
    .click();
  await expect(page).toHaveURL(/\/signup\?template=minimal$/);
  await page.getByTestId('signup-name').fill('Mina Maker');
  await page.getByTestId('signup-email').fill(`mina-${id}@example.com`);
  await page.getByTestId('signup-password').fill('stoneware-kiln-9');
  await page.getByTestId('signup-submit').click();

  await expect(page).toHaveURL(/\/choose-store\?template=minimal$/);
  const template = page.getByLabel('Start from a template (optional)');
  await expect(template).toHaveValue('minimal');
  await expect(template.locator('option:checked')).toHaveText('Minimal');
  await page.getByTestId('create-store-name').fill('Mina Ceramics');
  await page.getByTestId('create-store-subdomain').fill(`mina-${id}`);
  await expect(page.getByTestId('subdomain-availability')).toContainText('available');
  await page.getByTestId('create-store-submit').click();

  await expect(page).toHaveURL(/\/dashboard\/pages$/);
  await expect(page.getByText(/Store created\. Saved 2 new pages, 2 page drafts/)).toBeVisible();
  const row = (title: string) => page.getByTestId('page-row').filter({ hasText: title });
  await expect(row('Care').getByTestId('page-status')).toHaveText('Draft');
  await expect(row('Home').getByTestId('page-status')).toHaveText('Unpublished changes');
  expect(problems).toEqual([]);
});
