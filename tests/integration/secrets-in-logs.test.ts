/**
 * The "Logs" check of issue 24: every secret kind the app makes or holds is bound in one run
 * (passwords, session tokens, a link of every account-link purpose, an order token and the
 * idempotency key behind it, a newsletter signup's confirm and unsubscribe tokens, a captcha payload, the provider keys of the configuration) and
 * the flows that carry each one are exercised, while every log line the app and the email
 * worker write is captured, at the default level and at debug. No line may hold a secret.
 * Purposes come from shared's `accountLinkPurposes`: a new purpose fails here until a flow
 * below issues a link of it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { accountLinkPurposes, type AccountLinkPurpose } from '../../shared';
import { accountTokens, emailOutbox } from '../../server/db/schema';
import { createEmailTransport } from '../../server/email/transport';
import { createEmailWorker } from '../../server/email/worker';
import { secretRequests, sendSecretRequests } from '../generated/log-secrets';
import { solvedToken } from './helpers/captcha';
import { startLoopbackSmtp, type LoopbackSmtp } from '../support/smtp-server';
import { makePng, uploadMedia } from './helpers/media-upload';
import { makeProduct, orderStore, placeOrder, uploadProof } from './helpers/orders';
import {
  TestClient,
  createTestApp,
  signUpMerchant,
  type TestApp,
  describeOnDatabase,
} from './helpers/test-app';

/** A secret the test knows, by kind (the kind names a finding). */
type Secrets = Map<string, Set<string>>;

function bind(secrets: Secrets, kind: string, value: string | undefined) {
  if (!value) throw new Error(`no ${kind} to bind`);
  const values = secrets.get(kind) ?? new Set<string>();
  values.add(value);
  secrets.set(kind, values);
}

const secret = (label: string) => `${label}-${randomBytes(12).toString('base64url')}`;

