/**
 * Product search (issue: full text + pg_trgm): spellings and one-typo terms find the demo's
 * products, ranking, store scoping, paging, the spec path, the rate limit and bad input.
 */
import { beforeAll, expect, it } from 'vitest';
import type { SearchResultDto } from '../../shared';
import { products } from '../../server/db/schema';
import { searchProducts } from '../../server/storefront/queries';
import { TestClient, useTestApp, describeOnDatabase, seedDemo } from './helpers/test-app';
import { openShop } from './helpers/shops';

describeOnDatabase('product search', () => {
  let shopper: TestClient;
  let demoId: string;
  let otherId: string;
  let otherShirtId: string;
  let pagedId: string;

  const search = async (storeId: string, term: string, extra = '') => {
    const url = `/api/storefront/search?storeId=${storeId}&term=${encodeURIComponent(term)}${extra}`;
    const res = await shopper.get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<SearchResultDto>();
  };
  const names = (r: SearchResultDto) => r.content.map((p) => p.name);

  const t = useTestApp();
  beforeAll(async () => {
    await seedDemo(t);
    shopper = new TestClient(t.app, 'localhost:3000');
    demoId = (await shopper.get('/api/dashboard/store/get-store-info?domain=demo')).json().storeId;
    otherId = (await openShop(t.app, 'search-other', 'Other Shop')).storeId;
    const [shirt] = await t.database.db
      .insert(products)
      .values({ storeId: otherId, name: 'Classic T-Shirt', slug: 'classic-t-shirt', priceMinor: 1 })
      .returning();
    otherShirtId = shirt!.id;
    await t.database.db.insert(products).values({
      storeId: otherId,
      name: 'Zebra Sneakers',
      slug: 'zebra-sneakers',
      priceMinor: 1,
    });

    pagedId = (await openShop(t.app, 'search-paged', 'Paged Shop')).storeId;
    await t.database.db.insert(products).values([
      ...Array.from({ length: 40 }, (_, i) => ({
        storeId: pagedId,
        name: `Paging Widget ${String(i + 1).padStart(2, '0')}`,
        slug: `paging-widget-${i + 1}`,
        priceMinor: 100,
      })),
      { storeId: pagedId, name: 'Unrelated Lamp', slug: 'unrelated-lamp', priceMinor: 100 },
      {
        storeId: pagedId,
        name: 'Draft Widget',
        slug: 'draft-widget',
        priceMinor: 100,
        status: 'draft' as const,
      },
    ]);
  });

  it.each(['tshirt', 't-shrit', 'T SHIRT', 't shirt', 'T-Shirt'])(
    "'%s' finds 'Classic T-Shirt'",
    async (term) => {
      expect(names(await search(demoId, term))).toContain('Classic T-Shirt');
    },
  );

  it('finds words, prefixes and one-typo words', async () => {
    expect(names(await search(demoId, 'sneakers'))).toEqual(['Canvas Sneakers']);
    expect(names(await search(demoId, 'snekers'))).toEqual(['Canvas Sneakers']);
    expect(names(await search(demoId, 'canvas snekers'))).toEqual(['Canvas Sneakers']);
    expect(names(await search(demoId, 'leather walet'))).toEqual(['Leather Wallet']);
    expect(names(await search(demoId, 'sneak'))).toEqual(['Canvas Sneakers']);
    expect(names(await search(demoId, 'T SHRIT'))).toContain('Classic T-Shirt');
  });

  it("ranks the exact name first for 'denim jacket'", async () => {
    const res = await search(demoId, 'denim jacket');
    expect(res.content[0]?.name).toBe('Denim Jacket');
    expect(res.content[0]?.slug).toBe('denim-jacket');
  });

  it('finds nothing for a nonsense term, or one with no words', async () => {
    for (const term of ['xqzvwk', 'qwertyuiop asdf', '%', "'&|!:*"]) {
      expect(await search(demoId, term), term).toEqual({
        content: [],
        totalPages: 0,
        totalElements: 0,
        page: 0,
      });
    }
  });

  it("never answers another store's products, either way round", async () => {
    for (const term of ['tshirt', 'classic t-shirt', 't-shrit', 'sneakers', 'snekers']) {
      const demo = await search(demoId, term);
      expect(
        demo.content.map((p) => p.id),
        term,
      ).not.toContain(otherShirtId);
      expect(names(demo), term).not.toContain('Zebra Sneakers');
      const other = await search(otherId, term);
      expect(
        other.content.every((p) => ['Classic T-Shirt', 'Zebra Sneakers'].includes(p.name)),
        term,
      ).toBe(true);
      expect(other.totalElements, term).toBe(1);
    }
    // Through the function too, as SSR calls it.
    const direct = await searchProducts(t.database.db, otherId, 'shirt', 0, 16);
    expect(direct.content.map((p) => p.id)).toEqual([otherShirtId]);
  });

  it('pages by 16 with totalPages, no duplicates, only active products', async () => {
    const pages = await Promise.all(
      [0, 1, 2, 3].map((p) => search(pagedId, 'widget', `&page=${p}`)),
    );
    expect(pages.map((p) => p.content.length)).toEqual([16, 16, 8, 0]);
    for (const [i, p] of pages.entries()) {
      expect(p).toMatchObject({ totalPages: 3, totalElements: 40, page: i });
    }
    const ids = pages.flatMap((p) => p.content.map((c) => c.id));
    expect(new Set(ids).size).toBe(40);
    // Equal rank: by name, so the pages read in order.
    expect(pages[0]!.content[0]?.name).toBe('Paging Widget 01');
    expect(pages[2]!.content.at(-1)?.name).toBe('Paging Widget 40');
    const small = await search(pagedId, 'paging widget', '&size=7&page=5');
    expect(small).toMatchObject({ totalPages: 6, totalElements: 40, page: 5 });
    expect(small.content).toHaveLength(5);
  });

  it('answers the same under the spec path fetch-searched-products', async () => {
    for (const [term, page, size] of [
      ['t-shrit', 0, 16],
      ['widget', 1, 16],
      ['snekers', 0, 5],
    ] as const) {
      const storeId = term === 'widget' ? pagedId : demoId;
      const viaSpec = await shopper.get(
        `/api/dashboard/products/fetch-searched-products?storeId=${storeId}&name=${term}&pageNumber=${page}&pageSize=${size}`,
      );
      expect(viaSpec.statusCode, viaSpec.body).toBe(200);
      expect(viaSpec.json()).toEqual(await search(storeId, term, `&page=${page}&size=${size}`));
    }
  });

  it('answers 400 naming the field for bad input, on both paths', async () => {
    const sf = `/api/storefront/search?storeId=${demoId}`;
    const spec = `/api/dashboard/products/fetch-searched-products?storeId=${demoId}`;
    const cases: [string, string][] = [
      [sf, 'term'],
      [`${sf}&term=%20%20`, 'term'],
      [`${sf}&term=${'a'.repeat(201)}`, 'term'],
      [`${sf}&term=a&page=-1`, 'page'],
      [`${sf}&term=a&page=1.5`, 'page'],
      [`${sf}&term=a&size=0`, 'size'],
      [`${sf}&term=a&size=101`, 'size'],
      [`${sf}&term=a&name=b`, 'name'],
      [`/api/storefront/search?storeId=nope&term=a`, 'storeId'],
      [spec, 'name'],
      [`${spec}&name=%20`, 'name'],
      [`${spec}&name=${'a'.repeat(201)}`, 'name'],
      [`${spec}&name=a&pageNumber=-1`, 'pageNumber'],
      [`${spec}&name=a&pageSize=0`, 'pageSize'],
      [`${spec}&name=a&pageSize=101`, 'pageSize'],
      [`${spec}&name=a&term=b`, 'term'],
      [`/api/dashboard/products/fetch-searched-products?name=a`, 'storeId'],
    ];
    for (const [url, field] of cases) {
      const res = await shopper.get(url);
      expect(res.statusCode, url).toBe(400);
      const fields = (res.json().details as { field: string }[]).map((d) => d.field);
      expect(fields, url).toContain(field);
    }
    const unknownStore = '00000000-0000-4000-8000-000000000000';
    const res = await shopper.get(
      `/api/dashboard/products/fetch-searched-products?storeId=${unknownStore}&name=a`,
    );
    expect(res.statusCode).toBe(404);
  });
});

describeOnDatabase('product search rate limit', () => {
  const t = useTestApp({ SEARCH_RATE_LIMIT: '3' });

  it('answers 429 to the 4th search in a minute from one IP', async () => {
    const { storeId } = await openShop(t.app, 'limited', 'Limited Shop');
    const shopper = new TestClient(t.app, 'localhost:3000');
    const url = `/api/storefront/search?storeId=${storeId}&term=shirt`;
    for (let i = 0; i < 3; i++) expect((await shopper.get(url)).statusCode).toBe(200);
    const limited = await shopper.get(url);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // The spec path has its own budget of 3.
    const spec = `/api/dashboard/products/fetch-searched-products?storeId=${storeId}&name=shirt`;
    for (let i = 0; i < 3; i++) expect((await shopper.get(spec)).statusCode).toBe(200);
    expect((await shopper.get(spec)).statusCode).toBe(429);
  });
});
