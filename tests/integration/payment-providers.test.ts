/**
 * A merchant connects Stripe to their store (issue 29): the keys are checked against Stripe
 * (the fake Stripe, through the real SDK) before anything is saved, the store's webhook
 * endpoint is registered on its own host, the secret key and the webhook's signing secret are
 * kept only sealed, and no answer or log line ever carries them. Replacing keys moves the
 * endpoint; disconnecting removes it. Another merchant can do none of it to this store.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { paymentAccounts } from '../../server/db/schema';
import { resealPaymentSecrets } from '../../server/payments/accounts';
import { loadSealingKeys, openSecret, sealedKeyId } from '../../server/payments/sealed-secrets';
import type { PaymentProviderDto, PaymentProvidersReply } from '../../shared';
import { openShop, useShop } from './helpers/shops';
import { describeOnDatabase, expectRefused, useTestApp } from './helpers/test-app';

const LIST = '/api/dashboard/payments/providers';
const CONNECT = '/api/dashboard/payments/providers/connect';
const DISCONNECT = '/api/dashboard/payments/providers/disconnect';
const KEY_HEX = 'ab'.repeat(32);

const alnum = (n: number) => randomBytes(n).toString('hex').slice(0, n);
const testKeys = () => ({
  secretKey: `sk_test_${alnum(24)}`,
  publishableKey: `pk_test_${alnum(24)}`,
});

describeOnDatabase('payment providers: connecting Stripe', () => {
  const lines: string[] = [];
  const t = useTestApp({ PAYMENTS_ENCRYPTION_KEY: KEY_HEX }, lines);
  const a = useShop(t, 'pay-a', 'Pay A');
  const b = useShop(t, 'pay-b', 'Pay B');
  /** Every secret this file sent: none may be in an answer, a log line or the database as is. */
  const secrets: string[] = [];

  const connect = (shop = a, keys = testKeys()) => {
    secrets.push(keys.secretKey);
    return shop.client.put(CONNECT, { storeId: shop.storeId, provider: 'stripe', ...keys });
  };
  const stripeOf = async (shop = a) =>
    (await shop.client.get(`${LIST}?storeId=${shop.storeId}`))
      .json<PaymentProvidersReply>()
      .providers.find((p) => p.provider === 'stripe')!;
  const rowOf = async (shop = a) =>
    (
      await t.database.db
        .select()
        .from(paymentAccounts)
        .where(
          and(eq(paymentAccounts.storeId, shop.storeId), eq(paymentAccounts.provider, 'stripe')),
        )
    )[0];

  it('lists Stripe as not connected at first', async () => {
    const stripe = await stripeOf();
    expect(stripe).toMatchObject({
      label: 'Stripe',
      connected: false,
      mode: null,
      webhookUrl: null,
    });
  });

  it('connects with keys Stripe accepts: test mode, last 4, the webhook on the store host', async () => {
    const keys = testKeys();
    const res = await connect(a, keys);
    expect(res.statusCode, res.body).toBe(200);
    const dto = res.json<PaymentProviderDto>();
    expect(dto).toMatchObject({
      provider: 'stripe',
      connected: true,
      mode: 'test',
      publishableKey: keys.publishableKey,
      secretKeyLast4: keys.secretKey.slice(-4),
    });
    expect(dto.accountId).toMatch(/^acct_/);
    expect(dto.webhookUrl).toBe(
      `http://pay-a.localhost:3000/api/storefront/payments/stripe/webhook/${a.storeId}`,
    );
    // Stripe was asked for exactly this endpoint, for the events the layer handles.
    const endpoint = [...t.stripe.endpoints.values()].find((e) => e.url === dto.webhookUrl);
    expect(endpoint?.enabled_events).toEqual(
      expect.arrayContaining(['checkout.session.completed', 'charge.refunded']),
    );
    // Sealed at rest: the row holds neither secret as such, and both open with the key.
    const row = (await rowOf())!;
    expect(row.secretSealed).not.toContain(keys.secretKey.slice(8));
    const sealing = loadSealingKeys(
      { encryptionKey: KEY_HEX, encryptionKeyPrevious: undefined },
      '/x',
    );
    expect(
      openSecret(sealing, row.secretSealed, `payment_accounts:${a.storeId}:stripe:secret`),
    ).toBe(keys.secretKey);
    expect(
      openSecret(sealing, row.webhookSecretSealed!, `payment_accounts:${a.storeId}:stripe:webhook`),
    ).toBe(endpoint!.secret);
    expect(await stripeOf()).toEqual(dto);
  });

  it("refuses keys Stripe refuses, with Stripe's message, and keeps the connection it had", async () => {
    const before = await rowOf();
    t.stripe.failNext('GET', '/v1/account', {
      status: 401,
      type: 'invalid_request_error',
      message: 'Invalid API Key provided: sk_test_****dead',
    });
    const res = await connect(a, { ...testKeys(), secretKey: `sk_test_${alnum(20)}dead` });
    expectRefused(res, 400, ['secretKey']);
    expect(res.json<{ error: string }>().error).toContain('Invalid API Key provided');
    expect(await rowOf()).toEqual(before);
  });

  it('says so when Stripe cannot be reached (502), saving nothing', async () => {
    const before = await rowOf();
    // The SDK tries twice (maxNetworkRetries 1): both fail.
    for (let i = 0; i < 2; i++) {
      t.stripe.failNext('GET', '/v1/account', {
        status: 500,
        type: 'api_error',
        message: 'Something went wrong on our end',
      });
    }
    const res = await connect(a);
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json<{ error: string }>().error).toBe(
      'Stripe could not be reached: try again in a moment',
    );
    expect(await rowOf()).toEqual(before);
  });

  it('refuses malformed keys and keys of two modes, naming the field', async () => {
    expectRefused(
      await a.client.put(CONNECT, {
        storeId: a.storeId,
        provider: 'stripe',
        secretKey: 'pk_test_123456789',
        publishableKey: `pk_test_${alnum(20)}`,
      }),
      400,
      ['secretKey'],
    );
    expectRefused(
      await a.client.put(CONNECT, {
        storeId: a.storeId,
        provider: 'stripe',
        secretKey: `sk_test_${alnum(20)}`,
        publishableKey: `pk_live_${alnum(20)}`,
      }),
      400,
      ['publishableKey'],
    );
  });

  it('replaces keys (test to live): a new endpoint, the old one removed at Stripe', async () => {
    const old = (await rowOf())!;
    const res = await connect(a, {
      secretKey: `sk_live_${alnum(24)}`,
      publishableKey: `pk_live_${alnum(24)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PaymentProviderDto>().mode).toBe('live');
    const row = (await rowOf())!;
    expect(row.webhookEndpointId).not.toBe(old.webhookEndpointId);
    expect(t.stripe.endpoints.has(old.webhookEndpointId!)).toBe(false);
    expect(t.stripe.endpoints.has(row.webhookEndpointId!)).toBe(true);
  });

  it("keeps each store's connection to itself", async () => {
    // B names A's store: refused as not its own, and A's row is untouched.
    const before = await rowOf(a);
    expect((await b.client.get(`${LIST}?storeId=${a.storeId}`)).statusCode).toBe(404);
    const keys = testKeys();
    secrets.push(keys.secretKey);
    expect(
      (await b.client.put(CONNECT, { storeId: a.storeId, provider: 'stripe', ...keys })).statusCode,
    ).toBe(404);
    expect(
      (await b.client.post(DISCONNECT, { storeId: a.storeId, provider: 'stripe' })).statusCode,
    ).toBe(404);
    expect(await rowOf(a)).toEqual(before);
    expect((await stripeOf(b)).connected).toBe(false);
  });

  it('disconnects: the endpoint removed at Stripe, the secrets deleted; twice is a 409', async () => {
    const row = (await rowOf())!;
    const res = await a.client.post(DISCONNECT, { storeId: a.storeId, provider: 'stripe' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PaymentProviderDto>()).toMatchObject({
      connected: false,
      secretKeyLast4: null,
    });
    expect(t.stripe.endpoints.has(row.webhookEndpointId!)).toBe(false);
    expect(await rowOf()).toBeUndefined();
    expectRefused(
      await a.client.post(DISCONNECT, { storeId: a.storeId, provider: 'stripe' }),
      409,
      ['provider'],
    );
  });

  it('deleting a store removes its webhook endpoint at Stripe', async () => {
    const doomed = await openShop(t.app, 'pay-doomed', 'Pay Doomed');
    expect((await connect(doomed)).statusCode).toBe(200);
    const row = (await rowOf(doomed))!;
    expect(t.stripe.endpoints.has(row.webhookEndpointId!)).toBe(true);
    const res = await doomed.client.request('DELETE', '/api/dashboard/store/delete-store', {
      body: { storeId: doomed.storeId, confirmName: 'Pay Doomed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(t.stripe.endpoints.has(row.webhookEndpointId!)).toBe(false);
    expect(await rowOf(doomed)).toBeUndefined();
  });

  it('after a key rotation, seals every secret again with the new key', async () => {
    expect((await connect(a)).statusCode).toBe(200);
    const before = (await rowOf())!;
    const rotated = loadSealingKeys(
      { encryptionKey: 'cd'.repeat(32), encryptionKeyPrevious: KEY_HEX },
      '/x',
    );
    expect(sealedKeyId(before.secretSealed)).toBe(rotated.previous!.id);
    expect(await resealPaymentSecrets(t.database.db, rotated)).toBeGreaterThanOrEqual(1);
    const after = (await rowOf())!;
    expect(sealedKeyId(after.secretSealed)).toBe(rotated.current.id);
    expect(sealedKeyId(after.webhookSecretSealed!)).toBe(rotated.current.id);
    const context = `payment_accounts:${a.storeId}:stripe:secret`;
    expect(openSecret(rotated, after.secretSealed, context)).toBe(
      openSecret(rotated, before.secretSealed, context),
    );
    expect(await resealPaymentSecrets(t.database.db, rotated)).toBe(0);
  });

  it('never writes a key to a log line', () => {
    expect(secrets.length).toBeGreaterThan(3);
    for (const secret of secrets) {
      expect(lines.filter((l) => l.includes(secret))).toEqual([]);
      expect(lines.filter((l) => l.includes(secret.slice(8)))).toEqual([]);
    }
  });
});
