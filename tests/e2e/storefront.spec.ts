/**
 * Acceptance (storefront): server rendering and hydration of every route, column counts by
 * viewport, FAQ single-open, top bar close, 404, XSS payloads inert, sitemap/robots/JSON-LD,
 * the tracking pixel's events.
 */
import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { demoStoreUrl as demo } from './catalog-helpers';
import { hydrated, openMarked, recordPixelCalls, windowMarked } from './storefront-helpers';
import { OTHER_STORE, PIXEL_STORE, XSS } from './fixtures';

/** The raw server response for a store path, as a crawler sees it (no script runs). */
function fetchRaw(
  path: string,
  host = `demo.localhost:${E2E_PORT}`,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: E2E_PORT, path, headers: { host } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /hydrat/i.test(m.text())))
      errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const routes: { path: string; text: string }[] = [
  { path: '/', text: 'Best sellers' },
  { path: '/shop', text: 'Classic T-Shirt' },
  { path: '/page/shop', text: 'Classic T-Shirt' },
  { path: '/collection/footwear', text: 'Canvas Sneakers' },
  { path: '/about', text: 'Our story' },
  { path: '/product/classic-t-shirt', text: 'Classic T-Shirt' },
  { path: '/products/classic-t-shirt', text: 'Classic T-Shirt' },
  { path: '/page/product/classic-t-shirt', text: 'Classic T-Shirt' },
  { path: '/page/every-section', text: 'Explore Our Winter Products' },
  { path: '/checkout', text: 'Checkout' },
];

for (const { path, text } of routes) {
  test(`${path} is server-rendered and hydrates without a console error`, async ({ page }) => {
    const res = await fetchRaw(path);
    expect(res.status).toBe(200);
    expect(res.body).toContain(text);
    const errors = watchConsole(page);
    await page.goto(demo(path));
    await hydrated(page);
    await expect(page.getByText(text).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const res = await page.goto(demo('/no/such/page'));
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('page-not-found')).toBeVisible();
  for (const path of [
    '/product/no-such-product',
    '/collection/no-such-collection',
    '/page/no-such-page',
  ]) {
    expect((await page.goto(demo(path)))?.status(), path).toBe(404);
  }
});

for (const [width, columns] of [
  [1280, 4],
  [800, 2],
  [400, 1],
] as const) {
  test(`product grids show ${columns} column(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(demo('/'));
    const grid = page.getByTestId('product-grid').first();
    await expect(grid).toBeVisible();
    const count = await grid.evaluate(
      (el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length,
    );
    expect(count).toBe(columns);
  });
}

test('the FAQ keeps one item open at a time in single-open mode', async ({ page }) => {
  await page.goto(demo('/'));
  await hydrated(page);
  const questions = page.getByTestId('faq-question');
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await page.getByTestId('faq-search').fill('zzzz-no-match');
  await expect(page.getByText('No results found.')).toBeVisible();
});

test('the moving top bar closes', async ({ page }) => {
  await page.goto(demo('/'));
  await hydrated(page);
  await expect(page.getByTestId('topbar')).toBeVisible();
  await page.getByTestId('topbar-close').click();
  await expect(page.getByTestId('topbar')).toHaveCount(0);
});

test('client navigation follows links without a full reload and updates the title', async ({
  page,
}) => {
  await openMarked(page, demo('/'));
  await page.locator('a[href="/product/classic-t-shirt"]').first().click();
  await expect(page).toHaveURL(/\/product\/classic-t-shirt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Classic T-Shirt' })).toBeVisible();
  expect(await windowMarked(page)).toBe(true);
  await expect(page).toHaveTitle(/Classic T-Shirt/);
});

test('XSS payloads in a text block and a product description execute nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  for (const path of [`/page/${XSS.pageSlug}`, `/product/${XSS.productSlug}`]) {
    await page.goto(demo(path));
    await hydrated(page);
    await expect(page.getByText('Safe words').first()).toBeVisible();
    const injected = await page.evaluate(() => ({
      scripts: [...document.querySelectorAll('main script')].length,
      onerror: document.querySelectorAll('main [onerror]').length,
      jsLinks: [...document.querySelectorAll('main a')].filter((a) =>
        a.getAttribute('href')?.toLowerCase().startsWith('javascript:'),
      ).length,
    }));
    expect(injected, path).toEqual({ scripts: 0, onerror: 0, jsLinks: 0 });
  }
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
});

test('sitemap.xml lists only this store, robots.txt points at it, product JSON-LD names variation offers', async ({
  page,
}) => {
  const sitemap = await fetchRaw('/sitemap.xml');
  expect(sitemap.status).toBe(200);
  const xml = sitemap.body;
  await page.setContent('<html></html>');
  const parsed = await page.evaluate((text) => {
    const d = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: d.getElementsByTagName('parsererror').length,
      locs: [...d.getElementsByTagName('loc')].map((l) => l.textContent ?? ''),
    };
  }, xml);
  expect(parsed.error).toBe(0);
  expect(parsed.locs).toContain(demo('/product/classic-t-shirt'));
  expect(parsed.locs).toContain(demo('/collection/apparel'));
  expect(parsed.locs.every((l) => l.startsWith(demo('/')))).toBe(true);
  expect(parsed.locs.some((l) => l.includes(OTHER_STORE.productSlug))).toBe(false);

  const robots = (await fetchRaw('/robots.txt')).body;
  expect(robots).toContain(`Sitemap: ${demo('/sitemap.xml')}`);

  await page.goto(demo('/products/classic-t-shirt'));
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = ld.map((t) => JSON.parse(t)).find((j) => j['@type'] === 'Product');
  expect(product.offers.length).toBe(9);
  expect(product.offers[0]).toMatchObject({
    '@type': 'Offer',
    priceCurrency: 'USD',
    price: '19.99',
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    demo('/product/classic-t-shirt'),
  );
});

test('with a pixel id, PageView fires on navigation and ViewContent on a product', async ({
  page,
}) => {
  const calls = await recordPixelCalls(page);
  await page.goto(`http://${PIXEL_STORE.subdomain}.localhost:${E2E_PORT}/`);
  await hydrated(page);
  await expect.poll(() => calls.filter((c) => c[1] === 'PageView').length).toBe(1);
  expect(calls).toContainEqual(['init', PIXEL_STORE.pixelId]);
  await page.locator(`a[href="/product/${OTHER_STORE.productSlug}"]`).first().click();
  await expect.poll(() => calls.filter((c) => c[1] === 'PageView').length).toBe(2);
  await expect
    .poll(() => calls.find((c) => c[1] === 'ViewContent'))
    .toEqual([
      'track',
      'ViewContent',
      expect.objectContaining({
        content_ids: [expect.any(String)],
        content_name: 'Pixel Shop Special',
        value: 42,
        currency: 'USD',
        slug: OTHER_STORE.productSlug,
      }),
      { eventID: expect.stringMatching(/^ViewContent-[0-9a-f]{12}$/) },
    ]);
});

test('without a pixel id no pixel script is requested', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('facebook')) requested.push(r.url());
  });
  await page.goto(demo('/'));
  await hydrated(page);
  await page.locator('a[href="/product/classic-t-shirt"]').first().click();
  await expect(page).toHaveURL(/classic-t-shirt/);
  expect(requested).toEqual([]);
});
