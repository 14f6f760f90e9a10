/**
 * Images of an imported file copied into the media library (issue 27): a local HTTP server
 * stands in for Shopify's image CDN (allow-listed for this test only, TEST_IMAGE_HOSTS); the
 * imported products show the copies from the library, with srcset on the product page and
 * their alt text kept; a 404, bytes that are no image and an address on a private network or
 * loopback (outside the allow-list) are each reported against their cell, and the product
 * keeps its other images; a re-import finds the copies and fetches nothing again.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { media } from '../../server/db/schema';
import type { AdminProduct, ProductPage } from '../../shared';
import { startImageServer } from './helpers/image-server';
import { previewImport, runImport as importCsv } from './helpers/imports';
import { makeJpeg, makePng } from './helpers/media-upload';
import { createStore, describeOnDatabase, TestClient, useTestApp } from './helpers/test-app';
import { useShop } from './helpers/shops';

const P = '/api/dashboard/products';

// The stand-in CDN: it counts what it was asked for.
const cdn = await startImageServer();
const { host, at, requests, files } = cdn;

describeOnDatabase('import images', () => {
  const t = useTestApp({ TEST_IMAGE_HOSTS: host, IMPORT_IMAGE_CONCURRENCY: '3' });
  const shop = useShop(t, 'img-source', 'Image Source');
  let store: string;

  beforeAll(async () => {
    files.set('/tee-black.jpg', { type: 'image/jpeg', body: await makeJpeg(1200, 900) });
    files.set('/tee-white.jpg', { type: 'image/jpeg', body: await makeJpeg(800, 800) });
    files.set('/tee-detail.png', { type: 'image/png', body: await makePng(700, 500) });
    files.set('/mug.jpg', { type: 'image/jpeg', body: await makeJpeg(640, 640) });
    files.set('/not-an-image.jpg', { type: 'image/jpeg', body: Buffer.from('<html>oops</html>') });
    files.set('/missing.jpg', null);
    store = await createStore(shop.client, 'img-store', 'Copied Images');
  });
  afterAll(() => cdn.close());

  const csv = () =>
    [
      'Handle,Title,Status,Option1 Name,Option1 Value,Variant Price,Image Src,Image Position,Image Alt Text,Variant Image',
      `tee,Tee,active,Colour,Black,20,${at('/tee-black.jpg?v=1')},1,The tee in black,${at('/tee-black.jpg?v=1')}`,
      `tee,,,,White,20,${at('/tee-white.jpg')},2,The tee in white,${at('/tee-white.jpg')}`,
      `tee,,,,,,${at('/tee-detail.png')},3,Stitching,`,
      `tee,,,,,,${at('/missing.jpg')},4,,`,
      `mug,Mug,active,Title,Default Title,12,${at('/mug.jpg')},1,A mug,`,
      `mug,,,,,,${at('/not-an-image.jpg')},2,,`,
      'mug,,,,,,http://10.0.0.5/mug-back.jpg,3,,',
      `mug,,,,,,http://127.0.0.1:9/mug-side.jpg,4,,`,
    ].join('\n');

  const preview = (text: string) => previewImport(shop.client, store, text);
  const runImport = (text: string) => importCsv(shop.client, store, text);
  async function product(slug: string): Promise<AdminProduct> {
    const list = (
      await shop.client.get(`${P}/filtered-products?storeId=${store}&search=${slug}`)
    ).json<ProductPage>();
    const id = list.content.find((p) => p.slug === slug)!.id;
    return (await shop.client.get(`${P}/fetch-product-by-id/${id}`)).json<AdminProduct>();
  }
  const libraryUrl = /^\/media\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/\d+x\d+\/original\.(jpg|png)$/;

  it('copies the images into the library in the background and reports each one it could not', async () => {
    const dry = await preview(csv());
    expect(dry.notices).toContain(
      '8 images are copied into your media library after the rows are imported; an image that cannot be fetched is reported and left out.',
    );
    expect(requests).toEqual([]); // a dry run fetches nothing

    const job = await runImport(csv());
    expect(job).toMatchObject({
      status: 'done',
      created: 2,
      images: { total: 8, copied: 4, failed: 4 },
    });
    expect(job.errors).toEqual([
      {
        row: 5,
        column: 'Image Src',
        message: `Image ${host}/missing.jpg was not copied: The image server answered 404`,
      },
      {
        row: 7,
        column: 'Image Src',
        message: `Image ${host}/not-an-image.jpg was not copied: The file is not a JPEG, PNG, WebP, AVIF, GIF or SVG image`,
      },
      {
        row: 8,
        column: 'Image Src',
        message:
          'Image 10.0.0.5/mug-back.jpg was not copied: The address 10.0.0.5 is a private network address',
      },
      {
        row: 9,
        column: 'Image Src',
        message:
          "Image 127.0.0.1:9/mug-side.jpg was not copied: The address 127.0.0.1 is a loopback address (the server's own)",
      },
    ]);
    // Only the allow-listed server was asked, once per image (the private ones never).
    expect([...requests].sort()).toEqual(
      [
        '/missing.jpg',
        '/mug.jpg',
        '/not-an-image.jpg',
        '/tee-black.jpg?v=1',
        '/tee-detail.png',
        '/tee-white.jpg',
      ].sort(),
    );

    const tee = await product('tee');
    expect(tee.productImage).toMatch(libraryUrl);
    expect(tee.galleryImages).toHaveLength(2); // the 404 is left out
    for (const url of tee.galleryImages) expect(url).toMatch(libraryUrl);
    expect(tee.variations.map((v) => v.image)).toEqual([tee.productImage, tee.galleryImages[0]]);
    expect(tee.imageAlts).toEqual({
      [tee.productImage]: 'The tee in black',
      [tee.galleryImages[0]!]: 'The tee in white',
      [tee.galleryImages[1]!]: 'Stitching',
    });
    const mug = await product('mug');
    expect(mug.productImage).toMatch(libraryUrl);
    expect(mug.galleryImages).toEqual([]);

    // In the library: named after the file, with its alt text and where it came from.
    const copies = await t.database.db
      .select({ fileName: media.fileName, alt: media.alt, variants: media.variants })
      .from(media)
      .where(and(eq(media.storeId, store), eq(media.url, tee.productImage)));
    expect(copies).toEqual([
      { fileName: 'tee-black.jpg', alt: 'The tee in black', variants: expect.any(Array) },
    ]);
    expect(copies[0]!.variants.map((v) => v.width)).toEqual([320, 640, 1024, 1200]);

    // The shopper's product page shows the copy, responsive.
    const shopper = new TestClient(t.app, 'img-store.localhost:3000');
    const page = await shopper.get('/product/tee');
    expect(page.statusCode).toBe(200);
    const base = tee.productImage.replace(/\d+x\d+\/original\.jpg$/, '');
    expect(page.body).toContain(`srcSet="${base}320.webp 320w`);
    expect(page.body).toContain('alt="The tee in black"');
    expect(page.body).not.toContain(host);
  });

  it('finds the copies on a re-import: nothing is fetched again and nothing changes', async () => {
    requests.length = 0;
    const dry = await preview(csv());
    // The four that failed are tried again; the copied ones are the library's already.
    expect(dry.notices).toContain(
      '4 images are copied into your media library after the rows are imported; an image that cannot be fetched is reported and left out.',
    );
    const before = await product('tee');
    const job = await runImport(csv());
    expect(job.images).toEqual({ total: 4, copied: 0, failed: 4 });
    expect([...requests].sort()).toEqual(['/missing.jpg', '/not-an-image.jpg']);
    const after = await product('tee');
    expect(after.productImage).toBe(before.productImage);
    expect(after.galleryImages).toEqual(before.galleryImages);
  });
});
