/**
 * The footer's newsletter signup, end to end (double opt-in): a new store's footer has the
 * signup; a shopper's bad email is refused in words, a good one gets "check your inbox" and
 * one email; the emailed link opens a page that confirms only when its button is pressed;
 * a forged token is refused in words; the merchant's Customers screen then lists the shopper
 * as subscribed and can take the consent back (after confirming); the email's unsubscribe
 * link works too.
 */
import { expect, test, type Page } from '@playwright/test';
import { newMerchantStore, storeUrl, unique } from './builder-fixtures';
import { waitForEmail } from './mailbox';
import { expectNoSeriousAxeViolations } from './axe';
import { watchProblems } from './page-problems';
import { hydrated } from './storefront-helpers';

test.describe.configure({ timeout: 90_000 });

/** The first link to the store's `path` in an email's text. */
function linkIn(email: string, path: string): string {
  const match = email.match(
    new RegExp(`https?://[^\\s"<>]+${path}\\?c=[^\\s"<>&]+&(?:amp;)?t=[^\\s"<>]+`),
  );
  if (!match) throw new Error(`no ${path} link in the email`);
  return match[0].replace(/&amp;/g, '&');
}

async function signUp(page: Page, email: string) {
  const form = page.locator('form.sf-newsletter');
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  return form;
}

test('a shopper signs up in the footer, confirms from the email, and the merchant sees a subscriber', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const store = await newMerchantStore(page.context());
  const shopper = await page.context().newPage();
  await shopper.goto(storeUrl(store.subdomain, '/'));
  await hydrated(shopper);
  const form = shopper.locator('form.sf-newsletter');
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('heading', { name: 'Subscribe to our emails' })).toBeVisible();

  // A typo is refused in words; nothing is sent.
  await signUp(shopper, 'not-an-email');
  await expect(form.getByRole('alert')).toHaveText(
    'Enter an email address such as name@example.com.',
  );
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoSeriousAxeViolations(
    shopper,
    'the newsletter signup with an error',
    'form.sf-newsletter',
  );

  const email = `shopper-${unique()}@example.com`;
  await signUp(shopper, email);
  await expect(form.getByRole('status')).toHaveText(
    'Almost there: check your inbox to confirm your subscription.',
  );
  await expect(form.getByRole('alert')).toHaveCount(0);

  // The link only opens a page: pressing its button confirms.
  const message = await waitForEmail(email, /Confirm your subscription to/);
  await shopper.goto(linkIn(message, '/newsletter/confirm'));
  await expect(
    shopper.getByRole('heading', { name: 'Confirm your subscription', level: 1 }),
  ).toBeVisible();
  const screen = shopper.getByTestId('newsletter-page');
  await screen.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(screen.getByRole('status')).toHaveText(`Thank you! ${email} is subscribed.`);
  await expectNoSeriousAxeViolations(shopper, 'the confirmation page');

  // A link with a token that is not the customer's says so and changes nothing.
  const forged = linkIn(message, '/newsletter/confirm').replace(
    /t=[^&]+$/,
    't=forged-token-0123456789',
  );
  await shopper.goto(forged);
  await screen.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(screen.getByRole('alert')).toContainText('not valid');

  // The merchant's Customers screen: the shopper, subscribed by the newsletter signup.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/customers');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByTestId('customer-marketing')).toHaveText('Subscribed');
  await expect(row.getByTestId('customer-source')).toHaveText('Newsletter signup');
  await expectNoSeriousAxeViolations(page, 'the Customers screen');
  // Taking the consent back asks first.
  await row.getByRole('button', { name: `Unsubscribe ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Unsubscribe ${email}?` });
  await dialog.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId('customer-marketing')).toHaveText('Unsubscribed');
  await expect(row.getByTestId('customer-source')).toHaveText('Removed by you');

  // The email's own unsubscribe link works too (it stays good; the shopper is told).
  await shopper.goto(linkIn(message, '/newsletter/unsubscribe'));
  const leave = shopper.getByTestId('newsletter-page');
  await leave.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(leave.getByRole('status')).toHaveText(
    `${email} is unsubscribed. You will get no more marketing emails.`,
  );

  await shopper.close();
  expect(problems).toEqual([]);
});
