/**
 * The catalogue's CSV export and import (issue 10): the round trip into an empty store, a
 * Shopify product CSV as Shopify exports it (tests/fixtures/catalogue-csv), a file with bad
 * rows (the rest imports; each bad row is reported with its row and column), re-imports that
 * update instead of duplicating, and the job's progress. Isolation and bad input of these
 * routes are also covered by the generated suites.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { AdminProduct, ImportJob, ImportPreviewReply, ProductPage } from '../../shared';
import {
  applyBatch,
  BatchNeedsSavepoints,
  planImport,
} from '../../server/catalogue/csv/import-plan';
import { importJobs } from '../../server/db/schema';
import { createStore, TestClient, useTestApp, describeOnDatabase } from './helpers/test-app';
import { startImageServer } from './helpers/image-server';
import { previewImport, runImport as importCsv } from './helpers/imports';
import { useShop } from './helpers/shops';

const P = '/api/dashboard/products';
const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'catalogue-csv', name), 'utf8');
// Shopify's image CDN, stood in for by a local server (the import copies the images).
const cdn = await startImageServer();
const SHOPIFY_CDN = 'https://cdn.shopify.com';

describeOnDatabase('catalogue CSV import and export', () => {
  const t = useTestApp({ TEST_IMAGE_HOSTS: cdn.host });
  afterAll(() => cdn.close());
  const shop = useShop(t, 'csv-source', 'CSV Source');

  async function add(storeId: string, body: Record<string, unknown>): Promise<AdminProduct> {
    const res = await shop.client.post(`${P}/add-product`, { storeId, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminProduct>();
  }
  async function category(storeId: string, name: string, slug: string): Promise<string> {
    const res = await shop.client.post('/api/dashboard/category/add-category', {
      storeId,
      name,
      slug,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }
  async function exportCsv(storeId: string): Promise<string> {
    const res = await shop.client.get(`${P}/export?storeId=${storeId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-.*\.csv"$/);
    return res.body;
  }
  const preview = (storeId: string, csv: string) => previewImport(shop.client, storeId, csv);
  const runImport = (storeId: string, csv: string) => importCsv(shop.client, storeId, csv);
  /** Every product of the store as the editor reads it, by slug. */
  async function catalogue(storeId: string): Promise<Map<string, AdminProduct>> {
    const list = await shop.client.get(
      `${P}/filtered-products?storeId=${storeId}&size=100&sort=name_asc`,
    );
    const out = new Map<string, AdminProduct>();
    for (const item of list.json<ProductPage>().content) {
      const res = await shop.client.get(`${P}/fetch-product-by-id/${item.id}`);
      const p = res.json<AdminProduct>();
      out.set(p.slug, p);
    }
    return out;
  }
  /** A product without its ids and times, to compare two stores' copies. */
  const comparable = (p: AdminProduct) => {
    const { id: _i, storeId: _s, createdAt: _c, updatedAt: _u, ...rest } = p;
    return {
      ...rest,
      variations: p.variations.map(({ id: _v, ...v }) => v),
      categories: p.categories.map((c) => ({ name: c.name, slug: c.slug })),
    };
  };

  it('exports one row per variant and imports it into an empty store as the same catalogue', async () => {
    const tops = await category(shop.storeId, 'Tops & Tees', 'tops');
    const sale = await category(shop.storeId, 'Summer sale', 'summer-sale');
    await add(shop.storeId, {
      name: 'Linen Shirt',
      description:
        '<p>Breathable linen, "garment dyed", cut long.</p>\n<p>Wash cold, hang dry.</p>',
      price: 40,
      discountPrice: 35.5,
      status: 'active',
      sku: 'LS',
      lowStockThreshold: 2,
      weightGrams: 300,
      rating: 4.5,
      productImage: '/media/linen.webp',
      galleryImages: ['/media/linen-back.webp', '/media/linen,detail.jpg'],
      seoTitle: 'Linen Shirt, garment dyed',
      metaDescription: 'A linen shirt for hot days.',
      categoryIds: [tops, sale],
      attributeGroups: [
        { name: 'Size', type: 'select', values: ['S', 'M', 'L'] },
        {
          name: 'Colour',
          type: 'color',
          values: ['Sand', 'Navy'],
          swatches: { Sand: '#d8c8a8', Navy: '#1f2a44' },
        },
      ],
      variations: ['S', 'M', 'L'].flatMap((size, i) =>
        ['Sand', 'Navy'].map((colour, j) => ({
          price: 40 + i,
          discountPrice: j === 1 ? 35 : 0,
          attributes: { Size: size, Colour: colour },
          sku: `LS-${size}-${colour}`,
          stock: i * 2 + j,
          image: j === 1 ? '/media/linen-navy.webp' : '',
          // Navy weighs more; Sand weighs what the shirt does.
          weightGrams: j === 1 ? 340 + i * 10 : null,
        })),
      ),
    });
    await add(shop.storeId, {
      name: '=Formula Mug',
      price: 12,
      status: 'draft',
      sku: '-MUG',
      stock: 7,
      categoryIds: [tops],
    });
    await add(shop.storeId, {
      name: 'Gift Card',
      price: 25,
      status: 'active',
      attributeGroups: [{ name: 'Amount', type: 'other', values: ['25', '50'] }],
    });

    const csv = await exportCsv(shop.storeId);
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^handle,name,description_html,status,price,sale_price,sku,stock,/);
    // 6 variants + 1 plain product + 1 product with options but no variants, and the header.
    expect(csv.match(/^(linen-shirt|formula-mug|gift-card),/gm)).toHaveLength(8);
    expect(csv).toContain("'=Formula Mug");

    const empty = await createStore(shop.client, 'csv-copy', 'CSV Copy');
    const dry = await preview(empty, csv);
    expect(dry).toMatchObject({
      format: 'native',
      products: 3,
      toCreate: 3,
      toUpdate: 0,
      skipped: 0,
      errors: [],
      errorCount: 0,
    });
    expect(dry.newCategories.sort()).toEqual(['Summer sale', 'Tops & Tees']);
    expect((await catalogue(empty)).size).toBe(0); // the dry run wrote nothing

    const job = await runImport(empty, csv);
    expect(job).toMatchObject({ status: 'done', created: 3, updated: 0, errors: [] });
    expect(job.processedRows).toBe(job.totalRows);
    const before = await catalogue(shop.storeId);
    const after = await catalogue(empty);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [slug, product] of before) {
      expect(comparable(after.get(slug)!), slug).toEqual(comparable(product));
    }

    // Exporting the copy gives the same rows (products created in the same instant may come
    // in another order).
    const sorted = (text: string) => text.split('\r\n').sort();
    expect(sorted(await exportCsv(empty))).toEqual(sorted(csv));
  });

  it('keeps weights when a file has no weight columns, and sets them when it has', async () => {
    const store = await createStore(shop.client, 'csv-weights', 'CSV Weights');
    const tee = await add(store, {
      name: 'Weighted Tee',
      price: 20,
      weightGrams: 300,
      attributeGroups: [{ name: 'Size', type: 'select', values: ['S', 'M'] }],
      variations: [
        { price: 20, attributes: { Size: 'S' }, stock: 1, weightGrams: 500 },
        { price: 20, attributes: { Size: 'M' }, stock: 1, weightGrams: null },
      ],
    });
    // A file from before weights existed: stock changes, weights stay.
    const old = [
      'handle,name,price,option1_name,option1_value,variant_price,variant_stock',
      'weighted-tee,Weighted Tee,20,Size,S,20,8',
      'weighted-tee,,,,M,20,9',
    ].join('\n');
    expect(await runImport(store, old)).toMatchObject({ status: 'done', updated: 1, errors: [] });
    let after = (await catalogue(store)).get('weighted-tee')!;
    expect(after.weightGrams).toBe(300);
    expect(after.variations.map((v) => [v.id, v.stock, v.weightGrams])).toEqual([
      [tee.variations[0]!.id, 8, 500],
      [tee.variations[1]!.id, 9, null],
    ]);
    const withWeights = [
      'handle,name,weight_grams,option1_name,option1_value,variant_price,variant_weight_grams',
      'weighted-tee,Weighted Tee,1200,Size,S,20,',
      'weighted-tee,,,,M,20,800',
    ].join('\n');
    expect(await runImport(store, withWeights)).toMatchObject({ status: 'done', errors: [] });
    after = (await catalogue(store)).get('weighted-tee')!;
    expect(after.weightGrams).toBe(1200);
    expect(after.variations.map((v) => v.weightGrams)).toEqual([null, 800]);
    const bad = await preview(store, 'handle,name,price,weight_grams\nheavy,Heavy,5,-3');
    expect(bad.errors).toEqual([
      { row: 2, column: 'weight_grams', message: 'Weight must be at least 0 g' },
    ]);
  });

  it('re-importing the same file updates the products instead of duplicating them', async () => {
    const csv = await exportCsv(shop.storeId);
    const store = await createStore(shop.client, 'csv-again', 'CSV Again');
    await runImport(store, csv);
    const first = await catalogue(store);
    const shopper = new TestClient(t.app, 'csv-again.localhost');
    // A cached store page: the job's end must purge it.
    expect((await shopper.get('/product/linen-shirt')).body).toContain('Linen Shirt');

    // Its own export changes nothing; a renamed product changes just its name.
    expect((await preview(store, csv)).changes).toEqual([]);
    const renamed = csv.replace(',Linen Shirt,', ',Linen Shirt Deluxe,');
    const dry = await preview(store, renamed);
    expect(dry).toMatchObject({ toCreate: 0, toUpdate: 3, errorCount: 0, newCategories: [] });
    expect(dry.changes).toEqual([
      {
        field: 'name',
        label: 'Name',
        count: 1,
        samples: [{ product: 'Linen Shirt', from: 'Linen Shirt', to: 'Linen Shirt Deluxe' }],
      },
    ]);
    const job = await runImport(store, renamed);
    expect(job).toMatchObject({ status: 'done', created: 0, updated: 3, errors: [] });
    const second = await catalogue(store);
    expect(second.size).toBe(3);
    const a = first.get('linen-shirt')!;
    const b = second.get('linen-shirt')!;
    expect(b.name).toBe('Linen Shirt Deluxe');
    expect(b.id).toBe(a.id);
    // Variants are matched by their option values: they keep their ids.
    expect(b.variations.map((v) => v.id)).toEqual(a.variations.map((v) => v.id));
    expect((await shopper.get('/product/linen-shirt')).body).toContain('Linen Shirt Deluxe');
  });

  it('imports a Shopify product CSV as Shopify exports it', async () => {
    const csv = fixture('shopify-products.csv').replaceAll(SHOPIFY_CDN, cdn.at(''));
    const store = await createStore(shop.client, 'csv-shopify', 'From Shopify');
    const dry = await preview(store, csv);
    expect(dry).toMatchObject({
      format: 'shopify',
      rows: 12,
      products: 4,
      toCreate: 4,
      toUpdate: 0,
      skipped: 0,
      errors: [],
    });
    expect(dry.newCategories.sort()).toEqual(['Bags', 'Hats', 'Kitchen & Dining', 'T-Shirts']);
    // What it leaves out is said by name, never dropped without a word (empty columns leave
    // nothing out).
    expect(dry.ignoredColumns).toEqual([
      'Product Category',
      'Variant Fulfillment Service',
      'Variant Taxable',
      'Gift Card',
    ]);

    const job = await runImport(store, csv);
    expect(job).toMatchObject({ status: 'done', format: 'shopify', created: 4, errors: [] });
    expect(job.processedRows).toBe(12);
    const products = await catalogue(store);
    expect([...products.keys()].sort()).toEqual([
      'canvas-tote',
      'classic-tee',
      'gift-mug',
      'wool-beanie',
    ]);

    const tee = products.get('classic-tee')!;
    expect(tee.name).toBe('Classic Tee');
    expect(tee.status).toBe('active');
    expect(tee.description).toContain('cut from soft, heavyweight cotton.');
    expect(tee.description).toContain('<li>Relaxed fit, "boxy" shape</li>');
    expect(tee.seoTitle).toBe('Classic Tee, heavyweight cotton');
    expect(tee.categories.map((c) => c.name)).toEqual(['T-Shirts']);
    expect(tee).toMatchObject({
      vendor: 'Acme Apparel',
      productType: 'T-Shirts',
      tags: ['cotton', 'summer', 'basics'],
    });
    expect(tee.attributeGroups).toEqual([
      { name: 'Size', type: 'select', values: ['S', 'M', 'L'] },
      { name: 'Color', type: 'select', values: ['Black', 'White'] },
    ]);
    // Its images are copies in the store's media library, their alt texts kept.
    const library = /^\/media\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/\d+x\d+\/original\.jpg$/;
    expect(tee.productImage).toMatch(library);
    expect(tee.galleryImages).toHaveLength(2);
    for (const url of tee.galleryImages) expect(url).toMatch(library);
    const [white, detail] = tee.galleryImages as [string, string];
    expect(tee.imageAlts).toEqual({
      [tee.productImage]: 'Classic Tee in black',
      [white]: 'Classic Tee in white',
      [detail]: 'Stitching, close up',
    });
    expect(job.images).toEqual({ total: 5, copied: 5, failed: 0 });
    // The product page reads the main image's alt text aloud.
    expect(
      (await new TestClient(t.app, 'csv-shopify.localhost').get('/product/classic-tee')).body,
    ).toContain('alt="Classic Tee in black"');
    // Compare-at 30 over 25: the regular price is 30 and the sale price 25.
    expect(tee.price).toBe(30);
    expect(tee.discountPrice).toBe(25);
    expect(
      tee.variations.map((v) => [v.sku, v.attributes, v.price, v.discountPrice, v.stock]),
    ).toEqual([
      ['TEE-S-BLK', { Size: 'S', Color: 'Black' }, 30, 25, 12],
      ['TEE-S-WHT', { Size: 'S', Color: 'White' }, 30, 25, 8],
      ['TEE-M-BLK', { Size: 'M', Color: 'Black' }, 30, 25, 20],
      ['TEE-M-WHT', { Size: 'M', Color: 'White' }, 25, 0, 0],
      ['TEE-L-BLK', { Size: 'L', Color: 'Black' }, 30, 27.5, 5],
      ['TEE-L-WHT', { Size: 'L', Color: 'White' }, 27.5, 0, 3],
    ]);
    expect(tee.variations[1]!.image).toBe(white);
    expect(tee.variations[3]!.image).toBe('');
    expect(tee.stock).toBe(48);

    const tote = products.get('canvas-tote')!;
    expect(tote.status).toBe('draft');
    // A compare-at price equal to the price is no sale.
    expect(tote.variations.map((v) => [v.attributes, v.price, v.discountPrice])).toEqual([
      [{ Color: 'Natural' }, 18, 0],
      [{ Color: 'Navy' }, 18, 0],
    ]);

    expect(tee.variations.every((v) => v.cost === 9.5)).toBe(true);
    const mug = products.get('gift-mug')!;
    expect(mug).toMatchObject({
      barcode: '0123456789012',
      cost: 5,
      name: 'Stoneware Mug',
      price: 16.5,
      discountPrice: 14,
      sku: 'MUG-01',
      stock: 0, // Shopify's -2 (oversold)
      attributeGroups: [],
      variations: [],
      status: 'active',
    });
    expect(mug.categories.map((c) => c.slug)).toEqual(['kitchen-and-dining']);

    const beanie = products.get('wool-beanie')!;
    expect(beanie.status).toBe('draft'); // Published FALSE
    expect(beanie.variations.map((v) => [v.attributes.Size, v.price, v.stock])).toEqual([
      ['One size', 22, 25],
      ['Kids', 19, 10],
    ]);

    // The same file again changes nothing (its images are the library's copies now)...
    expect((await preview(store, csv)).changes).toEqual([]);
    // ...and imports as the same four products, updated; categories are not duplicated.
    const again = await runImport(store, csv);
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 4, errors: [] });
    const after = await catalogue(store);
    expect(after.size).toBe(4);
    expect(after.get('classic-tee')!.variations.map((v) => v.id)).toEqual(
      tee.variations.map((v) => v.id),
    );
    const cats = await shop.client.get(`/api/dashboard/categories/get-categories?storeId=${store}`);
    expect(
      cats
        .json<{ slug: string }[]>()
        .map((c) => c.slug)
        .sort(),
    ).toEqual(['bags', 'hats', 'kitchen-and-dining', 't-shirts']);
  });

  it('imports the good rows of a file with three bad ones and reports those by row and column', async () => {
    const header =
      'handle,name,status,price,sale_price,stock,categories,option1_name,option1_value,variant_price,variant_stock';
    const csv = [
      header,
      'good-one,Good One,active,10,,5,mugs,,,,', // row 2
      'bad-price,Bad Price,active,ten,,5,,,,,', // row 3: price is not a number
      'good-two,Good Two,draft,12,9,1,,,,,', // row 4
      'bad-sale,Bad Sale,active,10,15,1,,,,,', // row 5: sale price above the price
      'good-three,"Good, Three",active,20,,,mugs,Size,S,20,3', // row 6
      'good-three,,,,,,,,M,21,4', // row 7
      'bad-variant,Bad Variant,active,8,,,,Size,S,8,2', // row 8
      'bad-variant,,,,,,,,M,8,-4', // row 9: negative stock: the whole product is skipped
      '',
    ].join('\n');
    const store = await createStore(shop.client, 'csv-bad', 'Bad Rows');
    const expected = [
      { row: 3, column: 'price', message: expect.stringContaining('Price must be a number') },
      { row: 5, column: 'sale_price', message: 'The sale price must be lower than the price' },
      {
        row: 9,
        column: 'variant_stock',
        message: 'Stock can be below 0 only where it keeps selling at 0',
      },
    ];
    const dry = await preview(store, csv);
    expect(dry).toMatchObject({ products: 6, toCreate: 3, skipped: 3, errorCount: 3 });
    expect(dry.errors).toEqual(expected);

    const job = await runImport(store, csv);
    expect(job).toMatchObject({ status: 'done', created: 3, updated: 0 });
    expect(job.errors).toEqual(expected);
    const products = await catalogue(store);
    expect([...products.keys()].sort()).toEqual(['good-one', 'good-three', 'good-two']);
    expect(products.get('good-three')!.name).toBe('Good, Three');
    expect(products.get('good-three')!.variations.map((v) => v.stock)).toEqual([3, 4]);
    expect(products.get('good-two')!).toMatchObject({
      price: 12,
      discountPrice: 9,
      status: 'draft',
    });
    expect(products.get('good-one')!.categories.map((c) => c.slug)).toEqual(['mugs']);
  });

  it('a product that fails when written is skipped and reported; the batch keeps the rest', async () => {
    const store = await createStore(shop.client, 'csv-write-fail', 'Write Fail');
    const plan = planImport(
      ['handle,name,price,sale_price', 'one,One,10,', 'two,Two,10,', 'three,Three,10,'].join('\n'),
    );
    // A product the file's checks passed but the writer refuses (as a slug taken meanwhile
    // would be): a sale price at the price.
    plan.drafts[1]!.input!.discountPrice = 10;
    const { db } = t.database;
    const write = (savepoints: boolean) =>
      db.transaction((tx) => applyBatch(tx, store, 'USD', plan.drafts, new Date(), savepoints));
    // Written optimistically, the batch asks to be written again product by product...
    await expect(write(false)).rejects.toBeInstanceOf(BatchNeedsSavepoints);
    expect((await catalogue(store)).size).toBe(0);
    // ...and then keeps the others.
    const result = await write(true);
    expect(result).toMatchObject({ created: 2, updated: 0, rows: 3 });
    expect(result.errors).toEqual([
      { row: 3, column: 'sale_price', message: 'The sale price must be lower than the price' },
    ]);
    expect([...(await catalogue(store)).keys()].sort()).toEqual(['one', 'three']);
  });

  it('claims a job its process left behind and goes on after its last written batch', async () => {
    const store = await createStore(shop.client, 'csv-resume', 'Resume');
    const csv = ['handle,name,price', 'first,First,1', 'second,Second,2', 'third,Third,3'].join(
      '\n',
    );
    const now = new Date();
    t.setNow(now);
    // A job whose process died after writing its first product (not written here, so a
    // restart from the top would show it): running, its lease passed.
    const [stale] = await t.database.db
      .insert(importJobs)
      .values({
        storeId: store,
        status: 'running',
        format: 'native',
        csv,
        totalRows: 3,
        processedRows: 1,
        productsDone: 1,
        created: 1,
        lockedUntil: new Date(now.getTime() - 60_000),
        createdAt: new Date(now.getTime() - 120_000),
      })
      .returning();
    // Any import wakes the runner; the older job is claimed first.
    const next = await runImport(store, 'handle,name,price\nfourth,Fourth,4\n');
    expect(next).toMatchObject({ status: 'done', created: 1 });
    const res = await shop.client.get(`${P}/import/status?storeId=${store}&jobId=${stale!.id}`);
    expect(res.json<ImportJob>()).toMatchObject({
      status: 'done',
      created: 3,
      processedRows: 3,
      errors: [],
    });
    expect([...(await catalogue(store)).keys()].sort()).toEqual(['fourth', 'second', 'third']);
  });

  it('refuses a file it cannot read, naming csv; an unknown job is a 404', async () => {
    // A broken row is no reason to refuse the file: it is named, the rest is read.
    const unclosed = await shop.client.post(`${P}/import/preview`, {
      storeId: shop.storeId,
      csv: 'handle,name\n"unclosed,1\n',
    });
    expect(unclosed.statusCode).toBe(200);
    expect(unclosed.json<ImportPreviewReply>().errors[0]).toMatchObject({ row: 2, column: '' });
    for (const csv of ['a,b,c\n1,2,3\n', '"handle"x,name\n1,2\n']) {
      const res = await shop.client.post(`${P}/import/preview`, { storeId: shop.storeId, csv });
      expect(res.statusCode, csv).toBe(400);
      expect(res.json<{ details: { field: string }[] }>().details[0]!.field).toBe('csv');
      const start = await shop.client.post(`${P}/import/start`, { storeId: shop.storeId, csv });
      expect(start.statusCode).toBe(400);
    }
    const missing = await shop.client.get(
      `${P}/import/status?storeId=${shop.storeId}&jobId=00000000-0000-4000-8000-000000000000`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ details: { field: string }[] }>().details[0]!.field).toBe('jobId');
  });

  it('takes a file larger than the app’s 1 MB body limit', async () => {
    const rows = Array.from(
      { length: 6000 },
      (_, i) =>
        `big-${i},Big product number ${i} with a long name to fill the file,draft,${i % 90}.5`,
    );
    const csv = ['handle,name,status,price', ...rows].join('\n');
    // Blank lines (skipped) push the JSON body past 1 MB.
    const padded = csv + '\n'.repeat(1024 * 1024);
    const store = await createStore(shop.client, 'csv-big', 'Big');
    const dry = await preview(store, padded);
    expect(dry).toMatchObject({ products: 6000, toCreate: 6000, errorCount: 0 });
  });

  it('keeps the stock the merchant entered when a later file has no stock column', async () => {
    const store = await createStore(shop.client, 'csv-keep-stock', 'Keep Stock');
    const first = [
      'Handle,Title,Option1 Name,Option1 Value,Variant Price,Variant Inventory Qty',
      'cap,Cap,Size,S,12,7',
      'cap,,Size,M,12,4',
      'pin,Pin,Title,Default Title,3,9',
    ].join('\n');
    expect((await runImport(store, first)).errors).toEqual([]);
    const later = [
      'Handle,Title,Option1 Name,Option1 Value,Variant Price',
      'cap,Cap renamed,Size,S,13',
      'cap,,Size,M,13',
      'pin,Pin renamed,Title,Default Title,4',
    ].join('\n');
    // The dry run says what changes, field by field; stock (no column) is not among them.
    const dry = await preview(store, later);
    expect(dry.changes.map((c) => [c.field, c.count])).toEqual([
      ['name', 2],
      ['price', 2],
      ['variations', 1],
    ]);
    expect(dry.changes[0]!.samples).toEqual([
      { product: 'Cap', from: 'Cap', to: 'Cap renamed' },
      { product: 'Pin', from: 'Pin', to: 'Pin renamed' },
    ]);
    expect(dry.changes[1]!.samples[1]).toEqual({ product: 'Pin', from: '$3.00', to: '$4.00' });
    const job = await runImport(store, later);
    expect(job).toMatchObject({ status: 'done', updated: 2, errors: [] });
    // The same file again changes nothing.
    expect((await preview(store, later)).changes).toEqual([]);
    const products = await catalogue(store);
    expect(products.get('cap')!.name).toBe('Cap renamed');
    expect(products.get('cap')!.variations.map((v) => [v.price, v.stock])).toEqual([
      [13, 7],
      [13, 4],
    ]);
    expect(products.get('pin')).toMatchObject({ name: 'Pin renamed', price: 4, stock: 9 });
  });

  it('imports the rest of a file with a broken row and a padded cell, and says so', async () => {
    const store = await createStore(shop.client, 'csv-broken-row', 'Broken Row');
    const csv = [
      'Title,URL handle,Price,Inventory quantity,Weight value (grams)',
      '"Ear Hook" ,ear-hook,9,2,0.5',
      '"Bad"x,bad,1,1,1',
      'Chain,chain,14,1,226.796185',
    ].join('\n');
    const dry = await preview(store, csv);
    expect(dry).toMatchObject({ format: 'shopify', toCreate: 2, errorCount: 1 });
    expect(dry.errors[0]).toMatchObject({ row: 3, column: '' });
    expect(dry.errors[0]!.message).toContain('line 3 of the file');
    expect(dry.notices).toEqual([]);
    const job = await runImport(store, csv);
    expect(job).toMatchObject({ status: 'done', created: 2 });
    const products = await catalogue(store);
    // Decimal grams kept to the milligram.
    expect(products.get('ear-hook')).toMatchObject({
      name: 'Ear Hook',
      stock: 2,
      weightGrams: 0.5,
    });
    expect(products.get('chain')).toMatchObject({ weightGrams: 226.796 });
  });

  it('hides active products not published to the online store, leaves out HEIC images, and says which types merge', async () => {
    const store = await createStore(shop.client, 'csv-published', 'Published Or Not');
    const csv = [
      'Handle,Title,Type,Published,Status,Variant Price,Image Src',
      'hook-a,Hook A,Ear Hook,TRUE,active,5,https://img.example/a.jpg',
      'hook-a,,,,,,https://img.example/a-back.HEIC?v=2',
      'hook-b,Hook B,Ear hook,FALSE,active,6,',
      'hook-c,Hook C,Ear Hook,FALSE,draft,7,',
    ].join('\n');
    const dry = await preview(store, csv);
    expect(dry.notices).toEqual([
      '1 image is HEIC or HEIF, which browsers cannot show: left out (the products keep their other images).',
      '1 active product not published to the online store comes in as a draft, hidden from shoppers.',
      'The file has no inventory quantity column: products already in the store keep their stock; new ones start at 0 (a tracked one shows “Out of stock” until you enter its stock).',
      'Types “Ear Hook” and “Ear hook” go into one category, Ear Hook.',
      '1 image is copied into your media library after the rows are imported; an image that cannot be fetched is reported and left out.',
    ]);
    expect(dry.newCategories).toEqual(['Ear Hook']);
    const job = await runImport(store, csv);
    // An image on a host that cannot be reached is reported against its cell and left out.
    expect(job.errors).toEqual([
      {
        row: 2,
        column: 'Image Src',
        message:
          "Image img.example/a.jpg was not copied: The image server's name img.example was not found",
      },
    ]);
    const products = await catalogue(store);
    expect([...products.values()].map((p) => [p.slug, p.status])).toEqual([
      ['hook-a', 'active'],
      ['hook-b', 'draft'],
      ['hook-c', 'draft'],
    ]);
    expect((await shop.shopper.get('/product/hook-b')).statusCode).toBe(404);
    expect(products.get('hook-a')).toMatchObject({ productImage: '', galleryImages: [] });
  });

  it('keeps Shopify metafields as custom data, merges them on a re-import, and says so', async () => {
    const store = await createStore(shop.client, 'csv-metafields', 'Metafields');
    const csv = [
      'Handle,Title,Variant Price,Fabric (product.metafields.custom.fabric),Care (product.metafields.custom.care),Google Shopping / Gender',
      'scarf,Scarf,12,Linen,Cold wash,unisex',
    ].join('\n');
    const dry = await preview(store, csv);
    expect(dry.notices).toContain(
      '3 columns are kept as custom data: Fabric (product.metafields.custom.fabric), Care (product.metafields.custom.care), Google Shopping / Gender.',
    );
    expect(dry.ignoredColumns).toEqual([]);
    await runImport(store, csv);
    expect((await catalogue(store)).get('scarf')!.customData).toEqual([
      { key: 'custom.fabric', label: 'Fabric', value: 'Linen' },
      { key: 'custom.care', label: 'Care', value: 'Cold wash' },
      { key: 'google_shopping.gender', label: 'Google Shopping: Gender', value: 'unisex' },
    ]);
    // A later file: a new value, an emptied fact (removed), a fact it lacks (kept).
    const later = [
      'Handle,Title,Variant Price,Fabric (product.metafields.custom.fabric),Care (product.metafields.custom.care)',
      'scarf,Scarf,12,Wool,',
    ].join('\n');
    const changes = (await preview(store, later)).changes;
    expect(changes.map((c) => [c.field, c.count])).toEqual([['customData', 1]]);
    await runImport(store, later);
    const scarf = (await catalogue(store)).get('scarf')!;
    expect(scarf.customData).toEqual([
      { key: 'custom.fabric', label: 'Fabric', value: 'Wool' },
      { key: 'google_shopping.gender', label: 'Google Shopping: Gender', value: 'unisex' },
    ]);
    // Our export carries it and re-imports with no change.
    const exported = await exportCsv(store);
    expect(exported).toContain('custom.fabric');
    expect((await preview(store, exported)).changes).toEqual([]);
  });
});
