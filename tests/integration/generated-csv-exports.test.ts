/**
 * Issue 24, defect 11, as a class: every CSV export route (tests/generated/csv-exports.ts finds
 * them in the route table) over a store whose every text value starts, in turn, with each
 * character a spreadsheet runs as a formula: no cell may begin with one. Each round also
 * proves the poison reached the file (some cell carries it behind the guard's quote).
 */
import { beforeAll, expect, it } from 'vitest';
import {
  FORMULA_PREFIXES,
  FORMULA_START,
  csvCells,
  csvExportRoutes,
  exportQuery,
  poisonStore,
} from '../generated/csv-exports';
import { routeName } from '../generated/route-requests';
import { makeProduct, orderStore, placeOrder, transition, type OrderStore } from './helpers/orders';
import { useTestApp, describeOnDatabase } from './helpers/test-app';

describeOnDatabase('every CSV export guards formula cells', () => {
  let s: OrderStore;
  const t = useTestApp();
  beforeAll(async () => {
    s = await orderStore(t, 'csv-guard-shop', 'CSV Guard Shop');
    const productId = await makeProduct(t, s.storeId, {
      name: 'Formula Lamp',
      sku: 'LAMP-1',
      description: 'A lamp',
      seoTitle: 'Lamp',
      metaDescription: 'A lamp for formulas',
    });
    const order = await placeOrder(s, [{ productId, variationId: null, quantity: 1 }], {
      customer: { name: 'Ada Lovelace', phone: '+1 555 0100', email: 'ada@example.com' },
      address: {
        line1: '12 Analytical Way',
        line2: 'Floor 2',
        city: 'London',
        region: 'Greater London',
        postalCode: 'N1 9GU',
        country: 'GB',
        company: 'Engines Ltd',
      },
    });
    // A newsletter signup: the customers export has a row.
    const signup = await s.shopper.post('/api/storefront/newsletter/signup', {
      storeId: s.storeId,
      email: 'ada@example.com',
    });
    expect(signup.statusCode, signup.body).toBe(202);
    // Shipped, so the merchant's carrier and tracking fields hold text too.
    for (const body of [
      { action: 'confirm' },
      { action: 'ship', carrier: 'Royal Mail', trackingNumber: 'RM123', trackingUrl: '' },
    ]) {
      const res = await transition(s, { orderId: order.orderId, ...body });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('finds the export routes in the route table', () => {
    const names = csvExportRoutes(t.app).map(routeName);
    expect(names).toContain('GET /api/dashboard/orders/export');
    expect(names).toContain('GET /api/dashboard/products/export');
    expect(names).toContain('GET /api/dashboard/customers/export');
  });

  it('[regression] no cell of any export begins with = + - @ tab or CR, whatever was typed', async () => {
    const bad: string[] = [];
    // First as typed (the phone `+1 555 0100`), then with each prefix on every text value.
    for (const [round, prefix] of [null, ...FORMULA_PREFIXES].entries()) {
      if (prefix !== null) {
        const poisoned = await poisonStore(t.database.db, s.storeId, prefix, round === 1);
        expect(poisoned).toContain('orders.customer_phone');
      }
      for (const route of csvExportRoutes(t.app)) {
        const res = await s.merchant.client.get(
          `${route.url}?${new URLSearchParams(exportQuery(route, s.storeId))}`,
        );
        expect(res.statusCode, `${routeName(route)}: ${res.body.slice(0, 300)}`).toBe(200);
        const [header, ...rows] = csvCells(res.body);
        expect(header!.length).toBeGreaterThan(1);
        expect(rows.length, routeName(route)).toBeGreaterThan(0);
        let guarded = 0;
        rows.forEach((row, r) =>
          row.forEach((cell, c) => {
            if (FORMULA_START.test(cell)) {
              bad.push(`${routeName(route)} row ${r + 2} ${header![c]}: ${JSON.stringify(cell)}`);
            }
            if (prefix !== null && cell.startsWith(`'${prefix}`)) guarded += 1;
          }),
        );
        if (prefix !== null) {
          expect(guarded, `${routeName(route)}: no poisoned cell reached the file`).toBeGreaterThan(
            0,
          );
        }
      }
    }
    expect(bad).toEqual([]);
  });
});
