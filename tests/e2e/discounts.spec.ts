/**
 * Acceptance (issue 30), the shopper's side on the offers store (fixtures.ts OFFERS_STORE): a
 * code typed in the cart drawer carries to the checkout, whose total is the order's, with the
 * discount and tax lines (and the merchant's invoice says them); an expired code says so;
 * buy 2 get 1 gives the cheapest tee free; free shipping over 50 applies at 50.00 and not at
 * 49.99; where the tax depends on the province, the checkout asks for one from a list and
 * taxes by it.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { expectNoSeriousAxeViolations } from './axe';
import { OFFERS_STORE } from './fixtures';
import { hydrated } from './storefront-helpers';
import { loginAs } from './catalog-helpers';

const storeUrl = (path: string) => `http://${OFFERS_STORE.subdomain}.localhost:${E2E_PORT}${path}`;

/** Adds one of `slug`; `inCart` is how many items the cart then holds (the badge says so). */
async function addToCart(page: Page, slug: string, inCart = 1) {
  await page.goto(storeUrl(`/product/${slug}`));
  await hydrated(page);
  const badge = page.getByTestId('navbar').getByTestId('cart-badge');
  // The badge reads the stored cart after hydration: wait for what is already there.
  await expect(badge).toHaveText(String(inCart - 1));
  await page.getByTestId('add-to-cart').click();
  await expect(badge).toHaveText(String(inCart));
}

async function openDrawer(page: Page) {
  await page.getByTestId('navbar').getByTestId('cart-button').click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer).toHaveAttribute('data-state', 'open');
  return drawer;
}

async function fillCheckout(page: Page) {
  // The form mounts once the cart is read (after hydration); the drawer, when it led here,
  // has slid out (the page behind it is inert until then).
  await hydrated(page);
  await expect(page.locator('[data-testid="cart-drawer"]:not([data-state="closed"])')).toHaveCount(
    0,
  );
  await expect(page.getByTestId('checkout-line').first()).toBeVisible();
  const field = (id: string) => page.getByTestId(`checkout-${id}`);
  await field('name').fill('Offer Shopper');
  await field('phone').fill('+1 555 0100');
  await field('email').fill('offer-shopper@example.com');
  await field('line1').fill('1 Main Street');
  await field('city').fill('Springfield');
  await field('postalCode').fill('12345');
  await field('country').selectOption('US');
}

/**
 * The merchant's invoice of the order the confirmation page shows (its id is in the URL): its
 * discount line, its tax lines per rate and its total. Leaves the page where it was.
 */
async function expectInvoice(
  page: Page,
  expected: {
    discount?: { label: string; amount: string };
    taxes: [string, string][];
    total: string;
  },
) {
  const back = page.url();
  const orderId = new URL(back).searchParams.get('order');
  expect(orderId).toBeTruthy();
  const invoice = await page.context().newPage();
  await loginAs(page.context(), OFFERS_STORE);
  await invoice.goto(`/dashboard/orders/${orderId}/print?doc=invoice`);
  const totals = invoice.getByTestId('print-totals');
  if (expected.discount) {
    await expect(totals.getByTestId('print-row-discount')).toHaveText(expected.discount.label);
    await expect(totals.getByTestId('print-amount-discount')).toHaveText(expected.discount.amount);
  }
  await expect(totals.getByTestId('print-row-tax')).toHaveText(expected.taxes.map(([l]) => l));
  await expect(totals.getByTestId('print-amount-tax')).toHaveText(expected.taxes.map(([, a]) => a));
  await expect(invoice.getByTestId('print-total')).toHaveText(expected.total);
  await invoice.close();
}

const applyCode = async (scope: ReturnType<Page['getByTestId']>, code: string) => {
  await scope.getByLabel('Discount code', { exact: true }).fill(code);
  await scope.getByRole('button', { name: 'Apply' }).click();
};

