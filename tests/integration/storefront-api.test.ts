/**
 * The public storefront API: both path sets (`/api/storefront/*` and the spec's
 * `/api/dashboard/...` reads) answer the demo store's DTOs with decimal prices, public cache
 * headers, 404s naming the field, sanitised HTML and nothing of another store.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  slugify,
  type CategoryDto,
  type CollectionDto,
  type GlobalContentDto,
  type PageDto,
  type ProductDto,
  type SearchResultDto,
} from '../../shared';
import { categories, productCategories, products, productVariations } from '../../server/db/schema';
import { demoCategories, demoProducts } from '../../server/seed/demo-catalog';
import { createServerStorefrontApi } from '../../server/storefront/server-storefront-api';
import { TestClient, useTestApp, describeOnDatabase, seedDemo } from './helpers/test-app';
import { openShop } from './helpers/shops';

const XSS =
  '<p>Nice</p><script>alert(1)</script><img src="/x.png" onerror="alert(1)"><a href="javascript:alert(1)">click</a>';

describeOnDatabase('storefront API', () => {
  let shopper: TestClient;
  let demoId: string;
  let otherId: string;
  let otherProductId: string;

  const get = async <T>(url: string) => {
    const res = await shopper.get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  };

  const t = useTestApp();
  beforeAll(async () => {
    await seedDemo(t);
    shopper = new TestClient(t.app, 'localhost:3000');
    demoId = (await shopper.get('/api/dashboard/store/get-store-info?domain=demo')).json().storeId;

    // A second store whose catalogue collides with the demo's slugs.
    otherId = (await openShop(t.app, 'other-shop', 'Other Shop')).storeId;
    const db = t.database.db;
    const [cat] = await db
      .insert(categories)
      .values({ storeId: otherId, name: 'Other Apparel', slug: 'apparel', position: 0 })
      .returning();
    const [shirt] = await db
      .insert(products)
      .values({
        storeId: otherId,
        name: 'Other Zebra Shirt',
        slug: 'classic-t-shirt',
        description: XSS,
        priceMinor: 4250,
        stock: 3,
      })
      .returning();
    await db
      .insert(productCategories)
      .values({ storeId: otherId, productId: shirt!.id, categoryId: cat!.id });
    otherProductId = shirt!.id;
    await db.insert(products).values({
      storeId: otherId,
      name: 'Sold Out Vase',
      slug: 'sold-out-vase',
      priceMinor: 50,
      stock: 0,
    });
    await db.insert(products).values({
      storeId: otherId,
      name: 'Hidden Draft',
      slug: 'hidden-draft',
      priceMinor: 100,
      stock: 1,
      status: 'draft',
    });
  });

  const apparelCount = demoProducts.filter((p) => p.category === 'apparel').length;
  const demoSlugs = demoProducts.map((p) => slugify(p.name));

  describe('/api/storefront/*', () => {
    it('answers global content with public cache headers', async () => {
      const res = await shopper.get(`/api/storefront/global-content?storeId=${demoId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cache-control']).toBe('public, max-age=30');
      const body = res.json<GlobalContentDto>();
      expect(body.storeId).toBe(demoId);
      expect(body.globalContent.map((c) => c.type)).toEqual(['topbar', 'navbar', 'footer']);
    });

    it('answers the published home page as a PageDto', async () => {
      const page = await get<PageDto>(`/api/storefront/page?storeId=${demoId}&slug=home`);
      expect(page).toMatchObject({
        storeId: demoId,
        storeDomain: 'demo.localhost',
        slug: 'home',
        title: 'Home',
        pageType: 'home',
        metaTitle: 'Demo Outfitters — everyday essentials',
      });
      expect(page.pageId).toMatch(/^[0-9a-f-]{36}$/);
      const types = page.content.map((c) => c.type);
      expect(types[0]).toBe('hero');
      expect(types).toEqual(expect.arrayContaining(['categoriesSlider', 'productGrid', 'banner']));
      // Defaults filled from the registry.
      const bannerProps = page.content.find((c) => c.type === 'banner')?.props;
      expect(bannerProps?.overlayOpacity).toBe(0.35);
    });

    it('answers a product with decimal prices, ordered variations, stock and categories', async () => {
      const shirt = await get<ProductDto>(
        `/api/storefront/product?storeId=${demoId}&slug=classic-t-shirt`,
      );
      expect(shirt).toMatchObject({
        name: 'Classic T-Shirt',
        slug: 'classic-t-shirt',
        price: 19.99,
        discountPrice: 0,
        // No stock of its own, but its variations are in stock.
        stockStatus: true,
        categories: [{ slug: 'apparel', name: 'Apparel' }],
      });
      expect(shirt.variations).toHaveLength(9);
      expect(shirt.variations[0]?.attributes).toEqual({ Colour: 'Red', Size: 'S' });
      expect(shirt.variations[8]?.attributes).toEqual({ Colour: 'White', Size: 'L' });
      expect(shirt.attributeGroups.map((g) => g.name)).toEqual(['Colour', 'Size']);

      const sweater = await get<ProductDto>(
        `/api/storefront/product?storeId=${demoId}&slug=merino-crew-sweater`,
      );
      expect(sweater).toMatchObject({ price: 89, discountPrice: 69, stockStatus: true });
      expect(sweater.variations).toEqual([]);
      const soldOut = await get<ProductDto>(
        `/api/storefront/product?storeId=${otherId}&slug=sold-out-vase`,
      );
      expect(soldOut).toMatchObject({
        price: 0.5,
        stockStatus: false,
        variations: [],
        categories: [],
      });
    });

    it('answers products by collection, newest first, limited to count', async () => {
      const all = await get<ProductDto[]>(
        `/api/storefront/products-by-collection?storeId=${demoId}&count=5`,
      );
      expect(all.map((p) => p.slug)).toEqual(demoSlugs.slice(0, 5));
      const footwear = await get<ProductDto[]>(
        `/api/storefront/products-by-collection?storeId=${demoId}&count=100&collection=footwear`,
      );
      expect(footwear.map((p) => p.slug)).toEqual(
        demoProducts.filter((p) => p.category === 'footwear').map((p) => slugify(p.name)),
      );
      expect(
        await get<ProductDto[]>(
          `/api/storefront/products-by-collection?storeId=${demoId}&count=5&collection=nope`,
        ),
      ).toEqual([]);
    });

    it('answers categories in their order', async () => {
      const list = await get<CategoryDto[]>(`/api/storefront/categories?storeId=${demoId}`);
      expect(list.map((c) => c.slug)).toEqual(demoCategories.map((c) => c.slug));
      expect(Object.keys(list[0]!).sort()).toEqual(['id', 'image', 'name', 'slug']);
    });

    it('pages a collection with totals', async () => {
      const first = await get<CollectionDto>(
        `/api/storefront/collection?storeId=${demoId}&slug=apparel&page=0&size=2`,
      );
      expect(first.category.slug).toBe('apparel');
      expect(first).toMatchObject({
        pageNumber: 0,
        pageSize: 2,
        totalElements: apparelCount,
        totalPages: Math.ceil(apparelCount / 2),
      });
      expect(first.products).toHaveLength(2);
      const second = await get<CollectionDto>(
        `/api/storefront/collection?storeId=${demoId}&slug=apparel&page=1&size=2`,
      );
      expect(second.products.map((p) => p.id)).not.toContain(first.products[0]!.id);
      const beyond = await get<CollectionDto>(
        `/api/storefront/collection?storeId=${demoId}&slug=apparel&page=50`,
      );
      expect(beyond.products).toEqual([]);
      expect(beyond.pageSize).toBe(12);
    });

    it('searches names and descriptions case-insensitively, in pages of `size`', async () => {
      const res = await get<SearchResultDto>(
        `/api/storefront/search?storeId=${demoId}&term=%20SHIRT%20`,
      );
      const slugs = res.content.map((p) => p.slug);
      expect(slugs).toContain('classic-t-shirt');
      expect(slugs).toContain('linen-shirt');
      expect(res.page).toBe(0);
      expect(res.totalElements).toBe(res.content.length);
      expect(res.totalElements).toBeGreaterThan(1);
      const paged = await get<SearchResultDto>(
        `/api/storefront/search?storeId=${demoId}&term=shirt&size=1&page=1`,
      );
      expect(paged.content).toHaveLength(1);
      expect(paged.page).toBe(1);
      expect(paged.totalPages).toBe(res.totalElements);
      expect(paged.content[0]?.slug).toBe(res.content[1]?.slug);
      const literal = await get<SearchResultDto>(
        `/api/storefront/search?storeId=${demoId}&term=%25`,
      );
      expect(literal).toEqual({ content: [], totalPages: 0, totalElements: 0, page: 0 });
    });

    it('answers 404 naming the field for an unknown store, page, product or category', async () => {
      const unknownStore = '00000000-0000-4000-8000-000000000000';
      const cases: [string, string][] = [
        [`/api/storefront/global-content?storeId=${unknownStore}`, 'storeId'],
        [`/api/storefront/page?storeId=${unknownStore}&slug=home`, 'storeId'],
        [`/api/storefront/page?storeId=${demoId}&slug=nope`, 'slug'],
        [`/api/storefront/product?storeId=${demoId}&slug=nope`, 'slug'],
        [`/api/storefront/product?storeId=${unknownStore}&slug=classic-t-shirt`, 'storeId'],
        [`/api/storefront/categories?storeId=${unknownStore}`, 'storeId'],
        [`/api/storefront/products-by-collection?storeId=${unknownStore}&count=3`, 'storeId'],
        [`/api/storefront/collection?storeId=${demoId}&slug=nope`, 'slug'],
        [`/api/storefront/search?storeId=${unknownStore}&term=x`, 'storeId'],
        [`/api/dashboard/page/get-page-by-domain?domain=nope&slug=home`, 'domain'],
        [`/api/dashboard/page/get-page-by-domain?domain=localhost&slug=home`, 'domain'],
        [`/api/dashboard/page/get-page-global-content?storeDomain=nope.localhost`, 'storeDomain'],
        [
          `/api/dashboard/products/fetch-product-by-domain?domain=demo&productSlug=nope`,
          'productSlug',
        ],
        [`/api/dashboard/category/fetch-collection?storeId=${demoId}&slug=nope`, 'slug'],
      ];
      for (const [url, field] of cases) {
        const res = await shopper.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['access-control-allow-origin'], url).toBe('*');
        expect(res.headers['cache-control'], url).toBe('no-store');
        expect(res.json().details?.[0]?.field, url).toBe(field);
      }
    });

    it('never shows a draft product', async () => {
      const res = await shopper.get(`/api/storefront/product?storeId=${otherId}&slug=hidden-draft`);
      expect(res.statusCode).toBe(404);
      const list = await get<ProductDto[]>(
        `/api/storefront/products-by-collection?storeId=${otherId}&count=100`,
      );
      expect(list.map((p) => p.slug).sort()).toEqual(['classic-t-shirt', 'sold-out-vase']);
    });

    it('answers the same through the in-process API', async () => {
      const api = createServerStorefrontApi(t.database.db, demoId, t.config.productHost);
      expect(await api.getPage('home')).toEqual(
        await get(`/api/storefront/page?storeId=${demoId}&slug=home`),
      );
      expect(await api.getProduct('classic-t-shirt')).toEqual(
        await get(`/api/storefront/product?storeId=${demoId}&slug=classic-t-shirt`),
      );
      expect(await api.getPage('nope')).toBeNull();
      expect(await api.getCollection('nope', 0, 12)).toBeNull();
      expect((await api.getCategories()).map((c) => c.slug)).toEqual(
        demoCategories.map((c) => c.slug),
      );
      expect((await api.searchProducts('shirt', 0, 16)).content.length).toBeGreaterThan(0);
      expect((await api.getGlobalContent()).globalContent).toHaveLength(3);
      expect(await api.getProductsByCollection('apparel', 2)).toHaveLength(2);
    });
  });

  describe("the spec's paths", () => {
    it('get-page-by-domain answers the page plus global content, by label or host', async () => {
      for (const domain of ['demo', 'demo.localhost', 'DEMO.localhost:3000']) {
        const page = await get<PageDto & { globalContent: unknown[] }>(
          `/api/dashboard/page/get-page-by-domain?domain=${encodeURIComponent(domain)}&slug=about`,
        );
        expect(page).toMatchObject({
          storeId: demoId,
          slug: 'about',
          storeDomain: 'demo.localhost',
        });
        expect(page.content.map((c) => c.type)).toContain('textBlock');
        expect(page.globalContent).toHaveLength(3);
      }
    });

    it('get-page-global-content answers by storeDomain', async () => {
      const global = await get<GlobalContentDto>(
        '/api/dashboard/page/get-page-global-content?storeDomain=demo.localhost',
      );
      expect(global.storeId).toBe(demoId);
      expect(global.globalContent).toHaveLength(3);
      // get-homepage-seo is the merchant's (a store route): tests/integration/seo.test.ts.
    });

    it('fetch-product-by-domain and fetch-by-storeid-slug answer one product', async () => {
      const byDomain = await get<ProductDto>(
        '/api/dashboard/products/fetch-product-by-domain?domain=demo&productSlug=denim-jacket',
      );
      expect(byDomain).toMatchObject({ name: 'Denim Jacket', price: 120 });
      const byId = await get<ProductDto>(
        `/api/dashboard/products/fetch-by-storeid-slug?storeId=${demoId}&productSlug=denim-jacket`,
      );
      expect(byId).toEqual(byDomain);
    });

    it('fetch-products pages the catalogue; requireAll answers all of it', async () => {
      const page1 = await get<ProductDto[]>(
        `/api/dashboard/products/fetch-products?storeId=${demoId}&pageNumber=1&pageSize=5`,
      );
      expect(page1.map((p) => p.slug)).toEqual(demoSlugs.slice(5, 10));
      const all = await get<ProductDto[]>(
        `/api/dashboard/products/fetch-products?storeId=${demoId}&pageNumber=0&pageSize=5&requireAll=true`,
      );
      expect(all).toHaveLength(24);
      const defaults = await get<ProductDto[]>(
        `/api/dashboard/products/fetch-products?storeId=${demoId}`,
      );
      expect(defaults).toHaveLength(16);
    });

    it('fetch-products-by-collection, fetch-categories and fetch-collection answer arrays and pages', async () => {
      const sliced = await get<ProductDto[]>(
        `/api/dashboard/products/fetch-products-by-collection?storeId=${demoId}&productCollection=accessories&numberOfProducts=3`,
      );
      expect(sliced).toHaveLength(3);
      expect(sliced.every((p) => p.categories.some((c) => c.slug === 'accessories'))).toBe(true);
      const any = await get<ProductDto[]>(
        `/api/dashboard/products/fetch-products-by-collection?storeId=${demoId}&numberOfProducts=2`,
      );
      expect(any.map((p) => p.slug)).toEqual(demoSlugs.slice(0, 2));
      const cats = await get<CategoryDto[]>(
        `/api/dashboard/category/fetch-categories?storeId=${demoId}`,
      );
      expect(cats).toHaveLength(4);
      const collection = await get<CollectionDto>(
        `/api/dashboard/category/fetch-collection?storeId=${demoId}&slug=home-living&pageNumber=0&pageSize=100`,
      );
      expect(collection.category.name).toBe('Home & Living');
      expect(collection.products).toHaveLength(collection.totalElements);
      expect(collection.totalPages).toBe(1);
    });
  });

  describe('tenant isolation', () => {
    it("never answers another store's products or categories", async () => {
      const urls = [
        `/api/storefront/products-by-collection?storeId=${demoId}&count=100`,
        `/api/storefront/products-by-collection?storeId=${demoId}&count=100&collection=apparel`,
        `/api/storefront/search?storeId=${demoId}&term=zebra`,
        `/api/storefront/search?storeId=${demoId}&term=shirt&size=100`,
        `/api/storefront/collection?storeId=${demoId}&slug=apparel&size=100`,
        `/api/storefront/categories?storeId=${demoId}`,
        `/api/dashboard/products/fetch-products?storeId=${demoId}&requireAll=true`,
        `/api/dashboard/category/fetch-categories?storeId=${demoId}`,
      ];
      for (const url of urls) {
        const body = (await shopper.get(url)).body;
        expect(body, url).not.toContain(otherProductId);
        expect(body, url).not.toContain('Zebra');
        expect(body, url).not.toContain('Other Apparel');
      }
      const demoShirt = await get<ProductDto>(
        `/api/storefront/product?storeId=${demoId}&slug=classic-t-shirt`,
      );
      expect(demoShirt.name).toBe('Classic T-Shirt');
      const otherShirt = await get<ProductDto>(
        `/api/storefront/product?storeId=${otherId}&slug=classic-t-shirt`,
      );
      expect(otherShirt).toMatchObject({ id: otherProductId, price: 42.5, stockStatus: true });
      expect(otherShirt.categories).toEqual([
        expect.objectContaining({ slug: 'apparel', name: 'Other Apparel' }),
      ]);
      const otherCollection = await get<CollectionDto>(
        `/api/storefront/collection?storeId=${otherId}&slug=apparel`,
      );
      expect(otherCollection.products.map((p) => p.id)).toEqual([otherProductId]);
    });

    it('serves product descriptions sanitised', async () => {
      const product = await get<ProductDto>(
        `/api/dashboard/products/fetch-by-storeid-slug?storeId=${otherId}&productSlug=classic-t-shirt`,
      );
      expect(product.description).toContain('<p>Nice</p>');
      expect(product.description).not.toMatch(/<script|onerror|javascript:/i);
    });

    it('reads variations per product without mixing them up', async () => {
      await t.database.db.insert(productVariations).values({
        storeId: otherId,
        productId: otherProductId,
        attributes: { Size: 'XL' },
        priceMinor: 4599,
        stock: 0,
      });
      const product = await get<ProductDto>(
        `/api/storefront/product?storeId=${otherId}&slug=classic-t-shirt`,
      );
      expect(product.variations).toEqual([
        expect.objectContaining({ attributes: { Size: 'XL' }, price: 45.99, stockStatus: false }),
      ]);
      // Its only variation is out of stock, whatever the product's own stock says.
      expect(product.stockStatus).toBe(false);
    });
  });

  describe('bad input', () => {
    const cases = (): [string, string][] => [
      ['/api/storefront/global-content', 'storeId'],
      ['/api/storefront/global-content?storeId=not-a-uuid', 'storeId'],
      [`/api/storefront/global-content?storeId=${demoId}&storeId=${demoId}`, 'storeId'],
      [`/api/storefront/global-content?storeId=${demoId}&extra=1`, 'extra'],
      [`/api/storefront/page?storeId=${demoId}`, 'slug'],
      [`/api/storefront/page?storeId=${demoId}&slug=`, 'slug'],
      [`/api/storefront/page?storeId=${demoId}&slug=home&draft=true`, 'draft'],
      [`/api/storefront/product?slug=x`, 'storeId'],
      [`/api/storefront/product?storeId=${demoId}&slug=${'x'.repeat(201)}`, 'slug'],
      [`/api/storefront/products-by-collection?storeId=${demoId}`, 'count'],
      [`/api/storefront/products-by-collection?storeId=${demoId}&count=abc`, 'count'],
      [`/api/storefront/products-by-collection?storeId=${demoId}&count=0`, 'count'],
      [`/api/storefront/products-by-collection?storeId=${demoId}&count=101`, 'count'],
      [`/api/storefront/products-by-collection?storeId=${demoId}&count=1.5`, 'count'],
      [`/api/storefront/categories?storeId=${demoId}&page=1`, 'page'],
      [`/api/storefront/collection?storeId=${demoId}`, 'slug'],
      [`/api/storefront/collection?storeId=${demoId}&slug=apparel&page=-1`, 'page'],
      [`/api/storefront/collection?storeId=${demoId}&slug=apparel&size=0`, 'size'],
      [`/api/storefront/collection?storeId=${demoId}&slug=apparel&size=101`, 'size'],
      [`/api/storefront/search?storeId=${demoId}`, 'term'],
      [`/api/storefront/search?storeId=${demoId}&term=%20%20`, 'term'],
      [`/api/storefront/search?storeId=${demoId}&term=${'a'.repeat(201)}`, 'term'],
      [`/api/storefront/search?storeId=${demoId}&term=a&page=x`, 'page'],
      [`/api/storefront/search?storeId=${demoId}&term=a&size=1000`, 'size'],
      ['/api/dashboard/page/get-page-by-domain?slug=home', 'domain'],
      ['/api/dashboard/page/get-page-by-domain?domain=demo', 'slug'],
      ['/api/dashboard/page/get-page-by-domain?domain=demo&slug=home&storeId=1', 'storeId'],
      ['/api/dashboard/page/get-page-global-content', 'storeDomain'],
      ['/api/dashboard/page/get-page-global-content?domain=demo', 'domain'],
      ['/api/dashboard/products/fetch-product-by-domain?domain=demo', 'productSlug'],
      [`/api/dashboard/products/fetch-by-storeid-slug?storeId=${demoId}&slug=x`, 'slug'],
      [`/api/dashboard/products/fetch-by-storeid-slug?storeId=1&productSlug=x`, 'storeId'],
      [`/api/dashboard/products/fetch-products?storeId=${demoId}&requireAll=yes`, 'requireAll'],
      [`/api/dashboard/products/fetch-products?storeId=${demoId}&pageNumber=-2`, 'pageNumber'],
      [`/api/dashboard/products/fetch-products?storeId=${demoId}&pageSize=0`, 'pageSize'],
      [
        `/api/dashboard/products/fetch-products-by-collection?storeId=${demoId}`,
        'numberOfProducts',
      ],
      [
        `/api/dashboard/products/fetch-products-by-collection?storeId=${demoId}&numberOfProducts=500`,
        'numberOfProducts',
      ],
      ['/api/dashboard/category/fetch-categories?storeId=', 'storeId'],
      [
        `/api/dashboard/category/fetch-collection?storeId=${demoId}&slug=apparel&pageSize=x`,
        'pageSize',
      ],
    ];

    it('answers 400 naming the field for missing, wrong-typed and unknown query fields', async () => {
      for (const [url, field] of cases()) {
        const res = await shopper.get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.headers['access-control-allow-origin'], url).toBe('*');
        const fields = (res.json().details as { field: string }[]).map((d) => d.field);
        expect(fields, url).toContain(field);
      }
    });
  });
});
