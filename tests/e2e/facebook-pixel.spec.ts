/**
 * Acceptance (Facebook pixel, issue 12): a merchant of a fresh store sets a pixel id on
 * /dashboard/facebook-ads (a wrong one is refused with the API's message), sees the events the
 * storefront sends, and "Test events" opens the store with the test flag in a new tab, where
 * the overlay lists PageView, then ViewContent on a product, AddToCart and InitiateCheckout at
 * the checkout, each with an eventID, the very one handed to fbq. The vendor's script is
 * blocked (as offline): the overlay shows what our code sends regardless. Removing the pixel
 * asks first.
 */
import { expect, test, type Page } from '@playwright/test';
import { newMerchantStore, storeUrl } from './builder-fixtures';
import { expectNoSeriousAxeViolations } from './axe';

const PIXEL_ID = '123456789012345';

/** The fbq calls of the page: the vendor stub's queue (its script never loads here). */
const fbqQueue = (page: Page) =>
  page.evaluate(() => (window as unknown as { fbq?: { queue?: unknown[][] } }).fbq?.queue ?? []);

test('set a pixel, open the store in test mode and watch the events fire', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.route('https://connect.facebook.net/**', (route) => route.abort());
  const store = await newMerchantStore(context);
  const added = await context.request.post('/api/dashboard/products/add-product', {
    data: { storeId: store.storeId, name: 'Pixel Lamp', price: 25, status: 'active', stock: 5 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { slug } = (await added.json()) as { slug: string };

  // ---- the merchant sets the pixel ----
  await page.goto('/dashboard/facebook-ads');
  await expect(page.getByRole('heading', { name: 'Facebook ads', level: 1 })).toBeVisible();
  await expect(page.getByTestId('fb-pixel-status')).toHaveText('No pixel');
  // The task leads: the field comes before the event reference, which is behind a disclosure.
  const field = page.getByLabel('Pixel id');
  const events = page.getByTestId('pixel-events-table');
  await expect(events).toBeHidden();
  expect((await field.boundingBox())!.y).toBeLessThan(
    (await page.getByTestId('fb-pixel-events').boundingBox())!.y,
  );
  await page.getByText('Which events your store sends').click();
  for (const name of ['PageView', 'ViewContent', 'AddToCart', 'InitiateCheckout', 'Purchase'])
    await expect(events.getByRole('rowheader', { name })).toBeVisible();
  await expect(page.getByTestId('pixel-event-AddToCart')).toContainText('quantity');
  await expectNoSeriousAxeViolations(page, 'facebook ads');

  await field.fill('12345');
  await page.getByTestId('save-bar-save').click();
  await expect(page.getByTestId('field-error-fbPixelId')).toHaveText(
    'A pixel id is 15 or 16 digits (find it in Meta Events Manager)',
  );
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(PIXEL_ID);
  await page.getByTestId('save-bar-save').click();
  await expect(page.getByText('Pixel saved').last()).toBeVisible();
  await expect(page.getByTestId('fb-pixel-status')).toHaveText('Pixel on');
  await expect(page.getByTestId('fb-pixel-summary')).toContainText(PIXEL_ID);

  // ---- "Send a test event": the store's home, framed in test mode, reports its PageView ----
  await page.getByRole('button', { name: 'Send a test event' }).click();
  const result = page.getByTestId('fb-pixel-test-result');
  await expect(result).toContainText(`PageView sent to pixel ${PIXEL_ID}`, { timeout: 20_000 });
  await expect(result.getByTestId('fb-pixel-test-event-id')).toHaveText(/^PageView-[0-9a-f]{12}$/);
  await expect(page.getByTestId('fb-pixel-test-frame')).toHaveCount(0);

  // ---- the whole store in a tab, with the flag: its panel lists every event ----
  const testLink = page.getByRole('link', { name: /Open your store in test mode/ });
  await expect(testLink).toHaveAttribute('target', '_blank');
  const [shop] = await Promise.all([context.waitForEvent('page'), testLink.click()]);
  await shop.waitForLoadState();
  expect(shop.url()).toBe(storeUrl(store.subdomain, '/?pixel_test=1'));
  await expect(shop.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });

  const overlay = shop.getByRole('complementary', { name: 'Pixel test mode' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByTestId('pixel-test-note')).toContainText(PIXEL_ID);
  const item = (name: string) =>
    overlay.getByTestId('pixel-test-event').filter({ has: shop.getByText(name, { exact: true }) });
  await expect(item('PageView')).toHaveCount(1);
  const pageViewId = await item('PageView').getByTestId('pixel-test-event-id').textContent();
  expect(pageViewId).toMatch(/^PageView-[0-9a-f]{12}$/);
  // The id in the overlay is the one fbq got (its 4th argument).
  expect(await fbqQueue(shop)).toContainEqual(['track', 'PageView', {}, { eventID: pageViewId }]);

  // A product: ViewContent (a new PageView too); test mode is remembered without the flag.
  await shop.goto(storeUrl(store.subdomain, `/product/${slug}`));
  await expect(item('ViewContent')).toHaveCount(1);
  await expect(item('ViewContent')).toContainText('Pixel Lamp');
  await expect(item('ViewContent').getByTestId('pixel-test-event-id')).toHaveText(
    /^ViewContent-[0-9a-f]{12}$/,
  );
  await shop.getByTestId('add-to-cart').click();
  await expect(item('AddToCart')).toHaveCount(1);
  await expect(item('AddToCart')).toContainText('quantity');
  const addId = await item('AddToCart').getByTestId('pixel-test-event-id').textContent();
  expect(addId).toMatch(/^AddToCart-[0-9a-f]{12}$/);
  expect(await fbqQueue(shop)).toContainEqual([
    'track',
    'AddToCart',
    expect.objectContaining({ content_name: 'Pixel Lamp', value: 25, quantity: 1 }),
    { eventID: addId },
  ]);
  // Newest first.
  await expect(overlay.getByTestId('pixel-test-event-name').first()).toHaveText('AddToCart');
  await expectNoSeriousAxeViolations(shop, 'pixel test overlay');

  // The checkout: InitiateCheckout with the cart's total and item count.
  await shop.goto(storeUrl(store.subdomain, '/checkout'));
  await expect(item('InitiateCheckout')).toHaveCount(1);
  await expect(item('InitiateCheckout')).toContainText('num_items');
  await expect(item('InitiateCheckout').getByTestId('pixel-test-event-id')).toHaveText(
    /^InitiateCheckout-[0-9a-f]{12}$/,
  );

  // Collapsing keeps the panel; "End test" removes it for the session.
  await overlay.getByRole('button', { name: 'Hide events' }).click();
  await expect(overlay.getByRole('log')).toBeHidden();
  await overlay.getByRole('button', { name: 'End test' }).click();
  await expect(overlay).toHaveCount(0);
  await shop.reload();
  await expect(shop.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
  await expect(shop.getByTestId('pixel-test-overlay')).toHaveCount(0);
  await shop.close();

  // ---- removing the pixel asks first ----
  await page.getByTestId('fb-pixel-remove').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm.getByRole('heading')).toHaveText(`Remove pixel ${PIXEL_ID}?`);
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(page.getByText('Pixel removed').last()).toBeVisible();
  await expect(page.getByTestId('fb-pixel-status')).toHaveText('No pixel');
  await expect(field).toHaveValue('');
});
