/**
 * The media library (issue 10) in the browser, as the demo merchant: two images uploaded
 * through the file chooser with their progress shown, a text file named .jpg refused with a
 * visible error while the others land, alt text edited and searched, and one image chosen
 * from the library for a builder banner's background — seen in the canvas and, published,
 * on the store host with a srcset. Also: a dropped file, the product editor's "Choose from
 * library", and deleting an image a category uses (the dialog names the usage). axe checks
 * the upload rows, the details dialog and the picker. Files are made here with sharp and
 * carry unique names, so reruns and the other specs never meet them.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { canvas, createPage, ensureSelected, getPage, openBuilder } from './builder-fixtures';
import { expectNoSeriousAxeViolations } from './axe';
import { demoStoreUrl, loginAsDemo, unique } from './catalog-helpers';

/** A PNG of noise (it barely compresses, so its upload takes long enough to watch). */
async function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function plainJpeg(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

const tile = (page: Page, fileName: string) =>
  page.getByRole('list', { name: 'Images' }).getByRole('listitem').filter({ hasText: fileName });

const uploadRow = (page: Page, fileName: string) =>
  page.getByRole('region', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: fileName });

test('two images upload with progress, a fake .jpg is refused, and one becomes a published banner background', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const storeId = await loginAsDemo(context);
  const id = unique();
  const banner = `banner-${id}.png`;
  const poster = `poster-${id}.jpg`;
  const fake = `notes-${id}.jpg`;

  await page.goto('/dashboard/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  await expect(page.getByTestId('pagination-summary')).toHaveText(/of \d+ images/);

  // A slow uplink, so each file's bar can be seen moving.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 300 * 1024,
  });
  // One way to upload on the screen: the header's button (the drop zone has none of its own).
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: /upload|choose/i })).toHaveCount(1);
  await expect(page.getByTestId('media-drop-zone')).toContainText(
    'Drag images here to upload them',
  );
  const chooser = page.waitForEvent('filechooser');
  await main.getByRole('button', { name: 'Upload images' }).click();
  await (
    await chooser
  ).setFiles([
    { name: banner, mimeType: 'image/png', buffer: await noisePng(640, 420) },
    { name: poster, mimeType: 'image/jpeg', buffer: await plainJpeg(1200, 800, '#f97316') },
    { name: fake, mimeType: 'image/jpeg', buffer: Buffer.from('Meeting notes, not a picture.\n') },
  ]);

  const bannerBar = uploadRow(page, banner).getByRole('progressbar', { name: banner });
  await expect(bannerBar).toBeVisible();
  // Caught part-way, bar and summary read in the same instant: more than nothing sent, not
  // yet all of it, while the summary counts the files still uploading. (Read one after the
  // other, a loaded machine let the upload finish between the two reads.)
  await expect
    .poll(
      () =>
        page.evaluate((name) => {
          const bar = [...document.querySelectorAll('progress')].find(
            (el) => el.getAttribute('aria-label') === name,
          );
          const value = bar?.getAttribute('value') ?? '';
          const summary =
            document.querySelector('[data-testid="media-upload-summary"]')?.textContent ?? '';
          return /^[1-9]\d?$/.test(value) && summary.includes('Uploading 3 files');
        }, banner),
      { intervals: [50], timeout: 20_000 },
    )
    .toBe(true);

  await expect(page.getByTestId('media-upload-summary')).toHaveText('2 uploaded, 1 failed', {
    timeout: 45_000,
  });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  for (const name of [banner, poster]) {
    await expect(uploadRow(page, name)).toContainText('Uploaded');
    await expect(uploadRow(page, name).getByRole('progressbar', { name })).toHaveAttribute(
      'value',
      '100',
    );
  }
  // The refused file says why, by its bytes (its name says .jpg), and keeps its row.
  await expect(uploadRow(page, fake)).toContainText(
    'Not an image: The file is not a JPEG, PNG, WebP, AVIF, GIF or SVG image.',
  );
  await expectNoSeriousAxeViolations(page, 'the media library with upload rows');

  // In the grid, newest first, each with its smallest variant and its size set.
  await expect(tile(page, banner)).toBeVisible();
  await expect(tile(page, poster)).toContainText('1200 × 800');
  await expect(tile(page, fake)).toHaveCount(0);
  const thumb = tile(page, poster).locator('img').first();
  await expect(thumb).toHaveAttribute('src', /\/320\.webp$/);
  await expect(thumb).toHaveAttribute('width', '320');
  await expect(thumb).toHaveAttribute('height', '213');
  await expect(tile(page, banner)).toContainText('No alt text');

  // Alt text.
  await page.getByRole('button', { name: `Edit ${banner}` }).click();
  const details = page.getByRole('dialog', { name: 'Image details' });
  await expect(details).toContainText('640 × 420 px');
  await expectNoSeriousAxeViolations(page, 'the image details dialog');
  await details.getByRole('textbox', { name: 'Alt text' }).fill(`Autumn sale ${id}`);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Alt text saved')).toBeVisible();
  await expect(details).toHaveCount(0);
  await expect(tile(page, banner)).toContainText(`Autumn sale ${id}`);

  // Search finds it by its alt text; the search lives in the URL.
  await page.getByRole('searchbox', { name: 'Search images' }).fill(`autumn sale ${id}`);
  await expect(page).toHaveURL(new RegExp(`[?&]q=autumn`));
  await expect(page.getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('pagination-summary')).toHaveText('Showing 1–1 of 1 image');

  // The builder: a page with a banner; its background comes from the library.
  const sectionId = `banner-${id}`;
  const pageId = await createPage(context.request, storeId, [
    { id: sectionId, type: 'banner', props: { title: `Media banner ${id}` } },
  ]);
  await openBuilder(page, pageId);
  await ensureSelected(page, sectionId);
  await page.getByRole('button', { name: 'Choose from library for Background image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await expect(picker).toBeVisible();
  await picker.getByRole('searchbox', { name: 'Search images' }).fill(banner);
  await expect(picker.getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, 'the media picker');
  await picker.getByRole('button', { name: new RegExp(banner) }).click();
  await expect(picker.getByRole('button', { name: new RegExp(banner) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await picker.getByRole('button', { name: 'Use image' }).click();
  await expect(picker).toHaveCount(0);

  const field = page.getByTestId('settings-panel').locator('[name="backgroundImage"]');
  await expect(field).toHaveValue(/\/640x420\/original\.png$/);
  const url = await field.inputValue();
  const mediaBase = url.replace(/640x420\/original\.png$/, '');
  const shown = canvas(page).locator(`[data-section-id="${sectionId}"] img`).first();
  await expect(shown).toHaveAttribute('src', new RegExp(`${mediaBase}\\d+\\.webp$`));

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Published');
  const { slug } = await getPage(context.request, pageId);

  const shop = await context.newPage();
  await shop.goto(demoStoreUrl(`/page/${slug}`));
  await expect(shop.getByText(`Media banner ${id}`)).toBeVisible();
  const published = shop.locator(`[data-section-id="${sectionId}"] img`).first();
  await expect(published).toHaveAttribute('srcset', new RegExp(`${mediaBase}320\\.webp 320w`));
  await expect(published).toHaveAttribute('width', '640');
  await expect(published).toHaveAttribute('height', '420');
  expect(await published.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a dropped image uploads; the product editor chooses from the library; deleting an image names its usage', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const storeId = await loginAsDemo(context);
  const id = unique();
  const dropped = `dropped-${id}.jpg`;
  await page.goto('/dashboard/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();

  // Drag and drop: a file dropped on the drop zone.
  const bytes = [...(await plainJpeg(300, 200, '#16a34a'))];
  const transfer = await page.evaluateHandle(
    ({ name, data }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(data)], name, { type: 'image/jpeg' }));
      return dt;
    },
    { name: dropped, data: bytes },
  );
  const zone = page.getByTestId('media-drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await expect(zone).toContainText('Drop to upload');
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(uploadRow(page, dropped)).toContainText('Uploaded');
  await expect(tile(page, dropped)).toContainText('300 × 200');

  // The product editor's media card picks it from the library.
  await page.goto('/dashboard/addproduct');
  await expect(page.getByRole('heading', { level: 1, name: 'Add product' })).toBeVisible();
  await page.getByTestId('media-card').getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose images' });
  await picker.getByRole('searchbox', { name: 'Search images' }).fill(dropped);
  await picker.getByRole('button', { name: new RegExp(dropped) }).click();
  await picker.getByRole('button', { name: 'Use image' }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Main image URL' })).toHaveValue(
    /\/300x200\/original\.jpg$/,
  );
  const url = await page.getByRole('textbox', { name: 'Main image URL' }).inputValue();

  // A category shows it: deleting says so, then the image goes.
  const category = await context.request.post('/api/dashboard/category/add-category', {
    data: { storeId, name: `Media category ${id}`, image: url },
  });
  expect(category.ok(), await category.text()).toBe(true);
  // A new tab: the unsaved product would hold this one back.
  const library = await context.newPage();
  await library.goto(`/dashboard/media?q=${dropped}`);
  await library.getByRole('button', { name: `Delete ${dropped}` }).click();
  const confirm = library.getByRole('dialog', { name: `Delete ${dropped}?` });
  await expect(confirm).toContainText(
    'Used by 1 category. Delete it anyway? That image will disappear from your store.',
  );
  await confirm.getByRole('button', { name: 'Delete image' }).click();
  await expect(library.getByText(`${dropped} deleted`)).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(library.getByText('No images match')).toBeVisible();
  // The demo store is shared with the other specs: its pages must not keep a broken image.
  const { id: categoryId } = (await category.json()) as { id: string };
  const removed = await context.request.delete(`/api/dashboard/category/delete/${categoryId}`);
  expect(removed.ok(), await removed.text()).toBe(true);
});
