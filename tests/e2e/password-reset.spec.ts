/**
 * Acceptance (accounts, issue 13) in Chromium, through real flows only: "Forgot password?" →
 * the email read from the test mailbox → a new password on /verify-link → every session ended,
 * /login with a toast → log in with the new password; the same link again is explained as
 * used, and an older link as expired once a newer one was sent (the e2e server's clock does
 * not move: the 1-hour expiry itself is covered by tests/integration/account-recovery.test.ts).
 * And sign up → the banner → the verification link from the mailbox → the banner is gone.
 */
import { expect, test, type Page } from '@playwright/test';
import { unique } from './catalog-helpers';
import { expectNoSeriousAxeViolations } from './axe';
import { waitForEmail } from './mailbox';
import { signUpThroughForm, verifyLinkIn } from './billing-helpers';

const signUp = (page: Page, email: string, password: string) =>
  signUpThroughForm(page, { name: 'Reset Tester', email, password });

async function askForReset(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByTestId('forgot-password-submit').click();
  await expect(page.getByTestId('forgot-password-sent')).toContainText(
    'If an account uses this email',
  );
}

test('forgot password → email → new password → log in with it; reused and older links explained', async ({
  browser,
  page,
}) => {
  // Four emails through the outbox worker (it polls every 3 s) and two axe passes: a fresh
  // clone's full run reached the last step at 30 s on the loaded 2-core machine.
  test.setTimeout(90_000);
  const email = `reset-${unique()}@example.com`;
  await signUp(page, email, 'the-old-password-1');
  // A second browser still logged in: the reset ends its session too.
  const other = await browser.newContext();
  expect(
    (
      await other.request.post('/api/auth/login', {
        data: { email, password: 'the-old-password-1' },
      })
    ).ok(),
  ).toBe(true);

  // axe on /forgot-password, as opened and with the link sent, is a11y.spec.ts's.
  await askForReset(page, email);
  const first = verifyLinkIn(await waitForEmail(email, /Reset your Store Builder password/));

  // An unknown address answers the same.
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(`nobody-${unique()}@example.com`);
  await page.getByTestId('forgot-password-submit').click();
  await expect(page.getByTestId('forgot-password-sent')).toContainText(
    'If an account uses this email',
  );

  await page.goto(first);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the reset link');
  await page.getByLabel('New password').fill('short');
  await page.getByTestId('verify-link-confirm').click();
  await expect(page.getByTestId('field-error-newPassword')).toHaveText(
    'Password must be at least 8 characters',
  );
  await page.getByLabel('New password').fill('the-new-password-2');
  await page.getByTestId('verify-link-confirm').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password is changed').last()).toBeVisible();

  // Every session ended: the other browser is logged out.
  expect((await other.request.get('/api/auth/check-auth')).status()).toBe(401);
  await other.close();

  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('the-old-password-1');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('field-error-password')).toHaveText('Invalid email or password');
  await page.getByTestId('login-password').fill('the-new-password-2');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/choose-store$/);

  // The same link again: explained as used.
  await page.goto(first);
  await expect(page.getByRole('heading', { name: 'This link was already used' })).toBeVisible();
  await expect(page.getByTestId('verify-link-problem')).toHaveText(
    'This link was already used. Each link works once.',
  );
  await expect(page.getByRole('link', { name: 'Forgot password' })).toBeVisible();

  // Two more requests: the older link no longer works and says so.
  await askForReset(page, email);
  await expect
    .poll(async () => verifyLinkIn(await waitForEmail(email, /Reset your Store Builder password/)))
    .not.toBe(first);
  const older = verifyLinkIn(await waitForEmail(email, /Reset your Store Builder password/));
  await askForReset(page, email);
  await expect
    .poll(async () => verifyLinkIn(await waitForEmail(email, /Reset your Store Builder password/)))
    .not.toBe(older);
  await page.goto(older);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(page.getByTestId('verify-link-problem')).toHaveText(
    'This link has expired. Ask for a new one.',
  );
  await expectNoSeriousAxeViolations(page, 'an expired link');
});

test('sign up → the banner → the verification link from the email → the banner is gone', async ({
  page,
}) => {
  const email = `verify-${unique()}@example.com`;
  await signUp(page, email, 'verify-tests-123');
  await page.getByLabel('Store name').fill('Verify Shop');
  await page.getByLabel('Subdomain').fill(`vfy-${unique()}`);
  await page.getByTestId('create-store-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByTestId('email-verify-banner');
  await expect(banner).toContainText(email);

  await banner.getByRole('link', { name: 'Verify or resend the link' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByTestId('verify-email-state')).toContainText('not verified yet');
  await expectNoSeriousAxeViolations(page, 'verify email');
  // The signup's email was sent a moment ago: a resend now is refused with the reason.
  await page.getByTestId('verify-email-resend').click();
  await expect(page.getByTestId('verify-email-error')).toContainText('less than a minute ago');

  const link = verifyLinkIn(await waitForEmail(email, /Confirm your email for Store Builder/));
  await page.goto(link);
  await expect(page.getByTestId('verify-link-email')).toHaveText(email);
  await page.getByTestId('verify-link-confirm').click();
  await expect(page.getByTestId('verify-link-done')).toContainText(email);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-store-name')).toHaveText('Verify Shop');
  await expect(page.getByTestId('email-verify-banner')).toHaveCount(0);
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
});
