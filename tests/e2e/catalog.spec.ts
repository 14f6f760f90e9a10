/**
 * The catalogue screens (issue 10) in the browser, as the demo merchant: a product with two
 * options and six variants made in the editor reaches the store host with its variant
 * picker, image and price, and is edited; a bulk price change previews old -> new before it
 * applies; deleting a category that holds products says they stay; a category is added
 * and edited; the products index's empty, loading and error states; server errors on their
 * fields; the leave guard. Fixtures are drafts with unique names (the demo store's shop
 * pages stay as the other specs expect).
 */
import { expect, test } from '@playwright/test';
import { newMerchantStore } from './builder-fixtures';
import {
  addCategory,
  addDraftProduct,
  demoProductImage,
  demoStoreUrl,
  getProduct,
  loginAsDemo,
  loginWithTaggedDrafts,
  mediaBase,
  productEditor,
  productsIndex,
  unique,
} from './catalog-helpers';
import { expectNoSeriousAxeViolations } from './axe';
import { expectFitsWidth, expectInsideHorizontally } from './layout';

test.describe('product editor', () => {
  test('a product with two options and six variants reaches the store with its variant image and price, then is edited', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const storeId = await loginAsDemo(context);
    const variantImage = await demoProductImage(context.request, storeId, 'Denim Jacket');
    const editor = productEditor(page);
    const name = `Catalog Tee ${unique()}`;

    await page.goto('/dashboard/addproduct');
    await expect(page.getByRole('heading', { level: 1, name: 'Add product' })).toBeVisible();
    await editor.name.fill(name);
    // The slug follows the name until it is edited.
    const slug = name.toLowerCase().replace(/\s+/g, '-');
    await expect(page.getByRole('textbox', { name: 'URL slug' })).toHaveValue(slug);
    await editor.price.fill('30');
    // The cost stays the merchant's: what a unit earns shows beside it.
    await page.getByRole('spinbutton', { name: 'Cost per item (USD)' }).fill('18');
    await expect(page.getByTestId('product-margin')).toHaveText('Profit $12.00 · margin 40%');
    await page.getByRole('textbox', { name: 'Description', exact: true }).click();
    await page.keyboard.type('Breathable cotton for hot days.');
    await editor.status.selectOption('Active');

    await editor.addOption('Colour', ['Red', 'Navy', 'Olive'], 'Colour swatches');
    await editor.addOption('Size', ['S', 'M']);
    await page.getByRole('button', { name: 'Generate 6 variants' }).click();
    await expect(editor.variantRows).toHaveCount(6);

    await page.getByRole('spinbutton', { name: 'Price of Navy / M', exact: true }).fill('34');
    await editor.setVariantImage('Navy / M', variantImage);
    // Bulk fill: every variant gets stock.
    await page.getByRole('combobox', { name: 'Column' }).selectOption('Stock');
    await page.getByRole('spinbutton', { name: 'Value for every variant' }).fill('7');
    await page.getByRole('button', { name: 'Apply to all' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Stock of Olive / S' })).toHaveValue('7');
    await expectNoSeriousAxeViolations(page, 'the editor with options and variants');
    // Made to order: Olive / S keeps selling when it runs out.
    await page
      .getByRole('combobox', { name: 'When sold out of Olive / S' })
      .selectOption('Keep selling');
    await expect(page.getByTestId('product-inventory-policy')).toHaveValue('mixed');
    // At 1280 px the whole table fits its card in either view: the last column and remove
    // are not behind a scroll.
    const variantsCard = page.getByTestId('variant-table').locator('xpath=ancestor::section[1]');
    for (const [view, last] of [
      ['Price and stock', page.getByRole('combobox', { name: 'When sold out of Olive / M' })],
      ['Codes, cost and weight', page.getByRole('checkbox', { name: 'Olive / M ships' })],
    ] as const) {
      await page.getByRole('radio', { name: view }).check();
      await expectFitsWidth(page.getByTestId('variant-table').locator('..'), 'the variants table');
      for (const cell of [last, page.getByRole('button', { name: 'Remove variant Olive / M' })])
        await expectInsideHorizontally(cell, variantsCard);
    }
    await page.getByRole('textbox', { name: 'Barcode of Olive / M' }).fill('0012345678905');
    // Weights in pounds, with decimals: the product's, and one variant's own.
    const shipping = page.getByTestId('shipping-card');
    await shipping.getByLabel('Unit').selectOption('lb');
    await shipping.getByLabel('Weight (lb)').fill('0.5');
    await expect(shipping).toContainText('226.796 g.');
    await page.getByRole('spinbutton', { name: 'Weight in lb of Olive / M' }).fill('0.75');
    await page.getByRole('radio', { name: 'Price and stock' }).check();

    // Organization: vendor, type and tags (the same tag twice is kept once).
    const organization = page.getByTestId('organization-card');
    await organization.getByLabel('Vendor').fill('Acme Apparel');
    await organization.getByLabel('Product type').fill('T-Shirts');
    await organization.getByLabel('Tags').fill('summer, cotton, Summer');
    // A fact kept with the product.
    const facts = page.getByTestId('custom-data-card');
    await facts.getByRole('button', { name: 'Add a fact' }).click();
    await facts.getByLabel('Label of fact 1').fill('Fabric');
    await facts.getByLabel('Value of fact 1').fill('Organic cotton');

    await expect(editor.saveBar).toBeVisible();
    await editor.save();
    await expect(page).toHaveURL(/\/dashboard\/edit-product\/[0-9a-f-]{36}$/);
    await page.reload();
    await expect(organization.getByLabel('Tags')).toHaveValue('summer, cotton');
    await expect(organization.getByLabel('Vendor')).toHaveValue('Acme Apparel');
    await expect(facts.getByLabel('Value of fact 1')).toHaveValue('Organic cotton');
    await expect(facts).toContainText('custom.fabric');
    await expect(page.getByRole('combobox', { name: 'When sold out of Olive / S' })).toHaveValue(
      'continue',
    );
    await page.getByRole('radio', { name: 'Codes, cost and weight' }).check();
    await expect(page.getByRole('textbox', { name: 'Barcode of Olive / M' })).toHaveValue(
      '0012345678905',
    );
    await expect(page.getByRole('spinbutton', { name: 'Weight in lb of Olive / M' })).toHaveValue(
      '0.75',
    );
    await expect(shipping.getByLabel('Weight (lb)')).toHaveValue('0.5');
    await page.getByRole('radio', { name: 'Price and stock' }).check();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(editor.saveBar).toHaveCount(0);
    const editUrl = page.url();
    // The list shows what it earns: 40 % at the product's 30, 47 % for Navy / M at 34.
    const index = productsIndex(page);
    await index.open(`?q=${encodeURIComponent(name)}`);
    await expect(index.row(name).getByTestId('product-list-margin')).toHaveText('40–47%');
    await page.goto(editUrl);

    // The store host: the variant picker, then the chosen variant's image and price.
    const shop = await context.newPage();
    await shop.goto(demoStoreUrl(`/product/${slug}`));
    await expect(shop.getByTestId('product-name')).toHaveText(name);
    // The products list shows what the variants sell for, lowest to highest, and narrows to a
    // tag the product carries.
    await page.goto(`/dashboard/products?search=${encodeURIComponent(name)}`);
    const listed = page.getByTestId('product-row').filter({ hasText: name });
    await expect(listed.getByTestId('product-price')).toHaveText('$30.00 – $34.00');
    await page.getByRole('combobox', { name: 'Tag' }).selectOption('cotton');
    await expect(page).toHaveURL(/[?&]tag=cotton/);
    await expect(listed).toHaveCount(1);
    await expect(shop.getByTestId('attribute-group')).toHaveCount(2);
    await expect(shop.getByRole('group', { name: 'Colour' }).getByRole('button')).toHaveCount(3);
    await expect(shop.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await shop.getByRole('button', { name: 'Navy' }).click();
    await shop.getByRole('button', { name: 'M', exact: true }).click();
    await expect(shop.getByTestId('current-price')).toHaveText('$34.00');
    // The library image, as a responsive variant of it.
    await expect(shop.getByTestId('product-main-image')).toHaveAttribute(
      'src',
      new RegExp(`^${mediaBase(variantImage)}`),
    );
    await shop.getByRole('button', { name: 'Red' }).click();
    await expect(shop.getByTestId('current-price')).toHaveText('$30.00');

    // Edit: a sale price on the product and a new price for Navy / M.
    await page.goto(editUrl);
    await page.getByRole('spinbutton', { name: 'Sale price (USD)' }).fill('25');
    await expect(page.getByTestId('sale-badge')).toHaveText('On sale · 17% off');
    await page.getByRole('spinbutton', { name: 'Price of Navy / M', exact: true }).fill('36');
    await editor.save();
    await expect(editor.saveBar).toHaveCount(0);

    await shop.reload();
    await expect(shop.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(shop.getByTestId('current-price')).toHaveText('$25.00');
    await shop.getByRole('button', { name: 'Navy' }).click();
    await shop.getByRole('button', { name: 'M', exact: true }).click();
    await expect(shop.getByTestId('current-price')).toHaveText('$36.00');

    // On a phone each variant is a stacked block: every cell is on screen, none scrolls.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFitsWidth(page.getByTestId('variant-table').locator('..'), 'the variants table');
    const row = editor.variantRows.filter({ hasText: 'Navy / M' });
    await expectInsideHorizontally(
      row.getByRole('combobox', { name: 'When sold out of Navy / M' }),
      page.getByTestId('variant-table'),
    );
    // Stacked: the rule sits below the price, not beside it.
    const price = await row
      .getByRole('spinbutton', { name: 'Price of Navy / M', exact: true })
      .boundingBox();
    const weight = await row
      .getByRole('combobox', { name: 'When sold out of Navy / M' })
      .boundingBox();
    expect(weight!.y).toBeGreaterThan(price!.y + price!.height);
  });

  test('a slug another product has shows the server’s message under the slug field', async ({
    page,
    context,
  }) => {
    const storeId = await loginAsDemo(context);
    const taken = await addDraftProduct(context.request, storeId, {
      name: `Taken ${unique()}`,
      price: 5,
    });
    const editor = productEditor(page);
    await page.goto('/dashboard/addproduct');
    await editor.name.fill(`Another ${unique()}`);
    await editor.price.fill('5');
    await page.getByRole('textbox', { name: 'URL slug' }).fill(taken.slug);
    await page.getByTestId('save-bar-save').click();
    await expect(page.getByTestId('field-error-slug')).toHaveText(
      'Another product of this store has this slug',
    );
    await expect(page.getByTestId('product-save-error')).toContainText('not saved');
    await expect(page).toHaveURL(/\/dashboard\/addproduct$/);
  });

  test('a missing price is refused before saving, with the shared schema’s message', async ({
    page,
    context,
  }) => {
    await loginAsDemo(context);
    const editor = productEditor(page);
    await page.goto('/dashboard/addproduct');
    await editor.name.fill(`No price ${unique()}`);
    await page.getByTestId('save-bar-save').click();
    await expect(page.getByTestId('field-error-price')).toHaveText('Price must be a number');
    await expect(editor.price).toBeFocused();
  });

  test('a product deleted from its editor is gone from the list', async ({ page, context }) => {
    const storeId = await loginAsDemo(context);
    const product = await addDraftProduct(context.request, storeId, {
      name: `Doomed ${unique()}`,
      price: 9,
    });
    await page.goto(`/dashboard/edit-product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Delete product' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${product.name}?` });
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete product' }).click();
    await expect(page).toHaveURL(/\/dashboard\/products$/);
    await expect(page.getByText('Product deleted').last()).toBeVisible();
    await productsIndex(page).search.fill(product.name);
    await expect(page.getByTestId('products-no-match')).toBeVisible();
  });

  test('leaving with unsaved changes asks first', async ({ page, context }) => {
    await loginAsDemo(context);
    const editor = productEditor(page);
    await page.goto('/dashboard/addproduct');
    await editor.name.fill('Half-typed');
    await page.getByRole('link', { name: 'Products' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Leave with unsaved changes?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard\/addproduct$/);
    await expect(editor.name).toHaveValue('Half-typed');
    await page.getByTestId('save-bar-discard').click();
    await expect(editor.name).toHaveValue('');
    await page.getByRole('link', { name: 'Products' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/products$/);
  });
});

test.describe('products index', () => {
  test('bulk-changes the prices of 3 products by −10% after a preview of old → new', async ({
    page,
    context,
  }) => {
    const { tag, made } = await loginWithTaggedDrafts(context, 'Bulk', [
      ['A', 10],
      ['B', 20],
      ['C', 35.5],
    ]);
    const index = productsIndex(page);
    await index.open(`?q=${encodeURIComponent(tag)}`);
    await expect(index.rows).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'Select all products on this page' }).check();
    await expect(page.getByTestId('bulk-count')).toHaveText('3 selected');

    await page.getByRole('button', { name: 'Change prices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change prices of 3 products' });
    await dialog.getByRole('spinbutton', { name: 'Change (%)' }).fill('-10');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('table', { name: 'Prices before and after the change' });
    await expect(preview.getByRole('row')).toHaveCount(4);
    await expect(preview.getByRole('row', { name: new RegExp(`${tag} A`) })).toContainText(
      '$10.00 → $9.00',
    );
    await expect(preview.getByRole('row', { name: new RegExp(`${tag} C`) })).toContainText(
      '$35.50 → $31.95',
    );
    await expectNoSeriousAxeViolations(page, 'the price preview dialog');
    // Nothing is written by the preview.
    expect((await getProduct(context.request, made[0]!.id)).price).toBe(10);

    await dialog.getByRole('button', { name: 'Apply to 3 products' }).click();
    await expect(page.getByText('Prices changed for 3 products')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(index.row(`${tag} B`).getByTestId('product-price')).toHaveText('$18.00');
    expect((await getProduct(context.request, made[2]!.id)).price).toBe(31.95);
  });

  test('a bulk change the server refuses changes nothing and names the product that stopped it', async ({
    page,
    context,
  }) => {
    const { tag } = await loginWithTaggedDrafts(context, 'Refused', [
      ['first', 4],
      ['second', 5],
    ]);
    const index = productsIndex(page);
    await index.open(`?q=${encodeURIComponent(tag)}&sort=name_asc`);
    await expect(index.rows).toHaveCount(2);
    // As if the second product was deleted in another tab meanwhile.
    await page.route('**/api/dashboard/products/bulk', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Product not found',
          details: [{ field: 'ids.1', message: 'No such product in this store' }],
        }),
      }),
    );
    await page.getByRole('checkbox', { name: 'Select all products on this page' }).check();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const failure = page.getByTestId('bulk-failure');
    await expect(failure).toContainText('Nothing was changed');
    await expect(failure).toContainText(`${tag} second: No such product in this store`);
    await expect(page.getByTestId('bulk-count')).toHaveText('2 selected');
  });

  test('search, status and sort live in the URL and Back returns to the previous view', async ({
    page,
    context,
  }) => {
    const { tag } = await loginWithTaggedDrafts(context, 'Find', [
      ['cheap', 3],
      ['dear', 90],
    ]);
    const index = productsIndex(page);
    await index.open();
    await page.keyboard.press('/');
    await expect(index.search).toBeFocused();
    await page.keyboard.type(tag);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(tag).replace(/%20/g, '\\+')}`));
    await expect(index.rows).toHaveCount(2);
    await page.getByRole('link', { name: 'Draft', exact: true }).click();
    await expect(page).toHaveURL(/status=draft/);
    await page.getByRole('button', { name: 'Price', exact: true }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(index.rows.first()).toContainText(`${tag} cheap`);
    await page.getByRole('button', { name: 'Price', exact: true }).click();
    await expect(index.rows.first()).toContainText(`${tag} dear`);
    await page.goBack();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(index.rows.first()).toContainText(`${tag} cheap`);
  });

  test('a store with no products shows "Add your first product"', async ({ page, context }) => {
    await newMerchantStore(context);
    await page.goto('/dashboard/products');
    const empty = page.getByTestId('products-empty');
    await expect(empty).toContainText('Add your first product');
    // The empty state's is the screen's one primary action: the header's is not shown.
    await expect(page.getByTestId('add-product')).toHaveCount(0);
    await empty.getByRole('link', { name: 'Add your first product' }).click();
    await expect(page).toHaveURL(/\/dashboard\/addproduct$/);
  });

  test('skeleton rows while loading; an error offers Retry, which loads the list', async ({
    page,
    context,
  }) => {
    await loginAsDemo(context);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    await page.route('**/api/dashboard/products/filtered-products?**', async (route) => {
      await held;
      if (fail) {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Catalogue unavailable', details: [] }),
        });
      } else {
        await route.continue();
      }
    });
    await page.goto('/dashboard/products');
    await expect(page.getByTestId('skeleton-row').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Products' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release();
    const error = page.getByTestId('products-error');
    await expect(error).toContainText('Could not load your products: Catalogue unavailable');
    fail = false;
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect(productsIndex(page).rows.first()).toBeVisible();
    await expect(page.getByTestId('pagination-summary')).toContainText(/of \d+ products/);
  });
});

test.describe('categories', () => {
  test('deleting a category that holds products warns how many stay, and they do', async ({
    page,
    context,
  }) => {
    const storeId = await loginAsDemo(context);
    const category = await addCategory(context.request, storeId, `Summer ${unique()}`);
    const products = [];
    for (const suffix of ['one', 'two']) {
      products.push(
        await addDraftProduct(context.request, storeId, {
          name: `${category.name} ${suffix}`,
          price: 12,
          categoryIds: [category.id],
        }),
      );
    }
    await page.goto('/dashboard/categories');
    const row = page.getByTestId('category-row').filter({ hasText: category.name });
    await expect(row.getByTestId('category-product-count')).toHaveText(
      `2 products in ${category.name}`,
    );
    await row.getByRole('button', { name: `Delete ${category.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${category.name}?` });
    await expect(dialog).toContainText(
      'Its 2 products stay in your catalogue without this category.',
    );
    await dialog.getByRole('button', { name: 'Delete category' }).click();
    await expect(page.getByText(`${category.name} deleted`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(0);
    for (const product of products) {
      expect((await getProduct(context.request, product.id)).categories).toEqual([]);
    }
  });

  test('selected categories are deleted together, confirmed; their products stay', async ({
    page,
    context,
  }) => {
    const storeId = await loginAsDemo(context);
    const tag = `Batch ${unique()}`;
    const first = await addCategory(context.request, storeId, `${tag} one`);
    const second = await addCategory(context.request, storeId, `${tag} two`);
    const product = await addDraftProduct(context.request, storeId, {
      name: `${tag} scarf`,
      price: 12,
      categoryIds: [first.id, second.id],
    });
    await page.goto(`/dashboard/categories?q=${encodeURIComponent(tag)}`);
    const rows = page.getByTestId('category-row');
    await expect(rows).toHaveCount(2);
    await page.getByRole('checkbox', { name: `Select ${first.name}` }).check();
    await page.getByRole('checkbox', { name: `Select ${second.name}` }).check();
    await expect(page.getByTestId('bulk-count')).toHaveText('2 selected');
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 2 categories?' });
    await expect(dialog).toContainText(first.name);
    await expect(dialog).toContainText(second.name);
    await expect(dialog).toContainText('The products in them stay in your catalogue');
    await dialog.getByRole('button', { name: 'Delete 2 categories' }).click();
    // The product was in both: it counts once.
    await expect(
      page.getByText('2 categories deleted; their 1 product stays').last(),
    ).toBeVisible();
    await expect(rows).toHaveCount(0);
    await expect(page.getByTestId('categories-no-match')).toBeVisible();
    expect((await getProduct(context.request, product.id)).categories).toEqual([]);
  });

  test('an automatic category takes the products a rule names, and the product editor says so', async ({
    page,
    context,
  }) => {
    const storeId = await loginAsDemo(context);
    const tag = `gift-${unique()}`;
    const name = `Gifts ${unique()}`;
    for (const [product, tags] of [
      [`${name} Mug`, [tag.toUpperCase()]],
      [`${name} Scarf`, ['winter']],
    ] as const) {
      const res = await context.request.post('/api/dashboard/products/add-product', {
        data: { storeId, status: 'active', stock: 3, name: product, price: 9, tags },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await page.goto('/dashboard/addcategory');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('radio', { name: 'Automatically' }).check();
    await page.getByRole('combobox', { name: 'Products whose' }).selectOption('Tag');
    await page.getByRole('textbox', { name: 'is', exact: true }).fill(tag);
    await expect(page.getByTestId('category-rule')).toContainText(
      `Every product whose tag is “${tag}” (any capitals) is in it`,
    );
    await page.getByTestId('save-bar-save').click();
    await expect(page.getByText('Category saved').last()).toBeVisible();
    await expect(page.getByTestId('category-product-count')).toHaveText(
      '1 product is in this category.',
    );
    await page.getByRole('link', { name: 'View its products' }).click();
    await expect(page.getByTestId('product-row')).toHaveCount(1);
    await expect(page.getByTestId('product-row')).toContainText(`${name} Mug`);
    // In the product editor the rule decides: its box is not for ticking.
    await page.getByTestId('product-row').getByRole('link').first().click();
    const box = page.getByRole('checkbox', { name });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await expect(page.getByTestId('categories-card')).toContainText(`Automatic: Tag is “${tag}”`);
  });

  test('a category is added with a slug from its name and an image, then edited', async ({
    page,
    context,
  }) => {
    const storeId = await loginAsDemo(context);
    const image = await demoProductImage(context.request, storeId, 'Rain Parka');
    const name = `Rain Gear ${unique()}`;
    await page.goto('/dashboard/addcategory');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await expect(page.getByRole('textbox', { name: 'URL slug' })).toHaveValue(
      name.toLowerCase().replace(/\s+/g, '-'),
    );
    await page.getByRole('textbox', { name: 'Image URL' }).fill(image);
    // The preview: the image's small variant, with its size set.
    const preview = page.getByTestId('category-editor').locator('.kit-image-field img');
    await expect(preview).toHaveAttribute('src', new RegExp(`^${mediaBase(image)}\\d+\\.webp$`));
    await expect(preview).toHaveAttribute('width', '56');
    await page.getByTestId('save-bar-save').click();
    await expect(page.getByText('Category saved').last()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/edit-category\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The description is rich text, and the category's page shows it under its heading.
    await page.getByRole('textbox', { name: 'Description', exact: true }).click();
    await page.keyboard.type('Stay dry. ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Always.');
    await page.getByTestId('save-bar-save').click();
    await expect(page.getByText('Category saved').last()).toBeVisible();
    await expect(page.getByTestId('save-bar')).toHaveCount(0);
    const categoryId = page.url().split('/').pop()!;
    const slug = name.toLowerCase().replace(/\s+/g, '-');

    const shop = await context.newPage();
    await shop.goto(demoStoreUrl(`/collection/${slug}`));
    const heading = shop.getByRole('heading', { level: 1, name });
    const description = shop.getByTestId('collection-description');
    await expect(description).toHaveText('Stay dry. Always.');
    await expect(description.locator('strong')).toHaveText('Always.');
    expect((await description.boundingBox())!.y).toBeGreaterThan((await heading.boundingBox())!.y);
    await expect(shop.getByTestId('collection')).toContainText('0 products');

    // One product in it reads "1 product", not "1 products", on the store and in the list.
    const added = await context.request.post('/api/dashboard/products/add-product', {
      data: {
        storeId,
        status: 'active',
        stock: 4,
        name: `${name} Poncho`,
        price: 12,
        categoryIds: [categoryId],
      },
    });
    expect(added.status()).toBe(201);
    await shop.reload();
    await expect(shop.getByTestId('collection')).toContainText('1 product');
    await expect(shop.getByTestId('collection')).not.toContainText('1 products');
    await page.getByRole('link', { name: 'Categories' }).last().click();
    const row = page.getByTestId('category-row').filter({ hasText: name });
    await expect(row.getByTestId('category-product-count')).toHaveText(`1 product in ${name}`);
    await expect(row.locator('img')).toHaveAttribute('src', new RegExp(`^${mediaBase(image)}`));
  });
});
