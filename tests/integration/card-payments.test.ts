/**
 * Card orders through Stripe (issue 29), the real SDK against the fake Stripe: the checkout
 * places the order (unpaid, units held) and opens one Checkout Session for exactly its total;
 * the store's webhook (signature over the raw body, each event applied once) pays it, or
 * cancels it and gives its units back once when the page expires; refunds follow Stripe's
 * total whatever the order of events; an amount that differs, a payment after an expiry or a
 * dispute marks the order for review, never paid. Another store's endpoint, secret or
 * metadata changes nothing here. The reconciliation job applies what a lost webhook would
 * have.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orderEvents, orderPayments, orders, paymentEvents } from '../../server/db/schema';
import { reconcileCardPayments } from '../../server/payments/card-payments';
import { createPayments } from '../../server/payments/payments';
import type { CheckoutAnswer, OrderDto } from '../../shared';
import type { StripeLikeEvent } from '../support/fake-stripe';
import { checkoutRequest } from '../support/checkout-request';
import {
  emailsTo,
  makeProduct,
  orderDetail,
  orderStore,
  productStock,
  type OrderStore,
} from './helpers/orders';
import { describeOnDatabase, expectRefused, useTestApp } from './helpers/test-app';

const CONNECT = '/api/dashboard/payments/providers/connect';
const MINUTE = 60_000;

describeOnDatabase('card payments through Stripe', () => {
  const t = useTestApp({ CHECKOUT_RATE_LIMIT: '10000' });
  let a: OrderStore;
  let b: OrderStore;
  // Near the real time: the fake Stripe checks a session's end against its own clock.
  let clock = new Date();
  const tick = (ms = 1000) => {
    clock = new Date(clock.getTime() + ms);
    t.setNow(clock);
    return clock;
  };

  const connect = async (s: OrderStore) => {
    const hex = randomUUID().replace(/-/g, '');
    const res = await s.merchant.client.put(CONNECT, {
      storeId: s.storeId,
      provider: 'stripe',
      secretKey: `sk_test_${hex}`,
      publishableKey: `pk_test_${hex}`,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    tick();
    // Deliveries go through the app here (inject), never over the network.
    t.stripe.autoDeliver = false;
    a = await orderStore(t, 'card-a', 'Card A');
    b = await orderStore(t, 'card-b', 'Card B');
    await connect(a);
    await connect(b);
  });

  /** A card checkout of `quantity` units of a fresh product (stock 10) at A. */
  async function cardOrder(s = a, quantity = 2, key = randomUUID()) {
    const product = await makeProduct(t, s.storeId, { stock: 10 });
    const body = checkoutRequest(s, [{ productId: product, variationId: null, quantity }], {
      paymentMethod: 'card',
      idempotencyKey: key,
    });
    const res = await s.shopper.post('/api/storefront/checkout', body);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<CheckoutAnswer>();
    const [payment] = await t.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, answer.orderId));
    return { answer, product, payment: payment!, body };
  }

  const orderRow = async (orderId: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  /** The newest event the fake made of `type` for `sessionId` (held: autoDeliver is off). */
  const eventOf = (type: string, id: string) =>
    [...t.stripe.events].reverse().find((e) => {
      const o = e.data.object as { id?: string; payment_intent?: string };
      return e.type === type && (o.id === id || o.payment_intent === id);
    })!;

  /** POSTs `event` to store `s`'s webhook as Stripe would, signed with `secret`. */
  function deliver(
    s: OrderStore,
    event: StripeLikeEvent,
    options: { secret?: string; storeId?: string; body?: string; signature?: string } = {},
  ) {
    const storeId = options.storeId ?? s.storeId;
    const endpoint = [...t.stripe.endpoints.values()].find((e) =>
      e.url.endsWith(`/webhook/${s.storeId}`),
    )!;
    const signed = t.stripe.signed(event, options.secret ?? endpoint.secret);
    return t.app.inject({
      method: 'POST',
      url: `/api/storefront/payments/stripe/webhook/${storeId}`,
      headers: {
        host: s.host,
        'content-type': 'application/json',
        'stripe-signature': options.signature ?? signed.header,
      },
      payload: options.body ?? signed.body,
    });
  }

  /** Everything about an order a replayed or refused event must leave as it was. */
  const snapshot = async (orderId: string, product: string) =>
    JSON.stringify([
      await orderRow(orderId),
      await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)),
      await t.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)),
      await productStock(t, product),
    ]);

  it('offers cards once Stripe is connected, and opens one session for exactly the total', async () => {
    const pricing = await a.shopper.get(
      `/api/dashboard/products/product-pricing-shipping?storeId=${a.storeId}&productIds=${await makeProduct(t, a.storeId)}`,
    );
    expect(pricing.json<{ paymentMethods: string[] }>().paymentMethods[0]).toBe('card');
    const { answer, product, payment, body } = await cardOrder(a, 2);
    expect(answer).toMatchObject({ paymentMethod: 'card', paymentStatus: 'unpaid' });
    expect(answer.redirectUrl).toBe(payment.sessionUrl);
    expect(answer.cardPayment).toEqual({
      status: 'open',
      payUrl: payment.sessionUrl,
      testMode: true,
    });
    // Units held while the shopper pays.
    expect(await productStock(t, product)).toBe(8);
    // Test mode, on the merchant's list too.
    const list = await a.merchant.client.get(`/api/dashboard/orders/list?storeId=${a.storeId}`);
    expect(
      list
        .json<{ orders: { orderId: string; testMode: boolean }[] }>()
        .orders.find((o) => o.orderId === answer.orderId)?.testMode,
    ).toBe(true);
    const session = t.stripe.sessions.get(payment.sessionId) as {
      amount_total: number;
      currency: string;
      metadata: Record<string, string>;
      success_url: string;
    };
    expect(session.amount_total).toBe(Math.round(answer.total * 100));
    expect(session.currency).toBe('usd');
    expect(session.metadata).toEqual({ storeId: a.storeId, orderId: answer.orderId });
    expect(session.success_url).toContain(
      `http://card-a.localhost:3000/checkout?order=${answer.orderId}`,
    );
    // The request carried the order's own idempotency key.
    const create = t.stripe.requests.find(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v1/checkout/sessions' &&
        r.idempotencyKey === `order-${answer.orderId}-checkout`,
    );
    expect(create).toBeDefined();
    // A retried checkout (the same key) gets the same order and the same page.
    const again = await a.shopper.post('/api/storefront/checkout', body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<CheckoutAnswer>().redirectUrl).toBe(payment.sessionUrl);
    expect(t.stripe.sessions.size).toBeGreaterThanOrEqual(1);
    expect(
      [...t.stripe.sessions.values()].filter(
        (s) => (s as { metadata: { orderId: string } }).metadata.orderId === answer.orderId,
      ),
    ).toHaveLength(1);
  });

  it("holds a card order's units for the store's payment window: the page ends then", async () => {
    const window = (minutes: number) =>
      b.merchant.client.put('/api/dashboard/store/payment-settings', {
        storeId: b.storeId,
        codEnabled: true,
        bankTransferEnabled: false,
        cardPaymentWindowMinutes: minutes,
      });
    expectRefused(await window(20), 400, ['cardPaymentWindowMinutes']);
    const saved = await window(150);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ cardPaymentWindowMinutes: number }>().cardPaymentWindowMinutes).toBe(150);
    const now = tick();
    const { payment } = await cardOrder(b);
    // Stripe keeps whole seconds.
    const end = Math.floor((now.getTime() + 150 * MINUTE) / 1000);
    expect(payment.expiresAt.getTime()).toBe(end * 1000);
    const session = t.stripe.sessions.get(payment.sessionId) as { expires_at: number };
    expect(session.expires_at).toBe(end);
    expect((await window(60)).statusCode).toBe(200);
  });

  it('is paid when the webhook says so, once; a replay changes nothing', async () => {
    const { answer, product, payment } = await cardOrder();
    tick();
    await t.stripe.pay(payment.sessionId);
    const event = eventOf('checkout.session.completed', payment.sessionId);
    const res = await deliver(a, event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    const paid = await orderDetail(a, answer.orderId);
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.onlinePayment).toMatchObject({ provider: 'stripe', mode: 'test', status: 'paid' });
    expect(paid.onlinePayment?.paymentId).toMatch(/^pi_/);
    expect(paid.events.map((e) => e.message)).toContain('Paid by card (Stripe, test mode)');
    const shopperView = await a.shopper.get(
      `/api/storefront/order?storeId=${a.storeId}&orderId=${answer.orderId}&token=${answer.token}`,
    );
    expect(shopperView.json<OrderDto>().cardPayment).toEqual({
      status: 'paid',
      payUrl: null,
      testMode: true,
    });
    // The order's emails go once it is paid: the shopper's confirmation, the merchant's notice.
    const subjects = (await emailsTo(t, a.storeId, answer.customer.email)).map((m) => m.subject);
    expect(
      subjects.filter((m) => m === `Your order #${answer.orderNumber} at Card A`),
    ).toHaveLength(1);
    const before = await snapshot(answer.orderId, product);
    tick();
    const replay = await deliver(a, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await snapshot(answer.orderId, product)).toBe(before);
  });

  it('emails nobody about a card order until it is paid', async () => {
    const { answer } = await cardOrder();
    expect(
      (await emailsTo(t, a.storeId, answer.customer.email)).filter((m) =>
        m.subject.includes(`#${answer.orderNumber} `),
      ),
    ).toEqual([]);
  });

  it('refuses a forged or altered delivery (400) and changes nothing', async () => {
    const { answer, product, payment } = await cardOrder();
    await t.stripe.pay(payment.sessionId);
    const event = eventOf('checkout.session.completed', payment.sessionId);
    const before = await snapshot(answer.orderId, product);
    expectRefused(await deliver(a, event, { secret: 'whsec_forged' }), 400, ['signature']);
    const signed = t.stripe.signed(event, 'whsec_forged');
    expectRefused(await deliver(a, event, { signature: signed.header }), 400, ['signature']);
    // The right signature over other bytes.
    const endpoint = [...t.stripe.endpoints.values()].find((e) => e.url.endsWith(a.storeId))!;
    const real = t.stripe.signed(event, endpoint.secret);
    expectRefused(
      await deliver(a, event, {
        body: real.body.replace('"paid"', '"unpaid"'),
        signature: real.header,
      }),
      400,
      ['signature'],
    );
    expect(await snapshot(answer.orderId, product)).toBe(before);
  });

  it('never pays an order for an amount or currency other than its total: review', async () => {
    const { answer, product, payment } = await cardOrder();
    await t.stripe.pay(payment.sessionId);
    const event = structuredClone(eventOf('checkout.session.completed', payment.sessionId));
    event.id = `evt_${randomUUID().replace(/-/g, '')}`;
    (event.data.object as { amount_total: number }).amount_total -= 100;
    const res = await deliver(a, event);
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderRow(answer.orderId);
    expect(order.paymentStatus).toBe('unpaid');
    expect(order.paymentReview).toMatch(/is not the \$\d+\.\d\d asked/);
    expect(await productStock(t, product)).toBe(8);
    const [recorded] = await t.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.storeId, a.storeId), eq(paymentEvents.eventId, event.id)));
    expect(recorded?.outcome).toBe('review: amount or currency differs');
    // The merchant's list marks it.
    const list = await a.merchant.client.get(`/api/dashboard/orders/list?storeId=${a.storeId}`);
    expect(
      list
        .json<{ orders: { orderId: string; needsReview: boolean }[] }>()
        .orders.find((o) => o.orderId === answer.orderId)?.needsReview,
    ).toBe(true);
    // The shopper paid something: their page does not offer to pay again.
    const view = await a.shopper.get(
      `/api/storefront/order?storeId=${a.storeId}&orderId=${answer.orderId}&token=${answer.token}`,
    );
    expect(view.json<OrderDto>().cardPayment).toMatchObject({ status: 'paid', payUrl: null });
  });

  it('an expired page cancels the order and gives its units back once', async () => {
    const { answer, product, payment } = await cardOrder(a, 3);
    expect(await productStock(t, product)).toBe(7);
    await t.stripe.expire(payment.sessionId);
    const event = eventOf('checkout.session.expired', payment.sessionId);
    expect((await deliver(a, event)).statusCode).toBe(200);
    expect((await deliver(a, event)).json()).toEqual({ received: true, duplicate: true });
    expect(await productStock(t, product)).toBe(10);
    const order = await orderRow(answer.orderId);
    expect(order.status).toBe('cancelled');
    // Nobody paid: no cancellation email for an abandoned page (the order email only).
    expect(
      (await emailsTo(t, a.storeId, answer.customer.email)).filter((m) =>
        /cancel/i.test(m.subject),
      ),
    ).toEqual([]);
    // The shopper's page says so; a checkout retry cannot reopen it.
    const view = await a.shopper.get(
      `/api/storefront/order?storeId=${a.storeId}&orderId=${answer.orderId}&token=${answer.token}`,
    );
    expect(view.json<OrderDto>()).toMatchObject({
      status: 'cancelled',
      cardPayment: { status: 'expired', payUrl: null },
    });
  });

  it('an expiry and a late payment at once: one wins, the other is recorded and flagged', async () => {
    const { answer, product, payment } = await cardOrder(a, 2);
    await t.stripe.pay(payment.sessionId);
    const paid = eventOf('checkout.session.completed', payment.sessionId);
    const expired: StripeLikeEvent = {
      ...structuredClone(paid),
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      type: 'checkout.session.expired',
      data: { object: { ...paid.data.object, status: 'expired', payment_status: 'unpaid' } },
    };
    const [x, y] = await Promise.all([deliver(a, expired), deliver(a, paid)]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    const order = await orderRow(answer.orderId);
    const outcomes = (
      await t.database.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.storeId, a.storeId), eq(paymentEvents.orderId, answer.orderId)))
    ).map((e) => e.outcome);
    expect(outcomes).toHaveLength(2);
    if (order.status === 'cancelled') {
      // The expiry won: units back once, the money flagged for a refund.
      expect(await productStock(t, product)).toBe(10);
      expect(order.paymentStatus).toBe('unpaid');
      expect(order.paymentReview).toMatch(/came after the order was cancelled/);
      expect(outcomes).toContain('review: paid after expired');
    } else {
      expect(order.paymentStatus).toBe('paid');
      expect(await productStock(t, product)).toBe(8);
      expect(outcomes).toContain('ignored: the payment is paid');
    }
  });

  it('follows refunds in any order: a refund before the payment does not leave it paid', async () => {
    const { answer, payment } = await cardOrder(a, 1);
    await t.stripe.pay(payment.sessionId);
    const completed = eventOf('checkout.session.completed', payment.sessionId);
    const paymentIntent = (completed.data.object as { payment_intent: string }).payment_intent;
    // A refund of everything, made in Stripe's dashboard, whose event comes first.
    const refunded: StripeLikeEvent = {
      ...structuredClone(completed),
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      type: 'charge.refunded',
      data: {
        object: {
          id: `ch_${randomUUID().replace(/-/g, '')}`,
          object: 'charge',
          amount: Math.round(answer.total * 100),
          amount_refunded: Math.round(answer.total * 100),
          refunded: true,
          currency: 'usd',
          payment_intent: paymentIntent,
          metadata: {},
        },
      },
    };
    expect((await deliver(a, refunded)).statusCode).toBe(200);
    expect((await orderRow(answer.orderId)).paymentStatus).toBe('unpaid');
    expect((await deliver(a, completed)).statusCode).toBe(200);
    const order = await orderRow(answer.orderId);
    expect(order.paymentStatus).toBe('refunded');
    expect(order.refundedMinor).toBe(order.totalMinor);
    // The same refund again (a replay under a new id) adds nothing.
    const again = { ...refunded, id: `evt_${randomUUID().replace(/-/g, '')}` };
    expect((await deliver(a, again)).statusCode).toBe(200);
    expect((await orderRow(answer.orderId)).refundedMinor).toBe(order.totalMinor);
  });

  it('a dispute marks the order for review', async () => {
    const { answer, payment } = await cardOrder(a, 1);
    await t.stripe.pay(payment.sessionId);
    expect(
      (await deliver(a, eventOf('checkout.session.completed', payment.sessionId))).statusCode,
    ).toBe(200);
    const pi = (await orderDetail(a, answer.orderId)).onlinePayment!.paymentId!;
    await t.stripe.dispute(pi);
    expect((await deliver(a, eventOf('charge.dispute.created', pi))).statusCode).toBe(200);
    expect((await orderDetail(a, answer.orderId)).paymentReview).toMatch(/disputed/);
  });

  it("keeps stores apart: B's endpoint, secret or metadata never touch A's order", async () => {
    const { answer, product, payment } = await cardOrder(a, 1);
    await t.stripe.pay(payment.sessionId);
    const event = eventOf('checkout.session.completed', payment.sessionId);
    const before = await snapshot(answer.orderId, product);
    // A's event, signed with A's secret, sent to B's endpoint: B's secret does not verify it.
    const aSecret = [...t.stripe.endpoints.values()].find((e) => e.url.endsWith(a.storeId))!.secret;
    expectRefused(await deliver(b, event, { secret: aSecret }), 400, ['signature']);
    // Signed with B's secret at B's endpoint, naming A's store: refused.
    expectRefused(await deliver(b, event), 400, ['storeId']);
    // Signed with B's secret, A's session but no store named: not a payment of B's.
    const bare = structuredClone(event);
    bare.id = `evt_${randomUUID().replace(/-/g, '')}`;
    (bare.data.object as { metadata: object }).metadata = {};
    const res = await deliver(b, bare);
    expect(res.statusCode).toBe(200);
    expect(await snapshot(answer.orderId, product)).toBe(before);
    // A's endpoint URL with B's store id in the path: B's secret again, so refused.
    expectRefused(await deliver(a, event, { storeId: b.storeId }), 400, ['signature']);
    expect(await snapshot(answer.orderId, product)).toBe(before);
  });

  /** A paid card order at A (the webhook delivered). */
  async function paidOrder(quantity = 2) {
    const placed = await cardOrder(a, quantity);
    await t.stripe.pay(placed.payment.sessionId);
    const res = await deliver(a, eventOf('checkout.session.completed', placed.payment.sessionId));
    expect(res.statusCode, res.body).toBe(200);
    return placed;
  }
  const refund = (orderId: string, amount: number, reason = 'Damaged in transit') =>
    a.merchant.client.post('/api/dashboard/orders/transition', {
      orderId,
      action: 'refund',
      amount,
      reason,
    });
  const stripeRefunds = (orderId: string) =>
    t.stripe.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v1/refunds' &&
        r.idempotencyKey?.startsWith(`order-${orderId}-`),
    );

  it('refunds half through Stripe: recorded with its reference, the shopper told; the event adds nothing', async () => {
    const { answer } = await paidOrder();
    const half = answer.total / 2;
    const res = await refund(answer.orderId, half);
    expect(res.statusCode, res.body).toBe(200);
    const detail = await orderDetail(a, answer.orderId);
    expect(detail.refunded).toBe(half);
    expect(detail.paymentStatus).toBe('refunded');
    const message = detail.events.map((e) => e.message).find((m) => m.startsWith('Refunded'));
    expect(message).toMatch(
      /through Stripe: Damaged in transit \(Stripe refund re_\w+, succeeded;/,
    );
    expect(stripeRefunds(answer.orderId)).toHaveLength(1);
    const emails = await emailsTo(t, a.storeId, answer.customer.email);
    expect(emails.some((m) => /refund/i.test(m.subject))).toBe(true);
    // Stripe's charge.refunded for it: already recorded.
    await t.stripe.flush();
    const pi = detail.onlinePayment!.paymentId!;
    const event = eventOf('charge.refunded', pi);
    expect((await deliver(a, event)).statusCode).toBe(200);
    expect((await orderDetail(a, answer.orderId)).refunded).toBe(half);
  });

  it('a double-submitted refund refunds once', async () => {
    const { answer } = await paidOrder();
    const [x, y] = await Promise.all([refund(answer.orderId, 5), refund(answer.orderId, 5)]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    const refunded = await orderRow(answer.orderId);
    expect(refunded.refundedMinor).toBe(500);
    // One refund at Stripe: the second request carried the same key and got the same refund.
    const keys = new Set(stripeRefunds(answer.orderId).map((r) => r.idempotencyKey));
    expect(keys.size).toBe(1);
  });

  it('refuses a refund larger than what is left, and one Stripe refuses, changing nothing', async () => {
    const { answer, product } = await paidOrder();
    const before = await snapshot(answer.orderId, product);
    expectRefused(await refund(answer.orderId, answer.total + 1), 409, ['amount']);
    expect(stripeRefunds(answer.orderId)).toHaveLength(0);
    t.stripe.failNext('POST', '/v1/refunds', {
      status: 400,
      type: 'invalid_request_error',
      code: 'charge_disputed',
      message: 'Charge ch_1 has been charged back; cannot issue a refund.',
    });
    const refused = await refund(answer.orderId, 1);
    expectRefused(refused, 400, ['amount']);
    expect(refused.json<{ error: string }>().error).toBe(
      'Charge ch_1 has been charged back; cannot issue a refund.',
    );
    expect(await snapshot(answer.orderId, product)).toBe(before);
  });

  it('refuses webhook bodies over 1 MB (413)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/payments/stripe/webhook/${a.storeId}`,
      headers: { host: a.host, 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: JSON.stringify({ id: 'evt_x', type: 'x', pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('a page that cannot open keeps the order; the same key opens it later', async () => {
    for (let i = 0; i < 2; i++) {
      t.stripe.failNext('POST', '/v1/checkout/sessions', {
        status: 500,
        type: 'api_error',
        message: 'Something went wrong',
      });
    }
    const product = await makeProduct(t, a.storeId, { stock: 10 });
    const body = checkoutRequest(a, [{ productId: product, variationId: null, quantity: 1 }], {
      paymentMethod: 'card',
    });
    const first = await a.shopper.post('/api/storefront/checkout', body);
    expect(first.statusCode, first.body).toBe(502);
    expect(first.json<{ error: string }>().error).toMatch(
      /Card payments are unavailable right now/,
    );
    const retry = await a.shopper.post('/api/storefront/checkout', body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<CheckoutAnswer>().redirectUrl).toMatch(/\/pay\/cs_test_/);
  });

  it('a store taking cards may turn both offline methods off; without cards it may not', async () => {
    const settings = (s: OrderStore, on: boolean) =>
      s.merchant.client.put('/api/dashboard/store/payment-settings', {
        storeId: s.storeId,
        codEnabled: on,
        bankTransferEnabled: false,
      });
    const plain = await orderStore(t, 'card-offline', 'Offline Only');
    expectRefused(await settings(plain, false), 400, ['codEnabled']);
    const res = await settings(b, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ offeredMethods: string[] }>().offeredMethods).toEqual(['card']);
    expect((await settings(b, true)).statusCode).toBe(200);
  });

  it('a card order whose page never opened is cancelled after 15 minutes, its units back', async () => {
    for (let i = 0; i < 2; i++) {
      t.stripe.failNext('POST', '/v1/checkout/sessions', {
        status: 503,
        type: 'api_error',
        message: 'Down for maintenance',
      });
    }
    const product = await makeProduct(t, a.storeId, { stock: 10 });
    const body = checkoutRequest(a, [{ productId: product, variationId: null, quantity: 4 }], {
      paymentMethod: 'card',
    });
    const first = await a.shopper.post('/api/storefront/checkout', body);
    expect(first.statusCode, first.body).toBe(502);
    expect(await productStock(t, product)).toBe(6);
    const payments = createPayments(t.config);
    tick(14 * MINUTE);
    await reconcileCardPayments(t.database.db, payments, t.config, clock);
    expect(await productStock(t, product)).toBe(6);
    tick(2 * MINUTE);
    await reconcileCardPayments(t.database.db, payments, t.config, clock);
    expect(await productStock(t, product)).toBe(10);
  });

  it('a store without Stripe does not take cards', async () => {
    const plain = await orderStore(t, 'card-none', 'No Cards');
    const product = await makeProduct(t, plain.storeId);
    expectRefused(
      await plain.shopper.post(
        '/api/storefront/checkout',
        checkoutRequest(plain, [{ productId: product, variationId: null, quantity: 1 }], {
          paymentMethod: 'card',
        }),
      ),
      400,
      ['paymentMethod'],
    );
  });

  it('reconciles: a payment whose webhook never came, a page past its end', async () => {
    const payments = createPayments(t.config);
    const paidLater = await cardOrder(a, 1);
    const abandoned = await cardOrder(a, 1);
    await t.stripe.pay(paidLater.payment.sessionId);
    // Nothing delivered. 11 minutes on: the paid one is applied.
    tick(11 * MINUTE);
    const run = await reconcileCardPayments(t.database.db, payments, t.config, clock);
    expect((await orderRow(paidLater.answer.orderId)).paymentStatus).toBe('paid');
    expect((await orderRow(abandoned.answer.orderId)).status).toBe('pending');
    expect(run.changed).toContain(a.storeId);
    // Past the page's end (an hour): closed at Stripe, the order cancelled, units back.
    tick(60 * MINUTE);
    await reconcileCardPayments(t.database.db, payments, t.config, clock);
    expect((await orderRow(abandoned.answer.orderId)).status).toBe('cancelled');
    expect(await productStock(t, abandoned.product)).toBe(10);
    // Twice changes nothing more.
    const again = await reconcileCardPayments(t.database.db, payments, t.config, clock);
    expect(again.changed).toEqual([]);
  });
});
