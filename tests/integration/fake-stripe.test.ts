/**
 * The fake Stripe (tests/support/fake-stripe.ts) as the real `stripe` SDK sees it over
 * loopback: keys and accounts, webhook endpoints, idempotent session creation, a payment whose
 * signed webhook the SDK verifies at a receiver, refunds up to what is left, expiry. No
 * database: it checks the fake the payments layer's tests stand on.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';

const KEY = 'sk_test_fakeStripeShop0001';

type Received = { header: string; body: string; event?: Stripe.Event; error?: string };

/** A webhook receiver as the shop writes one: verifies the raw body, 400 when it cannot. */
async function startReceiver(secret: () => string) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = String(req.headers['stripe-signature'] ?? '');
      try {
        const event = Stripe.webhooks.constructEvent(body, header, secret());
        received.push({ header, body, event });
        res.writeHead(200).end();
      } catch (error) {
        received.push({ header, body, error: (error as Error).message });
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function caught(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: Stripe.errors.StripeError) => error,
  );
}

describe('fake stripe through the stripe SDK', () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let secret = '';

  const sessionParams = (orderId: string): Stripe.Checkout.SessionCreateParams => ({
    mode: 'payment',
    line_items: [
      {
        price_data: { currency: 'usd', unit_amount: 1000, product_data: { name: 'Mug' } },
        quantity: 2,
      },
    ],
    success_url: 'http://shop.localhost/orders/thanks?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://shop.localhost/cart',
    client_reference_id: orderId,
    metadata: { orderId },
    payment_intent_data: { metadata: { orderId } },
  });

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = new Stripe(KEY, { ...fake.sdk, maxNetworkRetries: 0 });
    receiver = await startReceiver(() => secret);
    const endpoint = await stripe.webhookEndpoints.create({
      url: receiver.url,
      enabled_events: ['checkout.session.completed', 'checkout.session.expired', 'charge.refunded'],
    });
    secret = endpoint.secret ?? '';
  });

  afterAll(async () => {
    await fake?.close();
    await receiver?.close();
  });

  it('answers the account of a key, the same one for its restricted key', async () => {
    const account = await stripe.accounts.retrieveCurrent();
    expect(account.id).toMatch(/^acct_[0-9a-f]{16}$/);
    expect(account.business_profile?.name).toBe('Fake shop 0001');
    const restricted = new Stripe('rk_test_fakeStripeShop0001', {
      ...fake.sdk,
      maxNetworkRetries: 0,
    });
    expect((await restricted.accounts.retrieveCurrent()).id).toBe(account.id);
  });

  it('refuses a malformed key with a StripeAuthenticationError naming the masked key', async () => {
    const bad = new Stripe('sk_test_nope', { ...fake.sdk, maxNetworkRetries: 0 });
    const error = await caught(bad.accounts.retrieveCurrent());
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.type).toBe('StripeAuthenticationError');
    expect(error.rawType).toBe('invalid_request_error');
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe('Invalid API Key provided: sk_test_****nope');
  });

  it('shows a webhook endpoint secret only on creation and deletes only its own account’s', async () => {
    const created = await stripe.webhookEndpoints.create({
      url: 'http://shop.localhost/hooks',
      enabled_events: ['*'],
    });
    expect(created.secret).toMatch(/^whsec_/);
    const read = await stripe.webhookEndpoints.retrieve(created.id);
    expect(read).toMatchObject({ id: created.id, status: 'enabled', enabled_events: ['*'] });
    expect(read.secret).toBeUndefined();
    const other = new Stripe('sk_test_someOtherShop9999', { ...fake.sdk, maxNetworkRetries: 0 });
    const error = await caught(other.webhookEndpoints.del(created.id));
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id' });
    expect(await stripe.webhookEndpoints.del(created.id)).toMatchObject({ deleted: true });
  });

  it('replays a session create with the same idempotency key and refuses it with other params', async () => {
    const first = await stripe.checkout.sessions.create(sessionParams('order-1'), {
      idempotencyKey: 'checkout-order-1',
    });
    expect(first).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 2000,
      currency: 'usd',
      payment_intent: null,
      url: `${fake.url}/pay/${first.id}`,
    });
    expect(first.id).toMatch(/^cs_test_/);
    const again = await stripe.checkout.sessions.create(sessionParams('order-1'), {
      idempotencyKey: 'checkout-order-1',
    });
    expect(again.id).toBe(first.id);
    expect(fake.sessions.size).toBe(1);
    const error = await caught(
      stripe.checkout.sessions.create(sessionParams('order-2'), {
        idempotencyKey: 'checkout-order-1',
      }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.rawType).toBe('idempotency_error');
    expect(error.statusCode).toBe(400);
    const sent = fake.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sent.map((r) => r.idempotencyKey)).toEqual(Array(3).fill('checkout-order-1'));
    expect(sent[0]?.params).toMatchObject({
      line_items: [{ price_data: { unit_amount: '1000' }, quantity: '2' }],
      metadata: { orderId: 'order-1' },
    });
  });

  it('refuses an expiry under 30 minutes away naming expires_at', async () => {
    const error = await caught(
      stripe.checkout.sessions.create({
        ...sessionParams('order-soon'),
        expires_at: Math.floor(Date.now() / 1000) + 600,
      }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.param).toBe('expires_at');
  });

  it('delivers a signed checkout.session.completed when the shopper pays', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams('order-3'));
    await fake.pay(session.id);
    const last = receiver.received.at(-1);
    expect(last?.error).toBeUndefined();
    expect(last?.event?.type).toBe('checkout.session.completed');
    const object = last?.event?.data.object as Stripe.Checkout.Session;
    expect(object).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      metadata: { orderId: 'order-3' },
    });
    expect(fake.deliveries.at(-1)).toMatchObject({ url: receiver.url, status: 200 });
    const intent = await stripe.paymentIntents.retrieve(String(object.payment_intent));
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount_received: 2000,
      metadata: { orderId: 'order-3' },
    });
  });

  it('refuses a delivery signed with another secret at the receiver', async () => {
    const event = fake.events.at(-1);
    if (!event) throw new Error('no event yet');
    const { body, header } = fake.signed(event, 'whsec_notTheEndpointsSecret');
    const res = await fetch(receiver.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body,
    });
    expect(res.status).toBe(400);
  });

  it('pays from the hosted page, redirecting to success_url before the webhook', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams('order-4'));
    const html = await (await fetch(session.url ?? '')).text();
    expect(html).toContain('<title>Fake Stripe Checkout</title>');
    expect(html).toContain('$20.00 USD');
    const res = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://shop.localhost/orders/thanks?session=${session.id}`,
    );
    await fake.flush();
    expect(receiver.received.at(-1)?.event?.data.object).toMatchObject({ id: session.id });
  });

  it('refunds part of a payment, then refuses more than the rest naming amount', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams('order-5'));
    await fake.pay(session.id);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    const intentId = String(paid.payment_intent);
    const refund = await stripe.refunds.create(
      { payment_intent: intentId, amount: 400, reason: 'requested_by_customer' },
      { idempotencyKey: 'refund-order-5-1' },
    );
    expect(refund).toMatchObject({ object: 'refund', amount: 400, status: 'succeeded' });
    await fake.flush();
    const refunded = receiver.received.at(-1)?.event;
    expect(refunded?.type).toBe('charge.refunded');
    expect(refunded?.data.object).toMatchObject({
      amount: 2000,
      amount_refunded: 400,
      refunded: false,
      payment_intent: intentId,
      metadata: { orderId: 'order-5' },
    });
    const error = await caught(stripe.refunds.create({ payment_intent: intentId, amount: 1601 }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, param: 'amount', code: 'amount_too_large' });
    expect(error.message).toBe(
      'Refund amount ($16.01) is greater than unrefunded amount on charge ($16.00)',
    );
  });

  it('expires an open session, delivering checkout.session.expired, and refuses to expire it again', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams('order-6'));
    await fake.expire(session.id);
    expect(receiver.received.at(-1)?.event?.type).toBe('checkout.session.expired');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    const error = await caught(stripe.checkout.sessions.expire(session.id));
    expect(error).toMatchObject({ statusCode: 400, rawType: 'invalid_request_error' });
  });

  it('fails the next matching request with the error failNext names', async () => {
    fake.failNext('GET', '/v1/account', {
      status: 503,
      type: 'api_error',
      message: 'Stripe is down',
    });
    const error = await caught(stripe.accounts.retrieveCurrent());
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(error).toMatchObject({ statusCode: 503, message: 'Stripe is down' });
    await expect(stripe.accounts.retrieveCurrent()).resolves.toMatchObject({ object: 'account' });
  });
});
