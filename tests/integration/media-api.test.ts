/**
 * The media library (issue 10, media pipeline): uploads checked by their bytes, resized into
 * WebP variants, sanitised SVG, the size limit, list/search/alt/usage/delete, and store pages
 * rendering library images with srcset and their size. Isolation and bad input of these
 * routes are covered by the generated suites.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AdminProduct, ContentDocument, MediaItem, MediaPage, MediaUsage } from '../../shared';
import { pages, stores } from '../../server/db/schema';
import { dbKind, useTestApp, describeOnDatabase } from './helpers/test-app';
import { useShop } from './helpers/shops';
import { makeJpeg, makePng, uploadMedia, type UploadFile } from './helpers/media-upload';

const M = '/api/dashboard/media';

describeOnDatabase('media library API', () => {
  const t = useTestApp();
  const shop = useShop(t, 'media-shop', 'Media Shop', 'media-shop.localhost:3000');

  async function upload(files: UploadFile[]): Promise<MediaItem[]> {
    const res = await uploadMedia(t.app, shop.client, shop.storeId, files);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<MediaItem[]>();
  }
  const fileOnDisk = (url: string) => join(t.config.dataDir, url);
  const list = async (query = '') =>
    (await shop.client.get(`${M}/list?storeId=${shop.storeId}${query}`)).json<MediaPage>();
  const usage = async (mediaId: string) => {
    const res = await shop.client.get(`${M}/usage?storeId=${shop.storeId}&mediaId=${mediaId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MediaUsage>();
  };

  it('makes WebP variants 320, 640, 1024 and 1600 px wide of a 4000×3000 JPEG', async () => {
    const jpeg = await makeJpeg(4000, 3000);
    const started = performance.now();
    const [item] = await upload([{ name: 'Beach photo.jpg', data: jpeg }]);
    console.log(`4000×3000 JPEG upload (${dbKind}): ${Math.round(performance.now() - started)} ms`);
    expect(item).toMatchObject({
      fileName: 'Beach photo.jpg',
      mime: 'image/jpeg',
      bytes: jpeg.length,
      width: 4000,
      height: 3000,
      alt: '',
      url: `/media/${shop.storeId}/${item!.id}/4000x3000/original.jpg`,
    });
    expect(item!.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(item!.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 240],
      [640, 480],
      [1024, 768],
      [1600, 1200],
    ]);
    for (const variant of item!.variants) {
      expect(variant.url).toBe(`/media/${shop.storeId}/${item!.id}/${variant.width}.webp`);
      const res = await shop.shopper.get(variant.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        variant.width,
        variant.height,
      ]);
      expect(res.rawPayload.length).toBe(variant.bytes);
    }
    // The original is kept as uploaded, in its own format.
    const original = await shop.shopper.get(item!.url);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.rawPayload.equals(jpeg)).toBe(true);
  });

  it('never upscales: a 500 px wide PNG gets a 320 and a 500 px variant', async () => {
    const [item] = await upload([
      { name: 'logo.png', type: 'image/png', data: await makePng(500, 200) },
    ]);
    expect(item!.mime).toBe('image/png');
    expect(item!.url).toMatch(/\/500x200\/original\.png$/);
    expect(item!.variants.map((v) => v.width)).toEqual([320, 500]);
  });

  it('refuses a .jpg that is really text with 415 naming the file field', async () => {
    const before = await list();
    const res = await uploadMedia(t.app, shop.client, shop.storeId, [
      { name: 'holiday.jpg', type: 'image/jpeg', data: 'These are my holiday notes, not a photo.' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      details: [{ field: 'file', message: expect.stringContaining('holiday.jpg') }],
    });
    expect((await list()).totalElements).toBe(before.totalElements);
  });

  it('refuses a whole upload when one of its files is not an image, and keeps none of it', async () => {
    const before = await list();
    const res = await uploadMedia(t.app, shop.client, shop.storeId, [
      { name: 'good.png', type: 'image/png', data: await makePng(400, 400) },
      { name: 'bad.gif', type: 'image/gif', data: Buffer.from('GIF? no: %PDF-1.7 ...') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ details: [{ field: 'file[1]' }] });
    expect((await list()).totalElements).toBe(before.totalElements);
    // No file of the refused upload is left on disk.
    const storeDir = join(t.config.dataDir, 'media', shop.storeId);
    const known = new Set((await list('&size=100')).content.map((i) => i.id));
    const { readdirSync } = await import('node:fs');
    const left = existsSync(storeDir) ? readdirSync(storeDir).filter((d) => !known.has(d)) : [];
    expect(left).toEqual([]);
  });

  it('sanitises an SVG: no script, event handler, foreignObject or external reference', async () => {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 60" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <rect width="120" height="60" fill="#0ea5e9" onclick="steal()"/>
  <foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example/"/></body></foreignObject>
  <image href="https://evil.example/track.png" width="10" height="10"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <a href="javascript:alert(2)"><text x="10" y="40">Logo</text></a>
  <style>@import url(https://evil.example/x.css); rect { fill: red }</style>
</svg>`;
    const [item] = await upload([{ name: 'logo.svg', type: 'image/svg+xml', data: svg }]);
    expect(item).toMatchObject({ mime: 'image/svg+xml', width: 120, height: 60, variants: [] });
    expect(item!.url).toMatch(/\/120x60\/original\.svg$/);
    const res = await shop.shopper.get(item!.url);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const stored = res.body;
    for (const bad of [
      '<script',
      'onload',
      'onclick',
      'foreignObject',
      'iframe',
      'evil.example',
      'javascript:',
      '@import',
    ]) {
      expect(stored, bad).not.toContain(bad);
    }
    expect(stored).toContain('<rect');
    expect(stored).toContain('Logo');
    // Still an image sharp (librsvg) can draw.
    expect((await sharp(Buffer.from(stored)).metadata()).width).toBe(120);
  });

  it('answers 415 naming the content type for a body that is not multipart, 400 without a file', async () => {
    const json = await shop.client.post(`${M}/upload?storeId=${shop.storeId}`, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ details: [{ field: 'content-type' }] });
    const none = await uploadMedia(t.app, shop.client, shop.storeId, []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ details: [{ field: 'file' }] });
    const wrongField = await uploadMedia(t.app, shop.client, shop.storeId, [
      { field: 'photo', name: 'a.png', data: await makePng(10, 10) },
    ]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ details: [{ field: 'photo' }] });
  });

  it('lists newest first, searches file names and alt text, pages', async () => {
    const made = [];
    for (const name of ['Red Scarf.png', 'Blue Scarf.png', 'Green Hat.png']) {
      made.push(...(await upload([{ name, data: await makePng(40, 40) }])));
    }
    const all = await list('&size=100');
    expect(all.content.slice(0, 3).map((i) => i.fileName)).toEqual([
      'Green Hat.png',
      'Blue Scarf.png',
      'Red Scarf.png',
    ]);
    expect((await list('&search=scarf')).content.map((i) => i.fileName)).toEqual([
      'Blue Scarf.png',
      'Red Scarf.png',
    ]);
    // LIKE's wildcards are taken literally.
    expect((await list('&search=%25')).totalElements).toBe(0);
    const page = await list('&size=2&page=1');
    expect(page).toMatchObject({ page: 1, size: 2, totalElements: all.totalElements });
    expect(page.totalPages).toBe(Math.ceil(all.totalElements / 2));
    expect(page.content.map((i) => i.id)).toEqual(all.content.slice(2, 4).map((i) => i.id));

    const hat = made[2]!;
    const updated = await shop.client.put(`${M}/update`, {
      storeId: shop.storeId,
      mediaId: hat.id,
      alt: 'A felt hat in moss green',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<MediaItem>().alt).toBe('A felt hat in moss green');
    expect((await list('&search=MOSS')).content.map((i) => i.id)).toEqual([hat.id]);
  });

  it('counts the products, categories, pages and sections that still show a file', async () => {
    const [image] = await upload([{ name: 'usage.png', data: await makePng(800, 600) }]);
    const [other] = await upload([{ name: 'other.png', data: await makePng(800, 600) }]);
    const variant = image!.variants[0]!.url;
    expect(await usage(image!.id)).toEqual({
      mediaId: image!.id,
      products: 0,
      categories: 0,
      pages: 0,
      sections: 0,
      inUse: false,
    });
    const add = (body: Record<string, unknown>) =>
      shop.client.post('/api/dashboard/products/add-product', {
        storeId: shop.storeId,
        price: 10,
        ...body,
      });
    const main = await add({ name: 'Main Image Product', productImage: image!.url });
    const gallery = await add({ name: 'Gallery Product', galleryImages: [other!.url, variant] });
    const variations = await add({
      name: 'Variant Image Product',
      attributeGroups: [{ name: 'Colour', type: 'color', values: ['Red', 'Blue'] }],
      variations: [
        { price: 10, attributes: { Colour: 'Red' }, image: image!.url },
        { price: 10, attributes: { Colour: 'Blue' } },
      ],
    });
    await add({ name: 'Unrelated Product', productImage: other!.url });
    for (const res of [main, gallery, variations]) expect(res.statusCode, res.body).toBe(201);
    const category = await shop.client.post('/api/dashboard/category/add-category', {
      storeId: shop.storeId,
      name: 'Usage Category',
      image: image!.url,
    });
    expect(category.statusCode, category.body).toBe(201);

    // A section on the home page's draft and published content (counted once), one nested in
    // a container on another page's draft, and the header's logo.
    const imageBlock = {
      id: randomUUID(),
      type: 'imageBlock' as const,
      props: { src: image!.url },
    };
    const [home] = await t.database.db.select().from(pages).where(eq(pages.storeId, shop.storeId));
    const homeDoc: ContentDocument = { schemaVersion: 1, components: [imageBlock] };
    await t.database.db
      .update(pages)
      .set({ content: homeDoc, publishedContent: homeDoc })
      .where(eq(pages.id, home!.id));
    await t.database.db.insert(pages).values({
      storeId: shop.storeId,
      title: 'Lookbook',
      slug: 'lookbook',
      content: {
        schemaVersion: 1,
        components: [
          {
            id: randomUUID(),
            type: 'container',
            props: {
              children: [{ id: randomUUID(), type: 'banner', props: { backgroundImage: variant } }],
            },
          },
        ],
      },
    });
    const [store] = await t.database.db.select().from(stores).where(eq(stores.id, shop.storeId));
    await t.database.db
      .update(stores)
      .set({
        globalContent: {
          ...store!.globalContent,
          components: [
            ...store!.globalContent.components,
            { id: randomUUID(), type: 'navbar', props: { logoImage: image!.url } },
          ],
        },
      })
      .where(eq(stores.id, shop.storeId));

    expect(await usage(image!.id)).toEqual({
      mediaId: image!.id,
      products: 3,
      categories: 1,
      pages: 2,
      sections: 3,
      inUse: true,
    });
    expect((await usage(other!.id)).products).toBe(2);

    // Deleting a product never deletes a library file.
    const productId = main.json<AdminProduct>().id;
    const deleted = await shop.client.request(
      'DELETE',
      `/api/dashboard/products/delete/${shop.storeId}/${productId}`,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(existsSync(fileOnDisk(image!.url))).toBe(true);
    expect((await usage(image!.id)).products).toBe(2);
  });

  it('deletes a file with its variants; it is gone from the list and from disk', async () => {
    const [item] = await upload([{ name: 'to-delete.jpg', data: await makeJpeg(1200, 800) }]);
    const urls = [item!.url, ...item!.variants.map((v) => v.url)];
    for (const url of urls) expect(existsSync(fileOnDisk(url)), url).toBe(true);
    const res = await shop.client.request('DELETE', `${M}/delete/${item!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true, mediaId: item!.id });
    for (const url of urls) {
      expect(existsSync(fileOnDisk(url)), url).toBe(false);
      expect((await shop.shopper.get(url)).statusCode).toBe(404);
    }
    expect(existsSync(join(t.config.dataDir, 'media', shop.storeId, item!.id))).toBe(false);
    expect((await list('&size=100')).content.map((i) => i.id)).not.toContain(item!.id);
    const again = await shop.client.request('DELETE', `${M}/delete/${item!.id}`);
    expect(again.statusCode).toBe(404);
    expect(
      (await shop.client.get(`${M}/usage?storeId=${shop.storeId}&mediaId=${item!.id}`)).statusCode,
    ).toBe(404);
  });

  it('renders library images on the store host with srcset, sizes and their size', async () => {
    const [photo] = await upload([{ name: 'lamp.jpg', data: await makeJpeg(2000, 1500) }]);
    const [detail] = await upload([{ name: 'lamp-detail.jpg', data: await makeJpeg(1200, 1200) }]);
    const res = await shop.client.post('/api/dashboard/products/add-product', {
      storeId: shop.storeId,
      name: 'Brass Lamp',
      price: 80,
      status: 'active',
      productImage: photo!.url,
      galleryImages: [detail!.url],
    });
    expect(res.statusCode, res.body).toBe(201);
    const html = (await shop.shopper.get('/product/brass-lamp')).body;
    // React writes `srcSet`, `fetchPriority`: HTML attribute names ignore case.
    const imgs = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0].toLowerCase());
    const main = imgs.find((tag) => tag.includes('data-testid="product-main-image"'));
    expect(main).toBeDefined();
    const base = `/media/${shop.storeId}/${photo!.id}/`;
    expect(main).toContain(
      `srcset="${base}320.webp 320w, ${base}640.webp 640w, ${base}1024.webp 1024w, ${base}1600.webp 1600w"`,
    );
    expect(main).toContain(`src="${base}1024.webp"`);
    expect(main).toMatch(/\bsizes="[^"]+"/);
    expect(main).toContain('width="2000"');
    expect(main).toContain('height="1500"');
    // The main image is the page's first above-the-fold image: loaded at once, first.
    expect(main).not.toContain('loading="lazy"');
    expect(main).toContain('fetchpriority="high"');
    // Every library image on the page has srcset and a size; the thumbnails load lazily.
    const library = imgs.filter((tag) => tag.includes(`/media/${shop.storeId}/`));
    expect(library.length).toBeGreaterThanOrEqual(3);
    for (const tag of library) {
      expect(tag).toMatch(/\bsrcset="[^"]+ 320w/);
      expect(tag).toMatch(/\bwidth="\d+"/);
      expect(tag).toMatch(/\bheight="\d+"/);
    }
    const thumbnails = [
      ...html.matchAll(/data-testid="product-thumbnail"[^>]*>\s*(<img\b[^>]*>)/g),
    ].map((m) => m[1]!.toLowerCase());
    expect(thumbnails).toHaveLength(2);
    for (const tag of thumbnails) {
      expect(tag).toMatch(/\bsrcset="[^"]+ 320w/);
      expect(tag).toContain('loading="lazy"');
    }
  });
});

describeOnDatabase('media upload size limit', () => {
  const t = useTestApp({ MEDIA_MAX_BYTES: '50000' });
  const shop = useShop(t, 'small-media', 'Small Media');

  it('answers 413 naming the file field for a file over MEDIA_MAX_BYTES, and stores nothing', async () => {
    const big = await makeJpeg(1000, 1000, 95);
    expect(big.length).toBeGreaterThan(50_000);
    const res = await uploadMedia(t.app, shop.client, shop.storeId, [
      { name: 'big.jpg', data: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      details: [{ field: 'file', message: expect.stringContaining('MB') }],
    });
    const listed = await shop.client.get(`/api/dashboard/media/list?storeId=${shop.storeId}`);
    expect(listed.json<MediaPage>().totalElements).toBe(0);
    // A small one still goes through.
    const small = await uploadMedia(t.app, shop.client, shop.storeId, [
      { name: 'small.png', data: await makePng(100, 100) },
    ]);
    expect(small.statusCode, small.body).toBe(201);
  });
});
