/**
 * The profile API (issue 12): name, email change by a single-use link to the new address
 * (through the outbox, with a notice to the old one), password change ending every other
 * session, the session list with devices and revoke (never another user's), on both databases.
 */
import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accountTokens, emailOutbox, sessions, users } from '../../server/db/schema';
import { ACCOUNT_EMAILS, newestLinkTo } from './helpers/account-links';
import {
  TestClient,
  signUpMerchant,
  type TestApp,
  useTestApp,
  fieldsOf,
  expectRefused,
  describeOnDatabase,
} from './helpers/test-app';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

/** The token in the link of the newest email-change email to `to`. */
const linkTokenSentTo = (t: TestApp, to: string) => newestLinkTo(t, to, ACCOUNT_EMAILS.emailChange);

describeOnDatabase('profile', () => {
  let start: Date;
  const t = useTestApp({ ACCOUNT_LOGIN_LIMIT: '4' });
  beforeAll(async () => {
    start = new Date();
    t.setNow(start);
  });

  const loginFrom = async (email: string, password: string, userAgent: string) => {
    const client = new TestClient(t.app);
    const res = await client.request('POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'user-agent': userAgent },
    });
    expect(res.statusCode, res.body).toBe(200);
    return client;
  };

  it('reads the profile; 401 without a session', async () => {
    const m = await signUpMerchant(t.app);
    const res = await m.client.get('/api/auth/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Test Merchant', email: m.email, pendingEmail: null });
    expect((await new TestClient(t.app).get('/api/auth/profile')).statusCode).toBe(401);
  });

  it('changes the name; an empty or long one is a 400 naming name', async () => {
    const m = await signUpMerchant(t.app);
    const res = await m.client.put('/api/auth/profile/name', { name: '  Ada Lovelace ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Ada Lovelace', email: m.email });
    expect((await m.client.get('/api/auth/check-auth')).json()).toMatchObject({
      name: 'Ada Lovelace',
    });
    for (const name of ['   ', 'x'.repeat(101)]) {
      const bad = await m.client.put('/api/auth/profile/name', { name });
      expectRefused(bad, 400, ['name']);
    }
    const extra = await m.client.put('/api/auth/profile/name', { name: 'A', isAdmin: true });
    expect(extra.statusCode).toBe(400);
    expect(fieldsOf(extra)).toContain('isAdmin');
  });

  it('changes the password with the current one and ends every other session', async () => {
    const m = await signUpMerchant(t.app);
    const phone = await loginFrom(m.email, m.password, SAFARI_IPHONE);
    const laptop = await loginFrom(m.email, m.password, CHROME_LINUX);

    // A wrong current password, one too short, the same one again.
    const refusals: [{ currentPassword: string; newPassword: string }, number, string][] = [
      [
        { currentPassword: 'not-my-password', newPassword: 'brand-new-pass-1' },
        403,
        'currentPassword',
      ],
      [{ currentPassword: m.password, newPassword: 'short' }, 400, 'newPassword'],
      [{ currentPassword: m.password, newPassword: m.password }, 400, 'newPassword'],
    ];
    for (const [body, status, field] of refusals) {
      expectRefused(await m.client.post('/api/auth/profile/password', body), status, [field]);
    }

    const ok = await m.client.post('/api/auth/profile/password', {
      currentPassword: m.password,
      newPassword: 'brand-new-pass-1',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ok: true, endedSessions: 2 });
    expect((await phone.get('/api/auth/check-auth')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/check-auth')).statusCode).toBe(401);
    expect((await m.client.get('/api/auth/check-auth')).statusCode).toBe(200);

    const old = await new TestClient(t.app).post('/api/auth/login', {
      email: m.email,
      password: m.password,
    });
    expect(old.statusCode).toBe(401);
    await loginFrom(m.email, 'brand-new-pass-1', CHROME_LINUX);
  });

  it('limits wrong current passwords per account, like the login (429 naming currentPassword)', async () => {
    const m = await signUpMerchant(t.app);
    const attempt = () =>
      m.client.post('/api/auth/profile/password', {
        currentPassword: 'guess-guess-guess',
        newPassword: 'brand-new-pass-1',
      });
    for (let i = 0; i < 4; i++) expect((await attempt()).statusCode).toBe(403);
    const locked = await attempt();
    expectRefused(locked, 429, ['currentPassword']);
    // The login of the same account is locked too: the window is one.
    const login = await new TestClient(t.app).post('/api/auth/login', {
      email: m.email,
      password: m.password,
    });
    expect(login.statusCode).toBe(429);
    t.setNow(new Date(start.getTime() + 16 * 60_000));
    const later = await m.client.post('/api/auth/profile/password', {
      currentPassword: m.password,
      newPassword: 'brand-new-pass-1',
    });
    expect(later.statusCode).toBe(200);
    t.setNow(start);
  });

  it('lists the sessions with their device and the current one; revokes one', async () => {
    const m = await signUpMerchant(t.app);
    const laptop = await loginFrom(m.email, m.password, CHROME_LINUX);
    const phone = await loginFrom(m.email, m.password, SAFARI_IPHONE);
    const [row] = await t.database.db
      .select({ userAgent: sessions.userAgent })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(users.email, m.email), eq(sessions.userAgent, SAFARI_IPHONE)));
    expect(row?.userAgent).toBe(SAFARI_IPHONE);

    const list = await laptop.get('/api/auth/sessions');
    expect(list.statusCode).toBe(200);
    const listed = list.json<{
      sessions: { id: string; device: string; current: boolean; lastSeenAt: string }[];
    }>().sessions;
    expect(listed).toHaveLength(3);
    expect(listed.filter((s) => s.current).map((s) => s.device)).toEqual(['Chrome on Linux']);
    expect(listed.map((s) => s.device).sort()).toEqual([
      'Chrome on Linux',
      'Safari on iPhone',
      'Unknown device',
    ]);
    const phoneSession = listed.find((s) => s.device === 'Safari on iPhone')!;
    expect(Number.isNaN(Date.parse(phoneSession.lastSeenAt))).toBe(false);

    const revoked = await laptop.post('/api/auth/sessions/revoke', { sessionId: phoneSession.id });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ ok: true, endedCurrent: false });
    expect((await phone.get('/api/auth/check-auth')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/check-auth')).statusCode).toBe(200);
    const again = await laptop.post('/api/auth/sessions/revoke', { sessionId: phoneSession.id });
    expectRefused(again, 404, ['sessionId']);

    const bad = await laptop.post('/api/auth/sessions/revoke', { sessionId: 'nope' });
    expectRefused(bad, 400, ['sessionId']);

    // Revoking this very session logs this browser out.
    const own = listed.find((s) => s.current)!;
    const self = await laptop.post('/api/auth/sessions/revoke', { sessionId: own.id });
    expect(self.json()).toEqual({ ok: true, endedCurrent: true });
    expect((await laptop.get('/api/auth/check-auth')).statusCode).toBe(401);
  });

  it("never revokes or lists another user's session (404, the session lives on)", async () => {
    const alice = await signUpMerchant(t.app);
    const bob = await signUpMerchant(t.app);
    const aliceSessions = (await alice.client.get('/api/auth/sessions')).json<{
      sessions: { id: string }[];
    }>().sessions;
    const bobSessions = (await bob.client.get('/api/auth/sessions')).json<{
      sessions: { id: string }[];
    }>().sessions;
    expect(aliceSessions).toHaveLength(1);
    expect(bobSessions.map((s) => s.id)).not.toContain(aliceSessions[0]!.id);
    const res = await bob.client.post('/api/auth/sessions/revoke', {
      sessionId: aliceSessions[0]!.id,
    });
    expectRefused(res, 404, ['sessionId']);
    expect((await alice.client.get('/api/auth/check-auth')).statusCode).toBe(200);
  });

  it('"log out everywhere" ends this session too', async () => {
    const m = await signUpMerchant(t.app);
    const other = await loginFrom(m.email, m.password, CHROME_LINUX);
    const res = await m.client.post('/api/auth/logout-everywhere');
    expect(res.json()).toEqual({ ok: true, endedSessions: 2 });
    expect((await m.client.get('/api/auth/sessions')).statusCode).toBe(401);
    expect((await other.get('/api/auth/sessions')).statusCode).toBe(401);
  });

  it('changes the email through a single-use link sent to the new address', async () => {
    const m = await signUpMerchant(t.app);
    const other = await signUpMerchant(t.app);
    const newEmail = `renamed-${Date.now()}@example.com`;

    // A wrong password, not an email, the merchant's own email in other case.
    const refusals: [{ newEmail: string; currentPassword: string }, number, string][] = [
      [{ newEmail, currentPassword: 'not-mine-at-all' }, 403, 'currentPassword'],
      [{ newEmail: 'not-an-email', currentPassword: m.password }, 400, 'newEmail'],
      [{ newEmail: m.email.toUpperCase(), currentPassword: m.password }, 400, 'newEmail'],
    ];
    for (const [body, status, field] of refusals) {
      expectRefused(await m.client.post('/api/auth/profile/email-change', body), status, [field]);
    }

    const taken = await m.client.post('/api/auth/profile/email-change', {
      newEmail: other.email,
      currentPassword: m.password,
    });
    expectRefused(taken, 409, ['newEmail']);
    expect(taken.json<{ error: string }>().error).not.toContain(other.userId);

    const res = await m.client.post('/api/auth/profile/email-change', {
      newEmail,
      currentPassword: m.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: m.email, pendingEmail: { email: newEmail } });

    // The link goes to the new address through the outbox; the old one gets a notice.
    const outbox = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'platform'));
    const toNew = outbox.filter((e) => e.toAddress === newEmail);
    // (The signup's verification email to the old address is not this notice.)
    const toOld = outbox.filter(
      (e) => e.toAddress === m.email && !e.subject.startsWith('Confirm your email'),
    );
    expect(toNew).toHaveLength(1);
    expect(toNew[0]).toMatchObject({ status: 'pending', storeId: null });
    expect(toNew[0]!.textBody).toMatch(/http:\/\/localhost:3000\/verify-link\?token=/);
    expect(toOld).toHaveLength(1);
    expect(toOld[0]!.textBody).toContain(newEmail);
    // The old address gets no confirming link, only the "this wasn't me" one (issue 24).
    expect(toOld[0]!.textBody).toContain("This wasn't me");
    expect(toOld[0]!.textBody.match(/verify-link/g)).toHaveLength(1);

    // Stored hashed only.
    const token = await linkTokenSentTo(t, newEmail);
    const stored = await t.database.db
      .select({ tokenHash: accountTokens.tokenHash, purpose: accountTokens.purpose })
      .from(accountTokens)
      .where(eq(accountTokens.newEmail, newEmail));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(token);
    expect(stored[0]!.purpose).toBe('email-change');

    const anonymous = new TestClient(t.app);
    const info = await anonymous.post('/api/auth/account-link/inspect', { token });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ purpose: 'email-change', newEmail });
    // Inspecting changes nothing.
    expect((await m.client.get('/api/auth/profile')).json()).toMatchObject({ email: m.email });

    // Followed in the logged-in browser: its session goes on (every other one ends).
    const confirmed = await m.client.post('/api/auth/account-link/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ purpose: 'email-change', email: newEmail });
    expect((await m.client.get('/api/auth/profile')).json()).toEqual({
      name: 'Test Merchant',
      email: newEmail,
      pendingEmail: null,
    });

    // Single use.
    const reused = await anonymous.post('/api/auth/account-link/confirm', { token });
    expectRefused(reused, 410, ['token']);
    expect(reused.json<{ error: string }>().error).toMatch(/already used/);
    expect((await anonymous.post('/api/auth/account-link/inspect', { token })).statusCode).toBe(
      410,
    );

    // The new address logs in; the old one no longer does.
    await loginFrom(newEmail, m.password, CHROME_LINUX);
    const oldLogin = await new TestClient(t.app).post('/api/auth/login', {
      email: m.email,
      password: m.password,
    });
    expect(oldLogin.statusCode).toBe(401);
  });

  it('an email-change link expires after an hour; a newer request replaces the older link', async () => {
    const m = await signUpMerchant(t.app);
    const first = `first-${Date.now()}@example.com`;
    const second = `second-${Date.now()}@example.com`;
    const ask = (newEmail: string) =>
      m.client.post('/api/auth/profile/email-change', { newEmail, currentPassword: m.password });

    expect((await ask(first)).statusCode).toBe(200);
    const firstToken = await linkTokenSentTo(t, first);
    expect((await ask(second)).statusCode).toBe(200);
    const secondToken = await linkTokenSentTo(t, second);

    const anonymous = new TestClient(t.app);
    const replaced = await anonymous.post('/api/auth/account-link/confirm', { token: firstToken });
    expectRefused(replaced, 410, ['token']);

    t.setNow(new Date(start.getTime() + 61 * 60_000));
    const expired = await anonymous.post('/api/auth/account-link/confirm', {
      token: secondToken,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json<{ error: string }>().error).toMatch(/expired/);
    expect((await m.client.get('/api/auth/profile')).json()).toMatchObject({
      email: m.email,
      pendingEmail: null,
    });
    t.setNow(start);

    const unknown = await anonymous.post('/api/auth/account-link/confirm', {
      token: 'made-up-token',
    });
    expectRefused(unknown, 404, ['token']);
    const empty = await anonymous.post('/api/auth/account-link/confirm', { token: '' });
    expectRefused(empty, 400, ['token']);
  });

  it('a link whose address was taken meanwhile answers 409 and stays unused', async () => {
    const m = await signUpMerchant(t.app);
    const wanted = `contested-${Date.now()}@example.com`;
    const res = await m.client.post('/api/auth/profile/email-change', {
      newEmail: wanted,
      currentPassword: m.password,
    });
    expect(res.statusCode).toBe(200);
    const token = await linkTokenSentTo(t, wanted);
    await signUpMerchant(t.app, { email: wanted });
    const confirmed = await new TestClient(t.app).post('/api/auth/account-link/confirm', {
      token,
    });
    expectRefused(confirmed, 409, ['token']);
    const [row] = await t.database.db
      .select({ usedAt: accountTokens.usedAt })
      .from(accountTokens)
      .where(eq(accountTokens.newEmail, wanted));
    expect(row?.usedAt).toBeNull();
    expect((await m.client.get('/api/auth/profile')).json()).toMatchObject({ email: m.email });
  });
});
