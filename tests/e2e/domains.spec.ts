/**
 * Domains (issue 12), in the browser, on a fresh merchant's own store:
 * - the merchant changes the store's subdomain in /dashboard/domains (live availability, a
 *   confirmation explaining the 30-day redirect) and the old host answers 301 to the new one,
 *   same path and query;
 * - the merchant connects a custom domain, creates the DNS records the screen lists (this
 *   spec holds them in a loopback DNS server, tests/support/dns-server.ts, on UDP port
 *   E2E_DNS_PORT, which playwright.config.ts names to the app in DNS_SERVERS), and watches it
 *   turn verified; the store then answers on that domain; removing it stops that at once.
 */
import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { expectNoSeriousAxeViolations } from './catalog-helpers';
import { newMerchantStore, storeUrl, unique } from './builder-fixtures';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/**
 * GET `path` on `host` (at the e2e server, loopback): Node cannot resolve `*.localhost` nor the
 * test's custom domains, so the request goes to 127.0.0.1 with that Host header.
 */
function getOnHost(
  host: string,
  path = '/',
): Promise<{ status: number; location: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: E2E_PORT, path, headers: { host: `${host}:${E2E_PORT}` } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function openDomains(page: Page) {
  await page.goto('/dashboard/domains');
  await expect(page.getByRole('heading', { name: 'Domains', level: 1 })).toBeVisible();
}

test('changing the subdomain moves the store; the old host answers 301 to the new one', async ({
  page,
}) => {
  const store = await newMerchantStore(page.context());
  await openDomains(page);
  const link = page.getByTestId('store-address-link');
  await expect(link).toHaveText(`${store.subdomain}.localhost`);
  await expect(link).toHaveAttribute('href', storeUrl(store.subdomain));

  const field = page.getByRole('textbox', { name: 'Subdomain' });
  const availability = page.getByTestId('subdomain-availability');
  await field.fill('demo');
  await expect(availability).toHaveText('demo.localhost is taken');
  await field.fill('x');
  await expect(availability).toHaveText('Subdomain must be at least 3 characters');

  const next = `moved-${unique()}`;
  await field.fill(next.toUpperCase());
  await expect(availability).toHaveText(`${next}.localhost is available`);
  await page.getByRole('button', { name: 'Change subdomain' }).click();
  const dialog = page.getByRole('dialog', { name: `Move your store to ${next}.localhost?` });
  await expect(dialog).toContainText('for 30 days');
  await expect(dialog).toContainText(`${store.subdomain}.localhost`);
  await expectNoSeriousAxeViolations(page, 'the subdomain change confirmation');
  await dialog.getByRole('button', { name: 'Change subdomain' }).click();
  await expect(page.getByText(`Your store now lives at ${next}.localhost`).last()).toBeVisible();
  await expect(link).toHaveText(`${next}.localhost`);
  await expect(page.getByTestId('subdomain-redirects')).toContainText(
    `${store.subdomain}.localhost sends visitors here until`,
  );

  // The old address: a 301 to the same path and query on the new host, which the browser follows.
  const old = await getOnHost(`${store.subdomain}.localhost`, '/shop?q=mug');
  expect(old.status).toBe(301);
  expect(old.location).toBe(storeUrl(next, '/shop?q=mug'));
  await page.goto(storeUrl(store.subdomain, '/about'));
  await expect(page).toHaveURL(storeUrl(next, '/about'));
  await expect(page.getByText(store.storeName).first()).toBeVisible();

  // The old subdomain is the store's own: it may take it back; nobody else may take it.
  await openDomains(page);
  await field.fill(store.subdomain);
  await expect(availability).toHaveText(
    `${store.subdomain}.localhost was yours: taking it back ends its redirect`,
  );
});
