/**
 * Acceptance (issue 30), the merchant's side on the offers store (fixtures.ts OFFERS_STORE):
 * the Discounts list (statuses, sentences, search), creating a code discount with its live
 * summary sentence, and the Taxes screen (EU presets added, saved, kept).
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { loginAs } from './catalog-helpers';
import { OFFERS_STORE } from './fixtures';

test('the discounts list says each discount in a sentence; a new code discount is summarised as it is typed', async ({
  page,
  context,
}) => {
  await loginAs(context, OFFERS_STORE);
  await page.goto('/dashboard/discounts');
  await expect(page.getByRole('heading', { name: 'Discounts', level: 1 })).toBeVisible();
  const row = (title: string) => page.getByTestId('discount-row').filter({ hasText: title });
  await expect(row('Summer 2024').getByTestId('discount-status')).toHaveText('Expired');
  await expect(row('10% off').getByTestId('discount-codes')).toHaveText('SAVE10');
  await expect(row('Free shipping over 50').getByTestId('discount-summary')).toHaveText(
    'Free shipping, minimum $50.00, applied automatically',
  );
  await expect(row('Buy 2 tees, get 1 free').getByTestId('discount-summary')).toHaveText(
    'Buy 2 of Tees, get 1 of Tees free (cheapest first), applied automatically',
  );
  await expectNoSeriousAxeViolations(page, 'the discounts list');
  await page.getByRole('link', { name: 'Expired' }).click();
  await expect(page.getByTestId('discount-row')).toHaveCount(1);
  await page.getByRole('link', { name: 'All' }).click();
  await page.getByLabel('Search discounts').fill('save10');
  await expect(page.getByTestId('discount-row')).toHaveCount(1);

  // A new code discount: 10% off Tees, minimum 50, once per customer, until Dec 31.
  await page.goto('/dashboard/discounts/new');
  await page.getByLabel('Title').fill('Tee week');
  await page.getByLabel('Codes').fill('teeweek');
  await page.getByTestId('discount-kind').selectOption('products');
  await page.getByTestId('discount-value').fill('10');
  await page.getByRole('radio', { name: 'Some categories' }).check();
  await page.getByTestId('target-categories').getByLabel('Tees').check();
  await page.getByRole('radio', { name: /A subtotal of at least/ }).check();
  await page.getByTestId('discount-minimum-subtotal').fill('50');
  await page.getByLabel('Once per customer (by email)').check();
  await page.getByLabel('Ends').fill('2026-12-31T23:59');
  await expect(page.getByTestId('discount-live-summary')).toHaveText(
    '10% off Tees, minimum $50.00, once per customer, until Dec 31, 2026',
  );
  await expectNoSeriousAxeViolations(page, 'the discount editor');
  await page.getByTestId('save-bar-save').click();
  await expect(page.getByText('Discount saved').last()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/discounts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Tee week', level: 1 })).toBeVisible();
  // A code another discount has is refused under the codes.
  await page.goto('/dashboard/discounts/new');
  await page.getByLabel('Title').fill('Clash');
  await page.getByLabel('Codes').fill('save10');
  await page.getByTestId('discount-value').fill('5');
  await page.getByTestId('save-bar-save').click();
  await expect(page.getByTestId('field-error-codes')).toHaveText(
    'SAVE10 is the code of another discount',
  );
});

test('products are picked by searching the catalogue; the discount keeps and names them', async ({
  page,
  context,
}) => {
  await loginAs(context, OFFERS_STORE);
  await page.goto('/dashboard/discounts/new');
  await page.getByLabel('Title').fill('Lamp days');
  await page.getByLabel('Codes').fill('LAMPDAYS');
  await page.getByTestId('discount-kind').selectOption('products');
  await page.getByTestId('discount-value').fill('15');
  await page.getByRole('radio', { name: 'Some products' }).check();
  const picker = page.getByTestId('target-products');
  await expect(picker).toContainText('None chosen yet');
  await picker.getByRole('searchbox', { name: 'Search: Products' }).fill('lamp');
  const matches = picker.getByTestId('target-products-matches');
  await expect(matches.getByRole('checkbox')).toHaveCount(1);
  await matches.getByLabel('Offer Lamp').check();
  // Chosen, it is listed above; a search that finds nothing says so and keeps it chosen.
  const chosen = picker.getByTestId('target-products-chosen');
  await expect(chosen.getByLabel('Offer Lamp')).toBeChecked();
  await picker.getByRole('searchbox', { name: 'Search: Products' }).fill('zzz');
  await expect(picker).toContainText('No product matches “zzz”.');
  await expect(chosen.getByLabel('Offer Lamp')).toBeChecked();
  await expect(page.getByTestId('discount-live-summary')).toHaveText('15% off Offer Lamp');
  await page.getByTestId('save-bar-save').click();
  await expect(page.getByText('Discount saved').last()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/discounts\/[0-9a-f-]{36}$/);
  await page.reload();
  await expect(page.getByTestId('target-products-chosen').getByLabel('Offer Lamp')).toBeChecked();
  await expect(page.getByTestId('discount-live-summary')).toHaveText('15% off Offer Lamp');
  await expectNoSeriousAxeViolations(page, 'the discount editor with chosen products');
  await page.goto('/dashboard/discounts');
  await expect(
    page
      .getByTestId('discount-row')
      .filter({ hasText: 'Lamp days' })
      .getByTestId('discount-summary'),
  ).toHaveText('15% off Offer Lamp');
});

test('many single-use codes are generated at once, saved, and listed by count', async ({
  page,
  context,
}) => {
  await loginAs(context, OFFERS_STORE);
  await page.goto('/dashboard/discounts/new');
  await page.getByLabel('Title').fill('VIP invitations');
  await page.getByLabel('Codes').fill('VIP-FIRST');
  await page.getByTestId('discount-value').fill('20');
  await page.getByText('Generate many codes').click();
  const generator = page.getByTestId('generate-codes');
  await generator.getByLabel('How many').fill('25');
  await generator.getByLabel('Prefix (optional)').fill('vip');
  await generator.getByRole('button', { name: 'Add 25 codes' }).click();
  const codes = (await page.getByLabel('Codes').inputValue()).split('\n');
  expect(codes).toHaveLength(26);
  expect(codes[0]).toBe('VIP-FIRST');
  for (const code of codes.slice(1)) expect(code).toMatch(/^VIP-[A-Z2-9]{8}$/);
  await page.getByLabel('Limit the number of uses in all').check();
  await page.getByTestId('discount-usage-limit').fill('25');
  await page.getByLabel('Once per customer (by email)').check();
  await page.getByTestId('save-bar-save').click();
  await expect(page.getByText('Discount saved').last()).toBeVisible();
  await page.goto('/dashboard/discounts?q=vip-first');
  await expect(page.getByTestId('discount-row').getByTestId('discount-codes')).toHaveText(
    /and 25 more/,
  );
});

test('taxes: EU standard VAT rates added from the presets, saved and kept', async ({
  page,
  context,
}) => {
  await loginAs(context, OFFERS_STORE);
  await page.goto('/dashboard/taxes');
  await expect(page.getByRole('heading', { name: 'Taxes', level: 1 })).toBeVisible();
  const rows = page.getByTestId('tax-rate-row');
  await expect(rows).toHaveCount(3);
  // A region is chosen from its country's list.
  const region = page.getByRole('combobox', { name: 'Region of rate 3' });
  await expect(region).toHaveValue('BC');
  await expect(region.locator('option:checked')).toHaveText('British Columbia (BC)');
  await expect(page.getByTestId('eu-vat-note')).toContainText('checked on 2026-11-30');
  await page.getByTestId('add-eu-vat').click();
  await expect(rows).toHaveCount(30);
  await expect(page.getByLabel('Rate 14 in percent')).toHaveValue('19');
  await page.getByTestId('save-bar-save').click();
  await expect(page.getByText('Taxes saved').last()).toBeVisible();
  await page.reload();
  await expect(rows).toHaveCount(30);
  await expectNoSeriousAxeViolations(page, 'the taxes screen');
});
