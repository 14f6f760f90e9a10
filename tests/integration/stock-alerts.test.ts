/**
 * Back-in-stock alerts (issue 31), on both databases: a shopper asks to be told when a
 * sold-out product or variation is back (asking twice records one request; a product in
 * stock is a 409; the store must be the host's); the merchant sees who waits per variation;
 * when the stock goes from none to some — whatever wrote it — each waiting email gets one
 * email, oldest request first, at most five per unit restocked; the rest wait for the next.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { StockAlertDemand } from '../../shared';
import { emailOutbox, productVariations, products } from '../../server/db/schema';
import { sendRestockAlerts } from '../../server/stock-alerts/stock-alert-job';
import { makeProduct, orderStore, type OrderStore } from './helpers/orders';
import { describeOnDatabase, expectRefused, TestClient, useTestApp } from './helpers/test-app';

const ALERTS = '/api/storefront/stock-alerts';

describeOnDatabase('back-in-stock alerts: asked for, counted, sent once on a restock', () => {
  const t = useTestApp({ NEWSLETTER_RATE_LIMIT: '10000', STOCK_ALERT_JOB_INTERVAL_MS: '86400000' });
  let a: OrderStore;
  let b: OrderStore;
  let lamp: string;

  beforeAll(async () => {
    a = await orderStore(t, 'restock-a', 'Restock A');
    b = await orderStore(t, 'restock-b', 'Restock B');
    lamp = await makeProduct(t, a.storeId, {
      name: 'Restock Lamp',
      slug: 'restock-lamp',
      stock: 0,
    });
  });

  // Each request a second after the one before (the order of subscription is by time).
  let clock = Date.parse('2026-07-01T10:00:00Z');
  const ask = (email: string, productId = lamp, variationId: string | null = null) => {
    t.setNow(new Date((clock += 1000)));
    return a.shopper.post(ALERTS, { storeId: a.storeId, productId, variationId, email });
  };
  const setStock = (id: string, stock: number) =>
    t.database.db
      .update(products)
      .set({ stock })
      .where(and(eq(products.storeId, a.storeId), eq(products.id, id)));
  const sent = async (productName: string) =>
    (
      await t.database.db
        .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.storeId, a.storeId), eq(emailOutbox.kind, 'back-in-stock')))
    ).filter((m) => m.subject.startsWith(productName));
  const demand = async (productId: string) => {
    const res = await a.merchant.client.get(
      `/api/dashboard/products/stock-alerts?storeId=${a.storeId}&productId=${productId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StockAlertDemand>();
  };
  const run = () => sendRestockAlerts(t.database.db, new Date(), t.config);

  it('takes one request per email, refuses a product in stock and another host', async () => {
    const first = await ask('Ada@Example.com');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ status: 'subscribed' });
    expect((await ask('ada@example.com')).statusCode).toBe(201);
    expect((await demand(lamp)).waiting).toBe(1);

    const inStock = await makeProduct(t, a.storeId, { name: 'Stocked', stock: 3 });
    expectRefused(await ask('x@example.com', inStock), 409, ['productId']);
    expectRefused(await ask('not-an-email'), 400, ['email']);
    const onB = new TestClient(t.app, b.host);
    expectRefused(
      await onB.post(ALERTS, {
        storeId: a.storeId,
        productId: lamp,
        variationId: null,
        email: 'x@example.com',
      }),
      400,
      ['storeId'],
    );
    // B's store with A's product: no such product there.
    expectRefused(
      await onB.post(ALERTS, {
        storeId: b.storeId,
        productId: lamp,
        variationId: null,
        email: 'x@example.com',
      }),
      404,
      ['productId'],
    );
    const bDemand = await b.merchant.client.get(
      `/api/dashboard/products/stock-alerts?storeId=${a.storeId}&productId=${lamp}`,
    );
    expect([403, 404]).toContain(bDemand.statusCode);
  });

  it('emails each waiting request once, oldest first, at most five per unit', async () => {
    for (let i = 2; i <= 12; i++)
      expect((await ask(`shopper${i}@example.com`)).statusCode).toBe(201);
    expect((await demand(lamp)).waiting).toBe(12);
    // Nothing comes back: nothing is sent.
    expect(await run()).toBe(0);
    // Two units back: ten emails, the ten oldest requests.
    await setStock(lamp, 2);
    expect(await run()).toBe(10);
    expect(await run()).toBe(0);
    const mails = await sent('Restock Lamp');
    expect(mails).toHaveLength(10);
    // The ten oldest requests (shopper11 and shopper12 asked last).
    expect(mails.map((m) => m.to).sort()).toEqual(
      [
        'ada@example.com',
        ...Array.from({ length: 9 }, (_, i) => `shopper${i + 2}@example.com`),
      ].sort(),
    );
    expect(mails[0]!.subject).toBe('Restock Lamp is back in stock at Restock A');
    expect((await demand(lamp)).waiting).toBe(2);
    // Sold out again and back: the two still waiting, no one twice.
    await setStock(lamp, 0);
    await setStock(lamp, 1);
    expect(await run()).toBe(2);
    const all = await sent('Restock Lamp');
    expect(all).toHaveLength(12);
    expect(new Set(all.map((m) => m.to)).size).toBe(12);
    expect((await demand(lamp)).waiting).toBe(0);
  });

  it('follows a variation of its own and names it', async () => {
    const shirt = await makeProduct(t, a.storeId, {
      name: 'Restock Shirt',
      slug: 'restock-shirt',
      attributeGroups: [{ name: 'Size', type: 'select', values: ['S', 'M'] }],
    });
    const [small, medium] = await t.database.db
      .insert(productVariations)
      .values([
        { storeId: a.storeId, productId: shirt, attributes: { Size: 'S' }, stock: 0, position: 0 },
        { storeId: a.storeId, productId: shirt, attributes: { Size: 'M' }, stock: 4, position: 1 },
      ])
      .returning({ id: productVariations.id });
    expectRefused(await ask('v@example.com', shirt), 400, ['variationId']);
    expectRefused(await ask('v@example.com', shirt, medium!.id), 409, ['variationId']);
    expect((await ask('v@example.com', shirt, small!.id)).statusCode).toBe(201);
    expect((await demand(shirt)).variants).toEqual([
      expect.objectContaining({ variationId: small!.id, label: 'Size: S', waiting: 1 }),
    ]);
    await t.database.db
      .update(productVariations)
      .set({ stock: 3 })
      .where(and(eq(productVariations.storeId, a.storeId), eq(productVariations.id, small!.id)));
    expect(await run()).toBe(1);
    expect((await sent('Restock Shirt')).map((m) => m.subject)).toEqual([
      'Restock Shirt (Size: S) is back in stock at Restock A',
    ]);
  });
});
