/**
 * The marketing host's platform pages in Chromium: each legal page renders its heading, its
 * effective date, a table of contents and the configured operator's name (playwright.config:
 * E2E_OPERATOR); the platform contact form shows its field errors, then, with the real
 * ALTCHA widget solved under the dashboard's CSP, sends — and the operator's mailbox gets the
 * message with the sender as Reply-To.
 */
import { expect, test } from '@playwright/test';
import { E2E_OPERATOR } from '../../playwright.config';
import { unique } from './catalog-helpers';
import { expectNoSeriousAxeViolations } from './axe';
import { waitForEmail } from './mailbox';
import { watchProblems } from './page-problems';

const legalPages = [
  { path: '/terms', heading: 'Terms of service', section: '3. Trial and plans' },
  { path: '/refund-policy', heading: 'Refund policy', section: 'When we refund' },
  { path: '/service-policy', heading: 'Service policy', section: 'Reports and enforcement' },
  { path: '/privacy-policy', heading: 'Privacy policy', section: 'Cookies' },
];

for (const { path, heading, section } of legalPages) {
  test(`${path} renders its text with the configured operator`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/^Effective \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page.locator('main').getByText(E2E_OPERATOR.name).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, path);
    // The table of contents leads to its sections.
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: section })
      .click();
    await expect(page).toHaveURL(new RegExp(`#`));
    await expect(page.getByText('Placeholder')).toHaveCount(0);
  });
}

test('the footer reaches every legal page', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Policies' });
  await footer.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await footer.getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
});

test('the contact form shows its errors, then sends to the platform address', async ({ page }) => {
  const problems = watchProblems(page);
  // Hold the captcha challenge until the empty form's errors have been read: clicking submit
  // focuses the form, which starts the widget's solve, and a quick solve would (rightly) clear
  // the captcha's error before this test could see it.
  let releaseChallenge = () => {};
  const challengeHeld = new Promise<void>((resolve) => (releaseChallenge = resolve));
  await page.route('**/api/captcha/challenge', async (route) => {
    await challengeHeld;
    await route.continue();
  });

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/contact');

  await page.getByTestId('platform-contact-submit').click();
  await expect(page.getByTestId('field-error-name')).toHaveText('Name is required');
  await expect(page.getByTestId('field-error-email')).toHaveText('Email is required');
  await expect(page.getByTestId('field-error-subject')).toHaveText('Subject is required');
  await expect(page.getByTestId('field-error-message')).toHaveText('Message is required');
  await expect(page.getByTestId('field-error-captchaToken')).toHaveText(
    'Please complete the CAPTCHA before submitting.',
  );
  releaseChallenge();

  const subject = `Plans for my bakery ${unique()}`;
  await page.getByTestId('platform-contact-name').fill('Grace Hopper');
  await page.getByTestId('platform-contact-email').fill('not-an-email');
  await page.getByTestId('platform-contact-subject').fill(subject);
  await page.getByTestId('platform-contact-message').fill('Can I use my own domain?');
  await page.getByTestId('platform-contact-submit').click();
  await expect(page.getByTestId('field-error-email')).toHaveText('Enter a valid email');
  await page.getByTestId('platform-contact-email').fill('grace@example.com');

  // The widget starts its proof-of-work as soon as a field is focused.
  await expect(page.getByTestId('contact-captcha-hint')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('altcha-widget').getByText('Verified')).toBeVisible();
  await expect(page.getByTestId('field-error-captchaToken')).toHaveCount(0);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/email/platform-contact-email'));
  await page.getByTestId('platform-contact-submit').click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByTestId('platform-contact-sent')).toContainText('Your message was sent');

  const email = await waitForEmail(E2E_OPERATOR.contactEmail, new RegExp(subject));
  expect(email).toMatch(/Reply-To: grace@example\.com/i);
  expect(email).toContain('Grace Hopper <grace@example.com>');
  expect(email).toContain('Can I use my own domain?');
  expect(problems).toEqual([]);
});
