/**
 * Acceptance (issue 13): a subscription's whole life in Chromium, through real flows only (no
 * database edits), on a server of its own whose clock the test moves (clock-server.ts):
 * sign up → verify the email → trial → choose a plan → upload a proof → the admin rejects it
 * → the guard sends the merchant to /payment-proof with the reason → a new proof → the admin
 * approves → ACTIVE and the store open → the clock passes the period and the grace → the
 * billing job marks the account UNPAID (and emails it) → the guard sends the merchant to
 * /billing, and the store's host shows shoppers the "temporarily closed" page (503) → a new
 * plan, a new proof, a new approval → the store opens again at once.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  adminPage,
  BILLING_PASSWORD,
  chooseFirstPlan,
  decide,
  proofForm,
  signUpWithStore,
  verifyLinkIn,
} from './billing-helpers';
import { unique } from './catalog-helpers';
import { startClockServer, type ClockServer } from './clock-server';
import { waitForEmail } from './mailbox';
import { watchProblems } from './page-problems';

const DAY = 86_400_000;

let server: ClockServer;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startClockServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(BILLING_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a subscription from signup to unpaid and back: the guard, the emails and the store host follow it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const email = `lifecycle-${unique()}@example.com`;
  const mail = (pattern: RegExp) => waitForEmail(email, pattern, 30_000, server.dataDir);
  const storeHost = `http://${await signUpWithStore(page, email)}.localhost:${server.port}/`;
  // A shopper's tab on the store's host (Chromium resolves *.localhost to loopback).
  const shopper = await context.newPage();
  const storeStatus = async () => (await shopper.goto(storeHost))?.status();

  // Verify the email through its link.
  await page.goto(verifyLinkIn(await mail(/Confirm your email for Store Builder/)));
  await page.getByTestId('verify-link-confirm').click();
  await expect(page.getByTestId('verify-link-done')).toContainText(email);

  // The trial: the dashboard works, the store is open.
  await page.goto('/billing');
  await expect(page.getByTestId('subscription-status')).toHaveAttribute('data-status', 'TRIAL');
  expect(await storeStatus()).toBe(200);

  // Choose a plan and send a proof: pending approval, the merchant keeps working.
  const first = await chooseFirstPlan(page);
  await proofForm(page).send('Transfer from ACME Ltd');
  await expect(page.getByTestId('proof-under-review')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The admin rejects it: the guard sends the merchant to /payment-proof with the reason.
  const admin = await adminPage(browser, server.baseURL);
  const reason = 'The receipt shows a different amount';
  await decide(admin, first.reference, { reason });
  await mail(new RegExp(`Your proof of payment for ${first.reference} was not accepted`));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/payment-proof$/);
  await expect(page.getByTestId('rejection-reason')).toHaveText(reason);

  // A new proof: re-submitted, under review (the guard keeps the merchant on /payment-proof).
  await proofForm(page).send('Transfer from ACME Ltd, full amount', '#16a34a');
  await expect(page.getByTestId('proof-under-review')).toContainText(
    'Your new proof is under review',
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/payment-proof$/);

  // The admin approves: ACTIVE, the dashboard opens, the store stays open. Paid during the
  // trial, the plan starts when the trial ends (the trial's days are kept).
  await decide(admin, first.reference, { approve: true });
  await mail(/Payment approved: your .+ plan starts when your trial ends/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/billing');
  await expect(page.getByTestId('subscription-status')).toHaveAttribute('data-status', 'ACTIVE');
  const periodEnd = await page.getByTestId('period-end').textContent();
  expect(periodEnd?.trim()).not.toBe('');
  await expect(page.getByTestId('plan-starts')).not.toBeEmpty();
  await expect(page.getByTestId('subscription-card')).toContainText(
    `then your ${first.planName} plan starts`,
  );
  expect(await storeStatus()).toBe(200);

  // The clock passes the rest of the trial (14 days), the period (at most 31 days) and the
  // grace (7 days): the job marks the account UNPAID and emails it; the store closes.
  await server.advance(55 * DAY);
  await mail(/Your stores are closed until your payment arrives/);
  const closed = await shopper.goto(storeHost);
  expect(closed?.status()).toBe(503);
  expect(closed?.headers()['retry-after']).toBe('3600');
  await expect(shopper.getByText('This store is temporarily closed')).toBeVisible();

  // Fifty-five idle days ended the session: log in again; the guard sends the merchant to /billing.
  await logIn(page, email);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByTestId('subscription-status')).toHaveAttribute('data-status', 'UNPAID');

  // A new plan, a new proof: still closed while it waits for review.
  const second = await chooseFirstPlan(page);
  expect(second.reference).not.toBe(first.reference);
  await proofForm(page).send('Transfer from ACME Ltd, renewal');
  await expect(page.getByTestId('proof-under-review')).toBeVisible();
  expect(await storeStatus()).toBe(503);

  // The approval reopens the store on the next request.
  const admin2 = await adminPage(browser, server.baseURL);
  await decide(admin2, second.reference, { approve: true });
  expect(await storeStatus()).toBe(200);
  await expect(shopper.getByText('This store is temporarily closed')).toHaveCount(0);
  await page.goto('/billing');
  await expect(page.getByTestId('subscription-status')).toHaveAttribute('data-status', 'ACTIVE');

  // The expired session's 401s are expected; nothing else may go wrong on the page.
  expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
  await admin.context().close();
  await admin2.context().close();
  await context.close();
});
