/**
 * Unpaid bank-transfer orders expire after the store's number of days (a fixed clock moves
 * time): cancelled by the system, stock and discount uses released exactly once even when two
 * runs race, an `expired` event and the shopper's email; orders with a proof waiting, paid,
 * cash on delivery, already moving, or in a store without expiry are left alone.
 */
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { discounts, orders, stores } from '../../server/db/schema';
import { expireUnpaidOrders } from '../../server/orders/expire-orders';
import {
  emailsTo,
  makeProduct,
  orderDetail,
  orderStore,
  placeOrder,
  productStock,
  transition,
  uploadProof,
  type OrderStore,
} from './helpers/orders';
import { makePng } from './helpers/media-upload';
import { useTestApp, describeOnDatabase } from './helpers/test-app';

const DAY = 86_400_000;

describeOnDatabase('order expiry', () => {
  let s: OrderStore;
  let never: OrderStore;
  const start = new Date('2025-05-01T09:00:00Z');

  const t = useTestApp({ CHECKOUT_RATE_LIMIT: '10000' });
  beforeAll(async () => {
    s = await orderStore(t, 'expiry-shop', 'Expiry Shop');
    never = await orderStore(t, 'patient-shop', 'Patient Shop');
    await t.database.db
      .update(stores)
      .set({ bankTransferExpiryDays: 3 })
      .where(eq(stores.id, s.storeId));
  });

  const status = async (orderId: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  it('cancels unpaid bank-transfer orders after the days, once, releasing stock once', async () => {
    t.setNow(start);
    const product = await makeProduct(t, s.storeId, { stock: 10 });
    const line = [{ productId: product, variationId: null, quantity: 2 }];
    // A code with one use: the unpaid order takes it, its expiry gives it back.
    const created = await s.merchant.client.post('/api/dashboard/discounts/create', {
      storeId: s.storeId,
      title: 'Once',
      method: 'code',
      codes: ['ONCE'],
      effect: { kind: 'order', value: { type: 'fixed', amount: 1 } },
      usageLimit: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const usesOfOnce = async () =>
      (await t.database.db.select().from(discounts).where(eq(discounts.title, 'Once')))[0]!
        .usedCount;
    const expiring = await placeOrder(s, line, { discountCodes: ['ONCE'] });
    expect(await usesOfOnce()).toBe(1);
    const confirmed = await placeOrder(s, line);
    await transition(s, { orderId: confirmed.orderId, action: 'confirm' });
    const proved = await placeOrder(s, line);
    const png = await makePng(10, 10);
    const up = await uploadProof(
      t,
      s,
      { storeId: s.storeId, orderId: proved.orderId, token: proved.token },
      [{ name: 'p.png', type: 'image/png', data: png }],
    );
    expect(up.statusCode, up.body).toBe(201);
    const cod = await placeOrder(s, line, { paymentMethod: 'cod' });
    const processing = await placeOrder(s, line);
    await transition(s, { orderId: processing.orderId, action: 'confirm' });
    await transition(s, { orderId: processing.orderId, action: 'process' });
    const elsewhereProduct = await makeProduct(t, never.storeId, { stock: 5 });
    const elsewhere = await placeOrder(never, [
      { productId: elsewhereProduct, variationId: null, quantity: 1 },
    ]);
    expect(await productStock(t, product)).toBe(0);

    // Not yet: 3 days less a minute.
    expect(
      await expireUnpaidOrders(t.database.db, new Date(start.getTime() + 3 * DAY - 60_000)),
    ).toEqual([]);

    // Past 3 days: two runs at once (two processes) expire each order once.
    const later = new Date(start.getTime() + 3 * DAY + 60_000);
    t.setNow(later);
    const [a, b] = await Promise.all([
      expireUnpaidOrders(t.database.db, later),
      expireUnpaidOrders(t.database.db, later),
    ]);
    const expired = [...a, ...b].map((e) => e.orderId).sort();
    expect(expired).toEqual([expiring.orderId, confirmed.orderId].sort());
    expect(await productStock(t, product)).toBe(4);
    expect(await usesOfOnce()).toBe(0);
    expect(await expireUnpaidOrders(t.database.db, new Date(later.getTime() + DAY))).toEqual([]);
    expect(await productStock(t, product)).toBe(4);
    expect(await usesOfOnce()).toBe(0);

    for (const id of [expiring.orderId, confirmed.orderId]) {
      expect((await status(id)).status).toBe('cancelled');
      const detail = await orderDetail(s, id);
      const events = detail.events.filter((e) => e.kind === 'expired');
      expect(events).toEqual([
        expect.objectContaining({
          actorType: 'system',
          message:
            'Cancelled: no bank transfer received within 3 days; its items are back in stock',
        }),
      ]);
      expect(detail.events.at(-1)?.kind).toBe('email');
      expect(detail.allowedActions).toEqual([]);
    }
    for (const id of [proved.orderId, cod.orderId, processing.orderId]) {
      expect((await status(id)).status).not.toBe('cancelled');
    }
    expect((await status(elsewhere.orderId)).status).toBe('pending');

    const mails = (await emailsTo(t, s.storeId, 'ada@example.com')).filter((m) =>
      m.subject.endsWith('was cancelled: no payment received'),
    );
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [expiring.orderNumber, confirmed.orderNumber]
        .map((n) => `Your order #${n} at Expiry Shop was cancelled: no payment received`)
        .sort(),
    );
    expect(mails[0]!.textBody).toContain('within 3 days');
    expect(mails[0]!.textBody).toContain('— Expiry Shop');
  });

  it('leaves a store without expiry alone however old its orders are', async () => {
    const product = await makeProduct(t, never.storeId, { stock: 3 });
    t.setNow(start);
    const old = await placeOrder(never, [{ productId: product, variationId: null, quantity: 1 }]);
    expect(await expireUnpaidOrders(t.database.db, new Date(start.getTime() + 400 * DAY))).toEqual(
      [],
    );
    expect((await status(old.orderId)).status).toBe('pending');
  });
});
