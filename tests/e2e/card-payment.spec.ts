/**
 * Card payments through Stripe (issue 29), in the browser: the demo merchant connects Stripe
 * with test keys on the dashboard; a shopper on the demo store's host checks out with Card
 * (offered first), is sent to the payment page (the fake Stripe's, tests/support/
 * fake-stripe.ts) and comes back to the order's confirmation: "Payment processing" until the
 * provider's webhook marks the order paid, then "Paid by card"; the merchant sees the order
 * paid with its payment reference and the Test mode badge. A shopper who cancels on the page
 * (or goes Back from it) finds "Payment not completed" and a Pay now that reopens the same
 * page; a 502 from the checkout (the provider down) keeps the attempt's key for the retry.
 * Its own server (clock-server.ts): a connected demo store would offer every other spec's
 * shopper two payment methods.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eStripePort } from '../../playwright.config';
import { expectNoSeriousAxeViolations } from './axe';
import { loginAsDemo, unique } from './catalog-helpers';
import { startClockServer, type ClockServer } from './clock-server';
import { hydrated } from './storefront-helpers';
import { waitForEmail } from './mailbox';
import { orderScreen } from './orders-helpers';

test.describe.configure({ mode: 'serial' });

let server: ClockServer;
let fakeStripe: string;
const storeUrl = (path: string) => `http://demo.localhost:${server.port}${path}`;

/** `prefix` and 24 letters and digits: a well-formed Stripe key the fake Stripe accepts. */
function stripeKey(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let key = prefix;
  for (let i = 0; i < 24; i++) key += alphabet[Math.floor(Math.random() * alphabet.length)];
  return key;
}

/** A page of a new context on the clock server, logged in as the demo merchant. */
async function merchantPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  await loginAsDemo(context);
  return context.newPage();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  server = await startClockServer(1010);
  fakeStripe = `http://127.0.0.1:${e2eStripePort(server.port)}`;
  // The merchant connects Stripe with test keys on the payment screen.
  const page = await merchantPage(browser);
  await page.goto('/dashboard/payment');
  const card = page.getByRole('region', { name: 'Card payments' });
  await card.getByLabel('Secret key').fill(stripeKey('sk_test_'));
  await card.getByLabel('Publishable key').fill(stripeKey('pk_test_'));
  await card.getByRole('button', { name: 'Connect Stripe' }).click();
  await expect(page.getByText('Stripe connected (test mode)').last()).toBeVisible();
  await page.context().close();
});
test.afterAll(async () => {
  await server?.stop();
});

/** The order the checkout placed, as its confirmation URL and the payment page name it. */
interface CardOrder {
  orderId: string;
  token: string;
  /** The provider's page (the fake's `/pay/{sessionId}`). */
  payUrl: string;
  sessionId: string;
}

/** The shopper buys one Ceramic Mug: at the checkout with the form filled, Card chosen. */
async function checkoutWithCard(page: Page, name: string, query = '') {
  await page.goto(storeUrl(`/product/ceramic-mug${query}`));
  await hydrated(page);
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(storeUrl('/checkout'));
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  const field = (id: string) => page.getByTestId(`checkout-${id}`);
  await field('name').fill(name);
  await field('phone').fill('+1 555 0100');
  await field('email').fill('card-shopper@example.com');
  await field('line1').fill('1 Main Street');
  await field('city').fill('Springfield');
  await field('postalCode').fill('12345');
  await field('country').selectOption('US');
  // Card is offered first, with what happens next, and chosen by default.
  const methods = page.getByRole('group', { name: 'Payment method' }).getByRole('radio');
  await expect(methods.first()).toHaveAccessibleName(/^Card/);
  const cardChoice = page.getByTestId('payment-card');
  await expect(cardChoice).toBeChecked();
  await expect(page.getByText('Pay securely with your card or a digital wallet')).toBeVisible();
  await page.getByTestId('payment-cod').check();
  await cardChoice.check();
}

