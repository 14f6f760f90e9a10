/**
 * Acceptance (issue 31, customer accounts): a shopper who ordered as a guest signs in on the
 * store with the 6-digit code read from the email (no password), sees that order in their
 * account, opens its page, stays signed in across a reload, finds the checkout filled in from
 * the account, and signs out. A wrong code says how many tries are left. Signed in, they
 * reorder ("Buy again" fills the cart), save an address that becomes the checkout's, save
 * their profile, download their data and delete it.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
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

/** Signs in on the demo store's /account with the code read from the email. */
async function signInWithCode(page: Page, email: string) {
  await page.goto(storeUrl('demo', '/account'));
  await hydrated(page);
  const signIn = page.getByTestId('account-sign-in');
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByRole('button', { name: 'Email me a code' }).click();
  const mail = await waitForEmail(email, /Your code to sign in to/);
  const code = /^\s+(\d{6})\s*$/m.exec(mail)?.[1];
  expect(code, 'the code in the email').toBeTruthy();
  await signIn.getByLabel('Code').fill(code!);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-email')).toContainText(email);
}

test('a signed-in shopper reorders, keeps an address and a profile, downloads and deletes their data', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const storeId = await loginAsDemo(context);
  const email = `self-${unique()}@example.com`;
  const order = await placeOrderViaApi(
    context.request,
    storeId,
    { name: 'Self Service', email },
    'cod',
  );
  await signInWithCode(page, email);
  const account = page.getByTestId('account-page');

  // Buy again: the order's mug goes into the cart, which opens.
  await page.getByRole('button', { name: `Buy again: order #${order.orderNumber}` }).click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer).toHaveAttribute('data-state', 'open');
  await expect(drawer.getByTestId('cart-line')).toContainText('Ceramic Mug');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveAttribute('data-state', 'closed');

  // No saved address yet; one saved becomes the default, and the checkout's.
  await expect(page.getByTestId('account-no-addresses')).toBeVisible();
  await page.getByTestId('account-add-address').click();
  const form = page.getByTestId('account-address-form');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Enter an address')).toBeVisible();
  await form.getByLabel('Address', { exact: true }).fill('42 Harbour Road');
  await form.getByLabel('City').fill('Portland');
  await form.getByLabel('Postal code').fill('97201');
  await form.getByLabel('Country').selectOption('US');
  await form.getByRole('button', { name: 'Save address' }).click();
  const saved = page.getByTestId('account-address');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('42 Harbour Road');
  await expect(saved.getByTestId('account-address-default')).toHaveText('Default address');

  // The profile: a new name, and news by email.
  const profile = page.getByTestId('account-profile');
  await profile.getByLabel('Name').fill('Self Service Jr');
  await profile.getByLabel('Email me news and offers').check();
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Saved');
  await expectNoSeriousAxeViolations(page, 'the signed-in account with an address');
  // On a phone the address form fits the screen (a country list is as wide as its longest name).
  await page.setViewportSize({ width: 390, height: 844 });
  await saved.getByRole('button', { name: 'Edit the address 42 Harbour Road' }).click();
  await expect(saved.getByLabel('Country')).toHaveValue('US');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page is wider than a phone').toBeLessThanOrEqual(0);
  await saved.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto(storeUrl('demo', '/checkout'));
  await hydrated(page);
  await expect(page.getByTestId('checkout-name')).toHaveValue('Self Service Jr');
  await expect(page.getByTestId('checkout-line1')).toHaveValue('42 Harbour Road');
  await expect(page.getByTestId('checkout-city')).toHaveValue('Portland');

  // Download my data: a JSON file with the profile, the address and the order.
  await page.goto(storeUrl('demo', '/account'));
  await hydrated(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    customer: { email: string; name: string };
    addresses: { line1: string }[];
    orders: { orderNumber: number }[];
  };
  expect(file.customer).toMatchObject({ email, name: 'Self Service Jr' });
  expect(file.addresses.map((a) => a.line1)).toEqual(['42 Harbour Road']);
  expect(file.orders.map((o) => o.orderNumber)).toEqual([order.orderNumber]);

  // Delete my data: asked again, confirmed by typing the email; then signed out.
  await page.getByTestId('account-delete-data').click();
  const confirm = account.getByRole('form', { name: 'Delete my data' });
  await confirm.getByRole('button', { name: 'Keep my account' }).click();
  await expect(confirm).toBeHidden();
  await page.getByTestId('account-delete-data').click();
  await confirm.getByLabel(`Type ${email} to confirm`).fill('someone-else@example.com');
  await confirm.getByRole('button', { name: 'Delete my data' }).click();
  await expect(confirm.getByText('Type the email of your account to confirm')).toBeVisible();
  await confirm.getByLabel(`Type ${email} to confirm`).fill(email);
  await confirm.getByRole('button', { name: 'Delete my data' }).click();
  await expect(page.getByTestId('account-deleted')).toContainText('Your data was deleted');
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('account-sign-in')).toBeVisible();
});
