/**
 * Acceptance (checkout): Buy Now from the product page, the checkout form with its per-field
 * validation, a cash-on-delivery order and its confirmation (number, totals), a bank-transfer
 * order showing the store's instructions, and the empty cart.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { demoStoreUrl as demo, loginAsDemo, unique } from './catalog-helpers';
import { hydrated } from './storefront-helpers';

/** The checkout page's pieces. */
const checkout = (page: Page) => ({
  field: (name: string) => page.getByTestId(`checkout-${name}`),
  shipping: page.getByTestId('shipping-option'),
  cod: page.getByTestId('payment-cod'),
  bankTransfer: page.getByTestId('payment-bank-transfer'),
  placeOrder: page.getByTestId('place-order'),
  errors: page.getByTestId('checkout-errors'),
  total: page.getByTestId('checkout-total'),
  lines: page.getByTestId('checkout-line'),
});

/** Buy Now on a demo product with `options` picked (group -> value): on to the checkout. */
async function buyNow(page: Page, productSlug: string, options: Record<string, string> = {}) {
  await page.goto(demo(`/product/${productSlug}`));
  await hydrated(page);
  for (const [group, value] of Object.entries(options)) {
    await page
      .locator(`[data-testid="variation-option"][data-group="${group}"][data-value="${value}"]`)
      .click();
  }
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(demo('/checkout'));
}

async function fillContactAndAddress(page: Page, name: string) {
  const c = checkout(page);
  await c.field('name').fill(name);
  await c.field('phone').fill('+1 555 0100');
  await c.field('email').fill('shopper@example.com');
  await c.field('line1').fill('1 Main Street');
  await c.field('city').fill('Springfield');
  await c.field('postalCode').fill('12345');
  // A select of countries since issue 11 (shipping zones): it sends the code.
  await c.field('country').selectOption({ label: 'United States' });
}

test('Buy Now, a cash-on-delivery order and its confirmation', async ({ page }) => {
  await buyNow(page, 'classic-t-shirt', { Colour: 'Navy', Size: 'M' });

  const c = checkout(page);
  await expect(c.lines).toHaveCount(1);
  await expect(c.lines.first()).toContainText('Classic T-Shirt');
  await expect(c.shipping.first()).toBeChecked();
  // 19.99 + standard shipping 5.00 (free only from 50.00).
  await expect(c.total).toHaveText('$24.99');

  // Sending an empty form names each missing field and focuses the summary.
  await c.placeOrder.click();
  await expect(c.errors).toBeFocused();
  await expect(c.errors).toContainText('Name is required');
  await expect(c.field('email')).toHaveAttribute('aria-invalid', 'true');
  await c.field('email').fill('not-an-email');
  await expect(c.field('email')).not.toHaveAttribute('aria-invalid', 'true');

  await fillContactAndAddress(page, 'Cash Buyer');
  await c.cod.check();
  await c.placeOrder.click();

  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^#\d{4,}$/);
  await expect(page.getByTestId('confirmation-total')).toHaveText('$24.99');
  await expect(confirmation).toContainText('Cash on delivery');
  await expect(page.getByTestId('bank-transfer-instructions')).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout\?order=[0-9a-f-]{36}&token=[\w-]{20,}/);
  expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBe('[]');

  // The link works on its own (a reload fetches the order with its token).
  const number = await page.getByTestId('order-number').textContent();
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(number ?? '');
});

test('a bank-transfer order shows how to pay', async ({ page }) => {
  await buyNow(page, 'ceramic-mug');
  const c = checkout(page);
  await expect(c.lines).toHaveCount(1);
  await fillContactAndAddress(page, 'Bank Buyer');
  await c.bankTransfer.check();
  await c.placeOrder.click();

  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  const instructions = page.getByTestId('bank-transfer-instructions');
  await expect(instructions).toContainText('IBAN');
  const number = (await page.getByTestId('order-number').textContent()) ?? '';
  await expect(instructions).toContainText(number);
});

