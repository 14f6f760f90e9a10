/**
 * Password reset and email verification (issue 13), on both databases: forgot-password answers
 * the same for a known and an unknown address and queues the link only for the known one (per
 * IP and per account limits); the link works once, for an hour, sets the new password and ends
 * every session; signup queues a verification link (24 h) whose confirmation sets
 * email_verified_at; the resend is limited to one a minute and five an hour.
 */
import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accountTokens, users } from '../../server/db/schema';
import { ACCOUNT_EMAILS, emailsTo, tokenIn } from './helpers/account-links';
import {
  TestClient,
  createTestApp,
  signUpMerchant,
  useTestApp,
  expectRefused,
  describeOnDatabase,
} from './helpers/test-app';

const MINUTE = 60_000;

const RESET = ACCOUNT_EMAILS.passwordReset;
const VERIFY = ACCOUNT_EMAILS.verifyEmail;

describeOnDatabase('password reset and email verification', () => {
  let start: Date;
  const t = useTestApp();
  beforeAll(async () => {
    start = new Date();
    t.setNow(start);
  });

  const forgot = (email: string, remoteAddress = '10.1.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
      remoteAddress,
      payload: { email },
    });

  it('answers the same for a known and an unknown email; only the known one gets a link', async () => {
    const m = await signUpMerchant(t.app);
    const known = await forgot(m.email.toUpperCase());
    const unknown = await forgot(`nobody-${Date.now()}@example.com`);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toMatchObject({ ok: true, message: expect.stringMatching(/1 hour/) });

    const sent = await emailsTo(t, m.email, RESET);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.textBody).toMatch(/works once, for 1 hour/);
    // Only the hash is stored.
    const token = tokenIn(sent[0]?.textBody);
    const rows = await t.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, m.userId), eq(accountTokens.purpose, 'password-reset')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.expiresAt.getTime()).toBe(start.getTime() + 60 * MINUTE);

    const bad = await forgot('not-an-email');
    expectRefused(bad, 400, ['email']);
  });

  it('sets the new password once, ends every session, and explains the used link', async () => {
    const m = await signUpMerchant(t.app);
    const laptop = new TestClient(t.app);
    const login = (c: TestClient, password: string) =>
      c.post('/api/auth/login', { email: m.email, password });
    expect((await login(laptop, m.password)).statusCode).toBe(200);
    await forgot(m.email);
    const token = tokenIn((await emailsTo(t, m.email, RESET))[0]?.textBody);

    const anon = new TestClient(t.app);
    const info = await anon.post('/api/auth/account-link/inspect', { token });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ purpose: 'password-reset' });

    const missing = await anon.post('/api/auth/account-link/confirm', { token });
    expectRefused(missing, 400, ['newPassword']);
    const short = await anon.post('/api/auth/account-link/confirm', { token, newPassword: 'x' });
    expectRefused(short, 400, ['newPassword']);

    const done = await anon.post('/api/auth/account-link/confirm', {
      token,
      newPassword: 'a-brand-new-pass',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ purpose: 'password-reset', email: m.email });
    // Every session ended; the old password no longer works, the new one does.
    expect((await m.client.get('/api/auth/check-auth')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/check-auth')).statusCode).toBe(401);
    expect((await login(new TestClient(t.app), m.password)).statusCode).toBe(401);
    expect((await login(new TestClient(t.app), 'a-brand-new-pass')).statusCode).toBe(200);

    const again = await anon.post('/api/auth/account-link/confirm', {
      token,
      newPassword: 'another-pass-22',
    });
    expectRefused(again, 410, ['token']);
    expect(again.json()).toMatchObject({ error: 'This link was already used' });
  });

  it('refuses a link older than an hour, and an older link once a newer one is sent', async () => {
    const m = await signUpMerchant(t.app);
    await forgot(m.email);
    const first = tokenIn((await emailsTo(t, m.email, RESET))[0]?.textBody);
    t.setNow(new Date(start.getTime() + 61 * MINUTE));
    const expired = await new TestClient(t.app).post('/api/auth/account-link/confirm', {
      token: first,
      newPassword: 'a-brand-new-pass',
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ error: 'This link has expired' });

    await forgot(m.email);
    await forgot(m.email);
    const [, second, third] = await emailsTo(t, m.email, RESET);
    const older = await new TestClient(t.app).post('/api/auth/account-link/inspect', {
      token: tokenIn(second?.textBody),
    });
    expect(older.statusCode).toBe(410);
    const newest = await new TestClient(t.app).post('/api/auth/account-link/inspect', {
      token: tokenIn(third?.textBody),
    });
    expect(newest.statusCode).toBe(200);
    t.setNow(start);
  });

  it('sends at most three reset emails an hour per account, answering the same', async () => {
    const m = await signUpMerchant(t.app);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await forgot(m.email, `10.2.0.${i + 1}`));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await emailsTo(t, m.email, RESET)).toHaveLength(3);
    t.setNow(new Date(start.getTime() + 61 * MINUTE));
    await forgot(m.email);
    expect(await emailsTo(t, m.email, RESET)).toHaveLength(4);
    t.setNow(start);
  });

  it('limits forgot-password per IP', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
          remoteAddress: '10.3.0.1',
          payload: { email: 'someone@example.com' },
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('sends a 24-hour verification link at signup; confirming it verifies the address', async () => {
    const m = await signUpMerchant(t.app);
    expect((await m.client.get('/api/auth/check-auth')).json()).toMatchObject({
      emailVerified: false,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    expect(row?.emailVerifiedAt).toBeNull();
    const sent = await emailsTo(t, m.email, VERIFY);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.textBody).toMatch(/works once, for 24 hours/);
    const token = tokenIn(sent[0]?.textBody);

    t.setNow(new Date(start.getTime() + 23 * 60 * MINUTE));
    const anon = new TestClient(t.app);
    expect((await anon.post('/api/auth/account-link/inspect', { token })).json()).toMatchObject({
      purpose: 'verify-email',
      newEmail: m.email,
    });
    const done = await anon.post('/api/auth/account-link/confirm', { token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ purpose: 'verify-email', email: m.email });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    expect(after?.emailVerifiedAt?.getTime()).toBe(start.getTime() + 23 * 60 * MINUTE);
    // Verifying does not log anyone out.
    expect((await m.client.get('/api/auth/check-auth')).json()).toMatchObject({
      emailVerified: true,
    });
    expect((await anon.post('/api/auth/account-link/confirm', { token })).statusCode).toBe(410);
    const resend = await m.client.post('/api/auth/verify-email/resend', {});
    expectRefused(resend, 409, ['email']);
    t.setNow(start);
  });

  it('an expired verification link says so', async () => {
    const m = await signUpMerchant(t.app);
    const token = tokenIn((await emailsTo(t, m.email, VERIFY))[0]?.textBody);
    t.setNow(new Date(start.getTime() + 25 * 60 * MINUTE));
    const res = await new TestClient(t.app).post('/api/auth/account-link/confirm', { token });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ error: 'This link has expired' });
    t.setNow(start);
  });

  it('resends at most once a minute and five times an hour, with a 429 that says why', async () => {
    const m = await signUpMerchant(t.app);
    const at = (minutes: number) => t.setNow(new Date(start.getTime() + minutes * MINUTE));
    // The signup's email was just sent.
    const tooSoon = await m.client.post('/api/auth/verify-email/resend', {});
    expectRefused(tooSoon, 429, ['email']);
    expect(tooSoon.json<{ error: string }>().error).toMatch(/less than a minute ago/);
    for (const minute of [2, 4, 6, 8]) {
      at(minute);
      const res = await m.client.post('/api/auth/verify-email/resend', {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ok: true, sentTo: m.email });
    }
    at(10);
    const hourly = await m.client.post('/api/auth/verify-email/resend', {});
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json<{ error: string }>().error).toMatch(/5 links within an hour/);
    const sent = await emailsTo(t, m.email, VERIFY);
    expect(sent).toHaveLength(5);
    // Only the newest link works.
    const oldest = await new TestClient(t.app).post('/api/auth/account-link/inspect', {
      token: tokenIn(sent[0]?.textBody),
    });
    expect(oldest.statusCode).toBe(410);
    at(62);
    expect((await m.client.post('/api/auth/verify-email/resend', {})).statusCode).toBe(200);
    expect((await new TestClient(t.app).post('/api/auth/verify-email/resend', {})).statusCode).toBe(
      401,
    );
    t.setNow(start);
  });

  it('following an email-change link verifies the new address', async () => {
    const m = await signUpMerchant(t.app);
    const newEmail = `changed-${Date.now()}@example.com`;
    const asked = await m.client.post('/api/auth/profile/email-change', {
      currentPassword: m.password,
      newEmail,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [mail] = await emailsTo(t, newEmail, ACCOUNT_EMAILS.emailChange);
    const oldVerify = tokenIn((await emailsTo(t, m.email, VERIFY))[0]?.textBody);
    // Followed in the browser that is logged in: that session goes on (the others end).
    const done = await m.client.post('/api/auth/account-link/confirm', {
      token: tokenIn(mail?.textBody),
    });
    expect(done.statusCode).toBe(200);
    expect((await m.client.get('/api/auth/check-auth')).json()).toMatchObject({
      email: newEmail,
      emailVerified: true,
    });
    // The signup's link was for the old address: the change voided it (issue 24).
    const stale = await new TestClient(t.app).post('/api/auth/account-link/confirm', {
      token: oldVerify,
    });
    expectRefused(stale, 410, ['token']);
  });
});
