/**
 * The billing specs' shared steps (billing.spec.ts on the shared server, billing-lifecycle.spec.ts
 * on its own server with a movable clock): sign up with a store, the proof form, the admin's
 * page and request cards, the verify-link in an email. Every step goes through the screens
 * or the public API, never the database.
 */
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { unique } from './catalog-helpers';
import { ADMIN } from './fixtures';
import { proofPng } from './orders-helpers';

/** The password of every account signUpWithStore creates. */
export const BILLING_PASSWORD = 'billing-tests-123';

/** Signs up through the /signup form, landing on /choose-store with no store yet. */
export async function signUpThroughForm(
  page: Page,
  account: { name: string; email: string; password: string },
): Promise<void> {
  await page.goto('/signup');
  await page.getByTestId('signup-name').fill(account.name);
  await page.getByTestId('signup-email').fill(account.email);
  await page.getByTestId('signup-password').fill(account.password);
  await page.getByTestId('signup-submit').click();
  await expect(page).toHaveURL(/\/choose-store$/);
}

/** Signs up through /signup and creates a store; answers the store's subdomain. */
export async function signUpWithStore(page: Page, email: string): Promise<string> {
  await signUpThroughForm(page, { name: 'Billing Tester', email, password: BILLING_PASSWORD });
  const id = unique();
  const subdomain = `bill-${id}`;
  const created = await page.request.post('/api/dashboard/store/create-store', {
    data: { name: `Billing ${id}`, subdomain },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return subdomain;
}

/** The proof form of the pay view or /payment-proof. */
export function proofForm(page: Page) {
  const form = page.getByTestId('billing-proof-form');
  return {
    form,
    file: form.getByLabel('Proof of payment'),
    payerReference: form.getByLabel('Payer reference'),
    submit: form.getByTestId('proof-submit'),
    fileError: form.getByTestId('field-error-file'),
    async send(payerReference: string, colour?: string) {
      await this.file.setInputFiles({
        name: 'transfer.png',
        mimeType: 'image/png',
        buffer: await proofPng(colour),
      });
      await this.payerReference.fill(payerReference);
      await this.submit.click();
    },
  };
}

/** The first plan card on /billing and its plan's name (never empty). */
export async function firstPlan(page: Page): Promise<{ card: Locator; name: string }> {
  const card = page.getByTestId('plan-card').first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  return { card, name };
}

/**
 * Chooses `plan` on /billing (confirming, once the dialog says `says` too); answers the new
 * invoice's reference.
 */
export async function choosePlan(
  page: Page,
  plan: { card: Locator; name: string },
  says?: string | RegExp,
) {
  await plan.card.getByTestId('choose-plan').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(`Choose the ${plan.name} plan?`);
  if (says) await expect(confirm).toContainText(says);
  await confirm.getByTestId('confirm-dialog-confirm').click();
  const referenceBox = page.getByTestId('invoice-reference');
  await expect(referenceBox).toHaveText(/^SB-[A-Z0-9]+$/);
  return (await referenceBox.textContent()) ?? '';
}

/** Chooses the first plan on /billing (confirming); answers the invoice's reference and plan. */
export async function chooseFirstPlan(
  page: Page,
): Promise<{ reference: string; planName: string }> {
  const plan = await firstPlan(page);
  return { reference: await choosePlan(page, plan), planName: plan.name };
}

/** A page logged in as the fixtures' admin (on `baseURL`, the shared server by default). */
export async function adminPage(browser: Browser, baseURL?: string): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const login = await context.request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  return context.newPage();
}

/** The admin's request card of the invoice `reference` on the current tab. */
export const requestOf = (page: Page, reference: string) =>
  page.getByTestId('payment-request').filter({
    has: page.getByTestId('request-reference').getByText(reference, { exact: true }),
  });

/** The admin approves (confirming) or rejects (with `reason`) the pending proof of `reference`. */
export async function decide(
  admin: Page,
  reference: string,
  decision: { approve: true } | { reason: string },
): Promise<void> {
  await admin.goto('/admin/payment-requests');
  const card = requestOf(admin, reference);
  if ('approve' in decision) {
    await card.getByTestId('request-approve').click();
    await admin.getByTestId('confirm-dialog').getByTestId('confirm-dialog-confirm').click();
    await expect(admin.getByText(`Payment ${reference} approved`).last()).toBeVisible();
  } else {
    await card.getByTestId('request-reject').click();
    const dialog = admin.getByTestId('reject-payment-dialog');
    await dialog.getByLabel('Reason').fill(decision.reason);
    await dialog.getByTestId('reject-payment-dialog-submit').click();
    await expect(admin.getByText(`Payment ${reference} rejected`).last()).toBeVisible();
  }
}

/** The path and query of the `/verify-link?token=…` in an email's text. */
export function verifyLinkIn(email: string): string {
  const match = /https?:\/\/[^\s"<>]+\/verify-link\?token=[A-Za-z0-9_-]+/.exec(email);
  if (!match) throw new Error('no verify-link in the email');
  const url = new URL(match[0]);
  return url.pathname + url.search;
}
