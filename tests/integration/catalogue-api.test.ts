/**
 * The catalogue API (issue 10): products with variants and categories, the products list's
 * filters, bulk changes all or nothing, categories with product counts. Isolation and bad
 * input of these routes are covered by the generated suites.
 */
import { beforeAll, expect, it } from 'vitest';
import type { AdminCategory, AdminProduct, BulkUpdateReply, ProductPage } from '../../shared';
import { useTestApp, describeOnDatabase } from './helpers/test-app';
import { useShop } from './helpers/shops';

const P = '/api/dashboard/products';
const C = '/api/dashboard/category';

describeOnDatabase('catalogue API', () => {
  const t = useTestApp({ SEARCH_RATE_LIMIT: '10000' });
  const shop = useShop(t, 'cat-shop', 'Catalogue Shop');
  const other = useShop(t, 'cat-other', 'Other Shop');
  beforeAll(async () => {
    await other.client.post(`${P}/add-product`, {
      storeId: other.storeId,
      name: 'Linen Shirt',
      price: 10,
      status: 'active',
    });
  });

  async function addProduct(body: Record<string, unknown>): Promise<AdminProduct> {
    const res = await shop.client.post(`${P}/add-product`, { storeId: shop.storeId, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminProduct>();
  }
  const list = async (query = '') =>
    (
      await shop.client.get(`${P}/filtered-products?storeId=${shop.storeId}${query}`)
    ).json<ProductPage>();

  it('creates a product with two options and six variants, slug from the name', async () => {
    const sizes = ['S', 'M', 'L'];
    const colours = ['Red', 'Blue'];
    const product = await addProduct({
      name: 'Linen Shirt',
      price: 40,
      discountPrice: 35,
      status: 'active',
      attributeGroups: [
        { name: 'Size', type: 'select', values: sizes },
        {
          name: 'Colour',
          type: 'color',
          values: colours,
          swatches: { Red: '#ff0000', Blue: '#0000ff' },
        },
      ],
      variations: sizes.flatMap((s) =>
        colours.map((c) => ({
          price: 40,
          attributes: { Size: s, Colour: c },
          stock: 3,
          sku: `LS-${s}-${c}`,
        })),
      ),
    });
    expect(product.slug).toBe('linen-shirt');
    expect(product.variations).toHaveLength(6);
    expect(product.stock).toBe(18);
    expect(product.stockState).toBe('in_stock');
    expect(product.attributeGroups[1]?.swatches).toEqual({ Red: '#ff0000', Blue: '#0000ff' });
    // The same name again gets the next free slug; the other store's slug does not count.
    expect((await addProduct({ name: 'Linen Shirt', price: 1 })).slug).toBe('linen-shirt-2');
    // A slug given twice is a 409 naming it.
    const clash = await shop.client.post(`${P}/add-product`, {
      storeId: shop.storeId,
      name: 'X',
      slug: 'linen-shirt',
      price: 1,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ details: [{ field: 'slug' }] });
    // On the store host with its variant picker data.
    const page = await shop.shopper.get('/product/linen-shirt');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Linen Shirt');
  });

  it('refuses variants that do not match the options, naming the field', async () => {
    const res = await shop.client.post(`${P}/add-product`, {
      storeId: shop.storeId,
      name: 'Bad',
      price: 5,
      attributeGroups: [{ name: 'Size', type: 'select', values: ['S'] }],
      variations: [{ price: 5, attributes: { Size: 'XL' } }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      field: 'variations.0.attributes.Size',
      message: 'Choose one of the Size values',
    });
    const sale = await shop.client.post(`${P}/add-product`, {
      storeId: shop.storeId,
      name: 'Bad',
      price: 5,
      discountPrice: 6,
    });
    expect(sale.json().details).toContainEqual({
      field: 'discountPrice',
      message: 'The sale price must be lower than the price',
    });
  });

  it('replaces variations atomically: a bad update changes nothing', async () => {
    const product = await addProduct({
      name: 'Mug',
      price: 12,
      attributeGroups: [{ name: 'Colour', type: 'color', values: ['White', 'Black'] }],
      variations: [
        { price: 12, attributes: { Colour: 'White' }, stock: 4 },
        { price: 12, attributes: { Colour: 'Black' }, stock: 2 },
      ],
    });
    const [white] = product.variations;
    const bad = await shop.client.put(`${P}/update-product`, {
      storeId: shop.storeId,
      productId: product.id,
      variations: [
        { id: white!.id, price: 13, attributes: { Colour: 'White' }, stock: 9 },
        { price: 13, attributes: { Colour: 'White' } },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const unchanged = (
      await shop.client.get(`${P}/fetch-product-by-id/${product.id}`)
    ).json<AdminProduct>();
    expect(unchanged.variations.map((v) => [v.id, v.price, v.stock])).toEqual(
      product.variations.map((v) => [v.id, v.price, v.stock]),
    );
    const good = await shop.client.put(`${P}/update-product`, {
      storeId: shop.storeId,
      productId: product.id,
      variations: [{ id: white!.id, price: 14, attributes: { Colour: 'White' }, stock: 9 }],
    });
    expect(good.statusCode, good.body).toBe(200);
    const after = good.json<AdminProduct>();
    expect(after.variations).toHaveLength(1);
    expect(after.variations[0]).toMatchObject({ id: white!.id, price: 14, stock: 9 });
  });

  it('keeps drafts off the store host and out of search', async () => {
    await addProduct({
      name: 'Secret Draft Lamp',
      slug: 'secret-draft-lamp',
      price: 20,
      status: 'draft',
    });
    expect((await shop.shopper.get('/product/secret-draft-lamp')).statusCode).toBe(404);
    const search = await shop.shopper.get(
      `/api/storefront/search?storeId=${shop.storeId}&term=secret`,
    );
    expect(search.body).not.toContain('Secret Draft Lamp');
    expect((await list('&status=draft')).content.map((p) => p.name)).toContain('Secret Draft Lamp');
  });

  it('filters, searches and sorts the products list', async () => {
    await addProduct({
      name: 'Low Stock Candle',
      price: 8,
      stock: 2,
      status: 'active',
      sku: 'CANDLE-1',
    });
    await addProduct({ name: 'Sold Out Vase', price: 30, stock: 0, status: 'active' });
    expect((await list('&stock=low_stock')).content.map((p) => p.name)).toEqual([
      'Low Stock Candle',
    ]);
    expect((await list('&stock=out_of_stock')).content.map((p) => p.name)).toContain(
      'Sold Out Vase',
    );
    expect((await list('&search=candle-1')).content.map((p) => p.name)).toEqual([
      'Low Stock Candle',
    ]);
    const byPrice = (await list('&sort=price_desc&size=2')).content.map((p) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
    const page = await list('&size=2&page=1');
    expect(page).toMatchObject({ page: 1, size: 2 });
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 2));
  });

  it('changes prices in bulk with a preview, all or nothing', async () => {
    const a = await addProduct({ name: 'Bulk A', price: 10 });
    const b = await addProduct({ name: 'Bulk B', price: 20, discountPrice: 15 });
    const c = await addProduct({ name: 'Bulk C', price: 30 });
    const ids = [a.id, b.id, c.id];
    const preview = await shop.client.put(`${P}/bulk`, {
      storeId: shop.storeId,
      ids,
      change: { kind: 'price', mode: 'percent', amount: -10 },
      dryRun: true,
    });
    expect(
      preview.json<BulkUpdateReply>().prices.map((p) => [p.name, p.oldPrice, p.newPrice]),
    ).toEqual([
      ['Bulk A', 10, 9],
      ['Bulk B', 20, 18],
      ['Bulk C', 30, 27],
    ]);
    expect(
      (await shop.client.get(`${P}/fetch-product-by-id/${a.id}`)).json<AdminProduct>().price,
    ).toBe(10);
    // One id of another store: nothing changes.
    const [foreign] = (
      await t.database.db.query.products.findMany({
        where: (p, { eq }) => eq(p.storeId, other.storeId),
      })
    ).map((p) => p.id);
    const refused = await shop.client.put(`${P}/bulk`, {
      storeId: shop.storeId,
      ids: [...ids, foreign],
      change: { kind: 'price', mode: 'percent', amount: -10 },
    });
    expect(refused.statusCode).toBe(404);
    expect(
      (await shop.client.get(`${P}/fetch-product-by-id/${a.id}`)).json<AdminProduct>().price,
    ).toBe(10);
    const done = await shop.client.put(`${P}/bulk`, {
      storeId: shop.storeId,
      ids,
      change: { kind: 'price', mode: 'percent', amount: -10 },
    });
    expect(done.statusCode).toBe(200);
    const bAfter = (await shop.client.get(`${P}/fetch-product-by-id/${b.id}`)).json<AdminProduct>();
    expect([bAfter.price, bAfter.discountPrice]).toEqual([18, 13.5]);
    // Publish in bulk, then delete in bulk (all or nothing too).
    await shop.client.put(`${P}/bulk`, {
      storeId: shop.storeId,
      ids,
      change: { kind: 'status', status: 'active' },
    });
    expect((await shop.shopper.get(`/product/${a.slug}`)).statusCode).toBe(200);
    const del = await shop.client.request('DELETE', `${P}/bulk`, {
      body: { storeId: shop.storeId, ids: [a.id, foreign] },
    });
    expect(del.statusCode).toBe(404);
    expect((await shop.client.get(`${P}/fetch-product-by-id/${a.id}`)).statusCode).toBe(200);
    const del2 = await shop.client.request('DELETE', `${P}/bulk`, {
      body: { storeId: shop.storeId, ids: [a.id, c.id] },
    });
    expect(del2.json()).toEqual({ deleted: 2 });
    expect((await shop.shopper.get(`/product/${a.slug}`)).statusCode).toBe(404);
  });

  it('keeps categories with product counts; deleting one keeps its products', async () => {
    const res = await shop.client.post(`${C}/add-category`, {
      storeId: shop.storeId,
      name: 'Summer Sale',
    });
    expect(res.statusCode).toBe(201);
    const category = res.json<AdminCategory>();
    expect(category.slug).toBe('summer-sale');
    const p1 = await addProduct({
      name: 'Sun Hat',
      price: 15,
      categoryIds: [category.id],
      status: 'active',
    });
    const p2 = await addProduct({ name: 'Sandals', price: 25, status: 'active' });
    await shop.client.put(`${P}/bulk`, {
      storeId: shop.storeId,
      ids: [p2.id],
      change: { kind: 'addCategory', categoryId: category.id },
    });
    const cats = (
      await shop.client.get(`/api/dashboard/categories/get-categories?storeId=${shop.storeId}`)
    ).json<AdminCategory[]>();
    expect(cats.find((c) => c.id === category.id)?.productCount).toBe(2);
    expect((await list(`&category=${category.id}`)).content.map((p) => p.name).sort()).toEqual([
      'Sandals',
      'Sun Hat',
    ]);
    expect((await shop.shopper.get('/collection/summer-sale')).statusCode).toBe(200);
    const del = await shop.client.request('DELETE', `${C}/delete/${category.id}`);
    expect(del.json()).toEqual({ deleted: true, categoryId: category.id, productCount: 2 });
    expect(
      (await shop.client.get(`${P}/fetch-product-by-id/${p1.id}`)).json<AdminProduct>().categories,
    ).toEqual([]);
    expect((await shop.shopper.get('/collection/summer-sale')).statusCode).toBe(404);
  });

  it('deletes selected categories together, all or none; their products stay', async () => {
    const add = async (name: string) =>
      (
        await shop.client.post(`${C}/add-category`, { storeId: shop.storeId, name })
      ).json<AdminCategory>();
    const [a, b, c] = [await add('Bulk A'), await add('Bulk B'), await add('Bulk C')];
    // One product in two of them counts once.
    const p = await addProduct({ name: 'Bulk Scarf', price: 9, categoryIds: [a.id, b.id] });
    await addProduct({ name: 'Bulk Gloves', price: 9, categoryIds: [b.id] });
    const foreign = (
      await other.client.post(`${C}/add-category`, { storeId: other.storeId, name: 'Theirs' })
    ).json<AdminCategory>();
    const remaining = async () =>
      (await shop.client.get(`/api/dashboard/categories/get-categories?storeId=${shop.storeId}`))
        .json<AdminCategory[]>()
        .map((x) => x.name)
        .filter((n) => n.startsWith('Bulk'));

    // Another store's category among them: 404 naming it, nothing deleted (theirs neither).
    const refused = await shop.client.request('DELETE', '/api/dashboard/categories/bulk', {
      body: { storeId: shop.storeId, ids: [a.id, foreign.id] },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ details: { field: string }[] }>().details[0]?.field).toBe('ids.1');
    expect(await remaining()).toEqual(['Bulk A', 'Bulk B', 'Bulk C']);
    const theirs = await other.client.get(
      `/api/dashboard/categories/get-categories?storeId=${other.storeId}`,
    );
    expect(theirs.json<AdminCategory[]>().map((x) => x.id)).toContain(foreign.id);

    const res = await shop.client.request('DELETE', '/api/dashboard/categories/bulk', {
      body: { storeId: shop.storeId, ids: [a.id, b.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 2, productCount: 2 });
    expect(await remaining()).toEqual(['Bulk C']);
    expect(
      (await shop.client.get(`${P}/fetch-product-by-id/${p.id}`)).json<AdminProduct>().categories,
    ).toEqual([]);
    expect(c.id).toBeTruthy();
  });

  it('keeps vendor, type and tags; filters the list by a tag whatever its case, and lists the tags', async () => {
    const a = await addProduct({
      name: 'Tagged Ring',
      price: 30,
      vendor: 'Goldsmiths',
      productType: 'Rings',
      tags: [' Sale ', 'gold', 'sale', ''],
    });
    expect(a).toMatchObject({ vendor: 'Goldsmiths', productType: 'Rings', tags: ['Sale', 'gold'] });
    await addProduct({ name: 'Tagged Chain', price: 20, tags: ['SALE', 'silver'] });
    const tagged = await list('&tag=sale&sort=name_asc');
    expect(tagged.content.map((p) => p.name)).toEqual(['Tagged Chain', 'Tagged Ring']);
    expect((await list('&tag=gold')).content.map((p) => p.name)).toEqual(['Tagged Ring']);
    const tags = await shop.client.get(`${P}/tags?storeId=${shop.storeId}`);
    expect(tags.statusCode).toBe(200);
    expect(tags.json<{ tags: { tag: string; count: number }[] }>().tags).toEqual(
      expect.arrayContaining([
        { tag: 'gold', count: 1 },
        { tag: 'SALE', count: 2 },
        { tag: 'silver', count: 1 },
      ]),
    );
    // Another store's tags are its own.
    const theirs = await other.client.get(`${P}/tags?storeId=${other.storeId}`);
    expect(theirs.json<{ tags: { tag: string }[] }>().tags.map((t) => t.tag)).not.toContain('gold');
  });

  it('lists each product’s margin from its cost per item, a range over its variants', async () => {
    // On sale at 16 of 20, costing 12: it earns 4 of 16, 25 %.
    await addProduct({ name: 'Margin Mug', price: 20, discountPrice: 16, cost: 12 });
    await addProduct({ name: 'Margin Cup', price: 20 });
    await addProduct({
      name: 'Margin Tee',
      price: 10,
      cost: 5,
      attributeGroups: [{ name: 'Size', type: 'select', values: ['S', 'XL'] }],
      variations: [
        // The product's cost: earns 5 of 10.
        { price: 0, attributes: { Size: 'S' } },
        // Its own: earns 9 of 12.
        { price: 12, attributes: { Size: 'XL' }, cost: 3 },
      ],
    });
    const margins = (await list('&search=margin&sort=name_asc')).content.map((p) => [
      p.name,
      p.margin,
    ]);
    expect(margins).toEqual([
      ['Margin Cup', null],
      ['Margin Mug', { min: 25, max: 25 }],
      ['Margin Tee', { min: 50, max: 75 }],
    ]);
  });
});
