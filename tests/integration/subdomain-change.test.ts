/**
 * Changing a store's subdomain (issue 12, domains): update-subdomain moves the store, its old
 * subdomain answers a 301 to the new host (same path and query) for 30 days while nobody else
 * may take it (409, and domain-exists says it exists); the store may take it back; once the
 * redirect expires the old host is unknown and free again. The API is not redirected.
 */
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subdomainRedirects } from '../../server/db/schema';
import { TestClient, useTestApp, describeOnDatabase, expectRefused } from './helpers/test-app';
import { useShop } from './helpers/shops';

const DAY = 86_400_000;

describeOnDatabase('subdomain change', () => {
  const start = new Date(Math.floor(Date.now() / 1000) * 1000);
  const t = useTestApp();
  beforeAll(() => t.setNow(start));
  const owner = useShop(t, 'old-name', 'Renamed Shop');
  const rival = useShop(t, 'rival-shop', 'Rival Shop');

  const change = (subdomain: unknown, client = owner.client, id = owner.storeId) =>
    client.put('/api/dashboard/store/update-subdomain', { storeId: id, subdomain });
  const read = (client = owner.client, id = owner.storeId) =>
    client.get(`/api/dashboard/store/get-subdomain?storeId=${id}`);
  const exists = async (label: string, client = owner.client) =>
    (await client.get(`/api/dashboard/store/domain-exists?storeDomain=${label}`)).json().exists;
  const visit = (host: string, path = '/') => new TestClient(t.app, host).get(path);

  it('moves the store; the old host answers 301 to the new one with the same path and query', async () => {
    expect((await visit('old-name.localhost:3000')).statusCode).toBe(200);
    const res = await change(' New-Name ');
    expect(res.statusCode).toBe(200);
    const expiresAt = new Date(start.getTime() + 30 * DAY).toISOString();
    expect(res.json()).toEqual({
      storeId: owner.storeId,
      subdomain: 'new-name',
      storeDomain: 'new-name.localhost',
      redirects: [{ subdomain: 'old-name', storeDomain: 'old-name.localhost', expiresAt }],
    });
    expect((await read()).json()).toEqual(res.json());

    const home = await visit('new-name.localhost:3000');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Renamed Shop');

    const moved = await visit('old-name.localhost:3000', '/shop?q=shirt&page=2');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('http://new-name.localhost:3000/shop?q=shirt&page=2');
    const sitemap = await visit('old-name.localhost', '/sitemap.xml');
    expect(sitemap.statusCode).toBe(301);
    expect(sitemap.headers.location).toBe('http://new-name.localhost/sitemap.xml');
    // A raw non-ASCII byte arrives percent-encoded.
    const raw = await t.app.inject({
      url: '/caf\u00e9?q=1',
      headers: { host: 'old-name.localhost' },
    });
    expect(raw.statusCode).toBe(301);
    expect(raw.headers.location).toBe('http://new-name.localhost/caf%C3%A9?q=1');
    const post = await new TestClient(t.app, 'old-name.localhost').post('/contact-form', {});
    expect(post.statusCode).toBe(308);

    // The API is the same on every host: not redirected.
    const info = await visit('old-name.localhost', '/api/health');
    expect(info.statusCode).toBe(200);
    const storeInfo = await visit(
      'localhost',
      '/api/dashboard/store/get-store-info?domain=new-name',
    );
    expect(storeInfo.json().name).toBe('Renamed Shop');
  });

  it('keeps the old subdomain from every other store while it redirects', async () => {
    expect(await exists('old-name', rival.client)).toBe(true);
    expect(await exists('old-name.localhost', rival.client)).toBe(true);
    expect(await exists('new-name', rival.client)).toBe(true);
    expect(await exists('free-name', rival.client)).toBe(false);

    const taken = await change('old-name', rival.client, rival.storeId);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual([
      { field: 'subdomain', message: 'This subdomain is taken' },
    ]);
    expect((await change('new-name', rival.client, rival.storeId)).statusCode).toBe(409);
    const created = await rival.client.post('/api/dashboard/store/create-store', {
      name: 'Squatter',
      subdomain: 'old-name',
      currency: 'USD',
    });
    expectRefused(created, 409, ['subdomain']);
    expect((await visit('old-name.localhost')).statusCode).toBe(301);
  });

  it('refuses a bad subdomain naming the field, and another merchant entirely', async () => {
    for (const bad of ['ab', 'Has Space', '-dash', 'www', 42, '']) {
      const res = await change(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain('subdomain');
    }
    expect([403, 404]).toContain((await change('stolen-shop', rival.client)).statusCode);
    expect([403, 404]).toContain((await read(rival.client)).statusCode);
    expect((await read()).json().subdomain).toBe('new-name');
    expect((await read(new TestClient(t.app))).statusCode).toBe(401);
  });

  it('lets the store take its old subdomain back (its redirect goes, the other one starts)', async () => {
    const back = await change('old-name');
    expect(back.statusCode).toBe(200);
    expect(back.json().subdomain).toBe('old-name');
    expect(back.json().redirects).toEqual([
      {
        subdomain: 'new-name',
        storeDomain: 'new-name.localhost',
        expiresAt: new Date(start.getTime() + 30 * DAY).toISOString(),
      },
    ]);
    expect((await visit('old-name.localhost')).statusCode).toBe(200);
    const moved = await visit('new-name.localhost:3000', '/about');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('http://old-name.localhost:3000/about');
    // Unchanged: no redirect of a store to itself.
    const same = await change('old-name');
    expect(same.statusCode).toBe(200);
    expect(same.json().redirects).toHaveLength(1);
  });

  it('frees the old subdomain once the redirect expires', async () => {
    t.setNow(new Date(start.getTime() + 30 * DAY + 1000));
    // Sessions end after 30 days too: the rival logs in again.
    const again = new TestClient(t.app);
    const login = { email: rival.email, password: rival.password };
    expect((await again.post('/api/auth/login', login)).statusCode).toBe(200);
    expect((await visit('new-name.localhost')).statusCode).toBe(404);
    expect(await exists('new-name', again)).toBe(false);
    const taken = await change('new-name', again, rival.storeId);
    expect(taken.statusCode).toBe(200);
    expect((await visit('new-name.localhost')).body).toContain('Rival Shop');
    // The expired row is gone; the rival's own old subdomain redirects now.
    const rows = await t.database.db
      .select()
      .from(subdomainRedirects)
      .where(eq(subdomainRedirects.subdomain, 'new-name'));
    expect(rows).toEqual([]);
    expect((await visit('rival-shop.localhost')).statusCode).toBe(301);
  });
});
