/**
 * Review item 11: every link a new store (and the demo store) shows out of the box leads to a
 * page that exists. Links are collected from the published header/footer and every published
 * page, wherever a section keeps them (any `url`/`href` prop at any depth).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pages, stores } from '../../server/db/schema';
import { seedDemoIfEmpty } from '../../server/seed/seed-demo';
import {
  createStore,
  createTestApp,
  dbKind,
  signUpMerchant,
  skipReason,
  TestClient,
  type TestApp,
} from './helpers/test-app';

/** Every internal link (`/…`) in a content document. */
function internalLinks(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) internalLinks(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if ((k === 'url' || k === 'href' || k.endsWith('Url')) && typeof v === 'string') {
        if (v.startsWith('/') && !v.startsWith('//')) out.add(v.split('#')[0] || '/');
      } else internalLinks(v, out);
    }
  }
  return out;
}

describe.skipIf(skipReason())(`starter links (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoIfEmpty(t.database.db, t.config.dataDir, new Date());
  });
  afterAll(async () => {
    await t?.close();
  });

  async function linksOf(storeId: string): Promise<string[]> {
    const [store] = await t.database.db.select().from(stores).where(eq(stores.id, storeId));
    const rows = await t.database.db
      .select({ content: pages.publishedContent })
      .from(pages)
      .where(eq(pages.storeId, storeId));
    const links = internalLinks(store!.globalContent);
    for (const row of rows) internalLinks(row.content, links);
    return [...links].sort();
  }

  async function expectAllLive(host: string, links: string[]) {
    const shopper = new TestClient(t.app, host);
    const dead: string[] = [];
    for (const link of links) {
      const res = await shopper.get(link);
      if (res.statusCode !== 200) dead.push(`${link} -> ${res.statusCode}`);
    }
    expect(dead).toEqual([]);
  }

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
