/**
 * Pages saved before theme styles look as they did: the demo store's and every template's
 * header, footer and home page, stored as they were saved then (schema version 1, literal
 * colours: tests/fixtures/content-v1), are migrated when read. Their home, product and
 * collection pages are compared with screenshots taken before the migration existed
 * (`__screenshots__/`), at most 0.1% of the pixels may differ.
 */
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { V1_STORES } from './fixtures';
import { hydrated } from './storefront-helpers';

const pagesOf = [
  ['home', '/'],
  ['product', `/products/${V1_STORES.productSlug}`],
  ['collection', `/collections/${V1_STORES.categorySlug}`],
] as const;

test.describe('content saved before theme styles', () => {
  for (const name of V1_STORES.names) {
    test(`the ${name} store's pages look as they did`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const [kind, path] of pagesOf) {
        await page.goto(`http://${V1_STORES.subdomain(name)}.localhost:${E2E_PORT}${path}`);
        await hydrated(page);
        // Every picture loaded (lazy ones too) before the page is compared.
        await page.evaluate(async () => {
          for (const img of Array.from(document.images)) img.loading = 'eager';
          await Promise.all(
            Array.from(document.images).map((img) => img.decode().catch(() => undefined)),
          );
        });
        await expect(page).toHaveScreenshot(`${name}-${kind}.png`, {
          fullPage: true,
          maxDiffPixelRatio: 0.001,
          animations: 'disabled',
          caret: 'hide',
        });
      }
    });
  }
});
