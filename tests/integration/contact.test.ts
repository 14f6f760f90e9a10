/**
 * Acceptance (contact form): a shopper solves a real ALTCHA challenge and sends a message;
 * it is stored and its email queued in one go, and the outbox worker delivers it to a real
 * SMTP server on loopback, surviving an SMTP outage. Captcha tokens are single use and
 * expire; bad input is a 4xx naming the field; sends are rate limited per IP. Turnstile is
 * checked through an injected verifier (the network is closed here).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Challenge } from 'altcha-lib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { captchaRedemptions, contactMessages, emailOutbox, stores } from '../../server/db/schema';
import { createEmailWorker } from '../../server/email/worker';
import type { EmailLogger } from '../../server/email/transport';
import { TurnstileUnavailableError, type TurnstileResult } from '../../server/captcha';
import {
  TestClient,
  createStore,
  createTestApp,
  createTestDatabase,
  dbKind,
  signUpMerchant,
  skipReason,
  type TestApp,
} from './helpers/test-app';
import { solvedToken } from './helpers/captcha';
import { startLoopbackSmtp, type LoopbackSmtp } from '../support/smtp-server';

const SEND = '/api/email/send-contact-email';
const CAPTCHA_MISSING = 'Please complete the CAPTCHA before submitting.';

const silent = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as EmailLogger;

function message(storeId: string, turnstileToken: string, overrides: Record<string, unknown> = {}) {
  return {
    name: '  Ada Lovelace ',
    customerEmail: ' ada@example.com ',
    subject: ' Sizes ',
    message: ' Do you have the shirt in M? ',
    storeId,
    turnstileToken,
    ...overrides,
  };
}

function fieldsOf(body: string): string[] {
  const parsed = JSON.parse(body) as { details?: { field: string }[] };
  return (parsed.details ?? []).map((d) => d.field);
}

describe.skipIf(skipReason())(`contact form (${dbKind})`, () => {
  let t: TestApp;
  let smtp: LoopbackSmtp;
  let storeId: string;
  let otherStoreId: string;
  let ownerEmail: string;
  let shopper: TestClient;
  /** The worker's clock runs this far ahead of the wall clock. */
  let skewMs = 0;
  let worker: ReturnType<typeof createEmailWorker>;

  beforeAll(async () => {
    smtp = await startLoopbackSmtp();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_FROM: 'Store Builder <no-reply@builder.test>',
      CONTACT_RATE_LIMIT: '1000',
    });
    const merchant = await signUpMerchant(t.app);
    ownerEmail = merchant.email;
    storeId = await createStore(merchant.client, 'contact-shop', 'Contact Shop');
    const other = await signUpMerchant(t.app);
    otherStoreId = await createStore(other.client, 'other-contact-shop', 'Other Shop');
    shopper = new TestClient(t.app, 'contact-shop.localhost:3000');
    worker = createEmailWorker(t.database, t.config, {
      now: () => new Date(Date.now() + skewMs),
      logger: silent,
    });
    // Signing up queues each merchant's verification email: delivered now, so the tests
    // count only contact mail.
    await worker.runOnce();
    smtp.received.length = 0;
  });

  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await smtp?.close();
  });

  /** The shopper sends a message to the store, with a freshly solved captcha. */
  const sendMessage = async (overrides: Record<string, unknown> = {}) =>
    shopper.post(SEND, message(storeId, await solvedToken(shopper), overrides));

  async function outboxRows() {
    return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.storeId, storeId));
  }

  it('tells the page to use the self-hosted ALTCHA captcha and signs fresh challenges', async () => {
    const config = await shopper.get('/api/captcha/config');
    expect(config.statusCode).toBe(200);
    expect(config.json()).toEqual({ provider: 'altcha' });
    const res = await shopper.get('/api/captcha/challenge');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json<Challenge>();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresInS = (challenge.parameters.expiresAt ?? 0) - Date.now() / 1000;
    expect(expiresInS).toBeGreaterThan(240);
    expect(expiresInS).toBeLessThanOrEqual(300);
    // No ALTCHA_HMAC_KEY configured: a generated key kept private under DATA_DIR.
    const keyFile = join(t.config.dataDir, 'secrets', 'altcha-hmac.key');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('stores a message, queues the owner email, and the worker delivers it over SMTP', async () => {
    const res = await sendMessage();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });

    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.storeId, storeId));
    expect(stored).toMatchObject({
      name: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      subject: 'Sizes',
      message: 'Do you have the shirt in M?',
    });
    const [queued] = await outboxRows();
    expect(queued).toMatchObject({
      kind: 'contact',
      toAddress: ownerEmail,
      replyTo: 'ada@example.com',
      subject: '[Contact Shop] Sizes',
      status: 'pending',
      attempts: 0,
    });

    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0] ?? '';
    expect(raw).toMatch(/^From: Store Builder <no-reply@builder\.test>/m);
    expect(raw).toContain(`To: ${ownerEmail}`);
    expect(raw).toMatch(/^Reply-To: ada@example\.com/m);
    expect(raw).toContain('Subject: [Contact Shop] Sizes');
    expect(raw).toContain('Do you have the shirt in M?');
    const [sent] = await outboxRows();
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    // Nothing left to do.
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it("sends to the store's contact email when it has one", async () => {
    await t.database.db
      .update(stores)
      .set({ contactEmail: 'hello@contact-shop.test' })
      .where(eq(stores.id, storeId));
    try {
      const res = await sendMessage();
      expect(res.statusCode).toBe(201);
      const rows = await outboxRows();
      expect(rows.at(-1)?.toAddress).toBe('hello@contact-shop.test');
      await worker.runOnce();
    } finally {
      await t.database.db.update(stores).set({ contactEmail: '' }).where(eq(stores.id, storeId));
    }
  });

  it('refuses a replayed token (400 naming turnstileToken) and stores nothing more', async () => {
    const token = await solvedToken(shopper);
    expect((await shopper.post(SEND, message(storeId, token))).statusCode).toBe(201);
    const before = (await outboxRows()).length;
    const replay = await shopper.post(SEND, message(storeId, token, { subject: 'Again' }));
    expect(replay.statusCode).toBe(400);
    expect(fieldsOf(replay.body)).toEqual(['turnstileToken']);
    expect((await outboxRows()).length).toBe(before);
    await worker.runOnce();
  });

  it('accepts only one of two simultaneous sends with the same token', async () => {
    const token = await solvedToken(shopper);
    const results = await Promise.all([
      shopper.post(SEND, message(storeId, token)),
      shopper.post(SEND, message(storeId, token)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    await worker.runOnce();
  });

  it('refuses a missing captcha with the form message, naming turnstileToken', async () => {
    for (const body of [
      message(storeId, ''),
      message(storeId, '   '),
      (({ turnstileToken: _omit, ...rest }) => rest)(message(storeId, 'x')),
    ]) {
      const res = await shopper.post(SEND, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        details: [{ field: 'turnstileToken', message: CAPTCHA_MISSING }],
      });
    }
  });

  it('refuses an expired token and a forged one', async () => {
    const token = await solvedToken(shopper);
    t.setNow(new Date(Date.now() + 6 * 60_000));
    try {
      const expired = await shopper.post(SEND, message(storeId, token));
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({
        details: [{ field: 'turnstileToken', message: expect.stringMatching(/expired/) }],
      });
    } finally {
      t.setNow(new Date());
    }
    const forged = Buffer.from(
      JSON.stringify({
        challenge: {
          parameters: {
            algorithm: 'PBKDF2/SHA-256',
            nonce: '00',
            salt: '00',
            cost: 1,
            keyLength: 32,
            keyPrefix: '00',
            expiresAt: Math.floor(Date.now() / 1000) + 60,
          },
          signature: 'f'.repeat(64),
        },
        solution: { counter: 1, derivedKey: '00'.repeat(32) },
      }),
    ).toString('base64');
    for (const bad of [forged, 'definitely-not-a-payload']) {
      const res = await shopper.post(SEND, message(storeId, bad));
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.body)).toEqual(['turnstileToken']);
    }
  });

  it('answers 404 naming storeId for an unknown store, and 400 for another store from a store host', async () => {
    const dashboard = new TestClient(t.app, 'localhost:3000');
    const unknown = await dashboard.post(
      SEND,
      message('00000000-0000-4000-8000-000000000000', await solvedToken(dashboard)),
    );
    expect(unknown.statusCode).toBe(404);
    expect(fieldsOf(unknown.body)).toEqual(['storeId']);
    const crossStore = await shopper.post(SEND, message(otherStoreId, await solvedToken(shopper)));
    expect(crossStore.statusCode).toBe(400);
    expect(fieldsOf(crossStore.body)).toEqual(['storeId']);
  });

  const badInputs: { name: string; body?: unknown; raw?: string; type?: string; field: string }[] =
    [
      { name: 'name missing', body: { name: undefined }, field: 'name' },
      { name: 'name blank', body: { name: '   ' }, field: 'name' },
      { name: 'name too long', body: { name: 'n'.repeat(101) }, field: 'name' },
      { name: 'name not a string', body: { name: 42 }, field: 'name' },
      { name: 'email missing', body: { customerEmail: '' }, field: 'customerEmail' },
      { name: 'email invalid', body: { customerEmail: 'ada@' }, field: 'customerEmail' },
      { name: 'subject too long', body: { subject: 's'.repeat(201) }, field: 'subject' },
      { name: 'message missing', body: { message: undefined }, field: 'message' },
      { name: 'message too long', body: { message: 'm'.repeat(5001) }, field: 'message' },
      { name: 'storeId not a uuid', body: { storeId: 'shop-1' }, field: 'storeId' },
      { name: 'token not a string', body: { turnstileToken: { a: 1 } }, field: 'turnstileToken' },
      { name: 'unknown field', body: { isAdmin: true }, field: 'isAdmin' },
      { name: 'malformed JSON', raw: '{"name": ', field: 'body' },
      { name: 'body not an object', raw: '[1,2]', field: 'body' },
      { name: 'wrong content type', raw: 'name=a', type: 'text/xml', field: 'content-type' },
    ];
  for (const c of badInputs) {
    it(`answers 4xx naming ${c.field} for ${c.name}`, async () => {
      const res =
        c.raw !== undefined
          ? await shopper.request('POST', SEND, {
              rawBody: c.raw,
              headers: c.type ? { 'content-type': c.type } : {},
            })
          : await shopper.post(SEND, { ...message(storeId, 'token'), ...(c.body as object) });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(fieldsOf(res.body)).toContain(c.field);
    });
  }

  it('keeps an email pending through an SMTP outage and delivers it once the server is back', async () => {
    const port = smtp.port;
    await smtp.close();
    const res = await sendMessage({ subject: 'During the outage' });
    expect(res.statusCode).toBe(201);

    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [pending] = (await outboxRows()).filter((r) => r.subject.includes('During the outage'));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending?.lastError).toMatch(/ECONNREFUSED/);
    expect(pending!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + skewMs);

    smtp = await startLoopbackSmtp({ port });
    // Back up, but the retry is not due yet.
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    skewMs += 6_000;
    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received.some((raw) => raw.includes('During the outage'))).toBe(true);
    const [delivered] = (await outboxRows()).filter((r) => r.subject.includes('During the outage'));
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('lets two workers share the queue without sending any email twice', async () => {
    const before = smtp.received.length;
    for (let i = 0; i < 6; i++) {
      const res = await sendMessage({ subject: `Batch ${i}` });
      expect(res.statusCode).toBe(201);
    }
    const clock = () => new Date(Date.now() + skewMs);
    const a = createEmailWorker(t.database, t.config, { now: clock, logger: silent, batchSize: 2 });
    const b = createEmailWorker(t.database, t.config, { now: clock, logger: silent, batchSize: 2 });
    let sent = 0;
    for (let round = 0; round < 4; round++) {
      const results = await Promise.all([a.runOnce(), b.runOnce()]);
      sent += results.reduce((n, r) => n + r.sent, 0);
    }
    await Promise.all([a.stop(), b.stop()]);
    expect(sent).toBe(6);
    const batch = smtp.received
      .slice(before)
      .filter((raw) => /Subject: \[Contact Shop\] Batch/.test(raw));
    expect(batch).toHaveLength(6);
  });

  it('a worker stopped mid-batch finishes the email under way and gives the rest back at once', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await sendMessage({ subject: `Drain ${i}` });
      expect(res.statusCode).toBe(201);
    }
    const clock = () => new Date(Date.now() + skewMs);
    // A transport whose first send waits until the test lets it finish.
    let finishSend!: () => void;
    let sendStarted!: () => void;
    const started = new Promise<void>((r) => (sendStarted = r));
    const handedOver: string[] = [];
    const slow = {
      kind: 'folder' as const,
      send: async (email: { subject: string }) => {
        sendStarted();
        await new Promise<void>((r) => (finishSend = r));
        handedOver.push(email.subject);
      },
      close: () => undefined,
    };
    const stopping = createEmailWorker(t.database, t.config, {
      now: clock,
      logger: silent,
      batchSize: 3,
      transport: slow,
    });
    const run = stopping.runOnce();
    await started;
    const stopped = stopping.stop();
    finishSend();
    expect(await run).toEqual({ sent: 1, retrying: 0, failed: 0 });
    await stopped;
    expect(handedOver).toHaveLength(1);

    // Another worker, same clock: the two given back are due now, not after the 5-minute lease.
    const other = createEmailWorker(t.database, t.config, { now: clock, logger: silent });
    expect(await other.runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    await other.stop();
    const rows = (await outboxRows()).filter((r) => r.subject.includes('Drain'));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
      ['sent', 1],
    ]);
  });

  it('records each redeemed token as a hash only', async () => {
    const rows = await t.database.db.select().from(captchaRedemptions);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe.skipIf(skipReason())(`contact form rate limit (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CONTACT_RATE_LIMIT: '2' });
  });
  afterAll(async () => t?.close());

  it('answers 429 once an IP has sent its allowance for the minute', async () => {
    const merchant = await signUpMerchant(t.app);
    const storeId = await createStore(merchant.client, 'limited-shop');
    const shopper = new TestClient(t.app, 'limited-shop.localhost:3000');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await shopper.post(SEND, message(storeId, await solvedToken(shopper)))).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe.skipIf(skipReason())(`contact form with Turnstile (${dbKind})`, () => {
  const answers = new Map<string, TurnstileResult | 'down'>();
  const seen: { token: string; ip: string | undefined }[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  let storeId: string;
  let shopper: TestClient;

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sb-turnstile-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: '10000',
      TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
      TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA',
    } as NodeJS.ProcessEnv);
    const database = await createTestDatabase();
    app = await buildApp({
      config,
      database,
      logger: false,
      clientDir: join(dataDir, 'no-client'),
      turnstileVerifier: {
        async verify(token, ip) {
          seen.push({ token, ip });
          const answer = answers.get(token) ?? {
            success: false,
            errorCodes: ['invalid-input-response'],
          };
          if (answer === 'down') throw new TurnstileUnavailableError('siteverify unreachable');
          return answer;
        },
      },
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
    const merchant = await signUpMerchant(app);
    storeId = await createStore(merchant.client, 'turnstile-shop');
    shopper = new TestClient(app, 'turnstile-shop.localhost:3000');
  });
  afterAll(async () => close?.());

  it('tells the page to show Turnstile with its site key, and serves no ALTCHA challenge', async () => {
    expect((await shopper.get('/api/captcha/config')).json()).toEqual({
      provider: 'turnstile',
      siteKey: '1x00000000000000000000AA',
    });
    expect((await shopper.get('/api/captcha/challenge')).statusCode).toBe(404);
  });

  it('accepts a token siteverify accepts, once', async () => {
    answers.set('good-token', { success: true, errorCodes: [] });
    const first = await shopper.post(SEND, message(storeId, 'good-token'));
    expect(first.statusCode).toBe(201);
    expect(seen.at(-1)).toEqual({ token: 'good-token', ip: '127.0.0.1' });
    const again = await shopper.post(SEND, message(storeId, 'good-token'));
    expect(again.statusCode).toBe(400);
    expect(fieldsOf(again.body)).toEqual(['turnstileToken']);
  });

  it('refuses a token siteverify refuses, and says so when siteverify is down (503)', async () => {
    const refused = await shopper.post(SEND, message(storeId, 'bad-token'));
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.body)).toEqual(['turnstileToken']);
    answers.set('unlucky-token', 'down');
    const down = await shopper.post(SEND, message(storeId, 'unlucky-token'));
    expect(down.statusCode).toBe(503);
    expect(fieldsOf(down.body)).toEqual(['turnstileToken']);
  });
});
