/**
 * Storefront spec helpers: waiting for hydration, marking the window (to tell client navigation
 * from a page load), and the Facebook pixel's calls recorded in the page.
 */
import { expect, type Page } from '@playwright/test';

/** Waits until the storefront page has hydrated. */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * Opens `url`, waits for hydration and marks the window: the mark survives client navigation,
 * not a page load (`windowMarked` tells).
 */
export async function openMarked(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { navMark: number }).navMark = 1));
}
/** Whether the window still holds `openMarked`'s mark (no page load since). */
export const windowMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { navMark?: number }).navMark === 1);

/**
 * Records every `fbq(...)` call the pages of `page` make, in order, into the array answered:
 * the vendor's script loads empty and `fbq` reports each call to the test.
 */
export async function recordPixelCalls(page: Page): Promise<unknown[][]> {
  const calls: unknown[][] = [];
  await page.exposeFunction('recordFbq', (args: unknown[]) => void calls.push(args));
  await page.route('https://connect.facebook.net/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await page.addInitScript(() => {
    (window as unknown as { fbq: (...a: unknown[]) => void }).fbq = (...args: unknown[]) =>
      void (window as unknown as { recordFbq: (a: unknown[]) => void }).recordFbq(args);
  });
  return calls;
}
