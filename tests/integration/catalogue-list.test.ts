/**
 * The products list (`filtered-products`) with products that have variations: units on hand
 * and the variant count in each row, the stock filters, sorting by stock and the search by a
 * variation's SKU, alone and combined with a category or a search — every way filterProducts
 * reads stock (a per-store aggregate, a per-product lateral sum, the select list's subquery)
 * must give the same numbers. Regression: the rows once showed a product's own stock and 0
 * variants (unqualified columns inside the select list's subqueries).
 */
import { beforeAll, expect, it } from 'vitest';
import type { ProductPage } from '../../shared';
import { useTestApp, describeOnDatabase } from './helpers/test-app';
import { useShop } from './helpers/shops';

const P = '/api/dashboard/products';

describeOnDatabase('products list with variations', () => {
  let categoryId: string;

  const t = useTestApp();
  const shop = useShop(t, 'list-shop', 'List Shop');
  beforeAll(async () => {
    const cat = await shop.client.post('/api/dashboard/category/add-category', {
      storeId: shop.storeId,
      name: 'Tops',
    });
    categoryId = cat.json<{ id: string }>().id;
    const sized = (
      name: string,
      stocks: number[],
      inCategory: boolean,
      sku: string,
      prices: { price: number; discountPrice?: number }[] = stocks.map(() => ({ price: 10 })),
    ) => ({
      name,
      price: 10,
      lowStockThreshold: 5,
      categoryIds: inCategory ? [categoryId] : [],
      attributeGroups: [
        { name: 'Size', type: 'select', values: ['S', 'M', 'L'].slice(0, stocks.length) },
      ],
      variations: stocks.map((stock, i) => ({
        ...prices[i],
        stock,
        attributes: { Size: ['S', 'M', 'L'][i] },
        sku: `${sku}-${i}`,
      })),
    });
    const bodies = [
      sized('Alpha Shirt', [0, 0], true, 'ALPHA'), // out of stock, 2 variants
      sized('Bravo Shirt', [1, 2], true, 'BRAVO'), // low (3)
      // In stock (16), 3 variants selling for 29 (on sale from 32), 34, and the product's 10
      // (a variant priced 0 takes the product's price: unitPriceMinor).
      sized('Charlie Shirt', [10, 5, 1], false, 'ZZ-RED', [
        { price: 32, discountPrice: 29 },
        { price: 34 },
        { price: 0 },
      ]),
      { name: 'Delta Mug', price: 5, stock: 0, sku: 'DELTA' }, // out
      { name: 'Echo Mug', price: 5, stock: 3, sku: 'ECHO', categoryIds: [categoryId] }, // low
      { name: 'Foxtrot Mug', price: 5, stock: 50, sku: 'FOX' }, // in
    ];
    for (const body of bodies) {
      const res = await shop.client.post(`${P}/add-product`, {
        storeId: shop.storeId,
        status: 'active',
        ...body,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  const list = async (query: string) => {
    const res = await shop.client.get(`${P}/filtered-products?storeId=${shop.storeId}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductPage>();
  };
  const names = (page: ProductPage) => page.content.map((p) => p.name);

  it('shows units on hand and the variant count of every row', async () => {
    for (const query of ['&sort=name_asc', '&sort=stock_asc', '&stock=low_stock&sort=name_asc']) {
      const page = await list(query);
      const byName = new Map(page.content.map((p) => [p.name, p]));
      const expected: Record<string, [number, number, string]> = {
        'Alpha Shirt': [0, 2, 'out_of_stock'],
        'Bravo Shirt': [3, 2, 'low_stock'],
        'Charlie Shirt': [16, 3, 'in_stock'],
        'Delta Mug': [0, 0, 'out_of_stock'],
        'Echo Mug': [3, 0, 'low_stock'],
        'Foxtrot Mug': [50, 0, 'in_stock'],
      };
      for (const [name, row] of byName) {
        expect([row.stock, row.variationCount, row.stockState], `${query} ${name}`).toEqual(
          expected[name],
        );
      }
    }
  });

  it('gives the lowest and highest variant selling price, none without variants', async () => {
    const byName = new Map((await list('&sort=name_asc')).content.map((p) => [p.name, p]));
    expect(byName.get('Charlie Shirt')?.variantPrices).toEqual({ min: 10, max: 34 });
    expect(byName.get('Bravo Shirt')?.variantPrices).toEqual({ min: 10, max: 10 });
    expect(byName.get('Delta Mug')?.variantPrices).toBeNull();
  });

  it('filters and sorts by the summed stock, alone and with a category or a search', async () => {
    const cases: [string, string[], number][] = [
      ['&stock=out_of_stock&sort=name_asc', ['Alpha Shirt', 'Delta Mug'], 2],
      ['&stock=low_stock&sort=name_asc', ['Bravo Shirt', 'Echo Mug'], 2],
      ['&stock=in_stock&sort=name_asc', ['Charlie Shirt', 'Foxtrot Mug'], 2],
      ['&stock=low_stock&category=CAT&sort=name_asc', ['Bravo Shirt', 'Echo Mug'], 2],
      ['&stock=out_of_stock&category=CAT', ['Alpha Shirt'], 1],
      ['&stock=in_stock&search=shirt', ['Charlie Shirt'], 1],
      ['&search=zz-red-2', ['Charlie Shirt'], 1],
      ['&search=bravo-1&stock=low_stock', ['Bravo Shirt'], 1],
      ['&search=mug&sort=stock_desc', ['Foxtrot Mug', 'Echo Mug', 'Delta Mug'], 3],
      [
        '&sort=stock_asc',
        ['Alpha Shirt', 'Delta Mug', 'Bravo Shirt', 'Echo Mug', 'Charlie Shirt', 'Foxtrot Mug'],
        6,
      ],
      ['&category=CAT&sort=stock_desc', ['Bravo Shirt', 'Echo Mug', 'Alpha Shirt'], 3],
      ['&stock=low_stock&size=1&page=1&sort=name_asc', ['Echo Mug'], 2],
    ];
    for (const [query, expected, total] of cases) {
      const page = await list(query.replace('CAT', categoryId));
      const got = names(page);
      if (query.includes('sort=stock')) {
        // Equal stock is ordered by id: compare the names as a set and the stock's order.
        expect(new Set(got), query).toEqual(new Set(expected));
        const stock = page.content.map((p) => p.stock);
        const sorted = [...stock].sort((a, b) => (query.includes('desc') ? b - a : a - b));
        expect(stock, query).toEqual(sorted);
      } else {
        expect(got, query).toEqual(expected);
      }
      expect(page.totalElements, query).toBe(total);
    }
  });
});
