/**
 * Acceptance (store details, issue 12): from the dashboard's nav a merchant of a fresh store
 * opens Store details, renames the store, takes its logo from the media library, sets the
 * favicon, changes the currency (which asks first: prices are not converted) and the time zone
 * (the discount editor's schedule then reads in it); the store
 * host shows the new name and the logo in its header and the favicon as the tab icon. Then the
 * danger zone deletes the store once its name is typed in full: the merchant lands on the
 * store choice and the store's address answers "store not found".
 */
import { expect, test } from '@playwright/test';
import { newMerchantStore, storeUrl, unique } from './builder-fixtures';
import { expectNoSeriousAxeViolations } from './axe';
import { proofPng } from './orders-helpers';

test('rename the store and give it a logo, see both on the storefront, then delete it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const store = await newMerchantStore(context);
  const logoName = `logo-${unique()}.png`;
  const uploaded = await context.request.post(
    `/api/dashboard/media/upload?storeId=${store.storeId}`,
    {
      multipart: {
        file: { name: logoName, mimeType: 'image/png', buffer: await proofPng('#0f766e') },
      },
    },
  );
  expect(uploaded.ok(), await uploaded.text()).toBe(true);

  // ---- the merchant, from the nav ----
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Store details' }).click();
  await expect(page).toHaveURL(/\/dashboard\/store-details$/);
  await expect(page.getByRole('heading', { name: 'Store details', level: 1 })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Store name' });
  await expect(name).toHaveValue(store.storeName);
  await expectNoSeriousAxeViolations(page, 'store details');

  const newName = `Renamed ${unique()}`;
  await name.fill(newName);
  await page.getByRole('button', { name: 'Choose from library for Logo' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByRole('button', { name: new RegExp(logoName) }).click();
  await picker.getByRole('button', { name: 'Use image' }).click();
  await expect(picker).toHaveCount(0);
  const logo = page.getByTestId('store-logo');
  await expect(logo).toHaveValue(/^\/media\//);
  const logoUrl = await logo.inputValue();
  await page.getByTestId('store-favicon').fill(logoUrl);
  // A bad social link is refused under its field, with the schema's message.
  const instagram = page.getByRole('textbox', { name: 'Instagram' });
  await instagram.fill('instagram.com/shop');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  const timeZone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(timeZone).toHaveValue('UTC');
  await timeZone.selectOption('America/New_York');
  await expect(page.getByTestId('currency-warning')).toContainText('Prices are not converted');
  await page.getByTestId('save-bar-save').click();
  await expect(page.getByTestId('field-error-socialLinks.instagram')).toContainText(
    'must be a full http(s) URL',
  );
  await instagram.fill('https://instagram.com/shop');
  await page.getByTestId('save-bar-save').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm.getByRole('heading')).toHaveText('Change the currency to EUR?');
  await expect(confirm).toContainText('Prices are not converted');
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(page.getByText('Store details saved').last()).toBeVisible();
  // Saved: the save bar (the one Save) is gone.
  await expect(page.getByTestId('save-bar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  // The discount editor enters its schedule in the store's zone.
  await page.getByRole('link', { name: 'Discounts' }).click();
  await page.getByRole('link', { name: 'Create discount' }).first().click();
  await expect(
    page.getByText("Times are in the store's time zone (America/New_York)"),
  ).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');

  // ---- the storefront ----
  const shop = await context.newPage();
  await shop.goto(storeUrl(store.subdomain, '/'));
  await expect(shop.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
  const headerLogo = shop.getByTestId('navbar-logo').getByRole('img', { name: newName });
  await expect(headerLogo).toBeVisible();
  const mediaBase = logoUrl.replace(/[^/]+\/original\.\w+$/, '');
  await expect(headerLogo).toHaveAttribute('src', new RegExp(`^${mediaBase}`));
  await expect(shop.locator('link[rel="icon"]')).toHaveAttribute('href', logoUrl);
  await shop.close();

  // ---- the danger zone ----
  await page.getByTestId('delete-store').click();
  const dialog = page.getByRole('dialog', { name: `Delete ${newName}?` });
  await expect(dialog).toBeVisible();
  const typed = dialog.getByRole('textbox', { name: 'Type the store name to confirm' });
  const confirmDelete = dialog.getByRole('button', { name: 'Delete store' });
  await expect(confirmDelete).toBeDisabled();
  await typed.fill(newName.slice(0, -1));
  await expect(confirmDelete).toBeDisabled();
  await expectNoSeriousAxeViolations(page, 'the delete store dialog');
  await typed.fill(newName);
  await confirmDelete.click();
  await expect(page).toHaveURL(/\/choose-store$/);
  await expect(page.getByText(`${newName} deleted`).last()).toBeVisible();
  await expect(page.getByText(newName, { exact: true })).toHaveCount(0);

  const gone = await page.goto(storeUrl(store.subdomain, '/'));
  expect(gone?.status()).toBe(404);
  await expect(page.getByTestId('store-not-found')).toBeVisible();
});
