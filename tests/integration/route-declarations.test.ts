/**
 * Routes by declaration (issue 9, part 1): an API route that does not say who may call it
 * stops the app from starting; every declared API route names its reply schema.
 */
import { expect, it } from 'vitest';
import { accessLevels } from '../../server/http/route';
import { createTestApp, describeOnDatabase } from './helpers/test-app';

describeOnDatabase('route declarations', () => {
  it('refuses to start with an API route that declares no access', async () => {
    await expect(
      createTestApp({}, undefined, (app) => {
        app.get('/api/test/undeclared', async () => ({ secret: true }));
      }),
    ).rejects.toThrow(/GET \/api\/test\/undeclared declares no access/);
  });

  it('refuses an unknown access level', async () => {
    await expect(
      createTestApp({}, undefined, (app) => {
        app.get('/api/test/odd', { config: { access: 'everyone' as never } }, async () => ({}));
      }),
    ).rejects.toThrow(/declares an unknown access 'everyone'/);
  });

  it('lists every API route with its access and its schemas', async () => {
    const t = await createTestApp();
    try {
      const api = t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
      expect(api.length).toBeGreaterThan(40);
      for (const r of api) {
        expect(accessLevels, `${r.method} ${r.url}`).toContain(r.access);
        expect(r.schema.response?.[r.successStatus], `${r.method} ${r.url} reply`).toBeDefined();
        // A write declares its input: a JSON body, or (a multipart upload) its query. Logout
        // and sign-out routes excepted: their input is the session cookie.
        const endsSession = r.url.includes('/logout') || r.url.endsWith('/sign-out');
        if (['POST', 'PUT'].includes(r.method) && !endsSession) {
          expect(r.schema.body ?? r.schema.querystring, `${r.method} ${r.url} input`).toBeDefined();
        }
      }
      const storeRoutes = api.filter((r) => r.access === 'store').map((r) => r.url);
      expect(storeRoutes).toContain('/api/dashboard/page/update-page');
      expect(storeRoutes).toContain('/api/dashboard/orders/list');
    } finally {
      await t.close();
    }
  });
});