test('a cart with nothing to ship asks no address and charges no shipping', async ({
  page,
  browser,
}) => {
  // A gift card: an active product that is not sent by post.
  const merchant = await browser.newContext();
  const storeId = await loginAsDemo(merchant);
  const name = `Gift card ${unique()}`;
  const added = await merchant.request.post('/api/dashboard/products/add-product', {
    data: { storeId, name, price: 25, stock: 10, status: 'active', requiresShipping: false },
  });
  expect(added.status()).toBe(201);
  const { slug } = (await added.json()) as { slug: string };
  await merchant.close();

  await buyNow(page, slug);
  const c = checkout(page);
  await expect(page.getByTestId('checkout-nothing-shipped')).toHaveText(
    'Nothing in your cart is shipped, so we need no address.',
  );
  await expect(c.field('line1')).toHaveCount(0);
  await expect(page.getByTestId('shipping-methods')).toHaveCount(0);
  await expect(page.getByTestId('checkout-shipping')).toHaveCount(0);
  await expect(c.total).toHaveText('$25.00');
  await c.field('name').fill('Gift Buyer');
  await c.field('phone').fill('+1 555 0100');
  await c.field('email').fill('gift@example.com');
  await c.bankTransfer.check();
  await c.placeOrder.click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  await expect(page.getByTestId('confirmation-nothing-shipped')).toHaveText(
    'Nothing in this order is shipped.',
  );
  await expect(page.getByTestId('confirmation-total')).toHaveText('$25.00');
});

test('stock that ran out while the shopper was filling the form is explained, with a fix', async ({
  page,
}) => {
  await buyNow(page, 'classic-t-shirt', { Colour: 'White', Size: 'L' });
  // Ask for more than the store has, and let the first price check still say "plenty".
  await page.evaluate(() => {
    const lines = JSON.parse(window.localStorage.getItem('cart') ?? '[]') as { quantity: number }[];
    for (const l of lines) l.quantity = 40;
    window.localStorage.setItem('cart', JSON.stringify(lines));
  });
  // Every price check says "plenty" until the shopper submits (however often the page asks).
  let faking = true;
  await page.route('**/api/dashboard/products/product-pricing-shipping?**', async (route) => {
    if (!faking) return route.continue();
    // Node cannot resolve *.localhost: ask loopback with the store's Host header.
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${E2E_PORT}${url.pathname}${url.search}`,
      headers: { ...route.request().headers(), host: url.host },
    });
    const body = await response.json();
    for (const p of body.products)
      for (const v of p.variations) Object.assign(v, { available: 99, stockStatus: true });
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await hydrated(page);
  const c = checkout(page);
  await expect(c.lines).toHaveCount(1);
  await expect(page.getByTestId('line-problem')).toHaveCount(0);
  await fillContactAndAddress(page, 'Late Buyer');
  faking = false;
  await c.placeOrder.click();

  await expect(c.errors).toBeFocused();
  await expect(c.errors).toContainText('Only');
  const problem = page.getByTestId('line-problem');
  await expect(problem).toContainText(/Only \d+ of Classic T-Shirt/);
  await problem.getByRole('button', { name: /Change quantity to/ }).click();
  await expect(problem).toHaveCount(0);
  await c.placeOrder.click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
});

test('an empty cart says so and links to the shop', async ({ page }) => {
  await page.goto(demo('/checkout'));
  await hydrated(page);
  await expect(page.getByTestId('checkout-empty')).toContainText('Your cart is empty.');
  await expect(page.getByTestId('checkout-empty').getByRole('link')).toHaveAttribute(
    'href',
    '/shop',
  );
});

test('an order link with a wrong token shows nothing of the order', async ({ page }) => {
  await page.goto(
    demo('/checkout?order=00000000-0000-4000-8000-000000000000&token=AAAAAAAAAAAAAAAAAAAAAAAA'),
  );
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
});