test('a code in the cart drawer: the checkout total is the order total, with its discount and tax lines', async ({
  page,
}) => {
  await addToCart(page, OFFERS_STORE.mugSlug);
  const drawer = await openDrawer(page);
  await expect(drawer.getByTestId('cart-total')).toHaveText('$49.99');
  await applyCode(drawer, OFFERS_STORE.code.toLowerCase());
  const code = drawer.getByTestId('discount-code');
  await expect(code).toHaveAttribute('data-state', 'applied');
  await expect(code).toContainText('SAVE10');
  await expect(drawer.getByTestId('cart-line-offer')).toHaveText('−$5.00 (10% off)');
  await expect(drawer.getByTestId('cart-discount')).toHaveText('−$5.00');
  await expect(drawer.getByTestId('cart-total')).toHaveText('$44.99');
  await expect(drawer.getByTestId('cart-note')).toHaveText(
    'Shipping and taxes are calculated at checkout.',
  );
  await expectNoSeriousAxeViolations(
    page,
    'the cart drawer with a code',
    '[data-testid="cart-drawer"]',
  );

  // The checkout keeps the code; with the address, shipping and the 8% tax (on shipping too).
  await drawer.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(storeUrl('/checkout'));
  await fillCheckout(page);
  const summary = page.locator('.sf-checkout__summary');
  await expect(summary.getByTestId('discount-code')).toHaveAttribute('data-state', 'applied');
  await expect(summary.getByTestId('checkout-discount')).toHaveText('−$5.00');
  await expect(summary.getByTestId('checkout-shipping')).toHaveText('$5.00');
  // (44.99 + 5.00) × 8% = 4.00 (3.5992 + 0.40, rounded per line).
  await expect(summary.getByTestId('checkout-tax')).toHaveText('$4.00');
  await expect(summary.getByTestId('checkout-total')).toHaveText('$53.99');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('confirmation-total')).toHaveText('$53.99');
  await expect(page.getByTestId('confirmation-discount')).toHaveText('−$5.00');
  await expect(page.getByTestId('confirmation-tax')).toHaveText('$4.00');
  // The merchant's invoice says the same lines.
  await expectInvoice(page, {
    discount: { label: 'Discount (SAVE10)', amount: '−$5.00' },
    taxes: [['Sales tax 8%', '$4.00']],
    total: '$53.99',
  });
  // The order used the code: the cart and its codes are gone.
  await page.goto(storeUrl('/'));
  await hydrated(page);
  await expect(page.getByTestId('navbar').getByTestId('cart-badge')).toHaveText('0');
  expect(await page.evaluate(() => localStorage.getItem('cart-discount-codes'))).toBe('[]');
});

test('an expired code says so, and the total stays', async ({ page }) => {
  await addToCart(page, OFFERS_STORE.mugSlug);
  const drawer = await openDrawer(page);
  await applyCode(drawer, OFFERS_STORE.expiredCode);
  const code = drawer.getByTestId('discount-code');
  await expect(code).toHaveAttribute('data-state', 'refused');
  await expect(code.getByTestId('discount-code-note')).toHaveText('SUMMER24 has expired');
  await expect(drawer.getByTestId('cart-total')).toHaveText('$49.99');
  await code.getByRole('button', { name: 'Remove code SUMMER24' }).click();
  await expect(drawer.getByTestId('discount-code')).toHaveCount(0);
  await applyCode(drawer, 'NOT A CODE');
  await expect(drawer.getByTestId('discount-code-error')).toHaveText(
    'A code holds letters, digits, - and _ only',
  );
});

