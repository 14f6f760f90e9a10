/**
 * Rate limits shared by every process through Redis (issue 15, server/http/rate-limit-store.ts):
 * logins spread over two apps hit one limit; without Redis each process counts alone; with
 * Redis unreachable the app keeps answering, limits hold per process, and the outage is
 * logged once, not per request. Needs the Redis at 127.0.0.1:6379 (skipped, with the reason,
 * when none answers).
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKind, skipReason, type TestApp } from './helpers/test-app';

const REDIS_URL = 'redis://127.0.0.1:6379';

const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = connect(6379, '127.0.0.1');
  socket.setTimeout(1000);
  socket.once('connect', () => (socket.end(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});
const why = skipReason() || (redisAnswers ? '' : 'no Redis answers at 127.0.0.1:6379');

describe.skipIf(why)(`rate limits shared through Redis (${dbKind})`, () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  const start = async (env: Record<string, string>, logs?: string[]) => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '10', ...env }, logs);
    apps.push(t);
    return t;
  };
  const login = (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
      payload: { email: 'nobody@example.com', password: 'wrong-password-1' },
    });
  /** The statuses of `n` login attempts, alternating between the apps given. */
  const attempts = async (n: number, ...targets: TestApp[]) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++)
      statuses.push((await login(targets[i % targets.length]!)).statusCode);
    return statuses;
  };

  it('12 logins spread over two processes hit the one limit of 10', async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: `sb-test-${randomBytes(6).toString('hex')}-` };
    const a = await start(env);
    const b = await start(env);
    const statuses = await attempts(12, a, b);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('without Redis each process counts alone', async () => {
    const a = await start({});
    const b = await start({});
    const statuses = await attempts(12, a, b);
    expect(statuses.every((s) => s === 401)).toBe(true);
  });

  it('with Redis unreachable it keeps answering, limits per process, and logs once', async () => {
    const logs: string[] = [];
    const t = await start({ REDIS_URL: 'redis://127.0.0.1:6399' }, logs);
    const statuses = await attempts(12, t);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const outage = logs.filter((l) => l.includes('rate limits: Redis does not answer'));
    expect(outage).toHaveLength(1);
  });
});