const UNAVAILABLE =
  'Card payments are unavailable right now: try again in a moment, or choose another payment method';

/**
 * Records each checkout request's idempotency key; with `unavailableFirst` the first is
 * answered with the server's 502 of a provider that cannot be reached.
 */
async function watchCheckout(page: Page, { unavailableFirst = false } = {}) {
  const keys: string[] = [];
  await page.route('**/api/storefront/checkout', async (route) => {
    keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    if (unavailableFirst && keys.length === 1) {
      return route.fulfill({ status: 502, json: { error: UNAVAILABLE } });
    }
    await route.continue();
  });
  return keys;
}

/** What the Place order button showed, and where the page's URL was, at each change. */
interface ButtonMoment {
  text: string;
  disabled: boolean;
  busy: string | null;
  url: string;
}

/**
 * Places the order; resolves once the fake's payment page is open. The form's last moments
 * (the page leaves at once) are recorded as they happen: the button busy with "Redirecting to
 * secure payment…", the history entry already the order's confirmation (Back from the
 * payment page lands there).
 */
async function placeAndReachPaymentPage(page: Page): Promise<CardOrder> {
  const moments: ButtonMoment[] = [];
  await page.exposeFunction(
    'recordPlaceOrder',
    (moment: ButtonMoment) => void moments.push(moment),
  );
  await page.getByTestId('place-order').evaluate((button: HTMLButtonElement) => {
    const record = () =>
      (window as unknown as { recordPlaceOrder: (m: ButtonMoment) => void }).recordPlaceOrder({
        text: button.textContent ?? '',
        disabled: button.disabled,
        busy: button.getAttribute('aria-busy'),
        url: window.location.href,
      });
    new MutationObserver(record).observe(button, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  // The payment page waits until the form's last moment is recorded (a page on loopback
  // answers before a 2-core machine has passed the moment on).
  const redirectingSeen = () => moments.some((m) => m.text === 'Redirecting to secure payment…');
  await page.route(`${fakeStripe}/pay/*`, async (route) => {
    await expect
      .poll(redirectingSeen, { timeout: 5_000 })
      .toBe(true)
      .catch(() => undefined);
    await route.continue();
  });
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/storefront/checkout') && r.request().method() === 'POST',
  );
  await page.getByTestId('place-order').click();
  expect((await answered).status()).toBe(201);
  await page.waitForURL(new RegExp(`^${fakeStripe}/pay/cs_test_\\w+$`));
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  await page.unroute(`${fakeStripe}/pay/*`);
  expect(moments).toContainEqual(
    expect.objectContaining({
      text: 'Redirecting to secure payment…',
      disabled: true,
      busy: 'true',
    }),
  );
  const redirecting = moments.find((m) => m.text === 'Redirecting to secure payment…');
  const confirmation = new URL(redirecting!.url);
  expect(confirmation.pathname).toBe('/checkout');
  const payUrl = page.url();
  return {
    orderId: confirmation.searchParams.get('order') ?? '',
    token: confirmation.searchParams.get('token') ?? '',
    payUrl,
    sessionId: new URL(payUrl).pathname.split('/').pop() ?? '',
  };
}

const cardState = (page: Page) => page.getByTestId('card-payment-state');

test('a shopper pays by card: processing until the webhook, then paid; the merchant sees the payment in test mode', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = await (await browser.newContext()).newPage();
  const name = `Card Payer ${unique()}`;
  // The pixel's test mode lists the events the store sends (the demo store has no pixel id).
  await checkoutWithCard(shopper, name, '?pixel_test=1');
  const order = await placeAndReachPaymentPage(shopper);
  await expect(shopper.getByTestId('amount')).toContainText('USD');
  const { sessionId } = order;
  const back = storeUrl(
    `/checkout?${new URLSearchParams({ order: order.orderId, token: order.token })}`,
  );

  // Stripe sends the shopper back at once and its webhook may come later; the fake sends both
  // at once, so Pay's redirect is answered here (as Stripe's would be) and the payment itself
  // (the fake's control API: the same session completed, the same signed webhook) follows
  // once the page shows it is waiting.
  await shopper.route(`${fakeStripe}/pay/${sessionId}/pay`, (route) =>
    route.fulfill({ status: 303, headers: { location: `${back}&payment=done` } }),
  );
  await shopper.getByRole('button', { name: 'Pay' }).click();
  await shopper.waitForURL(`${back}&payment=done`);
  await hydrated(shopper);
  const orderNumber = (await shopper.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).toMatch(/^#\d+$/);
  await expect(cardState(shopper)).toHaveAttribute('data-state', 'processing');
  await expect(cardState(shopper)).toHaveAttribute('role', 'status');
  await expect(
    shopper.getByRole('heading', { name: 'Payment processing', level: 2 }),
  ).toBeVisible();
  await expect(shopper.getByTestId('card-test-mode')).toHaveText('Test mode — no real money moved');
  // The order's email goes once the payment is confirmed, and the page says so.
  await expect(shopper.getByTestId('confirmation-email-note')).toContainText(
    'once your payment is confirmed',
  );
  await expectNoSeriousAxeViolations(shopper, 'the card payment processing');
  // No Purchase while the payment is unconfirmed.
  const pixelEvents = shopper.getByTestId('pixel-test-event');
  await expect(pixelEvents.filter({ hasText: 'PageView' }).first()).toBeVisible();
  await expect(pixelEvents.filter({ hasText: 'Purchase' })).toHaveCount(0);

  const paid = await fetch(`${fakeStripe}/_fake/checkout/sessions/${sessionId}/pay`, {
    method: 'POST',
  });
  expect(paid.status).toBe(200);
  // The page reads the order every 2 s: paid once the webhook is in.
  await expect(cardState(shopper)).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
  await expect(shopper.getByRole('heading', { name: 'Paid by card', level: 2 })).toBeVisible();
  await expect(shopper.getByTestId('confirmation-email-note')).toContainText(
    'We sent a confirmation to card-shopper@example.com',
  );
  await expect(cardState(shopper)).toContainText('Payment received. Thank you!');
  await expect(shopper.getByTestId('card-pay-now')).toHaveCount(0);
  // The Purchase goes once paid, with the order's own event id; a reload sends it no more.
  const purchase = pixelEvents.filter({ hasText: 'Purchase' });
  await expect(purchase).toHaveCount(1);
  await expect(purchase.getByTestId('pixel-test-event-id')).toHaveText(`Purchase-${order.orderId}`);
  await shopper.reload();
  await expect(cardState(shopper)).toHaveAttribute('data-state', 'paid');
  await expect(pixelEvents.filter({ hasText: 'PageView' }).first()).toBeVisible();
  await expect(pixelEvents.filter({ hasText: 'Purchase' })).toHaveCount(0);
  await shopper.context().close();

  // The merchant: the order paid, the payment's reference at Stripe, test mode.
  const merchant = await merchantPage(browser);
  // The list marks card orders placed in test mode (this server's only card orders).
  await merchant.goto('/dashboard/orders');
  await expect(merchant.getByTestId('order-test-mode').first()).toHaveText('Test mode');
  await merchant.goto(`/dashboard/orders/${order.orderId}`);
  await expect(
    merchant.getByRole('heading', { name: `Order ${orderNumber}`, level: 1 }),
  ).toBeVisible();
  const payment = merchant.getByTestId('order-payment-card');
  await expect(payment.getByTestId('payment-method')).toHaveText('Card');
  await expect(payment.getByTestId('payment-status')).toHaveText('Paid');
  await expect(payment.getByTestId('online-payment-provider')).toHaveText('Stripe');
  await expect(payment.getByTestId('online-payment-test-mode')).toHaveText('Test mode');
  await expect(payment.getByTestId('online-payment-status')).toHaveText('Paid');
  await expect(payment.getByTestId('online-payment-session')).toHaveText(sessionId);
  await expect(payment.getByTestId('online-payment-reference')).toHaveText(/^pi_\w+$/);
  await expect(payment.getByTestId('payment-review')).toHaveCount(0);
  await expect(payment.getByRole('button', { name: 'Copy the payment id' })).toBeVisible();
  await expectNoSeriousAxeViolations(
    merchant,
    'an order paid by card',
    '[data-testid="order-payment-card"]',
  );

  // The merchant refunds half through Stripe; the shopper gets the refund email.
  const total =
    (await merchant.getByTestId('order-totals').getByTestId('order-total').textContent()) ?? '';
  const half = Math.round(Number(total.replace(/[^\d.]/g, '')) * 50) / 100;
  await orderScreen(merchant).menu('Refund');
  const dialog = merchant.getByRole('dialog', { name: /^Refund order #\d+\?$/ });
  await dialog.getByLabel(/^Amount/).fill(String(half));
  await dialog.getByLabel('Reason').fill('One mug arrived chipped');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(payment.getByTestId('payment-status')).toHaveText('Partially refunded');
  await expect(orderScreen(merchant).event('refund')).toContainText(
    /through Stripe: One mug arrived chipped \(Stripe refund re_\w+, succeeded;/,
  );
  const email = await waitForEmail(
    'card-shopper@example.com',
    /Partial refund of/,
    20_000,
    server.dataDir,
  );
  expect(email).toContain('One mug arrived chipped');
  await merchant.context().close();
});

test('a shopper who leaves the payment page finds the order not paid, and Pay now reopens the same page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = await (await browser.newContext()).newPage();
  await checkoutWithCard(shopper, `Card Canceller ${unique()}`);

  // The provider cannot be reached (a 502 with the server's sentence): the message shows as
  // other failures do, and the retry sends the same key (the server's same order).
  const keys = await watchCheckout(shopper, { unavailableFirst: true });
  await shopper.getByTestId('place-order').click();
  await expect(shopper.getByTestId('checkout-errors')).toContainText(UNAVAILABLE);
  await expect(shopper.getByTestId('place-order')).toBeEnabled();
  await expect(shopper).toHaveURL(storeUrl('/checkout'));
  const { payUrl, orderId } = await placeAndReachPaymentPage(shopper);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await shopper.unroute('**/api/storefront/checkout');

  // Back from the payment page lands on the order, not on an emptied checkout.
  await shopper.goBack();
  await hydrated(shopper);
  await expect(shopper).toHaveURL(new RegExp(`/checkout\\?order=${orderId}&token=`));
  await expect(shopper.getByTestId('order-number')).toHaveText(/^#\d+$/);
  await expect(cardState(shopper)).toHaveAttribute('data-state', 'not_completed');

  // Pay now reopens the same page; its Cancel comes back with "not completed".
  const payNow = shopper.getByRole('link', { name: 'Pay now' });
  await expect(payNow).toHaveAttribute('href', payUrl);
  await payNow.click();
  await shopper.waitForURL(payUrl);
  await shopper.getByRole('button', { name: 'Cancel' }).click();
  await shopper.waitForURL(/&payment=cancelled$/);
  await hydrated(shopper);
  await expect(cardState(shopper)).toHaveAttribute('data-state', 'not_completed');
  await expect(
    shopper.getByRole('heading', { name: 'Payment not completed', level: 2 }),
  ).toBeVisible();
  await expect(shopper.getByTestId('card-payment')).toContainText(
    'We hold your items for a limited time',
  );
  await expect(shopper.getByTestId('card-test-mode')).toBeVisible();
  await expectNoSeriousAxeViolations(shopper, 'a card payment not completed');

  // Paying on the reopened page: back with "done", paid once the webhook is in.
  await shopper.getByRole('link', { name: 'Pay now' }).click();
  await shopper.waitForURL(payUrl);
  await shopper.getByRole('button', { name: 'Pay' }).click();
  await shopper.waitForURL(/&payment=done$/);
  await expect(cardState(shopper)).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
  await shopper.context().close();
});
