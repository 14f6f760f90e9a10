import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  emailOutbox,
  orders,
  products,
  productVariations,
  shippingRates,
  stores,
} from '../../server/db/schema';
import type { CheckoutAnswer, CheckoutRequest } from '../../shared';
import { TestClient, useTestApp, describeOnDatabase, expectRefused } from './helpers/test-app';
import { useShop } from './helpers/shops';
import { makeProduct as storeProduct } from './helpers/orders';
import { checkoutRequest, testShopper } from '../support/checkout-request';

const CHECKOUT = '/api/storefront/checkout';

describeOnDatabase('checkout', () => {
  let standardRate: string;
  let expressRate: string;

  const t = useTestApp({ CHECKOUT_RATE_LIMIT: '10000' });
  const shop = useShop(t, 'checkout-shop', 'Checkout Shop');
  const rival = useShop(t, 'rival-shop', 'Rival Shop');
  beforeAll(async () => {
    await t.database.db
      .update(stores)
      .set({
        bankTransferInstructions: 'IBAN XX00 1234\nReference: your order number',
        bankTransferEnabled: true,
      })
      .where(eq(stores.id, shop.storeId));
    const rates = await t.database.db
      .select()
      .from(shippingRates)
      .where(eq(shippingRates.storeId, shop.storeId));
    standardRate = rates.find((r) => r.name === 'Standard delivery')!.id;
    expressRate = rates.find((r) => r.name === 'Express delivery')!.id;
  });

  /** A product of the merchant's store; prices in minor units. */
  const makeProduct = (values: Partial<typeof products.$inferInsert> = {}) =>
    storeProduct(t, shop.storeId, values);

  async function makeVariation(
    productId: string,
    overrides: Partial<typeof productVariations.$inferInsert> = {},
  ): Promise<string> {
    const [row] = await t.database.db
      .insert(productVariations)
      .values({
        storeId: shop.storeId,
        productId,
        attributes: { Colour: 'Navy', Size: 'M' },
        stock: 5,
        ...overrides,
      })
      .returning({ id: productVariations.id });
    return row!.id;
  }

  const productStock = async (id: string) =>
    (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.stock;
  const variationStock = async (id: string) =>
    (await t.database.db.select().from(productVariations).where(eq(productVariations.id, id)))[0]!
      .stock;
  const orderCount = async (store = shop.storeId) =>
    (await t.database.db.select().from(orders).where(eq(orders.storeId, store))).length;

  function checkoutBody(
    lines: CheckoutRequest['lines'],
    overrides: Partial<CheckoutRequest> = {},
  ): CheckoutRequest {
    return checkoutRequest({ storeId: shop.storeId, rateId: standardRate }, lines, {
      address: { ...testShopper.address, country: 'United Kingdom' },
      paymentMethod: 'cod',
      ...overrides,
    });
  }
  /** One of `productId`, as a checkout's lines. */
  const oneOf = (productId: string) => [{ productId, variationId: null, quantity: 1 }];

  /** Places an order of one of `productId` as the shopper; the checkout's answer. */
  /** The shopper's checkout of `lines` (the test shopper, cash on delivery, standard rate). */
  const checkout = (lines: CheckoutRequest['lines'], overrides: Partial<CheckoutRequest> = {}) =>
    shop.shopper.post(CHECKOUT, checkoutBody(lines, overrides));

  async function placeOne(productId: string, overrides: Partial<CheckoutRequest> = {}) {
    const res = await checkout(oneOf(productId), overrides);
    return res.json<CheckoutAnswer>();
  }

  it('answers current prices, stock and the active shipping rates for repeated productIds', async () => {
    const a = await makeProduct({ priceMinor: 2500, discountPriceMinor: 1999 });
    const b = await makeProduct({ priceMinor: 1000, stock: 0 });
    const v = await makeVariation(b, { priceMinor: 1250, stock: 3 });
    const res = await shop.shopper.get(
      `/api/dashboard/products/product-pricing-shipping?productIds=${a}&productIds=${b}&productIds=${randomUUID()}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.storeId).toBe(shop.storeId);
    expect(body.currency).toBe('USD');
    const pa = body.products.find((p: { id: string }) => p.id === a);
    expect(pa).toMatchObject({
      price: 25,
      discountPrice: 19.99,
      unitPrice: 19.99,
      stockStatus: true,
    });
    const pb = body.products.find((p: { id: string }) => p.id === b);
    expect(pb.stockStatus).toBe(true);
    expect(pb.variations).toEqual([
      expect.objectContaining({
        id: v,
        price: 12.5,
        unitPrice: 12.5,
        stockStatus: true,
        available: 3,
      }),
    ]);
    expect(body.missingProductIds).toHaveLength(1);
    // Rates come inside their zones now (a new store has the rest-of-world zone only).
    expect(body.shippingZones).toHaveLength(1);
    expect(body.shippingZones[0]).toMatchObject({ restOfWorld: true, countries: [] });
    const rates = body.shippingZones[0].rates;
    expect(rates.map((r: { name: string }) => r.name)).toEqual([
      'Standard delivery',
      'Express delivery',
    ]);
    expect(rates[0]).toMatchObject({ kind: 'flat', price: 5, freeOver: 50, minSubtotal: null });
    expect(body.paymentMethods).toEqual(['cod', 'bank_transfer']);
  });

  it('charges the database prices whatever prices the client sends', async () => {
    const id = await makeProduct({ priceMinor: 4000 });
    const altered = checkoutBody(oneOf(id));
    const res = await shop.shopper.post(CHECKOUT, {
      ...altered,
      lines: [{ productId: id, variationId: null, quantity: 1, price: 0.01, discountPrice: 0.01 }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ subtotal: 40, shipping: 5, total: 45 });
    expect(res.json().items[0]).toMatchObject({ unitPrice: 40, quantity: 1 });
    expect(await productStock(id)).toBe(9);
  });

  it('refuses a client total it does not know (expectedTotal is the way to say what was shown)', async () => {
    const id = await makeProduct({ priceMinor: 4000 });
    const res = await shop.shopper.post(CHECKOUT, {
      ...checkoutBody(oneOf(id)),
      total: 0.01,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain('total');
    expect(await productStock(id)).toBe(10);
  });

  it('computes totals with discounts, variation prices and shipping, free over the threshold', async () => {
    const discounted = await makeProduct({ priceMinor: 2000, discountPriceMinor: 1500 });
    const shirt = await makeProduct({
      priceMinor: 1000,
      stock: 0,
      attributeGroups: [
        { name: 'Colour', type: 'color', values: ['Navy', 'Red'] },
        { name: 'Size', type: 'select', values: ['M'] },
      ],
    });
    const navy = await makeVariation(shirt, { priceMinor: 1250 });
    const plain = await makeVariation(shirt, { priceMinor: 0, attributes: { Colour: 'Red' } });

    const res = await checkout([
      { productId: discounted, variationId: null, quantity: 2 },
      { productId: shirt, variationId: navy, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(201);
    const order = res.json<CheckoutAnswer>();
    // 2 x 15.00 + 12.50 = 42.50; standard 5.00 below 50.00.
    expect(order).toMatchObject({
      subtotal: 42.5,
      shipping: 5,
      total: 47.5,
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'cod',
      bankTransferInstructions: null,
      shippingMethod: 'Standard delivery',
    });
    expect(order.items).toHaveLength(2);
    expect(order.items.find((i) => i.variationId === navy)).toMatchObject({
      unitPrice: 12.5,
      quantity: 1,
      lineTotal: 12.5,
      variationLabel: 'Colour: Navy / Size: M',
    });

    // 4 x 15.00 + 1 x 10.00 (variation without its own price) = 70.00 >= 50.00: free.
    const free = await checkout([
      { productId: discounted, variationId: null, quantity: 4 },
      { productId: shirt, variationId: plain, quantity: 1 },
    ]);
    expect(free.json()).toMatchObject({ subtotal: 70, shipping: 0, total: 70 });

    // Express is never free.
    const express = await checkout([{ productId: discounted, variationId: null, quantity: 4 }], {
      shippingRateId: expressRate,
    });
    expect(express.json()).toMatchObject({ subtotal: 60, shipping: 15, total: 75 });
  });

  it('takes order numbers one after another from the store', async () => {
    const id = await makeProduct();
    const first = await placeOne(id);
    const second = await placeOne(id);
    expect(second.orderNumber).toBe(first.orderNumber + 1);
    expect(first.orderNumber).toBeGreaterThanOrEqual(1001);
  });

  it('answers 409 naming the out-of-stock line and changes no stock', async () => {
    const plenty = await makeProduct({ stock: 10 });
    const scarce = await makeProduct({ stock: 2, name: 'Scarce Lamp' });
    const before = await orderCount();
    const res = await checkout([
      { productId: plenty, variationId: null, quantity: 1 },
      { productId: scarce, variationId: null, quantity: 3 },
    ]);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.details).toEqual([
      { field: 'lines[1]', message: expect.stringContaining('Only 2') },
    ]);
    expect(body.lines[1]).toMatchObject({
      productId: scarce,
      status: 'insufficient_stock',
      available: 2,
      name: 'Scarce Lamp',
    });
    expect(body.lines[0]).toMatchObject({ status: 'ok', unitPrice: 20 });
    expect(await productStock(plenty)).toBe(10);
    expect(await productStock(scarce)).toBe(2);
    expect(await orderCount()).toBe(before);
  });

  // Two buyers at once: both may read enough stock before either writes; the guarded decrement
  // (`stock >= q`) lets one through and refuses the other with the stock as it is now.
  it('sells 2 of 3 units to one of two buyers asking 2 at once and tells the other how many are left', async () => {
    const lamp = await makeProduct({ stock: 3, name: 'Duo Lamp' });
    const before = await orderCount();
    const answers = await Promise.all(
      [1, 2].map(() => checkout([{ productId: lamp, variationId: null, quantity: 2 }])),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.error).toBe('Only 1 of Duo Lamp left (you asked for 2)');
    expect(refused.details).toEqual([
      { field: 'lines[0]', message: 'Only 1 of Duo Lamp left (you asked for 2)' },
    ]);
    expect(refused.lines[0]).toMatchObject({ status: 'insufficient_stock', available: 1 });
    expect(await productStock(lamp)).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });

  it('gives back the units of the other lines when one line of a cart sold out meanwhile', async () => {
    const shirt = await makeProduct({ name: 'Tee', stock: 0 });
    const navy = await makeVariation(shirt, { stock: 10 });
    const last = await makeProduct({ stock: 1, name: 'Last Vase' });
    const cart = () =>
      checkoutBody([
        { productId: shirt, variationId: navy, quantity: 1 },
        { productId: last, variationId: null, quantity: 1 },
      ]);
    const before = await orderCount();
    const answers = await Promise.all([
      shop.shopper.post(CHECKOUT, cart()),
      shop.shopper.post(CHECKOUT, cart()),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.error).toBe('Last Vase is out of stock');
    expect(refused.details).toEqual([{ field: 'lines[1]', message: 'Last Vase is out of stock' }]);
    expect(refused.lines.map((l: { status: string }) => l.status)).toEqual(['ok', 'out_of_stock']);
    // Only the order placed took a shirt: the refused cart's shirt came back (or was never taken).
    expect(await variationStock(navy)).toBe(9);
    expect(await productStock(last)).toBe(0);
    expect(await orderCount()).toBe(before + 1);
  });

  it('answers 409 when the total the shopper saw is not the current one', async () => {
    const id = await makeProduct({ priceMinor: 1000 });
    const stale = await checkout(oneOf(id), { expectedTotal: 12 });
    expectRefused(stale, 409, ['expectedTotal']);
    expect(stale.json().total).toBe(15);
    expect(stale.json().lines[0]).toMatchObject({ unitPrice: 10 });
    expect(await productStock(id)).toBe(10);

    const current = await checkout(oneOf(id), { expectedTotal: 15 });
    expect(current.statusCode).toBe(201);
  });

  it('returns the same order for a repeated idempotency key and decrements stock once', async () => {
    const id = await makeProduct({ stock: 5 });
    const body = checkoutBody([{ productId: id, variationId: null, quantity: 2 }]);
    const first = await shop.shopper.post(CHECKOUT, body);
    const again = await shop.shopper.post(CHECKOUT, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await productStock(id)).toBe(3);
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, shop.storeId), eq(orders.idempotencyKey, body.idempotencyKey)));
    expect(rows).toHaveLength(1);

    const different = await shop.shopper.post(CHECKOUT, {
      ...body,
      lines: [{ productId: id, variationId: null, quantity: 1 }],
    });
    expectRefused(different, 409, ['idempotencyKey']);
    expect(await productStock(id)).toBe(3);
  });

  it('shows the order to its buyer through the token, and to nobody without it', async () => {
    const id = await makeProduct();
    const placed = await placeOne(id, {
      paymentMethod: 'bank_transfer',
    });
    expect(placed.bankTransferInstructions).toContain('IBAN XX00 1234');
    const url = (token: string, orderId = placed.orderId) =>
      `/api/storefront/order?storeId=${shop.storeId}&orderId=${orderId}&token=${token}`;
    const ok = await shop.shopper.get(url(placed.token));
    expect(ok.statusCode).toBe(200);
    const { token: _token, ...order } = placed;
    expect(ok.json()).toEqual(order);

    const other = await placeOne(id);
    expect((await shop.shopper.get(url(other.token))).statusCode).toBe(404);
    expect((await shop.shopper.get(url('A'.repeat(43)))).statusCode).toBe(404);
    expect((await shop.shopper.get(url(placed.token, randomUUID()))).statusCode).toBe(404);
  });

  it('queues the confirmation to the shopper and the notice to the merchant with the order', async () => {
    const id = await makeProduct({ name: 'Outbox Mug' });
    const placed = await placeOne(id, {
      customer: { name: 'Grace <b>Hopper</b>', phone: '555 0100', email: 'Grace@Example.com' },
    });
    const mails = (
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.storeId, shop.storeId))
    ).filter((m) => m.subject.includes(`#${placed.orderNumber}`));
    const customer = mails.find((m) => m.kind === 'order-customer');
    const notice = mails.find((m) => m.kind === 'order-merchant');
    expect(mails).toHaveLength(2);
    expect(customer?.toAddress).toBe('grace@example.com');
    expect(customer?.textBody).toContain('Outbox Mug');
    // Typed as "United Kingdom", stored as GB, written out again for people.
    expect(placed.address?.country).toBe('GB');
    expect(customer?.textBody).toContain('United Kingdom');
    expect(customer?.htmlBody).toContain('Grace &lt;b&gt;Hopper&lt;/b&gt;');
    expect(customer?.htmlBody).not.toContain('<b>Hopper');
    // The store has no contact email: the owner receives the notice.
    expect(notice?.toAddress).toBe(shop.email);
    expect(notice?.replyTo).toBe('grace@example.com');
    expect(notice?.textBody).toContain(`New order #${placed.orderNumber}`);
  });

  it('releases stock exactly once when an order is cancelled, even twice', async () => {
    const id = await makeProduct({ stock: 4 });
    const shirt = await makeProduct({ stock: 0 });
    const navy = await makeVariation(shirt, { stock: 3 });
    const placed = (
      await checkout([
        { productId: id, variationId: null, quantity: 3 },
        { productId: shirt, variationId: navy, quantity: 2 },
      ])
    ).json<CheckoutAnswer>();
    expect(await productStock(id)).toBe(1);
    expect(await variationStock(navy)).toBe(1);

    const cancel = () =>
      shop.client.put('/api/dashboard/orders/update-status', {
        storeId: shop.storeId,
        orderId: placed.orderId,
        status: 'cancelled',
      });
    const [a, b] = await Promise.all([cancel(), cancel()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await cancel()).json().status).toBe('cancelled');
    expect(await productStock(id)).toBe(4);
    expect(await variationStock(navy)).toBe(3);

    const reopen = await shop.client.put('/api/dashboard/orders/update-status', {
      storeId: shop.storeId,
      orderId: placed.orderId,
      status: 'pending',
    });
    expectRefused(reopen, 409, ['status']);
    expect(await productStock(id)).toBe(4);
  });

  it('moves orders along and lists them for the merchant', async () => {
    const id = await makeProduct();
    const placed = await placeOne(id);
    const move = (status: string) =>
      shop.client.put('/api/dashboard/orders/update-status', {
        storeId: shop.storeId,
        orderId: placed.orderId,
        status,
      });
    expect((await move('confirmed')).json().status).toBe('confirmed');
    expect((await move('shipped')).json().status).toBe('shipped');
    expect((await move('cancelled')).statusCode).toBe(409);
    expect(await productStock(id)).toBe(9);

    const list = await shop.client.get(`/api/dashboard/orders/list?storeId=${shop.storeId}`);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.totalElements).toBe(await orderCount());
    expect(body.orders[0]).toMatchObject({
      orderId: placed.orderId,
      status: 'shipped',
      itemCount: 1,
    });
    expect(body.orders[0]).not.toHaveProperty('idempotencyKey');
  });

  it("keeps merchants out of each other's orders", async () => {
    const id = await makeProduct({ stock: 5 });
    const placed = await placeOne(id);
    for (const store of [shop.storeId, rival.storeId]) {
      const res = await rival.client.put('/api/dashboard/orders/update-status', {
        storeId: store,
        orderId: placed.orderId,
        status: 'cancelled',
      });
      expect([403, 404]).toContain(res.statusCode);
    }
    const list = await rival.client.get(`/api/dashboard/orders/list?storeId=${shop.storeId}`);
    expect([403, 404]).toContain(list.statusCode);
    expect(list.body).not.toContain(placed.orderId);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row?.status).toBe('pending');
    expect(await productStock(id)).toBe(4);

    // A shopper cannot order another store's product through this store.
    const foreign = await checkout(oneOf(id), { storeId: rival.storeId });
    expect(foreign.statusCode).toBe(400);
    const rivalRate = (
      await t.database.db
        .select()
        .from(shippingRates)
        .where(eq(shippingRates.storeId, rival.storeId))
    )[0]!.id;
    const viaDashboardHost = await new TestClient(t.app).post(
      CHECKOUT,
      checkoutBody(oneOf(id), {
        storeId: rival.storeId,
        shippingRateId: rivalRate,
      }),
    );
    expectRefused(viaDashboardHost, 409, ['lines[0]']);
    expect(await productStock(id)).toBe(4);
    expect(await orderCount(rival.storeId)).toBe(0);

    // Unauthenticated merchant calls.
    const anonymous = new TestClient(t.app);
    expect(
      (await anonymous.get(`/api/dashboard/orders/list?storeId=${shop.storeId}`)).statusCode,
    ).toBe(401);
  });

  describe('bad input', () => {
    let id: string;
    beforeAll(async () => {
      id = await makeProduct({ stock: 50 });
    });
    const line = () => ({ productId: id, variationId: null, quantity: 1 });
    const cases: [string, (b: CheckoutRequest) => unknown, string][] = [
      ['no storeId', ({ storeId: _s, ...b }) => b, 'storeId'],
      ['a malformed storeId', (b) => ({ ...b, storeId: 'nope' }), 'storeId'],
      ['a non-v4 idempotency key', (b) => ({ ...b, idempotencyKey: 'abc' }), 'idempotencyKey'],
      [
        'no customer name',
        (b) => ({ ...b, customer: { ...b.customer, name: '  ' } }),
        'customer.name',
      ],
      [
        'a bad email',
        (b) => ({ ...b, customer: { ...b.customer, email: 'x@' } }),
        'customer.email',
      ],
      [
        'a bad phone',
        (b) => ({ ...b, customer: { ...b.customer, phone: 'call me' } }),
        'customer.phone',
      ],
      [
        'a line break in the name',
        (b) => ({ ...b, customer: { ...b.customer, name: 'Eve\r\nBcc: x@y' } }),
        'customer.name',
      ],
      ['no city', (b) => ({ ...b, address: { ...b.address, city: '' } }), 'address.city'],
      [
        'an unknown address field',
        (b) => ({ ...b, address: { ...b.address, zip: 1 } }),
        'address.zip',
      ],
      ['a NUL in the note', (b) => ({ ...b, note: 'a\u0000b' }), 'note'],
      ['a bad shipping rate id', (b) => ({ ...b, shippingRateId: 7 }), 'shippingRateId'],
      [
        'an unknown shipping rate',
        (b) => ({ ...b, shippingRateId: randomUUID() }),
        'shippingRateId',
      ],
      ['a bad payment method', (b) => ({ ...b, paymentMethod: 'card' }), 'paymentMethod'],
      ['no lines', (b) => ({ ...b, lines: [] }), 'lines'],
      ['lines not a list', (b) => ({ ...b, lines: 'all' }), 'lines'],
      [
        'too many lines',
        (b) => ({
          ...b,
          lines: Array.from({ length: 51 }, () => ({ ...line(), productId: randomUUID() })),
        }),
        'lines',
      ],
      ['quantity 0', (b) => ({ ...b, lines: [{ ...line(), quantity: 0 }] }), 'lines.0.quantity'],
      [
        'quantity 100',
        (b) => ({ ...b, lines: [{ ...line(), quantity: 100 }] }),
        'lines.0.quantity',
      ],
      [
        'quantity 1.5',
        (b) => ({ ...b, lines: [{ ...line(), quantity: 1.5 }] }),
        'lines.0.quantity',
      ],
      [
        'a string quantity',
        (b) => ({ ...b, lines: [{ ...line(), quantity: '2' }] }),
        'lines.0.quantity',
      ],
      [
        'no variationId',
        (b) => ({ ...b, lines: [{ productId: id, quantity: 1 }] }),
        'lines.0.variationId',
      ],
      ['the same line twice', (b) => ({ ...b, lines: [line(), line()] }), 'lines.1'],
      [
        'an unknown product',
        (b) => ({ ...b, lines: [{ ...line(), productId: randomUUID() }] }),
        'lines[0]',
      ],
      [
        'a variation of another product',
        (b) => ({ ...b, lines: [{ ...line(), variationId: randomUUID() }] }),
        'lines[0]',
      ],
      ['a negative expectedTotal', (b) => ({ ...b, expectedTotal: -1 }), 'expectedTotal'],
      ['an unknown store', (b) => ({ ...b, storeId: randomUUID() }), 'storeId'],
    ];
    it.each(cases)('answers 4xx naming the field for %s', async (_name, change, field) => {
      const res = await new TestClient(t.app).post(
        CHECKOUT,
        change(checkoutBody([line()]) as CheckoutRequest),
      );
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    });

    it('answers 400 for a malformed body and bad pricing queries', async () => {
      const client = new TestClient(t.app);
      expect((await client.request('POST', CHECKOUT, { rawBody: '{"storeId":' })).statusCode).toBe(
        400,
      );
      expect((await client.request('POST', CHECKOUT, { rawBody: '[]' })).statusCode).toBe(400);
      for (const [qs, field] of [
        ['', 'productIds'],
        [`productIds=nope&storeId=${shop.storeId}`, 'productIds.0'],
        [`productIds=${id}`, 'storeId'],
        [`productIds=${id}&storeId=${shop.storeId}&extra=1`, 'extra'],
      ] as const) {
        const res = await client.get(`/api/dashboard/products/product-pricing-shipping?${qs}`);
        expect(res.statusCode, qs).toBe(400);
        expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
      }
      const order = await client.get(
        `/api/storefront/order?storeId=${shop.storeId}&orderId=${randomUUID()}&token=<script>`,
      );
      expectRefused(order, 400, ['token']);
      const status = await shop.client.put('/api/dashboard/orders/update-status', {
        storeId: shop.storeId,
        orderId: randomUUID(),
        status: 'lost',
      });
      expectRefused(status, 400, ['status']);
      const missing = await shop.client.put('/api/dashboard/orders/update-status', {
        storeId: shop.storeId,
        orderId: randomUUID(),
        status: 'cancelled',
      });
      expect(missing.statusCode).toBe(404);
    });

    it('refuses bank transfer when the store has no instructions', async () => {
      const rivalRate = (
        await t.database.db
          .select()
          .from(shippingRates)
          .where(eq(shippingRates.storeId, rival.storeId))
      )[0]!.id;
      const res = await new TestClient(t.app).post(CHECKOUT, {
        ...checkoutBody([{ productId: randomUUID(), variationId: null, quantity: 1 }]),
        storeId: rival.storeId,
        shippingRateId: rivalRate,
        paymentMethod: 'bank_transfer',
      });
      expectRefused(res, 400, ['paymentMethod']);
    });
  });
});

describeOnDatabase('checkout rate limit', () => {
  const t = useTestApp({ CHECKOUT_RATE_LIMIT: '3' });

  it('answers 429 after the configured number of attempts per minute', async () => {
    const client = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await client.post(CHECKOUT, { storeId: randomUUID() })).statusCode);
    }
    expect(statuses.slice(0, 3).every((s) => s === 400)).toBe(true);
    expect(statuses[3]).toBe(429);
    const pricing: number[] = [];
    for (let i = 0; i < 4; i++) {
      pricing.push(
        (
          await client.get(
            `/api/dashboard/products/product-pricing-shipping?storeId=${randomUUID()}&productIds=${randomUUID()}`,
          )
        ).statusCode,
      );
    }
    expect(pricing[3]).toBe(429);
  });
});
