/**
 * Acceptance (shipping, issue 11): a merchant of a fresh store stops shipping to the rest of
 * the world and creates a "Japan" zone with a rate by weight in /dashboard/shipping; on the
 * store host a shopper in Japan is offered that rate at the right price for the cart's weight
 * (and the order is charged it), while a shopper in Peru is told the store does not ship there
 * and cannot place the order. axe checks the screen and its dialogs.
 */
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { newMerchantStore } from './builder-fixtures';

test('a zone with a weight rate is offered to its country; another country is told no', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const store = await newMerchantStore(context);
  const product = await context.request.post('/api/dashboard/products/add-product', {
    data: {
      storeId: store.storeId,
      name: 'Cast Iron Kettle',
      price: 30,
      status: 'active',
      stock: 10,
      weightGrams: 1500,
    },
  });
  expect(product.ok(), await product.text()).toBe(true);

  // ---- the merchant ----
  await page.goto('/dashboard/shipping');
  const world = page.getByTestId('shipping-zone').filter({ hasText: 'Rest of world' });
  await expect(world.getByTestId('shipping-rate')).toHaveCount(2);
  await expect(page.getByTestId('shipping-empty')).toContainText('Add your first zone');
  await expect(world.getByTestId('shipping-rate').first()).toContainText('Free over $50.00');
  await expectNoSeriousAxeViolations(page, 'the shipping screen');

  // Stop shipping everywhere else: delete both default rates, each confirmed by name.
  for (const name of ['Standard delivery', 'Express delivery']) {
    await world.locator(`[data-rate="${name}"]`).getByTestId('delete-rate').click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm.getByRole('heading')).toHaveText(`Delete ${name}?`);
    await expect(confirm).toContainText(
      `Shoppers in Rest of world will no longer be offered ${name}`,
    );
    await page.getByTestId('confirm-dialog-confirm').click();
    await expect(page.getByText(`${name} deleted`)).toBeVisible();
  }
  await expect(world.getByTestId('zone-no-rates')).toContainText('No rates yet');

  // A zone for Japan, its country found by typing.
  await page.getByTestId('add-zone').first().click();
  const zoneDialog = page.getByTestId('zone-dialog');
  await zoneDialog.getByTestId('zone-save').click();
  await expect(zoneDialog).toContainText('Zone name is required');
  await expect(zoneDialog).toContainText('Add at least one country');
  await zoneDialog.getByLabel('Zone name').fill('Japan');
  await zoneDialog.getByLabel('Search countries').fill('japa');
  await zoneDialog.getByLabel('Search countries').press('Enter');
  await expect(zoneDialog.getByTestId('chosen-countries')).toHaveText(/Japan/);
  await expectNoSeriousAxeViolations(page, 'the zone dialog', '[data-testid="zone-dialog"]');
  await zoneDialog.getByTestId('zone-save').click();
  await expect(zoneDialog).toHaveCount(0);
  const japan = page.getByTestId('shipping-zone').filter({ hasText: 'Japan' }).first();
  await expect(japan.getByTestId('zone-country')).toHaveText(['Japan']);
  await expect(page.getByTestId('shipping-empty')).toHaveCount(0);

  // A rate by weight: a second band that does not end above the first is refused on its cell.
  await japan.getByTestId('add-rate').first().click();
  const rateDialog = page.getByTestId('rate-dialog');
  await rateDialog.getByLabel('Rate type').selectOption('weight');
  await rateDialog.getByLabel('Name', { exact: true }).fill('Courier');
  await rateDialog.getByLabel('Band 1: up to grams').fill('1000');
  await rateDialog.getByLabel('Band 1: price').fill('8');
  await rateDialog.getByTestId('add-band').click();
  await rateDialog.getByLabel('Band 2: up to grams').fill('800');
  await rateDialog.getByLabel('Band 2: price').fill('14');
  await rateDialog.getByTestId('rate-save').click();
  await expect(rateDialog).toContainText('Must be above the band before (1000 g)');
  await expect(rateDialog.getByLabel('Band 2: up to grams')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await rateDialog.getByLabel('Band 2: up to grams').fill('5000');
  await expectNoSeriousAxeViolations(page, 'the rate dialog', '[data-testid="rate-dialog"]');
  await rateDialog.getByTestId('rate-save').click();
  await expect(rateDialog).toHaveCount(0);
  await expect(page.getByText('Courier saved').last()).toBeVisible();
  const courier = japan.locator('[data-rate="Courier"]');
  await expect(courier.getByTestId('rate-condition')).toHaveText('0–1 kg1–5 kg');
  await expect(courier.getByTestId('rate-price')).toHaveText('$8.00$14.00');

  // ---- a shopper in Japan, on the store host ----
  const shop = (path: string) => `http://${store.subdomain}.localhost:${E2E_PORT}${path}`;
  await page.goto(shop('/product/cast-iron-kettle'));
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(shop('/checkout'));
  const field = (name: string) => page.getByTestId(`checkout-${name}`);
  await field('country').selectOption({ label: 'Japan' });
  const options = page.getByTestId('shipping-option');
  await expect(options).toHaveCount(1);
  // 1.5 kg falls in the second band.
  await expect(page.getByTestId('shipping-methods')).toContainText('Courier');
  await expect(page.getByTestId('shipping-option-price')).toHaveText('$14.00');
  await expect(page.getByTestId('checkout-total')).toHaveText('$44.00');

  // ---- the same cart from Peru ----
  await field('country').selectOption({ label: 'Peru' });
  await expect(page.getByTestId('no-shipping')).toHaveText("We don't ship to Peru yet.");
  await expect(options).toHaveCount(0);
  const placeOrder = page.getByTestId('place-order');
  await expect(placeOrder).toBeDisabled();
  await expect(placeOrder).toHaveAccessibleDescription(/we don't ship to Peru yet/);
  await expect(page.getByTestId('place-order-blocked')).toBeVisible();

  // Back to Japan: the order is placed and charged the band's price.
  await field('country').selectOption('JP');
  await field('name').fill('Aiko Tanaka');
  await field('phone').fill('+81 3 1234 5678');
  await field('email').fill('aiko@example.com');
  await field('line1').fill('1-1 Marunouchi');
  await field('city').fill('Tokyo');
  await field('postalCode').fill('100-0005');
  await expect(placeOrder).toBeEnabled();
  await placeOrder.click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  await expect(page.getByTestId('confirmation-total')).toHaveText('$44.00');
});
