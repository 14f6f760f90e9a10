/**
 * The products screen's CSV import and export (issue 10) in the browser, as a new merchant
 * with an empty store: a Shopify product CSV is checked (dry run: format, counts), imported
 * with a progress bar and a summary, and the catalogue exported; a file with bad rows shows
 * each one (row, column, problem) before anything is written, and imports the rest.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { e2eImageHost } from '../../playwright.config';
import { newMerchantStore } from './builder-fixtures';

const shopifyCsv = join('tests', 'fixtures', 'catalogue-csv', 'shopify-products.csv');

/**
 * Serves every `.jpg` path as a small JPEG on the host the e2e server may copy images from,
 * standing in for Shopify's image CDN; answers the Shopify file with its image URLs there.
 */
async function withImageServer(baseURL: string) {
  const image = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#b45309' },
  })
    .jpeg()
    .toBuffer();
  const host = e2eImageHost(Number(new URL(baseURL).port));
  const server = createServer((req, res) => {
    if (!/\.jpg(\?|$)/.test(req.url ?? '')) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(image);
  });
  await new Promise<void>((resolve) =>
    server.listen(Number(host.split(':')[1]), '127.0.0.1', resolve),
  );
  const csv = readFileSync(shopifyCsv, 'utf8').replaceAll(
    'https://cdn.shopify.com',
    `http://${host}`,
  );
  return {
    file: { name: 'products_export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('catalogue CSV', () => {
  test('imports a Shopify CSV after a dry run, shows progress and a summary, then exports', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const cdn = await withImageServer(baseURL!);
    try {
      await newMerchantStore(context);
      await page.goto('/dashboard/products');
      await expect(page.getByTestId('products-empty')).toBeVisible();

      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Import products' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('CSV file').setInputFiles(cdn.file);
      await expect(dialog.getByTestId('import-preview')).toContainText('Shopify product CSV');
      await expect(dialog.getByTestId('import-to-create')).toHaveText('4');
      await expect(dialog.getByTestId('import-to-update')).toHaveText('0');
      await expect(dialog.getByTestId('import-errors')).toHaveCount(0);
      // The columns it leaves out, by name.
      await expect(dialog.getByTestId('import-ignored-columns')).toContainText(
        '4 columns not imported: Product Category, Variant Fulfillment Service, Variant Taxable, Gift Card.',
      );

      await dialog.getByRole('button', { name: 'Import 4 products' }).click();
      const done = page.getByRole('dialog', { name: 'Import finished' });
      await expect(done.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
        'value',
        '100',
      );
      // The images are copies in the store's media library now.
      await expect(done.getByTestId('import-summary')).toContainText(
        '4 products created, 0 products updated; 5 images copied into your media library.',
      );
      await done.getByRole('button', { name: 'Done' }).click();
      await expect(done).toHaveCount(0);
      await expect(page.getByTestId('product-row')).toHaveCount(4);
      await expect(page.getByTestId('products-table')).toContainText('Classic Tee');

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Export' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = readFileSync((await file.path())!, 'utf8');
      expect(text).toMatch(/^\uFEFFhandle,name,description_html,/);
      expect(text.split('\r\n').filter((l) => l.startsWith('classic-tee,'))).toHaveLength(6);
    } finally {
      await cdn.close();
    }
  });

  test('shows each bad row before anything is written, then imports the rest', async ({
    page,
    context,
  }) => {
    await newMerchantStore(context);
    await page.goto('/dashboard/products');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products' });
    const csv = [
      'handle,name,status,price,sale_price',
      'fine-mug,Fine Mug,active,12,',
      'bad-price,Bad Price,active,twelve,',
      'bad-sale,Bad Sale,active,10,15',
    ].join('\n');
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'mugs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(dialog.getByTestId('import-to-create')).toHaveText('1');
    await expect(dialog.getByTestId('import-skipped')).toHaveText('2');
    const rows = dialog.getByTestId('import-error-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('3price');
    await expect(rows.nth(1)).toContainText('4sale_priceThe sale price must be lower');
    // Nothing is written by the dry run.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('products-empty')).toBeVisible();

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'mugs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await dialog.getByRole('button', { name: 'Import 1 product' }).click();
    const done = page.getByRole('dialog', { name: 'Import finished' });
    await expect(done.getByTestId('import-summary')).toContainText(
      '1 product created, 0 products updated; 2 problems reported.',
    );
    await expect(done.getByTestId('import-job-errors')).toContainText('Price must be a number');
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('product-row')).toHaveCount(1);
  });
});
