import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, subscriptions, users } from '../../server/db/schema';
import {
  TestClient,
  createTestApp,
  signUpMerchant,
  useTestApp,
  describeOnDatabase,
  expectRefused,
} from './helpers/test-app';

describeOnDatabase('auth', () => {
  const t = useTestApp();

  it('signs a merchant up into a 14-day TRIAL with no store selected', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/auth/signup', {
      name: 'Ada',
      email: '  Ada@Example.com ',
      password: 'long-enough-1',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email: 'ada@example.com',
      subscriptionStatus: 'TRIAL',
      selectedStoreId: null,
    });
    const days = (new Date(body.trialEndsAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const check = await client.get('/api/auth/check-auth');
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ userId: body.userId, subscriptionStatus: 'TRIAL' });
  });

  it('sets an HttpOnly SameSite=Lax session cookie and stores only its hash', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/auth/signup', {
      name: 'B',
      email: 'cookie@example.com',
      password: 'long-enough-1',
    });
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/sb_session=/);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).not.toMatch(/Secure/i);
    const token = client.cookies.get('sb_session');
    const rows = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    const hashes = rows.map((r) => r.tokenHash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(token).toBeTruthy();
    expect(hashes).not.toContain(token);
  });

  it('marks the cookie Secure behind an HTTPS proxy it trusts', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: {
        host: 'localhost:3000',
        origin: 'https://localhost:3000',
        'x-forwarded-proto': 'https',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({
        name: 'S',
        email: 'secure@example.com',
        password: 'long-enough-1',
      }),
    });
    try {
      expect(res.statusCode).toBe(201);
      expect(String(res.headers['set-cookie'])).toMatch(/Secure/i);
    } finally {
      await proxied.close();
    }
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: {
            host: 'localhost:3000',
            'content-type': 'application/json',
            'x-forwarded-for': `10.0.0.${i}`,
          },
          payload: JSON.stringify({ email: 'a@example.com', password: 'whatever-1' }),
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(2)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('refuses a second account with the same email with 409 naming email', async () => {
    const { email } = await signUpMerchant(t.app);
    const res = await new TestClient(t.app).post('/api/auth/signup', {
      name: 'X',
      email,
      password: 'long-enough-1',
    });
    expectRefused(res, 409, ['email']);
  });

  it('logs in with the right password and refuses a wrong one with 401 and redirectTo', async () => {
    const { email, password } = await signUpMerchant(t.app);
    const good = await new TestClient(t.app).post('/api/auth/login', { email, password });
    expect(good.statusCode).toBe(200);
    expect(good.json().email).toBe(email);
    const bad = await new TestClient(t.app).post('/api/auth/login', {
      email,
      password: 'wrong-password',
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ error: 'Invalid email or password', redirectTo: '/login' });
    const unknown = await new TestClient(t.app).post('/api/auth/login', {
      email: 'nobody@example.com',
      password,
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('answers check-auth without a session with 401 and redirectTo /login', async () => {
    const res = await new TestClient(t.app).get('/api/auth/check-auth');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ redirectTo: '/login' });
  });

  it('rejects the old session cookie after logout', async () => {
    const { client } = await signUpMerchant(t.app);
    const stolen = client.cookies.get('sb_session');
    expect((await client.get('/api/auth/check-auth')).statusCode).toBe(200);
    const out = await client.post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    const thief = new TestClient(t.app);
    thief.cookies.set('sb_session', String(stolen));
    const after = await thief.get('/api/auth/check-auth');
    expect(after.statusCode).toBe(401);
    expect(after.json().redirectTo).toBe('/login');
  });

  it('reads a trial past its end as TRIAL_EXPIRED', async () => {
    const { client, email, password } = await signUpMerchant(t.app);
    t.setNow(new Date(Date.now() + 15 * 86_400_000));
    try {
      // 15 idle days ended the session; the merchant logs in again and sees the trial ended.
      expect((await client.get('/api/auth/check-auth')).statusCode).toBe(401);
      expect((await client.post('/api/auth/login', { email, password })).statusCode).toBe(200);
      expect((await client.get('/api/auth/check-auth')).json().subscriptionStatus).toBe(
        'TRIAL_EXPIRED',
      );
    } finally {
      t.setNow(new Date());
    }
  });

  it('reports every stored subscription status through check-auth', async () => {
    const { client, userId } = await signUpMerchant(t.app);
    for (const status of [
      'NONE',
      'UNPAID',
      'ACTIVE',
      'PENDING_APPROVAL',
      'APPROVAL_REJECTED',
      'RE_SUBMITTED',
    ]) {
      await t.database.db
        .update(subscriptions)
        .set({ status })
        .where(eq(subscriptions.userId, userId));
      expect((await client.get('/api/auth/check-auth')).json().subscriptionStatus).toBe(status);
    }
  });

  it('lets only admins through check-admin', async () => {
    const { client, userId } = await signUpMerchant(t.app);
    const denied = await client.get('/api/auth/check-admin');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().redirectTo).toBe('/dashboard');
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
    const ok = await client.get('/api/auth/check-admin');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ isAdmin: true });
    expect((await new TestClient(t.app).get('/api/auth/check-admin')).statusCode).toBe(401);
  });

  it('refuses a state-changing request whose Origin is another host', async () => {
    const { client } = await signUpMerchant(t.app);
    const res = await client.request('POST', '/api/dashboard/store/create-store', {
      body: { name: 'Evil', subdomain: 'evil-store' },
      headers: { origin: 'http://attacker.example' },
    });
    expectRefused(res, 403, ['origin']);
    const fromSandbox = await client.request('POST', '/api/auth/logout', {
      headers: { origin: 'null' },
    });
    expect(fromSandbox.statusCode).toBe(403);
    expect((await client.get('/api/auth/check-auth')).statusCode).toBe(200);
  });
});

describeOnDatabase('auth rate limit', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT: '3' });

  it('answers 429 after too many login attempts from one address', async () => {
    const client = new TestClient(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        (await client.post('/api/auth/login', { email: 'a@example.com', password: 'whatever-1' }))
          .statusCode,
      );
    }
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(codes[4]).toBe(429);
  });
});
