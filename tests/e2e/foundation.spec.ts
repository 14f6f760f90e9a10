/**
 * Acceptance (foundation): a merchant signs up, creates a store and lands on the dashboard;
 * after logout a guarded page sends to /login; the new store's host shows the store; an
 * unknown store host shows the 404 page. Plus the demo store, server-rendered.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';

const storeUrl = (sub: string, path = '/') => `http://${sub}.localhost:${E2E_PORT}${path}`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('sign up, create a store, land on the dashboard, log out, and be sent to /login', async ({
  page,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  const id = unique();
  const sub = `shop-${id}`;
  await page.goto('/signup');
  await page.getByTestId('signup-name').fill('Grace Hopper');
  await page.getByTestId('signup-email').fill(`grace-${id}@example.com`);
  await page.getByTestId('signup-password').fill('compilers-rule-1');
  await page.getByTestId('signup-submit').click();

  await expect(page).toHaveURL(/\/choose-store$/);
  await expect(page.getByTestId('store-list-empty')).toBeVisible();
  await page.getByTestId('create-store-name').fill('Grace Goods');
  await page.getByTestId('create-store-subdomain').fill(sub);
  await expect(page.getByTestId('subdomain-availability')).toContainText('available');
  await page.getByTestId('create-store-submit').click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-home')).toBeVisible();
  await expect(page.getByTestId('dashboard-store-name')).toHaveText('Grace Goods');
  await expect(page.getByTestId('view-store-link')).toHaveAttribute('href', storeUrl(sub));

  // The new store's own host shows it, server-rendered, to a shopper with no session.
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  const res = await shop.goto(storeUrl(sub));
  expect(res?.status()).toBe(200);
  await expect(shop.getByTestId('navbar-logo')).toHaveText('Grace Goods');
  await shopper.close();

  await page.getByTestId('logout-link').click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const entries = await page.evaluate(() => history.length);
  await page.goto('/billing');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-email')).toBeVisible();
  // Redirects replace history: the visit to /billing left one entry, now /login.
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  expect(errors.filter((e) => !/401|Unauthorized|Please log in/i.test(e))).toEqual([]);
});

test('an unknown store host shows the store-not-found page with status 404', async ({ page }) => {
  const res = await page.goto(storeUrl(`nobody-${unique()}`));
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('store-not-found')).toContainText('Store not found');
});

test('the demo store is server-rendered with its name and products before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto(storeUrl('demo'));
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId('navbar-logo')).toHaveText('Demo Outfitters');
  await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(8);
  await expect(page.getByText('Classic T-Shirt')).toBeVisible();
  const firstImage = page.getByTestId('product-card').first().locator('img');
  await expect(firstImage).toHaveAttribute('width', /\d+/);
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await context.close();
});

test('a logged-out visit to a guarded page shows the loading dialog, then lands on /login', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-email')).toBeVisible();
});

test('the demo merchant logs in and reaches the dashboard after choosing the demo store', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByTestId('login-email').fill('demo@example.com');
  await page.getByTestId('login-password').fill('demo-store-123');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/choose-store$/);
  await expect(page.getByTestId('store-item')).toHaveCount(1);
  await page.getByTestId('store-open').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-store-name')).toHaveText('Demo Outfitters');
});

test('unknown dashboard paths show the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
