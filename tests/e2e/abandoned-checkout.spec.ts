/**
 * Acceptance (issue 31, abandoned-checkout recovery): a shopper fills in the demo store's
 * checkout and leaves; an hour later the merchant finds it on "Abandoned checkouts"; ten hours
 * later (the default) the recovery email arrives; its link refills the cart and the checkout in
 * a new browser; the shopper places the order; the merchant sees the checkout recovered with
 * the order's number and the home counts it. The email's unsubscribe link works from its page.
 * Its own server (clock-server.ts): the hours pass on its clock, the reminder job runs every
 * second.
 */
import { expect, test, type Browser } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { loginAsDemo, unique } from './catalog-helpers';
import { startClockServer, type ClockServer } from './clock-server';
import { waitForEmail } from './mailbox';
import { hydrated } from './storefront-helpers';

test.describe.configure({ mode: 'serial' });

const HOUR = 3_600_000;
let server: ClockServer;
const storeUrl = (path: string) => `http://demo.localhost:${server.port}${path}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startClockServer(1020, { RECOVERY_JOB_INTERVAL_MS: '1000' });
});
test.afterAll(async () => {
  await server?.stop();
});

async function merchantPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  await loginAsDemo(context);
  return context.newPage();
}

test('a checkout left behind is listed, reminded, restored from the email and recovered', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `left-${unique()}@example.com`;

  // The shopper fills in the checkout and leaves before ordering.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto(storeUrl('/product/ceramic-mug'));
  await hydrated(shopper);
  await shopper.getByTestId('add-to-cart').click();
  await shopper.goto(storeUrl('/checkout'));
  await hydrated(shopper);
  await expect(shopper.getByTestId('checkout-line')).toHaveCount(1);
  const field = (id: string) => shopper.getByTestId(`checkout-${id}`);
  await field('name').fill('Left Behind');
  await field('line1').fill('1 Main Street');
  await field('city').fill('Springfield');
  await field('postalCode').fill('12345');
  await field('country').selectOption('US');
  const saved = shopper.waitForResponse(
    (r) => r.url().includes('/api/storefront/checkouts/') && r.request().method() === 'PUT',
  );
  await field('email').fill(email);
  expect((await saved).status()).toBe(200);
  await shopperContext.close();

  // An hour later the merchant sees it, not recovered, its email not sent yet.
  await server.advance(HOUR + 60_000);
  const merchant = await merchantPage(browser);
  await merchant.goto('/dashboard/abandoned-checkouts');
  const row = merchant.getByTestId('abandoned-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('abandoned-items')).toHaveText('Ceramic Mug');
  await expect(row.getByTestId('abandoned-reminder')).toContainText('Not sent');
  await expect(row.getByTestId('abandoned-status')).toHaveText('Not recovered');
  await expect(merchant.getByTestId('recovery-delay').getByLabel('After 10 hours')).toBeChecked();
  await expectNoSeriousAxeViolations(merchant, 'the abandoned checkouts screen');

  // Ten hours after the last change: one recovery email.
  await server.advance(9 * HOUR);
  const mail = await waitForEmail(email, /You left something in your cart/, 30_000, server.dataDir);
  expect(mail).toContain('Ceramic Mug');
  const restore = /https?:\/\/\S+\/checkout\?restore=\S+/.exec(mail)?.[0];
  const stop = /https?:\/\/\S+\/checkout\/stop-reminders\?\S+/.exec(mail)?.[0];
  expect(restore, 'the restore link').toBeTruthy();
  expect(stop, 'the unsubscribe link').toBeTruthy();

  // The link in a new browser: the cart and the checkout come back, and the order is placed.
  const back = await browser.newContext();
  const returning = await back.newPage();
  await returning.goto(restore!);
  await expect(returning).toHaveURL(storeUrl('/checkout'));
  await hydrated(returning);
  await expect(returning.getByTestId('checkout-line')).toHaveCount(1);
  await expect(returning.getByTestId('checkout-email')).toHaveValue(email);
  await expect(returning.getByTestId('checkout-name')).toHaveValue('Left Behind');
  await expect(returning.getByTestId('checkout-line1')).toHaveValue('1 Main Street');
  await returning.getByTestId('checkout-phone').fill('+1 555 0100');
  await returning.getByTestId('place-order').click();
  await expect(returning).toHaveURL(/\/checkout\?order=/);
  const orderNumber = /#(\d+)/.exec(
    (await returning.getByTestId('order-number').textContent()) ?? '',
  )?.[1];
  expect(orderNumber, 'the order number').toBeTruthy();

  // The merchant sees it recovered, with its order.
  await merchant.goto('/dashboard/abandoned-checkouts?status=recovered');
  const recovered = merchant.getByTestId('abandoned-row').filter({ hasText: email });
  await expect(recovered.getByTestId('abandoned-status')).toHaveText('Recovered');
  await expect(recovered.getByTestId('abandoned-reminder')).toContainText('Sent');
  await expect(recovered.getByTestId('abandoned-order')).toHaveText(`Order #${orderNumber}`);

  // The unsubscribe link's page: opening it changes nothing, the button does.
  const stopPage = await back.newPage();
  await stopPage.goto(stop!);
  await hydrated(stopPage);
  const stopScreen = stopPage.getByTestId('newsletter-page');
  await expect(stopScreen.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await stopScreen.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(stopScreen.getByRole('status')).toHaveText(
    `${email} will get no more cart reminders from this store.`,
  );
  await back.close();
  await merchant.context().close();
});
