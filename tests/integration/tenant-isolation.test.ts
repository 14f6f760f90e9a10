import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, stores } from '../../server/db/schema';
import {
  createStore,
  signUpMerchant,
  useTestApp,
  type Merchant,
  describeOnDatabase,
} from './helpers/test-app';

describeOnDatabase('tenant isolation', () => {
  let alice: Merchant;
  let bob: Merchant;
  let aliceStore: string;
  let bobStore: string;

  const t = useTestApp();
  beforeAll(async () => {
    alice = await signUpMerchant(t.app);
    bob = await signUpMerchant(t.app);
    aliceStore = await createStore(alice.client, 'alice-shop', 'Alice Shop');
    bobStore = await createStore(bob.client, 'bob-shop', 'Bob Shop');
  });

  async function bobRow() {
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, bobStore));
    return row;
  }

  it("refuses to show another merchant's store", async () => {
    const res = await alice.client.get(
      `/api/dashboard/store/find-current-store?storeId=${bobStore}`,
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
      storeId: bobStore,
      name: 'Hacked',
      currency: 'JPY',
    });
    expect([403, 404]).toContain(res.statusCode);
    expect(await bobRow()).toEqual(before);
  });

  it("refuses to select another merchant's store and keeps the selection", async () => {
    const res = await alice.client.post('/api/dashboard/store/select-store', { storeId: bobStore });
    expect([403, 404]).toContain(res.statusCode);
    expect((await alice.client.get('/api/auth/check-auth')).json().selectedStoreId).toBe(
      aliceStore,
    );
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, alice.userId));
    expect(session?.selectedStoreId).toBe(aliceStore);
  });

  it('still lets each merchant reach their own store', async () => {
    const res = await bob.client.get(`/api/dashboard/store/find-current-store?storeId=${bobStore}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Bob Shop');
  });
});
