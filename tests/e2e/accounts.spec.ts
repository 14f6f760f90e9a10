/**
 * Acceptance (issue 31, customer accounts): a shopper who ordered as a guest signs in on the
 * store with the 6-digit code read from the email (no password), sees that order in their
 * account, opens its page, stays signed in across a reload, finds the checkout filled in from
 * the account, and signs out. A wrong code says how many tries are left.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { storeUrl, unique } from './builder-fixtures';
import { loginAsDemo } from './catalog-helpers';
import { waitForEmail } from './mailbox';
import { placeOrderViaApi } from './orders-helpers';
import { hydrated } from './storefront-helpers';

test('a guest shopper signs in with an emailed code and finds their order', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const storeId = await loginAsDemo(context);
  const email = `account-${unique()}@example.com`;
  const order = await placeOrderViaApi(
    context.request,
    storeId,
    { name: 'Account Shopper', email },
    'cod',
  );

  await page.goto(storeUrl('demo', '/account'));
  await hydrated(page);
  const signIn = page.getByTestId('account-sign-in');
  await expect(signIn.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the account sign-in');
  await signIn.getByLabel('Email').fill(email.toUpperCase());
  await signIn.getByRole('button', { name: 'Email me a code' }).click();
  await expect(signIn).toContainText(`We emailed a 6-digit code to ${email.toUpperCase()}`);
  const mail = await waitForEmail(email, /Your code to sign in to/);
  const code = /^\s+(\d{6})\s*$/m.exec(mail)?.[1];
  expect(code, 'the code in the email').toBeTruthy();

  // A wrong code first.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await signIn.getByLabel('Code').fill(wrong);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('That code is not right: 4 tries left');
  await signIn.getByLabel('Code').fill(code!);
  await signIn.getByRole('button', { name: 'Sign in' }).click();

  const account = page.getByTestId('account-page');
  await expect(account.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expect(page.getByTestId('account-email')).toContainText(email);
  const card = page.getByTestId('account-order');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Order #${order.orderNumber}`);
  await expect(card.getByTestId('account-order-status')).toHaveText('Pending');
  await expectNoSeriousAxeViolations(page, 'the account with an order');

  // Signed in across a reload; the order's own page opens from it.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('account-order')).toHaveCount(1);
  await page.getByRole('link', { name: `View order #${order.orderNumber}` }).click();
  await expect(page).toHaveURL(/\/checkout\?order=/);
  await expect(page.getByText(`#${order.orderNumber}`).first()).toBeVisible();

  // The checkout starts from the account: the contact and the latest order's address.
  await page.goto(storeUrl('demo', '/product/ceramic-mug'));
  await hydrated(page);
  await page.getByTestId('add-to-cart').click();
  await page.goto(storeUrl('demo', '/checkout'));
  await hydrated(page);
  await expect(page.getByTestId('checkout-email')).toHaveValue(email);
  await expect(page.getByTestId('checkout-name')).toHaveValue('Account Shopper');
  await expect(page.getByTestId('checkout-line1')).toHaveValue('1 Main Street');
  await expect(page.getByTestId('checkout-country')).toHaveValue('US');

  // Signed out, the sign-in again.
  await page.goto(storeUrl('demo', '/account'));
  await hydrated(page);
  await page.getByTestId('account-sign-out').click();
  await expect(page.getByTestId('account-sign-in')).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('account-sign-in')).toBeVisible();
});
