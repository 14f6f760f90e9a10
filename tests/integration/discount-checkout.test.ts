/**
 * Discounts and taxes at checkout (issue 30), on both databases: the server prices with the
 * same function the cart does; a code that does not apply is a 409 naming it with the total
 * without it; free shipping over 50 holds at 50.00 and not at 49.99; buy X get Y gives the
 * cheapest free; the order keeps its discount and tax lines; where tax depends on the region
 * the order needs one of the country's (by code or name); and a code limited to 10 uses is
 * used by exactly 10 of 200 checkouts at once, the others told it is used up; an order
 * cancelled before it was paid gives its use back (a paid one keeps it).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { discounts, shippingRates } from '../../server/db/schema';
import type {
  CheckoutAnswer,
  CheckoutRequest,
  DiscountDto,
  ProductPricingShippingDto,
} from '../../shared';
import { checkoutRequest } from '../support/checkout-request';
import { makeProduct, orderDetail, orderStore, type OrderStore } from './helpers/orders';
import { describeOnDatabase, expectRefused, useTestApp } from './helpers/test-app';

const CREATE = '/api/dashboard/discounts/create';

describeOnDatabase('discounts and taxes at checkout', () => {
  const t = useTestApp({ CHECKOUT_RATE_LIMIT: '100000' });
  let s: OrderStore;
  let shippingMinor: number;

  const discount = async (body: Record<string, unknown>) => {
    const res = await s.merchant.client.post(CREATE, {
      storeId: s.storeId,
      method: 'code',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<DiscountDto>();
  };
  const checkout = (lines: CheckoutRequest['lines'], over: Partial<CheckoutRequest> = {}) =>
    s.shopper.post('/api/storefront/checkout', checkoutRequest(s, lines, over));
  const line = (productId: string, quantity = 1) => ({ productId, variationId: null, quantity });

  beforeAll(async () => {
    s = await orderStore(t, 'disc-shop', 'Disc Shop');
    // A flat rate, never free by itself (the seeded one is free over an amount).
    const [rate] = await t.database.db
      .update(shippingRates)
      .set({ freeOverMinor: null, minSubtotalMinor: null })
      .where(eq(shippingRates.id, s.rateId))
      .returning();
    shippingMinor = rate!.priceMinor;
    expect(shippingMinor).toBeGreaterThan(0);
  });

  it('takes a code off the order; the order keeps the line; the discount counts its use', async () => {
    const d = await discount({
      title: 'Ten off',
      codes: ['TEN'],
      effect: { kind: 'order', value: { type: 'percentage', percent: 10 } },
    });
    const product = await makeProduct(t, s.storeId, { priceMinor: 2999 });
    const res = await checkout([line(product, 2)], {
      discountCodes: ['ten'],
      expectedTotal: (5998 - 600 + shippingMinor) / 100,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<CheckoutAnswer>();
    expect(order).toMatchObject({
      subtotal: 59.98,
      discount: 6,
      total: (5998 - 600 + shippingMinor) / 100,
      discounts: [{ title: 'Ten off', code: 'TEN', kind: 'order', amount: 6 }],
    });
    expect(order.items[0]).toMatchObject({ lineTotal: 59.98, discount: 6 });
    const detail = await orderDetail(s, order.orderId);
    expect(detail.discounts).toEqual(order.discounts);
    const read = await s.merchant.client.get(`/api/dashboard/discounts/get/${s.storeId}/${d.id}`);
    expect(read.json<DiscountDto>()).toMatchObject({ usedCount: 1, totalSaved: 6 });
  });

  it('refuses a code that does not apply, naming it, with the total without it', async () => {
    await discount({
      title: 'Gone',
      codes: ['GONE'],
      effect: { kind: 'order', value: { type: 'percentage', percent: 50 } },
      endsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const product = await makeProduct(t, s.storeId, { priceMinor: 1000 });
    const res = await checkout([line(product)], { discountCodes: ['TEN', 'gone'] });
    expectRefused(res, 409, ['discountCodes.1']);
    expect(res.json()).toMatchObject({
      error: 'GONE has expired',
      total: (1000 - 100 + shippingMinor) / 100,
    });
    const unknown = await checkout([line(product)], { discountCodes: ['NOSUCH'] });
    expectRefused(unknown, 409, ['discountCodes.0']);
    expect(unknown.json<{ error: string }>().error).toBe('NOSUCH is not a valid discount code');
  });

  it('free shipping over 50 applies at 50.00 and not at 49.99', async () => {
    await discount({
      title: 'Free shipping over 50',
      method: 'automatic',
      codes: [],
      effect: { kind: 'free_shipping', zoneIds: null },
      minimum: { kind: 'subtotal', amount: 50 },
      combinesWith: { order: true, product: true, shipping: false },
    });
    const at = async (priceMinor: number) => {
      const res = await checkout([line(await makeProduct(t, s.storeId, { priceMinor }))]);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<CheckoutAnswer>();
    };
    expect(await at(5000)).toMatchObject({ shippingDiscount: shippingMinor / 100, total: 50 });
    expect(await at(4999)).toMatchObject({
      shippingDiscount: 0,
      total: (4999 + shippingMinor) / 100,
    });
  });

  it('buy 2 get 1 free gives the cheapest item free', async () => {
    const tees = await s.merchant.client.post('/api/dashboard/category/add-category', {
      storeId: s.storeId,
      name: 'Tees',
    });
    const category = tees.json<{ id: string }>().id;
    await discount({
      title: 'Buy 2 get 1',
      method: 'automatic',
      codes: [],
      effect: {
        kind: 'buy_x_get_y',
        buy: { quantity: 2, target: { kind: 'categories', categoryIds: [category] } },
        get: { quantity: 1, target: { kind: 'categories', categoryIds: [category] }, percent: 100 },
      },
      combinesWith: { order: false, product: true, shipping: true },
    });
    const products = await Promise.all(
      [3000, 2000, 1500].map((priceMinor) => makeProduct(t, s.storeId, { priceMinor })),
    );
    await t.database.db.execute(
      `insert into product_categories (store_id, product_id, category_id) values ${products
        .map((p) => `('${s.storeId}', '${p}', '${category}')`)
        .join(', ')}` as never,
    );
    const res = await checkout(products.map((p) => line(p)));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<CheckoutAnswer>();
    expect(order.discounts).toContainEqual({
      title: 'Buy 2 get 1',
      code: null,
      kind: 'product',
      amount: 15,
    });
    expect(order.items.find((i) => i.unitPrice === 15)?.discount).toBe(15);
    expect(order.items.filter((i) => i.discount === 0)).toHaveLength(2);
  });

  it('charges tax by the destination, per rate, and keeps the lines', async () => {
    const saved = await s.merchant.client.put('/api/dashboard/taxes', {
      storeId: s.storeId,
      pricesIncludeTax: false,
      taxShipping: true,
      rates: [{ country: 'GB', name: 'VAT', percent: 20 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const product = await makeProduct(t, s.storeId, { priceMinor: 1000 });
    const res = await checkout([line(product)]);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<CheckoutAnswer>();
    const tax = 200 + Math.round(shippingMinor * 0.2);
    expect(order).toMatchObject({
      tax: tax / 100,
      taxIncluded: false,
      taxLines: [{ name: 'VAT', percent: 20, amount: tax / 100 }],
      total: (1000 + shippingMinor + tax) / 100,
    });
    // A refund gives back its share of the tax; the rest gives back the rest, exactly.
    const transition = (body: Record<string, unknown>) =>
      s.merchant.client.post('/api/dashboard/orders/transition', {
        orderId: order.orderId,
        ...body,
      });
    const paid = await transition({ action: 'mark_paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    const half = Math.round(order.total * 50) / 100;
    const part = await transition({ action: 'refund', amount: half, reason: 'Half back' });
    expect(part.statusCode, part.body).toBe(200);
    const share = Math.round((tax * (half * 100)) / (order.total * 100)) / 100;
    expect(part.json<{ refundedTax: number }>().refundedTax).toBe(share);
    const detail = await orderDetail(s, order.orderId);
    expect(detail.events.map((e) => e.message).join('\n')).toContain(
      `(of which tax $${share.toFixed(2)})`,
    );
    const rest = await transition({
      action: 'refund',
      amount: Math.round((order.total - half) * 100) / 100,
    });
    expect(rest.json<{ refundedTax: number }>().refundedTax).toBe(tax / 100);
    // Prices that include tax: the same total, the tax inside it.
    await s.merchant.client.put('/api/dashboard/taxes', {
      storeId: s.storeId,
      pricesIncludeTax: true,
      taxShipping: false,
      rates: [{ country: 'GB', name: 'VAT', percent: 20 }],
    });
    const inc = (await checkout([line(product)])).json<CheckoutAnswer>();
    expect(inc).toMatchObject({
      tax: 1.67,
      taxIncluded: true,
      total: (1000 + shippingMinor) / 100,
    });
    await s.merchant.client.put('/api/dashboard/taxes', {
      storeId: s.storeId,
      pricesIncludeTax: false,
      taxShipping: false,
      rates: [],
    });
  });

  it("where tax depends on the region, the order needs one of the country's, by code or name", async () => {
    const saved = await s.merchant.client.put('/api/dashboard/taxes', {
      storeId: s.storeId,
      pricesIncludeTax: false,
      taxShipping: false,
      rates: [
        { country: 'CA', name: 'GST', percent: 5 },
        { country: 'CA', region: 'BC', name: 'PST', percent: 7, combine: 'add' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The pricing answer lists Canada's provinces for the checkout's select.
    const product = await makeProduct(t, s.storeId, { priceMinor: 1000 });
    const pricing = await s.shopper.get(
      `/api/dashboard/products/product-pricing-shipping?storeId=${s.storeId}&productIds=${product}`,
    );
    const regions = pricing.json<ProductPricingShippingDto>().taxes.regions;
    expect(Object.keys(regions)).toEqual(['CA']);
    expect(regions.CA).toContainEqual({ code: 'BC', name: 'British Columbia' });
    expect(regions.CA).toHaveLength(13);
    const toCanada = (region: string) =>
      checkout([line(product)], {
        address: { ...checkoutRequest(s, []).address!, country: 'CA', region },
      });
    // None, or one Canada does not have: a 400 naming the region, no order.
    for (const region of ['', 'Narnia']) {
      const res = await toCanada(region);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ details: { field: string }[] }>().details.map((d) => d.field)).toEqual([
        'address.region',
      ]);
    }
    // Typed as a name, it is British Columbia's rate on top of the GST.
    const named = await toCanada('british columbia');
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json<CheckoutAnswer>()).toMatchObject({
      tax: 1.2,
      taxLines: [
        { name: 'GST', percent: 5, amount: 0.5 },
        { name: 'PST', percent: 7, amount: 0.7 },
      ],
    });
    // Another province: the GST alone.
    const ontario = (await toCanada('ON')).json<CheckoutAnswer>();
    expect(ontario.taxLines).toEqual([{ name: 'GST', percent: 5, amount: 0.5 }]);
    await s.merchant.client.put('/api/dashboard/taxes', {
      storeId: s.storeId,
      pricesIncludeTax: false,
      taxShipping: false,
      rates: [],
    });
  });

  it('once per customer: the same email may not use it twice', async () => {
    await discount({
      title: 'Welcome',
      codes: ['WELCOME'],
      effect: { kind: 'order', value: { type: 'fixed', amount: 5 } },
      perCustomerLimit: 1,
    });
    const product = await makeProduct(t, s.storeId, { priceMinor: 2000 });
    expect((await checkout([line(product)], { discountCodes: ['WELCOME'] })).statusCode).toBe(201);
    const again = await checkout([line(product)], { discountCodes: ['WELCOME'] });
    expectRefused(again, 409, ['discountCodes.0']);
    expect(again.json<{ error: string }>().error).toBe(
      'WELCOME has already been used with this email address',
    );
    const other = await checkout([line(product)], {
      discountCodes: ['WELCOME'],
      customer: { name: 'Grace Hopper', phone: '+1 555 0100', email: 'grace@example.com' },
    });
    expect(other.statusCode, other.body).toBe(201);
    // Cancelled before it was paid, Grace's order gives her use back: she may use it again.
    const cancelled = await s.merchant.client.post('/api/dashboard/orders/transition', {
      orderId: other.json<CheckoutAnswer>().orderId,
      action: 'cancel',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [welcome] = await t.database.db
      .select()
      .from(discounts)
      .where(and(eq(discounts.storeId, s.storeId), eq(discounts.title, 'Welcome')));
    expect(welcome).toMatchObject({ usedCount: 1, savedMinor: 500 });
    const back = await checkout([line(product)], {
      discountCodes: ['WELCOME'],
      customer: { name: 'Grace Hopper', phone: '+1 555 0100', email: 'GRACE@example.com' },
    });
    expect(back.statusCode, back.body).toBe(201);
  });

  it('a discount without a limit counts every use of orders placed at once', async () => {
    const d = await discount({
      title: 'Open',
      codes: ['OPEN5'],
      effect: { kind: 'order', value: { type: 'fixed', amount: 1 } },
    });
    const [one, two] = await Promise.all([
      makeProduct(t, s.storeId, { priceMinor: 1000, stock: 1000 }),
      makeProduct(t, s.storeId, { priceMinor: 1500, stock: 1000 }),
    ]);
    // One line (the order's one statement) and two lines (a transaction), 30 of each.
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        checkout(i % 2 ? [line(one)] : [line(one), line(two)], {
          discountCodes: ['OPEN5'],
          customer: { name: `Open ${i}`, phone: '+1 555 0100', email: `open${i}@example.com` },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
    const read = await s.merchant.client.get(`/api/dashboard/discounts/get/${s.storeId}/${d.id}`);
    expect(read.json<DiscountDto>()).toMatchObject({ usedCount: 60, totalSaved: 60 });
  });

  it('a code limited to 10 uses: exactly 10 of 200 checkouts at once use it', async () => {
    const d = await discount({
      title: 'Rush',
      codes: ['RUSH10'],
      effect: { kind: 'order', value: { type: 'percentage', percent: 20 } },
      usageLimit: 10,
    });
    const product = await makeProduct(t, s.storeId, { priceMinor: 1000, stock: 1000 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        checkout([line(product)], {
          discountCodes: ['RUSH10'],
          idempotencyKey: randomUUID(),
          customer: { name: `Rusher ${i}`, phone: '+1 555 0100', email: `rush${i}@example.com` },
        }),
      ),
    );
    const placed = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const r of refused) {
      expect(r.json()).toMatchObject({
        error: 'RUSH10 has been used up',
        details: [{ field: 'discountCodes.0' }],
        total: (1000 + shippingMinor) / 100,
      });
    }
    for (const r of placed) expect(r.json<CheckoutAnswer>().discount).toBe(2);
    const [row] = await t.database.db
      .select()
      .from(discounts)
      .where(and(eq(discounts.storeId, s.storeId), eq(discounts.id, d.id)));
    expect(row).toMatchObject({ usedCount: 10, savedMinor: 2000 });
    // A paid order cancelled keeps its use; an unpaid one gives it back, to the next shopper.
    const [first, second] = placed.map((r) => r.json<CheckoutAnswer>().orderId);
    const transition = (orderId: string | undefined, action: string) =>
      s.merchant.client.post('/api/dashboard/orders/transition', { orderId, action });
    expect((await transition(first, 'mark_paid')).statusCode).toBe(200);
    expect((await transition(first, 'cancel')).statusCode).toBe(200);
    const late = () =>
      checkout([line(product)], {
        discountCodes: ['RUSH10'],
        customer: { name: 'Late', phone: '+1 555 0100', email: 'late@example.com' },
      });
    expect((await late()).statusCode).toBe(409);
    expect((await transition(second, 'cancel')).statusCode).toBe(200);
    const taken = await late();
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json<CheckoutAnswer>().discount).toBe(2);
    // A refused shopper pays the full price without it.
    const full = await checkout([line(product)], { expectedTotal: (1000 + shippingMinor) / 100 });
    expect(full.statusCode, full.body).toBe(201);
  });
});
