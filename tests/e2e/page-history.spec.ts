/**
 * A page's own screen (/dashboard/{slug}) and its version history: publish twice from the
 * builder with different content, find both versions (time, author) on the page's screen
 * reached from the Pages list, preview the older one in its sandboxed frame, restore it as the
 * draft (shoppers still see the newer one), publish it, and see the older content on the
 * store host. Also: unpublish a custom page (confirmed) answers shoppers with the not-found
 * page; an unknown slug shows a not-found state.
 */
import { expect, test, type Browser } from '@playwright/test';
import {
  addFromPalette,
  ensureSelected,
  newMerchantStore,
  openBuilder,
  headingTextInput,
  storeUrl,
  toolbarButton,
  unique,
} from './builder-fixtures';
import { expectNoSeriousAxeViolations } from './axe';

/** What a fresh shopper gets at `path` of the store: status and the main text. */
async function shopperView(browser: Browser, subdomain: string, path = '/') {
  const shopper = await browser.newContext();
  try {
    const shop = await shopper.newPage();
    const res = await shop.goto(storeUrl(subdomain, path));
    return { status: res?.status() ?? 0, text: await shop.locator('main').innerText() };
  } finally {
    await shopper.close();
  }
}

test('restore an older version of a page as the draft, publish it, and shoppers see it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const store = await newMerchantStore(page.context());
  const older = `Spring looks ${unique()}`;
  const newer = `Summer looks ${unique()}`;

  // Two publishes from the builder, with different banner titles.
  await openBuilder(page, store.homePageId);
  const banner = await addFromPalette(page, 'banner');
  for (const title of [older, newer]) {
    await ensureSelected(page, banner);
    await (await headingTextInput(page)).fill(title);
    await toolbarButton(page, 'Publish').click();
    await expect(page.getByTestId('save-status')).toHaveText('Published');
  }
  await expect
    .poll(async () => (await shopperView(browser, store.subdomain)).text, { timeout: 10_000 })
    .toContain(newer);

  // The page's screen, from the Pages list.
  await page.goto('/dashboard/pages');
  await page
    .getByTestId('page-row')
    .filter({ has: page.getByRole('link', { name: /^Home/ }) })
    .getByTestId('page-screen-link')
    .click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  await expect(page.getByTestId('page-screen-status')).toHaveText('Published');
  await expect(page.getByTestId('page-unpublish')).toHaveCount(0);
  await expect(page.getByTestId('page-thumbnail')).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(
    page.frameLocator('[data-testid="page-thumbnail"]').getByText(newer).first(),
  ).toBeAttached();
  const rows = page.getByTestId('version-row');
  // The two publishes, newest first, then the starter page the store was created with.
  await expect(rows).toHaveCount(3);
  await expect(rows.getByTestId('version-author')).toHaveText([
    'Builder Tester',
    'Builder Tester',
    'Builder Tester',
  ]);
  await expect(rows.first().getByTestId('version-live')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the page screen');

  // Preview the older version: the storefront's render in a sandboxed frame.
  await rows.nth(1).getByTestId('version-preview').click();
  const dialog = page.getByTestId('version-preview-dialog');
  await expect(dialog).toBeVisible();
  const frame = page.locator('[data-testid="version-preview-frame"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(
    page.frameLocator('[data-testid="version-preview-frame"]').getByText(older).first(),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the version preview');
  // A click into the sandboxed frame does not keep Escape from closing the dialog: the focus
  // comes back to the dialog's first action (a task after the window's blur: under load the
  // key could otherwise be pressed before it is back).
  await page.frameLocator('[data-testid="version-preview-frame"]').getByText(older).first().click();
  await expect(dialog.locator('.dialog-actions button').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Restore it as the draft: shoppers still get the newer one.
  await rows.nth(1).getByTestId('version-restore').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Restore this version');
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(page.getByRole('alert').last()).toContainText('restored as your draft');
  await expect(page.getByTestId('page-screen-status')).toHaveText('Unpublished changes');
  await expect(
    page.frameLocator('[data-testid="page-thumbnail"]').getByText(older).first(),
  ).toBeAttached();
  expect((await shopperView(browser, store.subdomain)).text).toContain(newer);

  // Publish it as is: shoppers get the older content, and a fourth version is kept.
  await page.getByTestId('page-publish').click();
  await expect(page.getByRole('alert').last()).toContainText('Page published');
  await expect(page.getByTestId('page-screen-status')).toHaveText('Published');
  await expect(rows).toHaveCount(4);
  await expect(rows.first().getByTestId('version-live')).toBeVisible();
  await expect
    .poll(async () => (await shopperView(browser, store.subdomain)).text, { timeout: 10_000 })
    .toContain(older);
  expect((await shopperView(browser, store.subdomain)).text).not.toContain(newer);
});

test('unpublish a custom page after a confirmation; an unknown slug is not found', async ({
  page,
  browser,
}) => {
  const store = await newMerchantStore(page.context());
  const slug = `lookbook-${unique()}`;
  const api = page.context().request;
  const added = await api.post('/api/dashboard/page/add-page', {
    data: { storeId: store.storeId, title: 'Lookbook', slug },
  });
  expect(added.status()).toBe(201);

  await page.goto(`/dashboard/${slug}`);
  await expect(page.getByTestId('page-screen-status')).toHaveText('Draft');
  await expect(page.getByTestId('versions-empty')).toBeVisible();
  await page.getByTestId('page-publish').click();
  await expect(page.getByTestId('page-screen-status')).toHaveText('Published');
  await expect(page.getByTestId('version-row')).toHaveCount(1);
  expect((await shopperView(browser, store.subdomain, `/page/${slug}`)).status).toBe(200);

  // SEO fields, with counters, saved at once.
  await page.getByLabel('Meta title').fill('Our lookbook');
  await expect(page.getByTestId('page-seo-card')).toContainText('12/60');
  await page.getByTestId('save-bar-save').click();
  await expect(page.getByRole('alert').last()).toContainText('Search listing saved');

  // Unpublish: confirmed, then shoppers get the not-found page.
  await page.getByTestId('page-unpublish').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('page not found');
  await page.getByTestId('confirm-dialog-cancel').click();
  await expect(page.getByTestId('page-screen-status')).toHaveText('Published');
  await page.getByTestId('page-unpublish').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(page.getByTestId('page-screen-status')).toHaveText('Draft');
  await expect
    .poll(async () => (await shopperView(browser, store.subdomain, `/page/${slug}`)).status)
    .toBe(404);

  await page.goto('/dashboard/no-such-page-here');
  await expect(page.getByTestId('page-screen-not-found')).toContainText('no-such-page-here');
});

test('the pages list: each row one line of secondary actions at 1280 px, nothing wider than a phone at 390 px', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await newMerchantStore(context);
  await page.goto('/dashboard/pages');
  const rows = page.getByTestId('page-row');
  await expect(rows.first()).toBeVisible();
  // No filled primary button on every row: the screen's one primary action is its own.
  await expect(page.getByTestId('pages-list').locator('.button-primary')).toHaveCount(0);
  for (const row of await rows.all()) {
    const tops = await row
      .locator('.row-actions > *')
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'row actions on one line').toBe(1);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'the page is no wider than the phone',
  ).toBeLessThanOrEqual(390);
});
