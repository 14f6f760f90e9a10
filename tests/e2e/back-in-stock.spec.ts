/**
 * Acceptance (issue 31, back-in-stock alerts): a sold-out product's page offers "Email me when
 * available"; a shopper asks; the merchant's product screen counts them; the merchant
 * restocks it; the shopper gets exactly one email, which links to the product.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { storeUrl } from './builder-fixtures';
import { loginAsDemo, unique, type ProductFixture } from './catalog-helpers';
import { emailsTo, waitForEmail } from './mailbox';
import { hydrated } from './storefront-helpers';

test('a sold-out product is asked for, restocked, and its one email arrives', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const storeId = await loginAsDemo(context);
  const name = `Restock Lantern ${unique()}`;
  const added = await context.request.post('/api/dashboard/products/add-product', {
    data: { storeId, status: 'active', stock: 0, name, price: 30 },
  });
  expect(added.status(), await added.text()).toBe(201);
  const product = (await added.json()) as ProductFixture;
  const email = `waiting-${unique()}@example.com`;

  // The shopper finds it sold out and asks to be told.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(storeUrl('demo', `/product/${product.slug}`));
  await hydrated(shopper);
  await expect(shopper.getByTestId('add-to-cart')).toHaveText('Out of stock');
  const form = shopper.getByTestId('restock-form');
  await form.getByRole('button', { name: 'Email me when available' }).click();
  await expect(form.getByRole('alert')).toHaveText('Enter your email');
  await form.getByLabel("Sold out. Get an email when it's back:").fill(email);
  await expectNoSeriousAxeViolations(shopper, 'the sold-out product page');
  await form.getByRole('button', { name: 'Email me when available' }).click();
  await expect(shopper.getByTestId('restock-done')).toHaveText(
    `Thanks! We'll email ${email} once it's back in stock.`,
  );

  // The merchant sees who waits, and restocks.
  await page.goto(`/dashboard/edit-product/${product.id}`);
  await expect(page.getByTestId('restock-waiting')).toHaveText(
    '1 shopper will get an email when it is back (five per unit restocked).',
  );
  const restocked = await context.request.put('/api/dashboard/products/update-product', {
    data: { storeId, productId: product.id, stock: 3 },
  });
  expect(restocked.status(), await restocked.text()).toBe(200);

  const mail = await waitForEmail(email, /is back in stock/, 40_000);
  expect(mail).toContain(`/product/${product.slug}`);
  // Its request is answered: no one waits any more, and it was one email.
  await page.reload();
  await expect(page.getByTestId('restock-demand')).toContainText('No one is waiting');
  expect(emailsTo(email).filter((m) => /is back in stock/.test(m))).toHaveLength(1);
});
