import { expect, it } from 'vitest';
import {
  TestClient,
  createStore,
  signUpMerchant,
  useTestApp,
  describeOnDatabase,
  expectRefused,
} from './helpers/test-app';

describeOnDatabase('stores', () => {
  const t = useTestApp();

  it('creates a store, selects it for the session and lists it under find-stores', async () => {
    const { client, userId } = await signUpMerchant(t.app);
    const res = await client.post('/api/dashboard/store/create-store', {
      name: 'Acme Goods',
      subdomain: 'Acme-Goods',
      currency: 'EUR',
      timeZone: 'Asia/Tokyo',
    });
    expect(res.statusCode).toBe(201);
    const store = res.json();
    expect(store).toMatchObject({
      name: 'Acme Goods',
      subdomain: 'acme-goods',
      storeDomain: 'acme-goods.localhost',
      currency: 'EUR',
      timeZone: 'Asia/Tokyo',
      role: 'owner',
    });
    expect((await client.get('/api/auth/check-auth')).json().selectedStoreId).toBe(store.storeId);
    const list = await client.get(`/api/dashboard/store/find-stores?userId=${userId}`);
    expect(list.json().map((s: { storeId: string }) => s.storeId)).toEqual([store.storeId]);
    const current = await client.get(
      `/api/dashboard/store/find-current-store?storeId=${store.storeId}`,
    );
    expect(current.json().name).toBe('Acme Goods');
  });

  it('refuses a taken subdomain with 409 naming subdomain', async () => {
    const a = await signUpMerchant(t.app);
    await createStore(a.client, 'taken-name');
    const b = await signUpMerchant(t.app);
    const res = await b.client.post('/api/dashboard/store/create-store', {
      name: 'Other',
      subdomain: 'taken-name',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual([
      { field: 'subdomain', message: 'This subdomain is taken' },
    ]);
  });

  it('refuses reserved subdomains', async () => {
    const { client } = await signUpMerchant(t.app);
    const res = await client.post('/api/dashboard/store/create-store', {
      name: 'W',
      subdomain: 'www',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({
      field: 'subdomain',
      message: 'This subdomain is reserved',
    });
  });

  it('updates general details and serves the new name on the store host', async () => {
    const { client } = await signUpMerchant(t.app);
    const storeId = await createStore(client, 'renamer', 'Old Name');
    const shopper = new TestClient(t.app, 'renamer.localhost:3000');
    expect((await shopper.get('/')).body).toContain('Old Name');
    expect((await shopper.get('/')).headers['x-storefront-cache']).toBe('hit');
    const res = await client.put('/api/dashboard/store/update-store-general-details', {
      storeId,
      name: 'New Name',
      currency: 'GBP',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'New Name', currency: 'GBP' });
    const page = await shopper.get('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('New Name');
  });

  it('tells whether a store domain exists, by bare label or full host', async () => {
    const { client } = await signUpMerchant(t.app);
    await createStore(client, 'exists-check');
    const q = (d: string) =>
      client.get(`/api/dashboard/store/domain-exists?storeDomain=${encodeURIComponent(d)}`);
    expect((await q('exists-check')).json()).toEqual({ exists: true });
    expect((await q('exists-check.localhost')).json()).toEqual({ exists: true });
    expect((await q('free-name')).json()).toEqual({ exists: false });
  });

  it('selects another of my stores for the session', async () => {
    const { client } = await signUpMerchant(t.app);
    const first = await createStore(client, 'first-store');
    await createStore(client, 'second-store');
    const res = await client.post('/api/dashboard/store/select-store', { storeId: first });
    expect(res.json()).toEqual({ selectedStoreId: first });
    expect((await client.get('/api/auth/check-auth')).json().selectedStoreId).toBe(first);
  });

  it('answers get-store-info publicly and cross-origin', async () => {
    const { client } = await signUpMerchant(t.app);
    const storeId = await createStore(client, 'info-store', 'Info');
    const anon = new TestClient(t.app, 'info-store.localhost:3000');
    const res = await anon.get('/api/dashboard/store/get-store-info?domain=info-store.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ storeId, name: 'Info', currency: 'USD', fbPixelId: null });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const missing = await anon.get('/api/dashboard/store/get-store-info?domain=nope.localhost');
    expectRefused(missing, 404, ['domain']);
  });

  it('needs a session for every dashboard store endpoint', async () => {
    const anon = new TestClient(t.app);
    for (const [method, url] of [
      ['GET', '/api/dashboard/store/find-stores?userId=00000000-0000-4000-8000-000000000000'],
      [
        'GET',
        '/api/dashboard/store/find-current-store?storeId=00000000-0000-4000-8000-000000000000',
      ],
      ['POST', '/api/dashboard/store/create-store'],
      ['PUT', '/api/dashboard/store/update-store-general-details'],
      ['POST', '/api/dashboard/store/select-store'],
      ['GET', '/api/dashboard/store/domain-exists?storeDomain=abc'],
    ] as const) {
      const res = await anon.request(method, url, method === 'GET' ? {} : { body: {} });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().redirectTo).toBe('/login');
    }
  });
});
