/**
 * The template gallery (/theme-home): a visitor sees at least four templates and previews one
 * on a desktop and a mobile screen (the frame's width changes, the template's heading shows);
 * a merchant uses a template on their store: drafts only, which the Pages screen lists, while
 * the live store still shows what it showed, until "Publish all changes" makes every page and
 * the header/footer live at once (the new navbar's links work); the gallery's notice opens
 * that confirmation directly. No console errors along the way.
 */
import { expect, test } from '@playwright/test';
import { newMerchantStore, storeUrl, unique } from './builder-fixtures';
import { expectNoSeriousAxeViolations } from './axe';
import { watchProblems } from './page-problems';

test('a visitor browses the templates and previews one on desktop and mobile', async ({ page }) => {
  // An axe pass and three renders of a template in its frame: past 30 s on a loaded
  // 2-core machine (a fresh-clone run timed out here beside the a11y spec), ~15 s alone.
  test.setTimeout(90_000);
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

  // axe on the gallery as a visitor opens it is a11y.spec.ts's (dashboard /theme-home).

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

  // The same template in another style preset: headings turn uppercase.
  const lookbook = preview.getByRole('heading', { name: 'Autumn Lookbook' });
  await expect(lookbook).toHaveCSS('text-transform', 'none');
  await page.getByLabel('Style').selectOption('bold');
  await expect(frame).toHaveAttribute('src', /preset=bold/);
  await expect(preview.getByRole('heading', { name: 'Autumn Lookbook' })).toHaveCSS(
    'text-transform',
    'uppercase',
  );
  expect(problems).toEqual([]);
});

test('a merchant uses a template: drafts the Pages screen lists, the live store unchanged until Publish all changes', async ({
  page,
}) => {
  test.setTimeout(90_000);
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

  // Publish all changes: the pages and the header/footer go live together.
  await expect(page.getByTestId('unpublished-summary')).toHaveText(
    '4 pages and the header and footer have unpublished changes',
  );
  await page.getByRole('button', { name: 'Publish all changes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish 4 pages and the header and footer?' });
  await expect(confirm).toContainText('Shoppers will see these changes at once');
  await expect(confirm.getByRole('listitem')).toHaveCount(5);
  await expect(confirm.getByRole('listitem').filter({ hasText: 'Delivery' })).toHaveCount(1);
  await expect(confirm.getByRole('listitem').last()).toHaveText(
    'The header and footer (on every page)',
  );
  await expectNoSeriousAxeViolations(page, 'the publish-all confirmation');
  await confirm.getByRole('button', { name: 'Publish all' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('alert').last()).toContainText(
    'Published 4 pages and the header and footer',
  );
  for (const title of ['Home', 'Delivery', 'Contact'])
    await expect(row(title).getByTestId('page-status')).toHaveText('Published');
  await expect(page.getByRole('button', { name: 'Publish all changes' })).toHaveCount(0);

  // The store shows the template's home, and its new navbar leads to a page that is live.
  await shop.goto(storeUrl(store.subdomain, '/'));
  await expect(
    shop.getByRole('heading', { name: 'Picked Yesterday, On Your Table Tomorrow' }),
  ).toBeVisible();
  await shop.getByRole('link', { name: 'Delivery', exact: true }).first().click();
  await expect(shop).toHaveURL(/\/page\/delivery$/);
  await expect(shop.getByRole('heading', { name: 'Delivery questions' })).toBeVisible();
  await shopper.close();

  // Another template, published straight from the gallery's notice.
  await page.goto('/theme-home/minimal');
  await page.getByRole('button', { name: 'Use this template' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Write drafts' }).click();
  await page.getByRole('link', { name: 'publish them all now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pages\?publish=all$/);
  const again = page.getByRole('dialog', {
    name: /^Publish \d+ pages and the header and footer\?$/,
  });
  await again.getByRole('button', { name: 'Publish all' }).click();
  await expect(again).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/pages$/);
  await expect(page.getByRole('alert').last()).toContainText(/Published \d+ pages/);
  const minimal = await page.context().browser()!.newContext();
  const minimalShop = await minimal.newPage();
  await minimalShop.goto(storeUrl(store.subdomain, '/'));
  await expect(
    minimalShop.getByRole('heading', { name: 'Objects for everyday use' }),
  ).toBeVisible();
  await minimal.close();
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
