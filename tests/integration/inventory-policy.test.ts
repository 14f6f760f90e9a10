/**
 * Inventory policy per variant (issue 27): a Shopify file in the current template's headers
 * brings variants that are not tracked, that keep selling when out of stock and that stop;
 * the dry run says so; the storefront shows each as buyable as its rule says; the checkout
 * never oversells a variant that stops at 0, takes units below 0 from one that keeps
 * selling, and leaves an untracked one alone; a cancel gives back only what was taken; the
 * products list files each under its stock state; a re-import and the export's re-import
 * change nothing. The same file's weights keep their decimals and unit, and its digital print
 * (Requires shipping FALSE) checks out with no address and no shipping.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { productVariations } from '../../server/db/schema';
import type { AdminProduct, ProductDto, ProductPage } from '../../shared';
import { checkoutRequest } from '../support/checkout-request';
import {
  orderDetail,
  orderStore,
  placeOrder,
  productStock,
  transition,
  type OrderStore,
} from './helpers/orders';
import { previewImport, runImport as importCsv } from './helpers/imports';
import { describeOnDatabase, useTestApp } from './helpers/test-app';

const P = '/api/dashboard/products';
const csv = readFileSync(
  join(import.meta.dirname, '..', 'fixtures', 'catalogue-csv', 'shopify-template-inventory.csv'),
  'utf8',
);

describeOnDatabase('inventory policy', () => {
  const t = useTestApp({ CHECKOUT_RATE_LIMIT: '10000' });
  let s: OrderStore;
  const products = new Map<string, AdminProduct>();

  const preview = (text: string) => previewImport(s.merchant.client, s.storeId, text);
  const runImport = (text: string) => importCsv(s.merchant.client, s.storeId, text);
  async function load(): Promise<void> {
    const list = await s.merchant.client.get(
      `${P}/filtered-products?storeId=${s.storeId}&size=100`,
    );
    for (const item of list.json<ProductPage>().content) {
      const p = (
        await s.merchant.client.get(`${P}/fetch-product-by-id/${item.id}`)
      ).json<AdminProduct>();
      products.set(p.slug, p);
    }
  }
  const storefront = async (slug: string) =>
    (
      await s.shopper.get(`/api/storefront/product?storeId=${s.storeId}&slug=${slug}`)
    ).json<ProductDto>();
  const variantStock = async (id: string) =>
    (
      await t.database.db
        .select({ stock: productVariations.stock })
        .from(productVariations)
        .where(eq(productVariations.id, id))
    )[0]!.stock;
  const listed = async (stock: string) =>
    (await s.merchant.client.get(`${P}/filtered-products?storeId=${s.storeId}&stock=${stock}`))
      .json<ProductPage>()
      .content.map((p) => [p.slug, p.stockState])
      .sort();

  beforeAll(async () => {
    s = await orderStore(t, 'policy-shop', 'Clay Works');
  });

  it('reads the rules from the current template and says what they mean in the dry run', async () => {
    const dry = await preview(csv);
    expect(dry).toMatchObject({ format: 'shopify', products: 3, toCreate: 3, errors: [] });
    expect(dry.notices).toEqual(
      expect.arrayContaining([
        '1 variant is not tracked: always buyable, whatever the stock.',
        '2 variants keep selling when out of stock (the stock goes below 0).',
        '1 variant is not shipped (a service, a download, a gift card): a cart of only such items checks out with no address and no shipping.',
      ]),
    );
    // Every column the rules come from is read: none of them is listed as left out.
    expect(dry.ignoredColumns).not.toEqual(
      expect.arrayContaining(['Inventory tracker', 'Continue selling when out of stock']),
    );

    const job = await runImport(csv);
    expect(job).toMatchObject({ status: 'done', created: 3, errors: [] });
    await load();
    expect(products.get('made-to-order-bowl')).toMatchObject({
      inventoryPolicy: 'continue',
      stock: 0,
      stockState: 'out_of_stock',
      cost: 12.5,
    });
    expect(products.get('art-print')).toMatchObject({
      inventoryPolicy: 'untracked',
      stockState: 'untracked',
    });
    const ring = products.get('silver-ring')!;
    expect(
      ring.variations.map((v) => [v.attributes.Size, v.inventoryPolicy, v.stock, v.barcode]),
    ).toEqual([
      ['6', 'deny', 1, '0012345678905'],
      // Oversold on Shopify and still selling: the 2 units owed are kept.
      ['7', 'continue', -2, '0012345678912'],
    ]);
  });

  it('keeps decimal weights in their unit and which products are not shipped', async () => {
    expect(products.get('made-to-order-bowl')).toMatchObject({
      weightGrams: 510.5,
      weightUnit: 'lb',
      requiresShipping: true,
    });
    expect(products.get('art-print')).toMatchObject({ requiresShipping: false, weightGrams: 0 });
    const ring = products.get('silver-ring')!;
    expect(ring).toMatchObject({ weightUnit: 'g', requiresShipping: true });
    expect(ring.variations.map((v) => [v.weightGrams, v.requiresShipping])).toEqual([
      [0.7, null],
      [0.6, null],
    ]);
  });

  it('checks out what is not shipped with no address or shipping; what ships needs both', async () => {
    const print = products.get('art-print')!;
    const bowl = products.get('made-to-order-bowl')!;
    const printLine = { productId: print.id, variationId: null, quantity: 2 };
    const placed = await placeOrder(s, [printLine], { address: null, shippingRateId: null });
    const order = await orderDetail(s, placed.orderId);
    expect(order).toMatchObject({
      address: null,
      shipping: 0,
      shippingMethod: '',
      subtotal: 18,
      total: 18,
      weightGrams: 0,
    });

    // With the bowl in the cart, the address and the rate are needed, named by field.
    const both = [printLine, { productId: bowl.id, variationId: null, quantity: 1 }];
    const refused = await s.shopper.post(
      '/api/storefront/checkout',
      checkoutRequest(s, both, { address: null, shippingRateId: null }),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'address', message: 'Enter the address to ship to' },
      { field: 'shippingRateId', message: 'Choose a shipping method' },
    ]);
    // Sent with both, only the bowl weighs: 510.5 g.
    const { orderId } = await placeOrder(s, both);
    const shipped = await orderDetail(s, orderId);
    expect(shipped.address?.country).toBe('GB');
    expect(shipped.weightGrams).toBe(510.5);
    // Cancelled again, so the stock checks below start from the file's.
    expect((await transition(s, { orderId, action: 'cancel' })).statusCode).toBe(200);
  });

  it('shows each as buyable as its rule says and never oversells one that stops at 0', async () => {
    expect((await storefront('made-to-order-bowl')).stockStatus).toBe(true);
    expect((await storefront('art-print')).stockStatus).toBe(true);
    const ring = await storefront('silver-ring');
    expect(ring.variations.map((v) => v.stockStatus)).toEqual([true, true]);

    const bowl = products.get('made-to-order-bowl')!;
    const print = products.get('art-print')!;
    const [size6, size7] = products.get('silver-ring')!.variations;
    const printStockBefore = await productStock(t, print.id);

    // Keeps selling: 3 bowls at 0 in stock, the stock goes to -3.
    const bowls = await placeOrder(s, [{ productId: bowl.id, variationId: null, quantity: 3 }]);
    expect(await productStock(t, bowl.id)).toBe(-3);
    // Not tracked: 50 prints, the stock is not touched.
    const prints = await placeOrder(s, [{ productId: print.id, variationId: null, quantity: 50 }]);
    expect(await productStock(t, print.id)).toBe(printStockBefore);
    // Stops at 0: 2 of size 6 when 1 is left is refused, with what is left.
    const tooMany = await s.shopper.post(
      '/api/storefront/checkout',
      checkoutRequest(s, [{ productId: ring.id, variationId: size6!.id, quantity: 2 }]),
    );
    expect(tooMany.statusCode, tooMany.body).toBe(409);
    expect(tooMany.json().details).toEqual([
      { field: 'lines[0]', message: 'Only 1 of Silver Ring (Size: 6) left (you asked for 2)' },
    ]);
    await placeOrder(s, [{ productId: ring.id, variationId: size6!.id, quantity: 1 }]);
    expect(await variantStock(size6!.id)).toBe(0);
    const soldOut = await s.shopper.post(
      '/api/storefront/checkout',
      checkoutRequest(s, [{ productId: ring.id, variationId: size6!.id, quantity: 1 }]),
    );
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().details[0].message).toBe('Silver Ring (Size: 6) is out of stock');
    // Size 7 keeps selling below its -2.
    await placeOrder(s, [{ productId: ring.id, variationId: size7!.id, quantity: 1 }]);
    expect(await variantStock(size7!.id)).toBe(-3);
    expect((await storefront('silver-ring')).variations.map((v) => v.stockStatus)).toEqual([
      false,
      true,
    ]);

    // A cancel gives back what was taken, and nothing where nothing was.
    expect((await transition(s, { orderId: bowls.orderId, action: 'cancel' })).statusCode).toBe(
      200,
    );
    expect(await productStock(t, bowl.id)).toBe(0);
    expect((await transition(s, { orderId: prints.orderId, action: 'cancel' })).statusCode).toBe(
      200,
    );
    expect(await productStock(t, print.id)).toBe(printStockBefore);
  });

  it('files each product under its stock state in the products list', async () => {
    expect(await listed('untracked')).toEqual([['art-print', 'untracked']]);
    // Tracked at 0 or below, whether it keeps selling or not; the untracked print is not here.
    expect(await listed('out_of_stock')).toEqual([
      ['made-to-order-bowl', 'out_of_stock'],
      ['silver-ring', 'out_of_stock'],
    ]);
    expect(await listed('in_stock')).toEqual([]);
  });

  it('refuses stock below 0 where the product stops selling at 0, naming the field', async () => {
    const res = await s.merchant.client.post(`${P}/add-product`, {
      storeId: s.storeId,
      name: 'Owed Mug',
      price: 10,
      stock: -1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'stock', message: 'Stock can be below 0 only where it keeps selling at 0' },
    ]);
    const ok = await s.merchant.client.post(`${P}/add-product`, {
      storeId: s.storeId,
      name: 'Owed Mug',
      price: 10,
      stock: -1,
      inventoryPolicy: 'continue',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<AdminProduct>()).toMatchObject({ stock: -1, inventoryPolicy: 'continue' });
  });

  it('re-imports the Shopify file and its own export without a change to any rule', async () => {
    // Stock moved since (orders): the file's quantities are a change, the rules are not.
    const again = await preview(csv);
    expect(again.changes.map((c) => c.field)).not.toContain('inventoryPolicy');

    const exported = await s.merchant.client.get(`${P}/export?storeId=${s.storeId}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body.split('\n')[0]).toContain('inventory_policy');
    const dry = await preview(exported.body);
    expect(dry).toMatchObject({ format: 'native', toUpdate: 4, toCreate: 0, errors: [] });
    expect(dry.changes).toEqual([]);
  });
});
