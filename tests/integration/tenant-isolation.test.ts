import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, stores } from '../../server/db/schema';
import { useTestApp, describeOnDatabase } from './helpers/test-app';
import { useShop } from './helpers/shops';

describeOnDatabase('tenant isolation', () => {
  const t = useTestApp();
  const alice = useShop(t, 'alice-shop', 'Alice Shop');
  const bob = useShop(t, 'bob-shop', 'Bob Shop');

  async function bobRow() {
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, bob.storeId));
    return row;
  }

  it("refuses to show another merchant's store", async () => {
    const res = await alice.client.get(
      `/api/dashboard/store/find-current-store?storeId=${bob.storeId}`,
    );
    expect([403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('Bob Shop');
  });

  it("refuses to list another merchant's stores", async () => {
    const res = await alice.client.get(`/api/dashboard/store/find-stores?userId=${bob.userId}`);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Bob Shop');
  });

  it("refuses to update another merchant's store and changes nothing", async () => {
    const before = await bobRow();
    const res = await alice.client.put('/api/dashboard/store/update-store-general-details', {
      storeId: bob.storeId,
      name: 'Hacked',
      currency: 'JPY',
    });
    expect([403, 404]).toContain(res.statusCode);
    expect(await bobRow()).toEqual(before);
  });

  it("refuses to select another merchant's store and keeps the selection", async () => {
    const res = await alice.client.post('/api/dashboard/store/select-store', {
      storeId: bob.storeId,
    });
    expect([403, 404]).toContain(res.statusCode);
    expect((await alice.client.get('/api/auth/check-auth')).json().selectedStoreId).toBe(
      alice.storeId,
    );
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, alice.userId));
    expect(session?.selectedStoreId).toBe(alice.storeId);
  });

  it('still lets each merchant reach their own store', async () => {
    const res = await bob.client.get(
      `/api/dashboard/store/find-current-store?storeId=${bob.storeId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Bob Shop');
  });
});
