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
import { E2E_DNS_PORT, E2E_PORT } from '../../playwright.config';
import { startDnsServer, type DnsRecord, type LoopbackDnsServer } from '../support/dns-server';
import { expectNoSeriousAxeViolations } from './axe';
import { newMerchantStore, storeUrl, unique } from './builder-fixtures';

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

test.describe('custom domain', () => {
  let dns: LoopbackDnsServer;
  test.beforeAll(async () => {
    dns = await startDnsServer({ port: E2E_DNS_PORT });
  });
  test.afterAll(async () => {
    await dns?.close();
  });

  test('connect a domain, create its records, watch it turn verified, then remove it', async ({
    page,
  }) => {
    const store = await newMerchantStore(page.context());
    const domain = `shop-${unique()}.example.test`;
    await openDomains(page);
    const card = page.getByTestId('custom-domain-card');
    await expect(card.getByTestId('custom-domain-empty')).toBeVisible();

    // A malformed name is refused under the field before anything is sent.
    const input = card.getByRole('textbox', { name: 'Domain' });
    await input.fill('https://nope');
    await card.getByRole('button', { name: 'Connect domain' }).click();
    await expect(card.getByTestId('field-error-domain')).toBeVisible();

    await input.fill(domain.toUpperCase());
    await card.getByRole('button', { name: 'Connect domain' }).click();
    await expect(card.getByTestId('custom-domain-name')).toHaveText(domain);
    await expect(card.getByTestId('domain-status')).toHaveText('Pending');
    const rows = card.getByTestId('domain-record');
    await expect(rows.first()).toBeVisible();
    // The "connected" toast fades out first (axe would read its half-transparent text).
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'a pending domain and its records');

    // The records as the screen lists them: what a merchant would copy to their DNS provider.
    const records: DnsRecord[] = [];
    for (const row of await rows.all()) {
      const cells = row.locator('th, td');
      const type = (await cells.nth(0).innerText()).trim() as DnsRecord['type'];
      const name = (await cells.nth(1).locator('code').innerText()).trim();
      const value = (await cells.nth(2).locator('code').innerText()).trim();
      records.push({ type, name, value });
    }
    const txt = records.find((r) => r.type === 'TXT');
    expect(txt?.name).toBe(`_storebuilder-verify.${domain}`);
    expect(records.some((r) => r.type === 'CNAME' && r.name === domain)).toBe(true);

    // Only the TXT record first: it is found, the CNAME is not, the domain stays pending.
    dns.set(records.filter((r) => r.type === 'TXT'));
    await card.getByRole('button', { name: 'Check now' }).click();
    await expect(card.getByTestId('record-state-TXT')).toContainText('Found');
    await expect(card.getByTestId('record-state-CNAME')).toContainText('Not found');
    await expect(card.getByTestId('domain-status')).toHaveText('Pending');
    await expect(card.getByTestId('domain-last-checked')).not.toHaveText('Not yet');

    // Both records: verified, and the store answers on its domain.
    dns.set(records);
    await card.getByRole('button', { name: 'Check now' }).click();
    await expect(card.getByTestId('domain-status')).toHaveText('Verified');
    await expect(card.getByTestId('record-state-CNAME')).toContainText('Found');
    const served = await getOnHost(domain);
    expect(served.status).toBe(200);
    expect(served.body).toContain(store.storeName);

    // Removing it asks first, then the domain serves nothing of the store at once.
    await card.getByRole('button', { name: 'Remove domain' }).click();
    const dialog = page.getByRole('dialog', { name: `Remove ${domain}?` });
    await expect(dialog).toContainText('stops answering');
    await dialog.getByRole('button', { name: 'Remove domain' }).click();
    await expect(page.getByText(`${domain} removed`).last()).toBeVisible();
    await expect(card.getByTestId('custom-domain-empty')).toBeVisible();
    expect((await getOnHost(domain)).status).toBe(404);
  });
});
