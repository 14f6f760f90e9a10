/**
 * Sessions and passwords after the outside review (issue 9, items 8-10): a login ends the
 * browser's previous session, sessions time out when idle, failed logins are limited per
 * account (not only per IP), "log out everywhere", dead sessions are purged, the Secure flag
 * can be forced behind a TLS proxy, and password hashes cost at least scrypt N=2^17.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/password';
import {
  createTestApp,
  signUpMerchant,
  TestClient,
  type TestApp,
  useTestApp,
  describeOnDatabase,
} from './helpers/test-app';

const MINUTE = 60_000;

describeOnDatabase('auth hardening', () => {
  let start: Date;

  const t = useTestApp({ SESSION_IDLE_MINUTES: '30', ACCOUNT_LOGIN_LIMIT: '3' });
  beforeAll(async () => {
    start = new Date();
    t.setNow(start);
  });

  const login = (client: TestClient, email: string, password: string) =>
    client.post('/api/auth/login', { email, password });

  it('8a. a login ends the previous session of the same browser', async () => {
    const m = await signUpMerchant(t.app);
    const oldToken = m.client.cookies.get('sb_session')!;
    expect((await login(m.client, m.email, m.password)).statusCode).toBe(200);
    const stale = new TestClient(t.app);
    stale.cookies.set('sb_session', oldToken);
    expect((await stale.get('/api/auth/check-auth')).statusCode).toBe(401);
    expect((await m.client.get('/api/auth/check-auth')).statusCode).toBe(200);
  });

  it('8b. a session unused for longer than the idle timeout ends', async () => {
    const m = await signUpMerchant(t.app);
    t.setNow(new Date(start.getTime() + 20 * MINUTE));
    expect((await m.client.get('/api/auth/check-auth')).statusCode).toBe(200);
    // 29 minutes after the last use: still alive (use moves the deadline).
    t.setNow(new Date(start.getTime() + 49 * MINUTE));
    expect((await m.client.get('/api/auth/check-auth')).statusCode).toBe(200);
    t.setNow(new Date(start.getTime() + 80 * MINUTE));
    const res = await m.client.get('/api/auth/check-auth');
    expect(res.statusCode).toBe(401);
    t.setNow(start);
  });

  it('8c. limits failed logins per account, whichever IP they come from', async () => {
    const m = await signUpMerchant(t.app);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
        remoteAddress: `10.0.0.${i + 1}`,
        payload: { email: m.email, password: 'wrong-password-1' },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(new TestClient(t.app), m.email, m.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ details: [{ field: 'email' }] });
    expect(blocked.json<{ error: string }>().error).toMatch(/Try again in 15 minutes/);
    // After the window, the right password works again and the count starts over.
    t.setNow(new Date(start.getTime() + 16 * MINUTE));
    expect((await login(new TestClient(t.app), m.email, m.password)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, m.email));
    expect(row?.failedLoginCount).toBe(0);
    t.setNow(start);
  });

  it('8d. "log out everywhere" ends every session of the user', async () => {
    const m = await signUpMerchant(t.app);
    const laptop = new TestClient(t.app);
    expect((await login(laptop, m.email, m.password)).statusCode).toBe(200);
    const res = await m.client.post('/api/auth/logout-everywhere');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, endedSessions: 2 });
    expect((await laptop.get('/api/auth/check-auth')).statusCode).toBe(401);
    expect((await m.client.get('/api/auth/check-auth')).statusCode).toBe(401);
    expect((await new TestClient(t.app).post('/api/auth/logout-everywhere')).statusCode).toBe(401);
  });

  it('8e. a login purges expired and idle session rows', async () => {
    const m = await signUpMerchant(t.app);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, m.email));
    await t.database.db.insert(sessions).values([
      { tokenHash: 'expired-row', userId: user!.id, expiresAt: new Date(start.getTime() - 1000) },
      {
        tokenHash: 'idle-row',
        userId: user!.id,
        expiresAt: new Date(start.getTime() + 86_400_000),
        lastSeenAt: new Date(start.getTime() - 31 * MINUTE),
      },
    ]);
    expect((await login(new TestClient(t.app), m.email, m.password)).statusCode).toBe(200);
    await expect
      .poll(async () =>
        (
          await t.database.db
            .select({ hash: sessions.tokenHash })
            .from(sessions)
            .where(eq(sessions.userId, user!.id))
        ).map((r) => r.hash),
      )
      .not.toContain('idle-row');
    const left = await t.database.db
      .select({ hash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user!.id));
    expect(left.map((r) => r.hash)).not.toContain('expired-row');
  });
});

describeOnDatabase('cookies and password cost', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The production password cost: no PASSWORD_HASH_LOG_N override.
    t = await createTestApp({ COOKIE_SECURE: 'always', PASSWORD_HASH_LOG_N: '17' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('9. COOKIE_SECURE=always marks the session cookie Secure on plain HTTP behind a proxy', async () => {
    const m = await signUpMerchant(t.app);
    const res = await m.client.post('/api/auth/login', { email: m.email, password: m.password });
    const cookie = res.cookies.find((c) => c.name === 'sb_session');
    expect(cookie?.secure).toBe(true);
    expect(cookie?.httpOnly).toBe(true);
  });

  it('10. hashes new passwords with scrypt N=2^17 and rehashes older ones at login', async () => {
    const m = await signUpMerchant(t.app);
    const [fresh] = await t.database.db.select().from(users).where(eq(users.email, m.email));
    expect(fresh?.passwordHash.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    // An account hashed with the old cost (2^14) is upgraded at its next login.
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(m.password, 14) })
      .where(eq(users.email, m.email));
    const res = await m.client.post('/api/auth/login', { email: m.email, password: m.password });
    expect(res.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.email, m.email));
    expect(after?.passwordHash.split('$')[1]).toBe('131072');
  });
});
