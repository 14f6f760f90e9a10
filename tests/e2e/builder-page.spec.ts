/**
 * The builder's own page (dashboard/builder/, served at /builder): the login guard it applies
 * without the dashboard's router, "Open in builder" from the pages list loading it, the canvas
 * iframe its HTML starts loading adopted by the editor (loaded once, not reloaded), the home
 * page opened when no pageId is given, and an invalid pageId explained.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  CANVAS,
  canvas,
  newMerchantStore,
  openBuilder,
  rootSections,
  configureBuilderSpec,
} from './builder-fixtures';

configureBuilderSpec();

/** How many times this document loaded the canvas (its iframe's navigations). */
const canvasLoads = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/canvas').length,
  );

test('signed out, /builder leads to the login page', async ({ page }) => {
  await page.goto('/builder?pageId=00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('"Open in builder" loads the builder page, whose early canvas iframe is adopted, not reloaded', async ({
  page,
  context,
}) => {
  const store = await newMerchantStore(context);
  await page.goto('/dashboard/pages');
  await page.getByTestId('page-open-builder').first().click();
  await expect(page).toHaveURL(new RegExp(`/builder\\?pageId=${store.homePageId}$`));
  await expect(page.getByTestId('builder')).toBeVisible({ timeout: 15_000 });
  await expect(canvas(page).locator('html[data-canvas-ready="true"]')).toHaveCount(1, {
    timeout: 15_000,
  });
  // One canvas, inside the editor's stage, connected and showing the page.
  await expect(page.locator(CANVAS)).toHaveCount(1);
  await expect(page.locator(`.be-frame-stage > ${CANVAS}`)).toBeVisible();
  await expect.poll(async () => (await rootSections(page)).length).toBeGreaterThan(0);
  // The builder is a document of its own (not the dashboard app), and the canvas loaded once.
  await expect(page.locator('#builder-canvas-parking')).toHaveCount(1);
  expect(await canvasLoads(page)).toBe(1);
});

test('without a pageId the builder opens the home page; an invalid one is explained', async ({
  page,
  context,
}) => {
  const store = await newMerchantStore(context);
  await page.goto('/builder');
  await expect(page).toHaveURL(new RegExp(`/builder\\?pageId=${store.homePageId}$`));
  await openBuilder(page, store.homePageId);

  await page.goto('/builder?pageId=not-a-page');
  await expect(page.getByRole('heading', { name: 'This page link is not valid' })).toBeVisible();
  await expect(page.locator(CANVAS)).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your pages' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pages$/);
});
