import { expect, it } from 'vitest';
import { createTestApp, signUpMerchant, describeOnDatabase } from './helpers/test-app';

describeOnDatabase('server errors', () => {
  it('answers a failure of its own with a plain 500 that leaks no stack or SQL', async () => {
    const logs: string[] = [];
    const t = await createTestApp({}, logs);
    try {
      const { client } = await signUpMerchant(t.app);
      await t.database.close();
      const res = await client.get('/api/auth/check-auth');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Internal server error' });
      expect(res.body).not.toMatch(/at .*\.ts|stack|select /i);
      // The cause is logged for us instead, with the request id.
      const logged = logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
      expect(logged?.err?.stack).toBeTruthy();
      expect(typeof logged?.reqId).toBe('string');
    } finally {
      await t.app.close();
    }
  });
});
