/**
 * The order lifecycle through the merchant's API: every action's effect, the timeline with
 * its actors and the shopper's emails (with the store's name), refused actions as 409s that
 * change nothing (rows compared before and after), stock released exactly once (two
 * cancels at once, update-status too), notes, and other merchants kept out.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox, orders } from '../../server/db/schema';
import type { OrderDetailDto } from '../../shared';
import {
  emailsTo,
  makeProduct,
  orderDetail,
  orderSnapshot,
  orderStore,
  placeOrder,
  productStock,
  transition,
  type OrderStore,
} from './helpers/orders';
import { signUpMerchant, useTestApp, describeOnDatabase, expectRefused } from './helpers/test-app';

const kinds = (d: OrderDetailDto) => d.events.map((e) => e.kind);

describeOnDatabase('order lifecycle', () => {
  let s: OrderStore;

  const t = useTestApp({ CHECKOUT_RATE_LIMIT: '10000' });
  beforeAll(async () => {
    s = await orderStore(t, 'lifecycle-shop', 'Lifecycle & Sons');
  });

  it('starts the timeline with the shopper placing the order and the two emails', async () => {
    const product = await makeProduct(t, s.storeId);
    const placed = await placeOrder(s, [{ productId: product, variationId: null, quantity: 1 }]);
    const detail = await orderDetail(s, placed.orderId);
    expect(kinds(detail)).toEqual(['placed', 'email', 'email']);
    expect(detail.events[0]).toMatchObject({
      actorType: 'shopper',
      actorName: 'Ada Lovelace',
      message: 'Order placed (Bank transfer)',
    });
    const [toShopper, toMerchant] = detail.events.slice(1);
    expect(toShopper!.email).toEqual({
      to: 'ada@example.com',
      subject: `Your order #${placed.orderNumber} at Lifecycle & Sons`,
      status: 'pending',
    });
    expect(toMerchant!.email?.to).toBe(s.merchant.email);
    expect(detail.allowedActions).toEqual(['confirm', 'cancel', 'mark_paid']);
    expect(detail).toMatchObject({
      storeId: s.storeId,
      itemCount: 1,
      paidAt: null,
      proofs: [],
      customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
    });

    // The email event shows the outbox row's delivery state as it is now.
    const outboxId = (
      await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, s.merchant.email))
    ).at(-1)!.id;
    await t.database.db
      .update(emailOutbox)
      .set({ status: 'sent' })
      .where(eq(emailOutbox.id, outboxId));
    const again = await orderDetail(s, placed.orderId);
    expect(again.events[2]!.email?.status).toBe('sent');
  });

  it('confirms, processes, ships with tracking, delivers, takes the payment and refunds in parts', async () => {
    const product = await makeProduct(t, s.storeId, { priceMinor: 4000 });
    const placed = await placeOrder(s, [{ productId: product, variationId: null, quantity: 1 }]);
    const id = placed.orderId;
    const ok = async (body: Record<string, unknown>) => {
      const res = await transition(s, { orderId: id, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<OrderDetailDto>();
    };
    expect((await ok({ action: 'confirm' })).status).toBe('confirmed');
    expect((await ok({ action: 'process' })).status).toBe('processing');
    const shipped = await ok({
      action: 'ship',
      carrier: 'DHL Express',
      trackingNumber: 'JD014600003',
      trackingUrl: 'https://track.example.com/JD014600003?x=<b>',
    });
    expect(shipped.status).toBe('shipped');
    expect(shipped.tracking).toEqual({
      carrier: 'DHL Express',
      number: 'JD014600003',
      url: 'https://track.example.com/JD014600003?x=<b>',
    });
    expect(shipped.allowedActions).toEqual(['deliver', 'mark_paid']);
    expect((await ok({ action: 'deliver' })).status).toBe('delivered');
    const paid = await ok({ action: 'mark_paid' });
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.paidAt).toBe(t.app.ctx.now().toISOString());

    const part = await ok({ action: 'refund', amount: 10.5, reason: 'One lamp arrived chipped' });
    expect(part).toMatchObject({ paymentStatus: 'refunded', refunded: 10.5, total: 45 });
    expect(part.allowedActions).toEqual(['refund']);
    const rest = await ok({ action: 'refund', amount: 34.5 });
    expect(rest.refunded).toBe(45);
    expect(rest.allowedActions).toEqual([]);

    // The shopper sees the tracking on the confirmation page.
    const shopperView = await s.shopper.get(
      `/api/storefront/order?storeId=${s.storeId}&orderId=${id}&token=${placed.token}`,
    );
    expect(shopperView.json().tracking).toMatchObject({
      carrier: 'DHL Express',
      number: 'JD014600003',
    });

    // The timeline: every step, oldest first, each by the merchant, each shopper email after it.
    const detail = await orderDetail(s, id);
    const steps = detail.events.filter((e) => e.kind !== 'email');
    expect(steps.map((e) => [e.kind, e.actorType])).toEqual([
      ['placed', 'shopper'],
      ['status_changed', 'merchant'],
      ['status_changed', 'merchant'],
      ['shipped', 'merchant'],
      ['status_changed', 'merchant'],
      ['payment_changed', 'merchant'],
      ['refund', 'merchant'],
      ['refund', 'merchant'],
    ]);
    expect(steps.map((e) => e.message)).toEqual([
      'Order placed (Bank transfer)',
      'Order confirmed',
      'Processing started',
      'Shipped with DHL Express, tracking number JD014600003',
      'Marked as delivered',
      'Marked as paid',
      'Refunded $10.50: One lamp arrived chipped ($10.50 of $45.00 in all)',
      'Refunded $34.50 ($45.00 of $45.00 in all)',
    ]);
    expect(steps[1]!.actorName).toBe('Test Merchant');
    const times = detail.events.map((e) => e.createdAt);
    expect([...times].sort()).toEqual(times);
    // Emails: placed (2), confirmed, shipped, delivered, paid, two refunds; none for processing.
    expect(kinds(detail).filter((k) => k === 'email')).toHaveLength(8);

    const mails = (await emailsTo(t, s.storeId, 'ada@example.com')).filter((m) =>
      m.subject.includes(`#${placed.orderNumber}`),
    );
    expect(mails.map((m) => m.subject)).toEqual([
      `Your order #${placed.orderNumber} at Lifecycle & Sons`,
      `Your order #${placed.orderNumber} at Lifecycle & Sons is confirmed`,
      `Your order #${placed.orderNumber} from Lifecycle & Sons has shipped`,
      `Your order #${placed.orderNumber} from Lifecycle & Sons was delivered`,
      `Payment received for your order #${placed.orderNumber} at Lifecycle & Sons`,
      `Partial refund of $10.50 for your order #${placed.orderNumber} at Lifecycle & Sons`,
      `Refund of $34.50 for your order #${placed.orderNumber} at Lifecycle & Sons`,
    ]);
    const shippedMail = mails[2]!;
    expect(shippedMail.kind).toBe('order-update');
    expect(shippedMail.textBody).toContain('Carrier: DHL Express');
    expect(shippedMail.textBody).toContain('Tracking number: JD014600003');
    expect(shippedMail.textBody).toContain('https://track.example.com/JD014600003?x=<b>');
    expect(shippedMail.textBody).toContain('— Lifecycle & Sons');
    // Typed text is escaped in the HTML part.
    expect(shippedMail.htmlBody).toContain('Lifecycle &amp; Sons');
    expect(shippedMail.htmlBody).toContain(
      'href="https://track.example.com/JD014600003?x=&lt;b&gt;"',
    );
    expect(shippedMail.htmlBody).not.toContain('<b>');
    expect(mails[5]!.textBody).toContain('Reason: One lamp arrived chipped');
    expect(mails[5]!.textBody).toContain(
      'Your order is partially refunded: $10.50 of $45.00 so far.',
    );
    expect(mails[6]!.textBody).toContain('Your order is refunded in full: $45.00.');
  });

  it('refuses every illegal action with a 409 naming the current state, changing nothing', async () => {
    const product = await makeProduct(t, s.storeId, { stock: 5 });
    const cancelled = await placeOrder(s, [{ productId: product, variationId: null, quantity: 2 }]);
    expect((await transition(s, { orderId: cancelled.orderId, action: 'cancel' })).statusCode).toBe(
      200,
    );
    const unpaid = await placeOrder(s, [{ productId: product, variationId: null, quantity: 1 }]);
    const paid = await placeOrder(s, [{ productId: product, variationId: null, quantity: 1 }], {
      paymentMethod: 'cod',
    });
    expect((await transition(s, { orderId: paid.orderId, action: 'mark_paid' })).statusCode).toBe(
      200,
    );

    const cases: [string, Record<string, unknown>, string, RegExp][] = [
      [
        cancelled.orderId,
        { action: 'ship', carrier: 'UPS', trackingNumber: '1Z999' },
        'status',
        /^The order is cancelled: mark as shipped needs confirmed or processing$/,
      ],
      [cancelled.orderId, { action: 'cancel' }, 'status', /^The order is cancelled/],
      [cancelled.orderId, { action: 'confirm' }, 'status', /^The order is cancelled/],
      [cancelled.orderId, { action: 'mark_paid' }, 'status', /cancelled: it cannot be paid/],
      [
        unpaid.orderId,
        { action: 'deliver' },
        'status',
        /^The order is pending: mark as delivered needs shipped$/,
      ],
      [unpaid.orderId, { action: 'refund', amount: 1 }, 'paymentStatus', /^The payment is unpaid/],
      [
        unpaid.orderId,
        { action: 'approve_proof', proofId: randomUUID() },
        'paymentStatus',
        /^The payment is unpaid: approve payment needs awaiting review$/,
      ],
      [paid.orderId, { action: 'mark_paid' }, 'paymentStatus', /^The payment is paid/],
      [
        paid.orderId,
        { action: 'refund', amount: 25.01 },
        'amount',
        /^Cannot refund \$25\.01: that is more than was paid and not yet refunded \(\$25\.00 left of \$25\.00\)$/,
      ],
    ];
    for (const [orderId, body, field, message] of cases) {
      const before = await orderSnapshot(t, s.storeId, orderId);
      const res = await transition(s, { orderId, ...body });
      expect(res.statusCode, `${body.action}: ${res.body}`).toBe(409);
      const answer = res.json();
      expect(answer.error).toMatch(message);
      expect(answer.details).toEqual([{ field, message: answer.error }]);
      expect(await orderSnapshot(t, s.storeId, orderId)).toBe(before);
    }
    // A refund may still take what is left, exactly.
    expect(
      (await transition(s, { orderId: paid.orderId, action: 'refund', amount: 25 })).statusCode,
    ).toBe(200);
    const more = await transition(s, { orderId: paid.orderId, action: 'refund', amount: 0.01 });
    expect(more.statusCode).toBe(409);
    expect(more.json().error).toBe('The order is refunded in full: nothing is left to refund');
  });

  it('answers 400 for an amount finer than cents and 404 for an order of nobody', async () => {
    const product = await makeProduct(t, s.storeId);
    const placed = await placeOrder(s, [{ productId: product, variationId: null, quantity: 1 }], {
      paymentMethod: 'cod',
    });
    await transition(s, { orderId: placed.orderId, action: 'mark_paid' });
    const fine = await transition(s, { orderId: placed.orderId, action: 'refund', amount: 1.005 });
    expectRefused(fine, 400, ['amount']);
    const ship = await transition(s, { orderId: placed.orderId, action: 'ship', carrier: '' });
    expect(ship.statusCode).toBe(400);
    expect(ship.json().details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['carrier', 'trackingNumber']),
    );
    const missing = await transition(s, { orderId: randomUUID(), action: 'confirm' });
    expectRefused(missing, 404, ['orderId']);
  });

  it('releases stock exactly once when two cancels race, and update-status agrees', async () => {
    const product = await makeProduct(t, s.storeId, { stock: 4 });
    const placed = await placeOrder(s, [{ productId: product, variationId: null, quantity: 3 }]);
    expect(await productStock(t, product)).toBe(1);
    const cancel = () => transition(s, { orderId: placed.orderId, action: 'cancel' });
    const [a, b] = await Promise.all([cancel(), cancel()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await productStock(t, product)).toBe(4);
    // The older call: asking again for the status it has is no error and changes nothing.
    const again = await s.merchant.client.put('/api/dashboard/orders/update-status', {
      storeId: s.storeId,
      orderId: placed.orderId,
      status: 'cancelled',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('cancelled');
    expect(await productStock(t, product)).toBe(4);
    const detail = await orderDetail(s, placed.orderId);
    expect(detail.events.filter((e) => e.kind === 'status_changed')).toHaveLength(1);
    const cancelMails = (await emailsTo(t, s.storeId, 'ada@example.com')).filter(
      (m) => m.subject === `Your order #${placed.orderNumber} at Lifecycle & Sons was cancelled`,
    );
    expect(cancelMails).toHaveLength(1);

    // update-status goes through the same rules and writes the same timeline.
    const other = await placeOrder(s, [{ productId: product, variationId: null, quantity: 1 }]);
    const move = (status: string) =>
      s.merchant.client.put('/api/dashboard/orders/update-status', {
        storeId: s.storeId,
        orderId: other.orderId,
        status,
      });
    expect((await move('processing')).statusCode).toBe(409);
    expect((await move('confirmed')).json().status).toBe('confirmed');
    expect((await move('cancelled')).json().status).toBe('cancelled');
    const back = await move('pending');
    expect(back.statusCode).toBe(409);
    expect(back.json().details[0]).toEqual({
      field: 'status',
      message: 'The order is cancelled: it cannot go back to pending',
    });
    expect(await productStock(t, product)).toBe(4);
    expect(kinds(await orderDetail(s, other.orderId)).filter((k) => k !== 'email')).toEqual([
      'placed',
      'status_changed',
      'status_changed',
    ]);
  });

  it('keeps staff notes on the timeline with who wrote them', async () => {
    const product = await makeProduct(t, s.storeId);
    const placed = await placeOrder(s, [{ productId: product, variationId: null, quantity: 1 }]);
    const res = await s.merchant.client.post('/api/dashboard/orders/add-note', {
      orderId: placed.orderId,
      note: 'Customer called: <leave at the door>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const last = res.json<OrderDetailDto>().events.at(-1)!;
    expect(last).toMatchObject({
      kind: 'note',
      message: 'Customer called: <leave at the door>',
      actorType: 'merchant',
      actorName: 'Test Merchant',
      email: null,
    });
    const empty = await s.merchant.client.post('/api/dashboard/orders/add-note', {
      orderId: placed.orderId,
      note: '   ',
    });
    expectRefused(empty, 400, ['note']);
  });

  it("keeps another merchant out of the store's orders", async () => {
    const product = await makeProduct(t, s.storeId);
    const placed = await placeOrder(s, [{ productId: product, variationId: null, quantity: 1 }]);
    const rival = await signUpMerchant(t.app);
    const before = await orderSnapshot(t, s.storeId, placed.orderId);
    for (const res of [
      await rival.client.get(`/api/dashboard/orders/get-order?orderId=${placed.orderId}`),
      await rival.client.post('/api/dashboard/orders/transition', {
        orderId: placed.orderId,
        action: 'cancel',
      }),
      await rival.client.post('/api/dashboard/orders/add-note', {
        orderId: placed.orderId,
        note: 'mine now',
      }),
      await rival.client.get(`/api/dashboard/orders/list?storeId=${s.storeId}`),
      await rival.client.get(`/api/dashboard/orders/export?storeId=${s.storeId}`),
    ]) {
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('Ada Lovelace');
    }
    expect(await orderSnapshot(t, s.storeId, placed.orderId)).toBe(before);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row!.status).toBe('pending');
  });
});
