/**
 * Acceptance (issue 31, the Customers screen): the merchant finds the store's buyers (made
 * from their orders), narrows them to returning customers, sorts by spend, opens one (their
 * numbers and orders), keeps a note and tags (a tag links to the list filtered by it), and
 * merges two records of one person: the orders join, the other record is gone.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { unique } from './builder-fixtures';
import { loginAsDemo } from './catalog-helpers';
import { placeOrderViaApi } from './orders-helpers';

test('the merchant finds, annotates and merges customers', async ({ page, context }) => {
  test.setTimeout(90_000);
  const storeId = await loginAsDemo(context);
  const tag = unique();
  const home = `merge-home-${tag}@example.com`;
  const work = `merge-work-${tag}@example.com`;
  const first = await placeOrderViaApi(
    context.request,
    storeId,
    { name: 'Mona Merge', email: home },
    'cod',
  );
  const second = await placeOrderViaApi(
    context.request,
    storeId,
    { name: 'Mona at work', email: work },
    'cod',
  );

  // The list: the demo's buyers; returning customers only, by spend.
  await page.goto('/dashboard/customers');
  const table = page.getByTestId('customers-table');
  await expect(table.getByTestId('customer-row').first()).toBeVisible();
  await page.getByTestId('filter-orders').selectOption('2');
  await expect(page).toHaveURL(/orders=2/);
  await expect(page.getByTestId('filter-summary')).toContainText('Returning (2 or more orders)');
  // The unfiltered page stays shown while the filtered one loads.
  const counts = () => table.getByTestId('customer-orders').allTextContents();
  await expect
    .poll(async () => (await counts()).length > 0 && (await counts()).every((n) => Number(n) >= 2))
    .toBe(true);
  await table.getByRole('button', { name: 'Spent' }).click();
  await expect(page).toHaveURL(/sort=spent_/);
  await expectNoSeriousAxeViolations(page, 'the Customers list, filtered and sorted');

  // Search finds Mona by name; her page shows her one order and its total.
  await page.goto('/dashboard/customers');
  await page.getByTestId('customers-search').fill(home);
  const row = table.getByTestId('customer-row').filter({ hasText: home });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Mona Merge' }).click();
  const screen = page.getByTestId('customer-screen');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Mona Merge');
  await expect(screen.getByTestId('customer-orders-count')).toHaveText('1');
  await expect(screen.getByTestId('customer-order')).toHaveCount(1);
  await expect(screen.getByTestId('customer-order')).toContainText(`#${first.orderNumber}`);

  // A note and tags, saved together; the tag links to the list filtered by it.
  const notes = screen.getByTestId('customer-notes');
  await notes.getByLabel('Note').fill('Call before delivery');
  await notes.getByLabel('Tags').fill(`vip-${tag}, Wholesale`);
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Customer saved')).toBeVisible();
  await expect(notes.getByRole('link', { name: `vip-${tag}` })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'a customer’s page');

  // Merge the work address's record into this one.
  await screen.getByTestId('customer-merge').click();
  const dialog = page.getByRole('dialog', { name: 'Merge into Mona Merge' });
  await expect(dialog.getByRole('button', { name: 'Merge customers' })).toBeDisabled();
  await dialog.getByTestId('merge-search').fill(work);
  await dialog.getByRole('radio', { name: new RegExp(work) }).check();
  await expect(dialog.getByTestId('merge-summary')).toContainText(`will be merged into ${home}`);
  await dialog.getByRole('button', { name: 'Merge customers' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(screen.getByTestId('customer-orders-count')).toHaveText('2');
  await expect(screen.getByTestId('customer-order')).toHaveCount(2);
  await expect(screen.getByTestId('customer-orders')).toContainText(`#${second.orderNumber}`);

  // The tag's link: the list of customers carrying it, Mona alone.
  await notes.getByRole('link', { name: `vip-${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`tag=vip-${tag}`));
  await expect(table.getByTestId('customer-row')).toHaveCount(1);
  await expect(table.getByTestId('customer-row')).toContainText(home);
  // The merged record is gone.
  await page.getByTestId('customers-search').fill(work);
  await expect(page.getByTestId('customers-no-match')).toBeVisible();
});
