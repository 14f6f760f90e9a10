/**
 * Acceptance (contact form) on the demo store's /about page, in Chromium with the real
 * ALTCHA widget solving the real proof-of-work under the page's CSP: the hint and disabled
 * button until verified, the spec's validation messages, errors clearing as the shopper
 * types, a full send, the failure message, and no captcha code on pages without a form.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoStoreUrl as demo } from './catalog-helpers';
import { watchProblems } from './page-problems';
import { hydrated } from './storefront-helpers';

const HINT = 'Complete verification to enable send';
const SEND_FAILED = 'Message failed. Something went wrong — please try again later.';

/** The contact form on the page, by its test ids. */
class ContactForm {
  constructor(readonly page: Page) {}
  field = (name: 'name' | 'email' | 'subject' | 'message') =>
    this.page.getByTestId(`contact-${name}`);
  error = (name: 'name' | 'email' | 'subject' | 'message') =>
    this.page.getByTestId(`contact-error-${name}`);
  submit = () => this.page.getByTestId('contact-submit');
  status = () => this.page.getByTestId('contact-status');
  hint = () => this.page.getByTestId('contact-captcha-hint');
  widget = () => this.page.locator('altcha-widget');
  /** The widget's state holder: its `data-state` is `unverified`, `verified`… */
  captchaState = () => this.widget().locator('[data-state]').first();

  async open() {
    await this.page.goto(demo('/about'));
    await hydrated(this.page);
    await expect(this.widget()).toBeVisible();
  }

  /** Ticks the widget and waits for the proof-of-work; returns how long it took (ms). */
  async solveCaptcha(): Promise<number> {
    const started = Date.now();
    await this.widget().getByText("I'm not a robot").click();
    await expect(this.hint()).toHaveCount(0, { timeout: 15_000 });
    await expect(this.submit()).toBeEnabled();
    return Date.now() - started;
  }

  /** Fills the four fields, in the form's order. */
  async fill(values: Record<'name' | 'email' | 'subject' | 'message', string>) {
    for (const name of ['name', 'email', 'subject', 'message'] as const) {
      await this.field(name).fill(values[name]);
    }
  }
}

test('the send button waits for the captcha, which the widget solves under the page CSP', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const form = new ContactForm(page);
  await form.open();
  await expect(form.hint()).toHaveText(HINT);
  await expect(form.submit()).toBeDisabled();
  const ms = await form.solveCaptcha();
  // The widget pads to 500 ms on purpose; the proof-of-work itself is a fraction of that.
  expect(ms).toBeLessThan(5_000);
  await expect(form.captchaState()).toHaveAttribute('data-state', 'verified');
  expect(problems).toEqual([]);
});

test('an empty submit shows every validation message, and each clears as the shopper types', async ({
  page,
}) => {
  const form = new ContactForm(page);
  await form.open();
  await form.solveCaptcha();
  await form.submit().click();
  await expect(form.error('name')).toHaveText('Name is required');
  await expect(form.error('email')).toHaveText('Email is required');
  await expect(form.error('subject')).toHaveText('Subject is required');
  await expect(form.error('message')).toHaveText('Message is required');
  await expect(form.field('name')).toBeFocused();

  await form.field('name').fill('Ada');
  await expect(form.error('name')).toHaveCount(0);
  await expect(form.error('email')).toHaveText('Email is required');

  await form.field('email').fill('ada@');
  await expect(form.error('email')).toHaveCount(0);
  await form.submit().click();
  await expect(form.error('email')).toHaveText('Enter a valid email');
  await form.field('email').pressSequentially('example.com');
  await expect(form.error('email')).toHaveCount(0);

  await form.field('subject').fill('Sizes');
  await expect(form.error('subject')).toHaveCount(0);
  await form.field('message').fill('Hello');
  await expect(form.error('message')).toHaveCount(0);
});

test('a valid message is sent: success notice, empty fields, and a fresh captcha needed', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const form = new ContactForm(page);
  await form.open();
  await form.solveCaptcha();
  await form.fill({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'Do you ship abroad?',
    message: 'I would like to order two shirts to Lisbon.',
  });
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/email/send-contact-email'));
  await form.submit().click();
  expect((await sent).status()).toBe(201);

  await expect(form.status()).toHaveAttribute('data-status', 'success');
  await expect(form.status()).toContainText('Message Sent Successfully!');
  await expect(form.status()).toContainText("We'll get back to you within 24 hours");
  for (const name of ['name', 'email', 'subject', 'message'] as const) {
    await expect(form.field(name)).toHaveValue('');
  }
  // The token was spent: the widget is reset and the button waits for a new one.
  await expect(form.hint()).toHaveText(HINT);
  await expect(form.submit()).toBeDisabled();
  await expect(form.captchaState()).toHaveAttribute('data-state', 'unverified');
  expect(problems).toEqual([]);
});

test('a failed send shows the failure message and keeps what the shopper wrote', async ({
  page,
}) => {
  await page.route('**/api/email/send-contact-email', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  const form = new ContactForm(page);
  await form.open();
  await form.solveCaptcha();
  await form.fill({
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'Hi',
    message: 'Hello there',
  });
  await form.submit().click();
  await expect(form.status()).toHaveAttribute('data-status', 'error');
  await expect(form.status()).toHaveText(SEND_FAILED);
  await expect(form.field('message')).toHaveValue('Hello there');
});

test('pages without a contact form load no captcha code', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await page.goto(demo('/product/classic-t-shirt'));
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(urls.filter((u) => /captcha|altcha|pbkdf2/i.test(u))).toEqual([]);
});
