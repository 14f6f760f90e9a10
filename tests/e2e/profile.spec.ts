/**
 * Acceptance (profile, issue 12) in Chromium: change the name; a wrong current password is
 * told under its field; a password change in one browser sends a second logged-in browser to
 * the login; a session revoked from the table and "log out everywhere"; an email change
 * confirmed by following the link of the email the outbox delivered (read from the test
 * mailbox), and the same link refused the second time; the notice to the old address cancelling
 * the change in one click ("This wasn't me", issue 24).
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { newMerchantStore } from './builder-fixtures';
import { unique } from './catalog-helpers';
import { expectNoSeriousAxeViolations } from './axe';
import { waitForEmail } from './mailbox';

/** newMerchantStore's password. */
const PASSWORD = 'builder-tests-123';

/** A second browser logged in as `email`, its store selected. */
async function secondBrowser(browser: Browser, email: string, password: string, storeId: string) {
  const context = await browser.newContext();
  const api = context.request;
  expect((await api.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
  expect((await api.post('/api/dashboard/store/select-store', { data: { storeId } })).ok()).toBe(
    true,
  );
  return context;
}

async function openProfile(page: Page) {
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByTestId('session-row').first()).toBeVisible();
}

/** The `/verify-link` link in an email's decoded text. */
function linkIn(email: string): string {
  const link = /(http:\/\/[^\s"<>]+\/verify-link\?token=[A-Za-z0-9_-]+)/.exec(email)?.[1];
  expect(link).toBeTruthy();
  return link!;
}

const card = (page: Page, name: 'name' | 'email' | 'password' | 'sessions') =>
  page.getByTestId(`profile-${name}-card`);

test('changes the name from the profile, reached from the sidebar', async ({ context, page }) => {
  await newMerchantStore(context);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByTestId('session-row').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the profile');

  // The name is a form like every other: the save bar appears with a change, and only then.
  const name = page.getByLabel('Your name');
  const saveBar = page.getByTestId('save-bar');
  await expect(name).toHaveValue('Builder Tester');
  await expect(saveBar).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  await name.fill('');
  await saveBar.getByTestId('save-bar-save').click();
  await expect(card(page, 'name').getByTestId('field-error-name')).toHaveText('Name is required');
  // Discard puts the saved name back.
  await saveBar.getByTestId('save-bar-discard').click();
  await expect(name).toHaveValue('Builder Tester');
  await expect(saveBar).toHaveCount(0);
  await name.fill('Ada Lovelace');
  await saveBar.getByTestId('save-bar-save').click();
  await expect(page.getByText('Name saved').last()).toBeVisible();
  await expect(saveBar).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Your name')).toHaveValue('Ada Lovelace');
});

test('a password change ends the other browser’s session; a wrong current one is told', async ({
  browser,
  context,
  page,
}) => {
  const merchant = await newMerchantStore(context);
  const other: BrowserContext = await secondBrowser(
    browser,
    merchant.email,
    PASSWORD,
    merchant.storeId,
  );
  const otherPage = await other.newPage();
  await openProfile(otherPage);

  await openProfile(page);
  await expect(page.getByTestId('session-row')).toHaveCount(2);
  await expect(page.getByTestId('session-current')).toHaveCount(1);

  await page.getByTestId('profile-password-change').click();
  const passwordDialog = page.getByTestId('profile-password-dialog');
  await passwordDialog.getByLabel('Current password').fill('not-my-password');
  await passwordDialog.getByLabel('New password').fill('a-brand-new-pass-9');
  await page.getByTestId('profile-password-submit').click();
  await expect(passwordDialog.getByTestId('field-error-currentPassword')).toHaveText(
    'This is not your current password',
  );

  await passwordDialog.getByLabel('Current password').fill(PASSWORD);
  await page.getByTestId('profile-password-submit').click();
  await expect(passwordDialog).toHaveCount(0);
  await expect(
    page.getByText('Password changed. 1 other session was logged out.').last(),
  ).toBeVisible();
  await expect(page.getByTestId('session-row')).toHaveCount(1);

  // The other browser is logged out: its next screen is the login.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();

  // This one stays logged in, and the new password works.
  await page.reload();
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  const fresh = await browser.newContext();
  const login = await fresh.request.post('/api/auth/login', {
    data: { email: merchant.email, password: 'a-brand-new-pass-9' },
  });
  expect(login.ok()).toBe(true);
  await fresh.close();
});

test('revokes another session from the table, then logs out everywhere', async ({
  browser,
  context,
  page,
}) => {
  const merchant = await newMerchantStore(context);
  const other = await secondBrowser(browser, merchant.email, PASSWORD, merchant.storeId);
  const otherPage = await other.newPage();
  await openProfile(otherPage);

  await openProfile(page);
  const otherRow = page
    .getByTestId('session-row')
    .filter({ hasNot: page.getByTestId('session-current') });
  await otherRow.getByTestId('session-revoke').click();
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();

  await page.getByTestId('logout-everywhere').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('this one included');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByTestId('logout-everywhere').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('changes the email by following the link sent to the new address, once', async ({
  context,
  page,
}) => {
  const merchant = await newMerchantStore(context);
  const newEmail = `moved-${unique()}@example.com`;
  await openProfile(page);
  await expect(page.getByTestId('profile-email-current')).toHaveText(merchant.email);

  await page.getByTestId('profile-email-change').click();
  const emailDialog = page.getByTestId('profile-email-dialog');
  await emailDialog.getByLabel('New email').fill(merchant.email);
  await emailDialog.getByLabel('Current password').fill(PASSWORD);
  await page.getByTestId('profile-email-submit').click();
  await expect(emailDialog.getByTestId('field-error-newEmail')).toHaveText(
    'This is already your email',
  );

  await emailDialog.getByLabel('New email').fill(newEmail);
  await page.getByTestId('profile-email-submit').click();
  await expect(emailDialog).toHaveCount(0);
  await expect(page.getByText(`Confirmation link sent to ${newEmail}`).last()).toBeVisible();
  await expect(page.getByTestId('profile-email-pending')).toContainText(newEmail);
  await expect(page.getByTestId('profile-email-current')).toHaveText(merchant.email);

  // The link arrives at the new address (through the outbox and SMTP); the old one is told.
  const link = linkIn(await waitForEmail(newEmail, /verify-link\?token=/));
  await waitForEmail(merchant.email, new RegExp(newEmail.replace(/[.]/g, '\\.')));

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible();
  await expect(page.getByTestId('verify-link-email')).toHaveText(newEmail);
  await page.getByTestId('verify-link-confirm').click();
  await expect(page.getByTestId('verify-link-done')).toContainText(newEmail);

  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByTestId('profile-email-current')).toHaveText(newEmail);
  await expect(page.getByTestId('profile-email-pending')).toHaveCount(0);

  // The same link a second time is explained, not obeyed.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link was already used' })).toBeVisible();
  await expect(page.getByTestId('verify-link-problem')).toContainText('Each link works once');

  // The notice's "This wasn't me" link cannot undo a confirmed change: it says so and leads to
  // the Contact page rather than to a new link.
  await page.goto(linkIn(await waitForEmail(merchant.email, /cancel the change/)));
  await expect(
    page.getByRole('heading', { name: 'The email address was already changed' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: /Forgot password/ })).toHaveCount(0);
});

test('the notice to the old address cancels the change in one click ("This wasn\'t me")', async ({
  context,
  page,
}) => {
  const merchant = await newMerchantStore(context);
  const newEmail = `not-me-${unique()}@example.com`;
  await openProfile(page);
  await page.getByTestId('profile-email-change').click();
  const emailDialog = page.getByTestId('profile-email-dialog');
  await emailDialog.getByLabel('New email').fill(newEmail);
  await emailDialog.getByLabel('Current password').fill(PASSWORD);
  await page.getByTestId('profile-email-submit').click();
  await expect(page.getByTestId('profile-email-pending')).toContainText(newEmail);
  const changeLink = linkIn(await waitForEmail(newEmail, /verify-link\?token=/));
  const cancelLink = linkIn(await waitForEmail(merchant.email, /cancel the change/));

  // Opening the link shows what it will do; nothing changes until the button.
  await page.goto(cancelLink);
  await expect(page.getByRole('heading', { name: 'Cancel the email change' })).toBeVisible();
  await expect(page.getByTestId('verify-link-email')).toHaveText(newEmail);
  await expectNoSeriousAxeViolations(page, 'the cancel-email-change link');
  await page.getByRole('button', { name: 'Cancel the email change' }).click();
  await expect(page.getByRole('heading', { name: 'The email change is cancelled' })).toBeVisible();
  await expect(page.getByTestId('verify-link-done')).toContainText(merchant.email);
  await expect(page.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );

  // The change's own link no longer works, and this browser was logged out too.
  await page.goto(changeLink);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login$/);
});
