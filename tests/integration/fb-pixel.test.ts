/**
 * The store's Facebook pixel (issue 12, first slice): get-fb-pixel / update-fb-pixel set,
 * change and remove it (15-16 digits, else a 400 naming fbPixelId, nothing stored); the
 * storefront's pages take it at once (the cached page is purged: its CSP allows the pixel's
 * script only while one is set); another merchant can neither read nor change it.
 */
import { expect, it } from 'vitest';
import { TestClient, useTestApp, describeOnDatabase } from './helpers/test-app';
import { useShop } from './helpers/shops';

describeOnDatabase('facebook pixel', () => {
  const t = useTestApp();
  const owner = useShop(t, 'pixel-slice', 'Pixel Slice');
  const rival = useShop(t, 'pixel-rival', 'Pixel Rival');

  const read = async (client = owner.client) =>
    client.get(`/api/dashboard/store/get-fb-pixel?storeId=${owner.storeId}`);
  const write = (fbPixelId: unknown, client = owner.client) =>
    client.put('/api/dashboard/store/update-fb-pixel', { storeId: owner.storeId, fbPixelId });
  const storeCsp = async () => {
    const shopper = new TestClient(t.app, 'pixel-slice.localhost');
    const page = await shopper.get('/');
    expect(page.statusCode).toBe(200);
    return String(page.headers['content-security-policy']);
  };

  it('sets, changes and removes the pixel; the storefront follows at once', async () => {
    expect((await read()).json()).toEqual({ storeId: owner.storeId, fbPixelId: null });
    expect(await storeCsp()).not.toContain('connect.facebook.net');

    const set = await write(' 123456789012345 ');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ storeId: owner.storeId, fbPixelId: '123456789012345' });
    expect((await read()).json().fbPixelId).toBe('123456789012345');
    expect(await storeCsp()).toContain('https://connect.facebook.net');
    const info = new TestClient(t.app, 'localhost');
    const storeInfo = await info.get('/api/dashboard/store/get-store-info?domain=pixel-slice');
    expect(storeInfo.json().fbPixelId).toBe('123456789012345');

    expect((await write('1234567890123456')).json().fbPixelId).toBe('1234567890123456');
    expect((await write('')).json().fbPixelId).toBeNull();
    expect(await storeCsp()).not.toContain('connect.facebook.net');
    expect((await write('123456789012345')).json().fbPixelId).toBe('123456789012345');
    expect((await write(null)).json().fbPixelId).toBeNull();
  });

  it('refuses an id that is not 15-16 digits, naming fbPixelId, and keeps the old one', async () => {
    await write('123456789012345');
    for (const bad of ['12345678901234', '12345678901234567', 'abc456789012345', 123456789012345]) {
      const res = await write(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain('fbPixelId');
    }
    expect((await read()).json().fbPixelId).toBe('123456789012345');
  });

  it("never lets another merchant read or change a store's pixel", async () => {
    expect([403, 404]).toContain((await read(rival.client)).statusCode);
    expect([403, 404]).toContain((await write('999999999999999', rival.client)).statusCode);
    expect((await read()).json().fbPixelId).toBe('123456789012345');
    const anonymous = new TestClient(t.app, 'localhost');
    expect((await read(anonymous)).statusCode).toBe(401);
  });
});