test('buy 2 tees get 1 free: the cheapest is free, shown on its line', async ({ page }) => {
  for (const [i, slug] of OFFERS_STORE.tees.entries()) await addToCart(page, slug, i + 1);
  const drawer = await openDrawer(page);
  const pin = drawer.getByTestId('cart-line').filter({ hasText: 'Tee Pin' });
  await expect(pin.getByTestId('cart-line-offer')).toHaveText('−$15.00 (Buy 2 tees, get 1 free)');
  await expect(drawer.getByTestId('cart-line-offer')).toHaveCount(1);
  await expect(drawer.getByTestId('cart-total')).toHaveText('$50.00');
  await drawer.getByTestId('cart-checkout').click();
  await fillCheckout(page);
  const summary = page.locator('.sf-checkout__summary');
  await expect(summary.getByTestId('line-discount')).toHaveText('−$15.00 (Buy 2 tees, get 1 free)');
  // Free shipping over 50 counts the subtotal before discounts (65.00): it holds too.
  const discounts = summary.getByTestId('checkout-discount');
  await expect(discounts).toHaveText(['−$15.00', '−$5.00']);
  // 50.00 of tees (8%: 2.40 + 1.60 + 0 on the free pin), shipping free.
  await expect(summary.getByTestId('checkout-tax')).toHaveText('$4.00');
  await expect(summary.getByTestId('checkout-total')).toHaveText('$54.00');
});

test('free shipping over 50 applies at 50.00 and not at 49.99', async ({ page }) => {
  await addToCart(page, OFFERS_STORE.lampSlug);
  await page.goto(storeUrl('/checkout'));
  await fillCheckout(page);
  const summary = page.locator('.sf-checkout__summary');
  await expect(summary.getByTestId('checkout-shipping')).toHaveText('$5.00');
  const shippingDiscount = summary.getByTestId('checkout-discount');
  await expect(shippingDiscount).toHaveText('−$5.00');
  await expect(summary).toContainText('Shipping discount (Free shipping over 50)');
  // 50.00 + 8% = 4.00 (shipping free, nothing to tax there).
  await expect(summary.getByTestId('checkout-total')).toHaveText('$54.00');

  await page.evaluate(() => localStorage.removeItem('cart'));
  await addToCart(page, OFFERS_STORE.mugSlug);
  await page.goto(storeUrl('/checkout'));
  await fillCheckout(page);
  await expect(summary.getByTestId('checkout-discount')).toHaveCount(0);
  await expect(summary.getByTestId('checkout-shipping')).toHaveText('$5.00');
  // 49.99 + 5.00 + 8% (4.00 + 0.40).
  await expect(summary.getByTestId('checkout-total')).toHaveText('$59.39');
});

test('where tax depends on the province, the checkout asks for it from a list and taxes by it', async ({
  page,
}) => {
  await addToCart(page, OFFERS_STORE.mugSlug);
  await page.goto(storeUrl('/checkout'));
  await fillCheckout(page);
  // The US has one rate: its state stays a typed line.
  await expect(page.getByRole('textbox', { name: /Region/ })).toBeVisible();
  await page.getByTestId('checkout-country').selectOption('CA');
  const province = page.getByRole('combobox', { name: 'Province' });
  await expect(province).toBeVisible();
  await expect(province).toHaveValue('');
  const summary = page.locator('.sf-checkout__summary');
  // Without a province: the GST alone is known, and Place order asks for one.
  await expect(summary.getByTestId('checkout-tax')).toHaveText('$2.75');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('checkout-errors')).toContainText('Region is required');
  await expectNoSeriousAxeViolations(page, 'the checkout asking for a province');
  // British Columbia: its 7% on top of the 5% (49.99 + 5.00 shipping) → 2.75 + 3.85.
  await province.selectOption({ label: 'British Columbia' });
  await expect(summary.getByTestId('checkout-tax')).toHaveText(['$2.75', '$3.85']);
  await expect(summary).toContainText('PST 7%');
  await expect(summary.getByTestId('checkout-total')).toHaveText('$61.59');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('confirmation-total')).toHaveText('$61.59');
  await expect(page.getByTestId('confirmation-tax')).toHaveText(['$2.75', '$3.85']);
  await expectInvoice(page, {
    taxes: [
      ['GST 5%', '$2.75'],
      ['PST 7%', '$3.85'],
    ],
    total: '$61.59',
  });
});
