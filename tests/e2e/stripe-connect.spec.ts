/**
 * Connecting Stripe to a store (issue 29), in the browser: on /dashboard/payment the "Card
 * payments" card starts not connected; the keys form refuses empty and mismatched keys with
 * the shared schema's messages; good test keys connect (the server checks them against the
 * e2e server's fake Stripe, STRIPE_API_URL) and the card shows test mode, the secret's last
 * 4 characters only and the webhook URL, after a reload too; Replace keys opens the form and
 * Cancel closes it; Disconnect asks first, then the card is back to not connected.
 * A fresh merchant's own store: the demo store other specs walk is never connected.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { newMerchantStore } from './builder-fixtures';

/** `prefix` and 24 letters and digits: a well-formed Stripe key the fake Stripe accepts. */
function stripeKey(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let key = prefix;
  for (let i = 0; i < 24; i++) key += alphabet[Math.floor(Math.random() * alphabet.length)];
  return key;
}

const cardPayments = (page: Page) => page.getByRole('region', { name: 'Card payments' });

test('a merchant connects Stripe with test keys, sees test mode and never the secret, then disconnects', async ({
  page,
}) => {
  // A new merchant and store, then a connect checked by the fake Stripe and two reloads.
  test.setTimeout(60_000);
  await newMerchantStore(page.context());
  await page.goto('/dashboard/payment');
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  const card = cardPayments(page);
  await expect(card.getByTestId('card-payments-status')).toHaveText('Not connected');
  await expect(card.getByTestId('card-payments-intro')).toContainText(
    'the money goes to your Stripe account',
  );
  const secretField = card.getByLabel('Secret key');
  const publishableField = card.getByLabel('Publishable key');
  await expect(secretField).toHaveAttribute('type', 'password');
  await expect(secretField).toHaveAttribute('autocomplete', 'off');
  await expect(secretField).toHaveAttribute('spellcheck', 'false');
  const connect = card.getByRole('button', { name: 'Connect Stripe' });

  // Empty keys: the shared schema's messages under both fields, nothing sent.
  await connect.click();
  await expect(card.getByTestId('field-error-secretKey')).toHaveText(
    /^Paste a secret or restricted key: it starts with sk_test_/,
  );
  await expect(card.getByTestId('field-error-publishableKey')).toHaveText(
    /^Paste the publishable key: it starts with pk_test_ or pk_live_/,
  );
  await expect(secretField).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page, 'the Stripe keys form with its errors');

  // A live publishable key beside a test secret: refused under the publishable key.
  const secretKey = stripeKey('sk_test_');
  await secretField.fill(secretKey);
  await publishableField.fill(stripeKey('pk_live_'));
  await connect.click();
  await expect(card.getByTestId('field-error-secretKey')).toHaveCount(0);
  await expect(card.getByTestId('field-error-publishableKey')).toHaveText(
    /live key but the secret key is a test key/,
  );

  // Good test keys: the button says the keys are being checked while the server asks Stripe.
  const publishableKey = stripeKey('pk_test_');
  await publishableField.fill(publishableKey);
  let releaseConnect = () => {};
  const connectHeld = new Promise<void>((resolve) => (releaseConnect = resolve));
  await page.route('**/api/dashboard/payments/providers/connect', async (route) => {
    await connectHeld;
    await route.continue();
  });
  await connect.click();
  await expect(card.getByRole('button', { name: 'Checking keys…' })).toBeDisabled();
  releaseConnect();
  await expect(page.getByText('Stripe connected (test mode)').last()).toBeVisible();
  await page.unroute('**/api/dashboard/payments/providers/connect');

  const last4 = secretKey.slice(-4);
  const expectConnected = async () => {
    await expect(card.getByTestId('card-payments-status')).toHaveText('Test mode');
    await expect(card.getByTestId('stripe-test-note')).toBeVisible();
    await expect(card.getByTestId('stripe-secret-key')).toContainText(`•••• ${last4}`);
    await expect(card.getByTestId('stripe-publishable-key')).toHaveText(publishableKey);
    await expect(card.getByTestId('stripe-webhook-url')).toContainText(
      '/api/storefront/payments/stripe/webhook/',
    );
    await expect(card.getByLabel('Secret key')).toHaveCount(0);
  };
  await expectConnected();
  expect(await page.content()).not.toContain(secretKey);
  // The keys are the card's own form: the payment settings' form has no unsaved changes.
  await expect(page.getByTestId('save-bar')).toHaveCount(0);

  // Still connected after a reload; the page never holds the secret.
  await page.reload();
  await expectConnected();
  expect(await page.content()).not.toContain(secretKey);
  await expectNoSeriousAxeViolations(page, 'the payment screen with Stripe connected');

  // With cards on, how long a card order's items are held while its shopper pays.
  const window = page.getByLabel('Hold items while the shopper pays (minutes)');
  await expect(window).toHaveValue('60');
  await window.fill('10');
  await page.getByTestId('save-bar-save').click();
  await expect(page.getByTestId('field-error-cardPaymentWindowMinutes')).toHaveText(
    'The payment window must be at least 30 minutes',
  );
  await window.fill('90');
  await page.getByTestId('save-bar-save').click();
  await expect(page.getByText('Payment settings saved').last()).toBeVisible();
  await expect(page.getByTestId('save-bar')).toHaveCount(0);
  await page.reload();
  await expect(window).toHaveValue('90');

  // Replace keys opens the form on the secret key; Cancel goes back, focus on Replace keys.
  const replace = card.getByRole('button', { name: 'Replace keys' });
  await replace.click();
  await expect(card.getByLabel('Secret key')).toBeFocused();
  await expect(card.getByTestId('card-payments-status')).toHaveText('Test mode');
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByLabel('Secret key')).toHaveCount(0);
  await expect(replace).toBeFocused();
  await expectConnected();

  // Disconnect asks first, by keyboard: Escape keeps the connection.
  const disconnect = card.getByRole('button', { name: 'Disconnect' });
  await disconnect.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Disconnect Stripe account / });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Shoppers can no longer pay by card');
  await expect(dialog).toContainText('Existing orders keep their payments');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(disconnect).toBeFocused();
  await expectConnected();

  await disconnect.click();
  await dialog.getByRole('button', { name: 'Disconnect Stripe' }).click();
  await expect(page.getByText('Stripe disconnected').last()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('card-payments-status')).toHaveText('Not connected');
  await expect(card.getByLabel('Secret key')).toHaveValue('');
  await expect(window).toHaveCount(0);
  await page.reload();
  await expect(card.getByTestId('card-payments-status')).toHaveText('Not connected');
  await expect(card.getByRole('button', { name: 'Connect Stripe' })).toBeVisible();
});
