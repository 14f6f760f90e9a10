/**
 * Search vocabulary and the search answer cache (issue 14): a typo is corrected to the words of
 * the store's own products; a product added, put back in draft or deleted through the
 * dashboard is searchable, or gone, at once (vocabulary kept by triggers, cached answers
 * purged with the store's pages); no store's words or answers reach another store.
 */
import { beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { SearchResultDto } from '../../shared';
import { searchWords } from '../../server/db/schema';
import { TestClient, useTestApp, describeOnDatabase } from './helpers/test-app';
import { openShop, useShop } from './helpers/shops';

describeOnDatabase('search vocabulary and answer cache', () => {
  let shopper: TestClient;
  const P = '/api/dashboard/products';

  const search = async (storeId: string, term: string) => {
    const url = `/api/storefront/search?storeId=${storeId}&term=${encodeURIComponent(term)}`;
    const res = await shopper.get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<SearchResultDto>();
  };
  const names = async (storeId: string, term: string) =>
    (await search(storeId, term)).content.map((p) => p.name);
  const addProduct = async (merchant: typeof a, storeId: string, name: string): Promise<string> => {
    const res = await merchant.client.post(`${P}/add-product`, {
      storeId,
      name,
      price: 10,
      status: 'active',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const vocabulary = async (storeId: string) =>
    (
      await t.database.db
        .select({ word: searchWords.word, products: searchWords.products })
        .from(searchWords)
        .where(eq(searchWords.storeId, storeId))
        .orderBy(searchWords.word)
    ).map((r) => `${r.word}:${r.products}`);

  const t = useTestApp();
  const a = useShop(t, 'vocab-a', 'Store A');
  const b = useShop(t, 'vocab-b', 'Store B');
  beforeAll(async () => {
    shopper = new TestClient(t.app, 'localhost:3000');
    await addProduct(a, a.storeId, 'Waterproof Parka');
    await addProduct(a, a.storeId, 'Merino Beanie');
    await addProduct(a, a.storeId, 'Classic T-Shirt');
    await addProduct(b, b.storeId, 'Quilted Parka');
    await addProduct(b, b.storeId, 'Velvet Slippers');
  });

  it('keeps each store its own vocabulary: name words, their pieces and counts', async () => {
    expect(await vocabulary(a.storeId)).toEqual([
      'beanie:1',
      'classic:1',
      'merino:1',
      'parka:1',
      'shirt:1',
      't:1',
      'tshirt:1',
      'waterproof:1',
    ]);
    expect(await vocabulary(b.storeId)).toEqual(['parka:1', 'quilted:1', 'slippers:1', 'velvet:1']);
  });

  it("corrects a typo to the store's own words", async () => {
    expect(await names(a.storeId, 'waterprof')).toEqual(['Waterproof Parka']);
    expect(await names(a.storeId, 'merino beanei')).toEqual(['Merino Beanie']);
    expect(await names(a.storeId, 'T SHRIT')).toEqual(['Classic T-Shirt']);
    expect(await names(a.storeId, 'parak')).toEqual(['Waterproof Parka']);
    expect(await names(b.storeId, 'parak')).toEqual(['Quilted Parka']);
  });

  it("never corrects to another store's words nor answers its products", async () => {
    // 'slipers' is one typo from store B's 'slippers' only.
    expect(await names(a.storeId, 'slipers')).toEqual([]);
    expect(await names(b.storeId, 'slipers')).toEqual(['Velvet Slippers']);
    expect(await names(b.storeId, 'waterprof')).toEqual([]);
    expect(await names(a.storeId, 'quilted')).toEqual([]);
  });

  it("finds a new product's words at once, exact and with a typo (cached answers purged)", async () => {
    // Both answers are cached empty first.
    expect(await search(a.storeId, 'espadrilles')).toMatchObject({ totalElements: 0 });
    expect(await search(a.storeId, 'espadrilels')).toMatchObject({ totalElements: 0 });
    await addProduct(a, a.storeId, 'Canvas Espadrilles');
    expect(await names(a.storeId, 'espadrilles')).toEqual(['Canvas Espadrilles']);
    expect(await names(a.storeId, 'espadrilels')).toEqual(['Canvas Espadrilles']);
    expect(await names(b.storeId, 'espadrilles')).toEqual([]);
  });

  it('drops a deleted product at once, and its words from the vocabulary', async () => {
    const id = await addProduct(a, a.storeId, 'Linen Kimono');
    expect(await names(a.storeId, 'kimono')).toEqual(['Linen Kimono']);
    expect(await names(a.storeId, 'kimnoo')).toEqual(['Linen Kimono']);
    const res = await a.client.request('DELETE', `${P}/delete/${a.storeId}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await search(a.storeId, 'kimono')).toMatchObject({ content: [], totalElements: 0 });
    expect(await search(a.storeId, 'kimnoo')).toMatchObject({ content: [], totalElements: 0 });
    expect((await vocabulary(a.storeId)).filter((w) => /kimono|linen/.test(w))).toEqual([]);
  });

  it('counts right after concurrent writes of the same words, and deleting a store leaves none', async () => {
    const busy = await openShop(t.app, 'vocab-busy', 'Busy Store');
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        addProduct(busy, busy.storeId, `${i % 2 ? 'Wool' : 'Linen'} Scarf ${i}`),
      ),
    );
    await Promise.all(
      ids.slice(0, 5).map(async (id) => {
        const res = await busy.client.request('DELETE', `${P}/delete/${busy.storeId}/${id}`);
        expect(res.statusCode, res.body).toBe(200);
      }),
    );
    // The same words recounted from the products left.
    const recount = await t.database.db.execute(sql`
      select w.word || ':' || count(*) as entry from products p
      cross join lateral product_search_words(p.name) w
      where p.store_id = ${busy.storeId} and p.status = 'active' group by w.word order by w.word`);
    const rows = (recount as unknown as { rows: { entry: string }[] }).rows;
    expect(await vocabulary(busy.storeId)).toEqual(rows.map((r) => r.entry));
    expect(await vocabulary(busy.storeId)).toContain('scarf:7');
    const res = await busy.client.request('DELETE', '/api/dashboard/store/delete-store', {
      body: { storeId: busy.storeId, confirmName: 'Busy Store' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await vocabulary(busy.storeId)).toEqual([]);
  });

  it('takes a product put back in draft out of search and its words out of the vocabulary', async () => {
    const id = await addProduct(a, a.storeId, 'Alpaca Poncho');
    expect(await names(a.storeId, 'ponchoo')).toEqual(['Alpaca Poncho']);
    const res = await a.client.put(`${P}/bulk`, {
      storeId: a.storeId,
      ids: [id],
      change: { kind: 'status', status: 'draft' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await search(a.storeId, 'ponchoo')).toMatchObject({ totalElements: 0 });
    expect(await search(a.storeId, 'poncho')).toMatchObject({ totalElements: 0 });
    expect((await vocabulary(a.storeId)).filter((w) => /alpaca|poncho/.test(w))).toEqual([]);
    // A rename straight in the database (any write path) moves the counts too.
    await t.database.db.execute(
      sql`update products set name = 'Wool Parka', status = 'active' where id = ${id}`,
    );
    expect(await vocabulary(a.storeId)).toContain('parka:2');
    expect(await vocabulary(a.storeId)).toContain('wool:1');
  });
});
