/**
 * Acceptance (platform billing, issue 13) in Chromium, through real flows only: a fresh
 * merchant signs up, chooses a plan, reads the invoice's reference and the bank details,
 * emails it, has a wrong-type and a too-large file refused before sending, uploads a PNG and
 * is told the proof is under review (and keeps working); the admin sees the proof inline on
 * /admin/payment-requests and rejects it with a reason; the guard sends the merchant to
 * /payment-proof with the reason, who sends a new proof; the admin approves the resubmission;
 * /billing shows the plan active with its period end, /billing-old the invoice with both
 * proofs, and the printable invoice says PAID with the reference.
 */
import { expect, test } from '@playwright/test';
import {
  adminPage,
  choosePlan,
  decide,
  firstPlan,
  proofForm,
  requestOf,
  signUpWithStore,
} from './billing-helpers';
import { unique } from './catalog-helpers';
import { expectNoSeriousAxeViolations } from './axe';
import { ADMIN } from './fixtures';
import { waitForEmail } from './mailbox';
import { expectProofPngShown, printCalls, stubPrint } from './orders-helpers';

test('choose a plan, pay by transfer, rejected proof, new proof, approval, history and printable invoice', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const email = `billing-${unique()}@example.com`;
  await signUpWithStore(page, email);

  // /billing during the trial, in the dashboard's shell: status in words, usage, the plans.
  await page.goto('/billing');
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar.getByRole('link', { name: 'Billing' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('subscription-status')).toHaveAttribute('data-status', 'TRIAL');
  await expect(page.getByTestId('days-left')).toContainText(/days? left/);
  await expect(page.getByTestId('usage-products')).toContainText('products');
  const plan = await firstPlan(page);
  await expectNoSeriousAxeViolations(page, 'billing (plans)');

  // Choose → confirm (paid during the trial, the plan starts when the trial ends) → pay view.
  const reference = await choosePlan(
    page,
    plan,
    /your plan starts when your free trial ends on .+, so you keep the trial's remaining days/,
  );
  await expect(page.getByTestId('invoice-plan')).toContainText(plan.name);
  await expect(page.getByTestId('bank-iban')).not.toBeEmpty();
  await expect(page.getByTestId('bank-details')).toContainText('Account name');
  await expectNoSeriousAxeViolations(page, 'billing (pay view)');

  await page.getByTestId('email-invoice').click();
  await expect(page.getByText(`We emailed invoice ${reference} to you`).last()).toBeVisible();
  await waitForEmail(email, new RegExp(reference));

  // Refused in the browser before sending: another type, a file over the limit, no reference.
  const proof = proofForm(page);
  await proof.file.setInputFiles({
    name: 'receipt.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(proof.fileError).toHaveText('Send a JPEG, PNG or WebP image, or a PDF');
  await proof.file.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(proof.fileError).toHaveText('The file may be at most 5 MB');
  await proof.submit.click();
  await expect(proof.fileError).toHaveText('The file may be at most 5 MB');
  await expect(proof.form.getByTestId('field-error-payerReference')).toHaveText(
    'Payer reference is required',
  );

  // A real PNG: under review, and the merchant keeps working.
  await proof.send('ACME Bank transfer 1');
  const review = page.getByTestId('proof-under-review');
  await expect(review).toContainText('Your payment proof is under review');
  await expect(review.getByTestId('submitted-proof-reference')).toHaveText('ACME Bank transfer 1');
  await expect(page.getByTestId('subscription-status')).toHaveAttribute(
    'data-status',
    'PENDING_APPROVAL',
  );
  await review.getByTestId('go-to-dashboard').click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The admin sees the proof inline and rejects it with a reason.
  const admin = await adminPage(browser);
  await admin.goto('/admin/payment-requests');
  await expect(
    admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Payment requests' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(admin.getByTestId('bank-transfer-off')).toHaveCount(0);
  const pending = requestOf(admin, reference);
  await expect(pending.getByTestId('request-status')).toHaveText('To review');
  await expect(pending.getByTestId('request-account')).toContainText(email);
  await expectProofPngShown(pending.getByTestId('proof-image'));
  await expectNoSeriousAxeViolations(admin, 'payment requests');
  await pending.getByTestId('request-reject').click();
  const rejectDialog = admin.getByTestId('reject-payment-dialog');
  await rejectDialog.getByTestId('reject-payment-dialog-submit').click();
  await expect(rejectDialog.getByTestId('field-error-reason')).toHaveText(
    'Reason must be at least 3 characters',
  );
  const reason = 'The amount on the receipt does not match the invoice';
  await rejectDialog.getByLabel('Reason').fill(reason);
  await rejectDialog.getByTestId('reject-payment-dialog-submit').click();
  await expect(admin.getByText(`Payment ${reference} rejected`).last()).toBeVisible();
  await expect(requestOf(admin, reference)).toHaveCount(0);
  await admin.getByRole('link', { name: /^Rejected/ }).click();
  await expect(admin).toHaveURL(/state=rejected/);
  await expect(requestOf(admin, reference).getByTestId('request-reason')).toHaveText(reason);
  await expect(requestOf(admin, reference).getByTestId('request-decision')).toContainText(
    ADMIN.email,
  );

  // The guard sends the merchant to /payment-proof, which shows the reason; a new proof.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/payment-proof$/);
  await expect(page.getByTestId('rejection-reason')).toHaveText(reason);
  await expect(page.getByTestId('invoice-reference')).toHaveText(reference);
  await expectNoSeriousAxeViolations(page, 'payment proof (rejected)');
  await proofForm(page).send('ACME Bank transfer 1, corrected', '#16a34a');
  await expect(page.getByTestId('proof-under-review')).toContainText(
    'Your new proof is under review',
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/payment-proof$/);
  await expect(page.getByTestId('submitted-proof-reference')).toHaveText(
    'ACME Bank transfer 1, corrected',
  );

  // The admin approves the resubmission.
  await admin.goto('/admin/payment-requests');
  const resubmitted = requestOf(admin, reference);
  await expect(resubmitted.getByTestId('request-resubmission')).toBeVisible();
  await resubmitted.getByTestId('request-approve').click();
  await admin.getByTestId('confirm-dialog').getByTestId('confirm-dialog-confirm').click();
  await expect(admin.getByText(`Payment ${reference} approved`).last()).toBeVisible();

  // Active, with its period end; the history and the printable invoice.
  await page.goto('/billing');
  await expect(page.getByTestId('subscription-status')).toHaveAttribute('data-status', 'ACTIVE');
  await expect(page.getByTestId('current-plan')).toHaveText(plan.name);
  await expect(page.getByTestId('period-end')).not.toBeEmpty();
  await expect(page.getByTestId('plan-starts')).not.toBeEmpty();
  await expect(page.getByTestId('subscription-card')).toContainText(
    `Your free trial goes on until`,
  );
  await expect(page.getByTestId('current-plan-badge')).toBeVisible();

  // A plan change whose proof is rejected: the paid plan goes on, nothing is locked.
  const otherCard = page
    .getByTestId('plan-card')
    .filter({ hasNot: page.getByTestId('current-plan-badge') })
    .first();
  const other = {
    card: otherCard,
    name: ((await otherCard.getByRole('heading').textContent()) ?? '').trim(),
  };
  const change = await choosePlan(page, other);
  await proofForm(page).send('ACME Bank transfer 2');
  await expect(page.getByTestId('proof-under-review')).toBeVisible();
  await decide(admin, change, { reason: 'This receipt is for another account' });
  await admin.context().close();
  await page.goto('/dashboard/products');
  await expect(page).toHaveURL(/\/dashboard\/products$/);
  await page.goto('/billing');
  await expect(page.getByTestId('subscription-status')).toHaveAttribute('data-status', 'ACTIVE');
  await expect(page.getByTestId('current-plan')).toHaveText(plan.name);
  await expect(page.getByTestId('billing-rejection')).toContainText(
    'This receipt is for another account',
  );
  await expect(page.getByTestId('billing-rejection')).toContainText(
    `Your ${plan.name} plan goes on as before`,
  );

  await stubPrint(page);
  await page.goto('/billing-old');
  const entry = page.getByTestId('invoice-entry').filter({ hasText: reference });
  await expect(entry.getByTestId('history-status')).toHaveText('Paid');
  await expect(entry.getByTestId('history-proof')).toHaveCount(2);
  await expect(entry.getByTestId('history-reason')).toContainText(reason);
  await expectNoSeriousAxeViolations(page, 'billing history');
  await entry.getByTestId('open-invoice').click();
  await expect(page).toHaveURL(/\/billing-old\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('invoice-print-status')).toHaveText('PAID');
  await expect(page.getByTestId('invoice-print-reference')).toHaveText(reference);
  await expect(page.getByTestId('invoice-billed-to')).toContainText(email);
  await expectNoSeriousAxeViolations(page, 'printable invoice');
  await page.getByTestId('print-button').click();
  expect(await printCalls(page)).toBe(1);
  // Printed: the document alone, without the shell or the verify-email banner around it.
  await expect(page.getByTestId('email-verify-banner')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('email-verify-banner')).toBeHidden();
  await expect(page.locator('.dashboard-header')).toBeHidden();
  await expect(page.locator('.dashboard-sidebar')).toBeHidden();
  await expect(page.getByTestId('print-button')).toBeHidden();
  await expect(page.getByTestId('invoice-document')).toBeVisible();
});

test('billing history is empty before the first plan', async ({ page }) => {
  await signUpWithStore(page, `billing-empty-${unique()}@example.com`);
  await page.goto('/billing-old');
  await expect(page.getByTestId('billing-history-empty')).toContainText('No invoices yet');
  await page.getByRole('link', { name: 'Choose a plan' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByTestId('plan-card').first()).toBeVisible();
});
