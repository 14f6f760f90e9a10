/**
 * A platform without a bank account (PLATFORM_BANK_* unset) sells no plan: the merchant sees
 * the plans without a button and a banner saying why, nothing made-up to pay into; the admin's
 * queue says what to set. Its own server (clock-server.ts), configured without the account.
 */
import { expect, test } from '@playwright/test';
import { adminPage, signUpWithStore } from './billing-helpers';
import { unique } from './catalog-helpers';
import { startClockServer, type ClockServer } from './clock-server';

let server: ClockServer;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startClockServer(1001, {
    PLATFORM_BANK_NAME: '',
    PLATFORM_BANK_IBAN: '',
    PLATFORM_BANK_BIC: '',
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test('without a platform bank account no plan is sold; the merchant is told why, the admin what to set', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await signUpWithStore(page, `no-bank-${unique()}@example.com`);

  await page.goto('/billing');
  const banner = page.getByTestId('no-bank-transfer');
  await expect(banner).toContainText('Paid plans cannot be bought yet');
  await expect(banner).toContainText('Your free trial goes on until');
  await expect(page.getByTestId('plan-card').first()).toBeVisible();
  await expect(page.getByTestId('choose-plan')).toHaveCount(0);
  await expect(page.getByText(/IBAN/)).toHaveCount(0);

  const admin = await adminPage(browser, server.baseURL);
  await admin.goto('/admin/payment-requests');
  const off = admin.getByTestId('bank-transfer-off');
  await expect(off).toContainText('Merchants cannot pay: bank transfer is off');
  await expect(off).toContainText('PLATFORM_BANK_IBAN');
  await admin.context().close();
  await context.close();
});
