/**
 * Review item 11: every link a new store (and the demo store) shows out of the box leads to a
 * page that exists. Links are collected from the published header/footer and every published
 * page (helpers/store-links.ts).
 */
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { stores } from '../../server/db/schema';
import {
  createStore,
  signUpMerchant,
  useTestApp,
  describeOnDatabase,
  seedDemo,
} from './helpers/test-app';
import { expectAllLive as expectLive, publishedLinksOf } from './helpers/store-links';

describeOnDatabase('starter links', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await seedDemo(t);
  });

  const linksOf = (storeId: string) => publishedLinksOf(t.database.db, storeId);
  const expectAllLive = (host: string, links: string[]) => expectLive(t.app, host, links);

  it("a new store's every starter link leads to a page", async () => {
    const { client } = await signUpMerchant(t.app);
    const storeId = await createStore(client, 'starter-shop', 'Starter Shop');
    const links = await linksOf(storeId);
    expect(links).toEqual(expect.arrayContaining(['/about', '/page/shipping', '/page/returns']));
    await expectAllLive('starter-shop.localhost', links);
  });

  it("the demo store's every link leads to a page", async () => {
    const [demo] = await t.database.db.select().from(stores).where(eq(stores.subdomain, 'demo'));
    const links = await linksOf(demo!.id);
    expect(links.length).toBeGreaterThan(3);
    await expectAllLive('demo.localhost', links);
  });
});