describeOnDatabase('no secret reaches a log line', () => {
  for (const level of ['info', 'debug'] as const) {
    describe(`LOG_LEVEL=${level}`, () => {
      const lines: string[] = [];
      const secrets: Secrets = new Map();
      let t: TestApp;
      let smtp: LoopbackSmtp;
      // s3rver takes any secret: the app still signs every request with this one.
      let s3: S3rver;
      const s3Directory = mkdtempSync(join(tmpdir(), 'sb-logs-s3-'));
      const smtpPassword = secret('smtp-password');
      const config = {
        METRICS_TOKEN: secret('metrics-token'),
        ALTCHA_HMAC_KEY: secret('altcha-hmac-key'),
        MEDIA_S3_SECRET_ACCESS_KEY: secret('s3-secret'),
      };

      beforeAll(async () => {
        smtp = await startLoopbackSmtp({ auth: { user: 'mailer', password: smtpPassword } });
        s3 = new S3rver({
          address: '127.0.0.1',
          port: 0,
          silent: true,
          directory: s3Directory,
          configureBuckets: [{ name: 'media-bucket' }],
        });
        const { port: s3Port } = await s3.run();
        t = await createTestApp(
          {
            LOG_LEVEL: level,
            ...config,
            SMTP_URL: `smtp://mailer:${smtpPassword}@127.0.0.1:${smtp.port}`,
            MEDIA_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
            MEDIA_S3_BUCKET: 'media-bucket',
            // s3rver knows this key id only.
            MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
            MEDIA_PUBLIC_BASE_URL: `http://127.0.0.1:${s3Port}/media-bucket`,
          },
          lines,
        );
        for (const [name, value] of Object.entries(config)) bind(secrets, name, value);
        bind(secrets, 'SMTP password', smtpPassword);
      });
      afterAll(async () => {
        await t?.close();
        await smtp?.close();
        await s3?.close();
        rmSync(s3Directory, { recursive: true, force: true });
      });

      /** Every emailed link carrying a token: its URL and the purpose the app gives it. */
      async function emailedLinks() {
        const rows = await t.database.db.select().from(emailOutbox);
        const anon = new TestClient(t.app);
        const out: { url: URL; token: string; purpose: AccountLinkPurpose }[] = [];
        for (const row of rows) {
          for (const [href] of row.textBody.matchAll(/https?:\/\/\S+/g)) {
            const url = new URL(href);
            const token = url.searchParams.get('token');
            if (!token) continue;
            const res = await anon.post('/api/auth/account-link/inspect', { token });
            expect(res.statusCode, `${href}: ${res.body}`).toBe(200);
            out.push({ url, token, purpose: res.json<{ purpose: AccountLinkPurpose }>().purpose });
          }
        }
        return out;
      }

      it('[regression] writes no session, link, order, captcha or provider secret to any line', async () => {
        // Signup and login: passwords and session cookies.
        const merchant = await signUpMerchant(t.app);
        bind(secrets, 'password', merchant.password);
        bind(secrets, 'session token', merchant.client.cookies.get('sb_session'));
        const login = new TestClient(t.app);
        expect(
          (
            await login.post('/api/auth/login', {
              email: merchant.email,
              password: merchant.password,
            })
          ).statusCode,
        ).toBe(200);
        bind(secrets, 'session token', login.cookies.get('sb_session'));
        expect((await login.get('/api/auth/check-auth')).statusCode).toBe(200);

        // A link of every purpose: the signup's verification, a reset, an email change.
        const other = await signUpMerchant(t.app);
        const forgot = await new TestClient(t.app).post('/api/auth/forgot-password', {
          email: other.email,
        });
        expect(forgot.statusCode).toBe(200);
        const change = await login.post('/api/auth/profile/email-change', {
          newEmail: `moved-${randomBytes(3).toString('hex')}@example.com`,
          currentPassword: merchant.password,
        });
        expect(change.statusCode, change.body).toBe(200);

        const links = await emailedLinks();
        const issued = await t.database.db
          .selectDistinct({ purpose: accountTokens.purpose })
          .from(accountTokens);
        // Every purpose shared declares was issued by a flow above, and emailed.
        expect(issued.map((r) => r.purpose).sort()).toEqual([...accountLinkPurposes].sort());
        expect([...new Set(links.map((l) => l.purpose))].sort()).toEqual(
          [...accountLinkPurposes].sort(),
        );
        const newPassword = secret('new-password');
        bind(secrets, 'password', newPassword);
        for (const { url, token, purpose } of links) {
          bind(secrets, `${purpose} token`, token);
          // The email's link as a browser opens it (the page's own inspect call ran above).
          const page = await new TestClient(t.app, url.host).get(`${url.pathname}${url.search}`);
          expect(page.statusCode).toBeLessThan(500);
        }
        for (const { token, purpose } of links) {
          // One link may void another (a cancel voids the change): any answer but a 5xx.
          const confirm = await new TestClient(t.app).post('/api/auth/account-link/confirm', {
            token,
            ...(purpose === 'password-reset' ? { newPassword } : {}),
          });
          expect(confirm.statusCode, `${purpose}: ${confirm.body}`).toBeLessThan(500);
        }

        // A shopper's order: the idempotency key, the token, its page and the proof upload.
        const s = await orderStore(t, `logs-${level}`);
        const product = await makeProduct(t, s.storeId);
        const idempotencyKey = randomUUID();
        bind(secrets, 'idempotency key', idempotencyKey);
        const placed = await placeOrder(
          s,
          [{ productId: product, variationId: null, quantity: 1 }],
          {
            idempotencyKey,
          },
        );
        bind(secrets, 'order token', placed.token);
        const query = new URLSearchParams({
          storeId: s.storeId,
          orderId: placed.orderId,
          token: placed.token,
        });
        expect((await s.shopper.get(`/api/storefront/order?${query}`)).statusCode).toBe(200);
        const wrong = new URLSearchParams({
          storeId: s.storeId,
          orderId: placed.orderId,
          token: secret('guessed-order-token'),
        });
        bind(secrets, 'order token', wrong.get('token')!);
        expect((await s.shopper.get(`/api/storefront/order?${wrong}`)).statusCode).toBe(404);
        const confirmation = await s.shopper.get(
          `/checkout?${new URLSearchParams({ order: placed.orderId, token: placed.token })}`,
        );
        expect(confirmation.statusCode).toBeLessThan(500);
        const proof = await uploadProof(
          t,
          s,
          { storeId: s.storeId, orderId: placed.orderId, token: placed.token },
          [{ name: 'proof.png', type: 'image/png', data: await makePng(8, 8) }],
        );
        expect(proof.statusCode, proof.body).toBe(201);

        // The merchant's media upload, signed with the S3 secret.
        const media = await uploadMedia(t.app, s.merchant.client, s.storeId, [
          { name: 'lamp.png', type: 'image/png', data: await makePng(64, 64) },
        ]);
        expect(media.statusCode, media.body).toBeLessThan(300);

        // The captcha: a solved ALTCHA payload on the store's contact form.
        const captcha = await solvedToken(s.shopper);
        bind(secrets, 'captcha payload', captcha);
        const contact = await s.shopper.post('/api/email/send-contact-email', {
          storeId: s.storeId,
          name: 'Ada',
          customerEmail: 'ada@example.com',
          subject: 'Hello',
          message: 'A question about lamps',
          turnstileToken: captcha,
        });
        expect(contact.statusCode, contact.body).toBeLessThan(300);

        // A newsletter signup: its confirm and unsubscribe links' tokens, the confirmation page
        // opened as emailed (the token in its URL), then posted to the API as the page does.
        const signup = await s.shopper.post('/api/storefront/newsletter/signup', {
          storeId: s.storeId,
          email: 'subscriber@example.com',
        });
        expect(signup.statusCode, signup.body).toBe(202);
        const [newsletter] = await t.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.kind, 'newsletter'));
        const newsletterLinks = [...newsletter!.textBody.matchAll(/https?:\/\/\S+/g)]
          .map((m) => new URL(m[0]))
          .filter((u) => u.pathname.startsWith('/newsletter/'));
        expect(newsletterLinks.map((u) => u.pathname).sort()).toEqual([
          '/newsletter/confirm',
          '/newsletter/unsubscribe',
        ]);
        for (const url of newsletterLinks) {
          bind(secrets, `newsletter ${url.pathname} token`, url.searchParams.get('t')!);
          const page = await new TestClient(t.app, url.host).get(`${url.pathname}${url.search}`);
          expect(page.statusCode).toBeLessThan(500);
          const answer = await s.shopper.post(`/api/storefront${url.pathname}`, {
            storeId: s.storeId,
            customerId: url.searchParams.get('c'),
            token: url.searchParams.get('t'),
          });
          expect(answer.statusCode, answer.body).toBe(200);
        }

        // The operator's metrics token.
        const metrics = await t.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${config.METRICS_TOKEN}` },
          remoteAddress: '203.0.113.9',
        });
        expect(metrics.statusCode).toBe(200);

        // Every declared route with a secret-named field, fresh values in each (route table).
        const requests = secretRequests(t.app, { storeId: s.storeId, orderId: placed.orderId });
        expect(requests.map((r) => `${r.route.method} ${r.route.url}`)).toEqual(
          expect.arrayContaining([
            'GET /api/storefront/order',
            // A Stripe secret key, checked at the (fake) Stripe and sealed.
            'PUT /api/dashboard/payments/providers/connect',
          ]),
        );
        for (const r of requests) {
          for (const value of r.secrets) bind(secrets, `${r.route.method} ${r.route.url}`, value);
        }
        await sendSecretRequests(t.app, requests, {
          host: 'localhost:3000',
          cookie: [...s.merchant.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        });

        // Without SMTP_URL (npm start's default) every email goes to a file: its log line names
        // the file and must hold none of the links and tokens inside.
        const mailDir = mkdtempSync(join(tmpdir(), 'sb-logs-mail-'));
        const folder = createEmailTransport(
          { smtpUrl: undefined, smtpFrom: t.config.smtpFrom, dataDir: mailDir },
          t.app.log.child({ component: 'email-worker' }),
        );
        for (const row of await t.database.db.select().from(emailOutbox)) {
          await folder.send({
            id: row.id,
            to: row.toAddress,
            replyTo: row.replyTo,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
          });
        }
        rmSync(mailDir, { recursive: true, force: true });

        // Every queued email leaves through SMTP with the configured password, logging to the
        // same lines as the app.
        const worker = createEmailWorker(t.database, t.config, {
          logger: t.app.log.child({ component: 'email-worker' }),
          batchSize: 100,
        });
        const sent = await worker.runOnce();
        await worker.stop();
        expect(sent.sent).toBeGreaterThan(0);
        expect(smtp.received.length).toBe(sent.sent);

        // The lines were captured (request lines included) and none holds a secret.
        expect(lines.some((l) => l.includes('"url":"/verify-link'))).toBe(true);
        expect(lines.some((l) => l.includes('"url":"/api/storefront/order?'))).toBe(true);
        expect(lines.some((l) => l.includes('"url":"/newsletter/confirm?'))).toBe(true);
        const found: string[] = [];
        for (const [kind, values] of secrets) {
          for (const value of values) {
            const line = lines.find((l) => l.includes(value));
            if (line) found.push(`${kind}: ${line.slice(0, 300)}`);
          }
        }
        expect(found).toEqual([]);
      });
    });
  }
});
