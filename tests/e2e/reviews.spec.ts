/**
 * Acceptance (issue 31, reviews): an order of the demo store's mug is delivered; its email
 * carries the review link; the buyer rates the mug on the store's review page with a photo (a
 * verified buyer's review, waiting for approval); the merchant publishes it from the Reviews screen;
 * the product page lists it with "Verified buyer" and its JSON-LD carries the AggregateRating
 * and the Review. A second review of the same product from the order is refused.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations } from './axe';
import { storeUrl } from './builder-fixtures';
import { loginAsDemo, unique } from './catalog-helpers';
import { waitForEmail } from './mailbox';
import { placeOrderViaApi } from './orders-helpers';
import { hydrated } from './storefront-helpers';

test('a delivered order is reviewed, published and shown with its stars and JSON-LD', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const storeId = await loginAsDemo(context);
  const email = `reviewer-${unique()}@example.com`;
  const order = await placeOrderViaApi(
    context.request,
    storeId,
    { name: 'Rita Reviewer', email },
    'cod',
  );
  for (const step of [
    { action: 'confirm' },
    { action: 'ship', carrier: 'UPS', trackingNumber: '1Z999' },
    { action: 'deliver' },
  ]) {
    const res = await context.request.post('/api/dashboard/orders/transition', {
      data: { orderId: order.orderId, ...step },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const mail = await waitForEmail(email, /was delivered/);
  const link = /https?:\/\/\S+\/review\?\S+/.exec(mail)?.[0];
  expect(link, 'the review link').toBeTruthy();

  // The buyer's review page, in a browser of their own.
  const buyer = await (await browser.newContext()).newPage();
  await buyer.goto(link!);
  await hydrated(buyer);
  const reviewPage = buyer.getByTestId('review-page');
  await expect(reviewPage.getByRole('heading', { level: 1 })).toHaveText(
    `Review your order #${order.orderNumber}`,
  );
  const form = buyer.getByTestId('review-form').filter({ hasText: 'Ceramic Mug' });
  await expect(form.getByLabel('Name shown with your review')).toHaveValue('Rita R.');
  // Nothing chosen: the form says what is missing.
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(form.getByRole('alert').first()).toHaveText('Choose a rating from 1 to 5 stars');
  await form.getByLabel('4 stars').check();
  const title = `Sturdy mug ${unique()}`;
  await form.getByLabel('Title (optional)').fill(title);
  await form
    .getByLabel('Your review', { exact: true })
    .fill('Keeps coffee warm <b>and</b> looks great.');
  // A photo, through the media pipeline: its preview shows before sending.
  await form.getByTestId('review-photo-input').setInputFiles({
    name: 'mug.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#c2410c' },
    })
      .png()
      .toBuffer(),
  });
  await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expectNoSeriousAxeViolations(buyer, 'the review page');
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(form.getByTestId('review-sent')).toHaveText(
    'Thank you! Your review will appear once the store has read it.',
  );

  // The merchant publishes it.
  await page.goto('/dashboard/reviews');
  const row = page.getByTestId('review-row').filter({ hasText: title });
  await expect(row.getByTestId('review-status')).toHaveText('Pending');
  await expect(row).toContainText(`Verified buyer · order #${order.orderNumber}`);
  await expectNoSeriousAxeViolations(page, 'the reviews screen');
  await row.getByTestId('review-publish').click();
  await expect(page.getByText('Review published')).toBeVisible();

  // The settings: Save waits for a change; a saved one is kept (then put back as it was).
  const settings = page.getByTestId('review-settings');
  const autoPublish = settings.getByTestId('review-auto-publish');
  const saveSettings = settings.getByTestId('review-settings-save');
  await expect(saveSettings).toBeDisabled();
  const was = await autoPublish.isChecked();
  await autoPublish.setChecked(!was);
  await saveSettings.click();
  await expect(page.getByText('Review settings saved')).toBeVisible();
  await expect(saveSettings).toBeDisabled();
  await page.reload();
  await expect(autoPublish).toBeChecked({ checked: !was });
  await autoPublish.setChecked(was);
  await saveSettings.click();
  await expect(saveSettings).toBeDisabled();

  // The product page lists it, and its JSON-LD names it.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(storeUrl('demo', '/product/ceramic-mug'));
  await hydrated(shopper);
  const reviews = shopper.getByTestId('product-reviews');
  const mine = reviews.getByTestId('review').filter({ hasText: title });
  await expect(mine).toContainText('Keeps coffee warm <b>and</b> looks great.');
  await expect(mine.getByTestId('review-verified')).toHaveText('Verified buyer');
  await expect(mine.getByTestId('review-author')).toHaveText('Rita R.');
  await expect(mine.getByRole('img', { name: 'Photo 1 from Rita R.' })).toBeVisible();
  const jsonLd = (await shopper.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((d) => d['@type'] === 'Product') as
    { aggregateRating?: { reviewCount: number }; review?: { name?: string }[] } | undefined;
  expect(jsonLd?.aggregateRating?.reviewCount).toBeGreaterThan(0);
  expect(jsonLd?.review?.map((r) => r.name)).toContain(title);

  // The same product cannot be reviewed twice from that order.
  await buyer.reload();
  await hydrated(buyer);
  await expect(
    buyer.getByTestId('review-form').filter({ hasText: 'Ceramic Mug' }).getByTestId('review-sent'),
  ).toHaveText('You already reviewed this product. Thank you!');
});
