/**
 * The home's numbers (GET /api/dashboard/analytics/overview) on a fixed clock: only paid,
 * not-cancelled orders in the store's currency count (partly refunded ones net of refunds);
 * the previous period of the same length; days cut in the merchant's time zone; the top
 * products; the action queue's counts and links; bad ranges named.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { AnalyticsOverview } from '../../shared';
import { orderItems, orders } from '../../server/db/schema';
import type { OrderStatus, PaymentStatus } from '../../server/db/schema';
import {
  createStore,
  signUpMerchant,
  useTestApp,
  type Merchant,
  describeOnDatabase,
} from './helpers/test-app';

const A = '/api/dashboard/analytics/overview';
const NOW = new Date('2026-03-15T12:00:00Z');

interface Line {
  productId: string | null;
  name: string;
  quantity: number;
  lineTotal: number;
}
interface OrderSpec {
  at: string;
  status?: OrderStatus;
  payment?: PaymentStatus;
  total: number;
  refunded?: number;
  currency?: string;
  lines: Line[];
}

describeOnDatabase('home numbers', () => {
  let m: Merchant;
  let storeId: string;
  let otherStoreId: string;
  let emptyStoreId: string;
  const product: Record<string, string> = {};
  let nextNumber = 1001;

  async function addOrders(store: string, specs: OrderSpec[]) {
    for (const s of specs) {
      const id = randomUUID();
      const units = s.lines.reduce((n, l) => n + l.quantity, 0);
      const subtotal = s.lines.reduce((n, l) => n + l.lineTotal, 0);
      await t.database.db.insert(orders).values({
        id,
        storeId: store,
        orderNumber: nextNumber++,
        status: s.status ?? 'delivered',
        paymentStatus: s.payment ?? 'paid',
        customerName: 'Ada Shopper',
        customerEmail: 'ada@example.com',
        customerPhone: '+1 555 0100',
        shippingAddress: {
          line1: '1 Main St',
          line2: '',
          city: 'Springfield',
          region: '',
          postalCode: '12345',
          country: 'US',
        },
        shippingMethodName: 'Standard',
        paymentMethod: 'cod',
        currency: s.currency ?? 'USD',
        subtotalMinor: subtotal,
        shippingMinor: s.total - subtotal,
        totalMinor: s.total,
        refundedMinor: s.refunded ?? 0,
        itemCount: units,
        idempotencyKey: randomUUID(),
        createdAt: new Date(s.at),
      });
      await t.database.db.insert(orderItems).values(
        s.lines.map((l) => ({
          storeId: store,
          orderId: id,
          orderCreatedAt: new Date(s.at),
          productId: l.productId,
          name: l.name,
          image: l.productId ? `/media/${l.name}.jpg` : '',
          unitPriceMinor: Math.round(l.lineTotal / l.quantity),
          quantity: l.quantity,
          lineTotalMinor: l.lineTotal,
        })),
      );
    }
  }

  const line = (name: string, quantity: number, lineTotal: number): Line => ({
    productId: product[name] ?? null,
    name,
    quantity,
    lineTotal,
  });

  const t = useTestApp();
  beforeAll(async () => {
    m = await signUpMerchant(t.app);
    storeId = await createStore(m.client, 'numbers-shop', 'Numbers Shop');
    otherStoreId = await createStore(m.client, 'numbers-other', 'Other Shop');
    emptyStoreId = await createStore(m.client, 'numbers-empty', 'Empty Shop');
    const products = [
      { name: 'Alpha Mug', price: 10, stock: 3, lowStockThreshold: 5 }, // low
      { name: 'Bravo Tee', price: 20, stock: 40 }, // in stock
      { name: 'Charlie Cap', price: 15, stock: 0 }, // out
      {
        name: 'Delta Sock', // variations sum to 4: low
        price: 5,
        attributeGroups: [{ name: 'Size', type: 'select', values: ['S', 'M'] }],
        variations: [
          { price: 5, stock: 1, attributes: { Size: 'S' } },
          { price: 5, stock: 3, attributes: { Size: 'M' } },
        ],
      },
      { name: 'Echo Scarf', price: 30, stock: 100 },
    ];
    for (const body of products) {
      const res = await m.client.post('/api/dashboard/products/add-product', {
        storeId,
        status: 'active',
        ...body,
      });
      expect(res.statusCode, res.body).toBe(201);
      product[body.name] = res.json<{ id: string }>().id;
    }

    // The clock stops once the session exists (its cookie's expiry is read on the real clock).
    t.setNow(NOW);
    await addOrders(storeId, [
      // The range (Paris days 2026-03-09 .. 2026-03-15) -------------------------------
      {
        at: '2026-03-15T10:00:00Z',
        total: 6500,
        lines: [line('Alpha Mug', 2, 2000), line('Bravo Tee', 2, 4000)],
      },
      // 00:30 on the 15th in Paris, still the 14th in UTC.
      {
        at: '2026-03-14T23:30:00Z',
        status: 'confirmed',
        total: 3500,
        lines: [line('Echo Scarf', 1, 3000)],
      },
      // Refunded in part: counts 5000 - 2000.
      {
        at: '2026-03-10T09:00:00Z',
        payment: 'refunded',
        total: 5000,
        refunded: 2000,
        lines: [line('Bravo Tee', 2, 4500)],
      },
      // 00:30 on the 9th in Paris: first day of the range.
      {
        at: '2026-03-08T23:30:00Z',
        status: 'shipped',
        total: 1500,
        lines: [line('Delta Sock', 3, 1500)],
      },
      // A product deleted since: its lines keep their name.
      { at: '2026-03-12T09:00:00Z', total: 9000, lines: [line('Gone Lamp', 1, 9000)] },
      // Never counted: refunded in full, cancelled, unpaid, proof to review, another currency.
      {
        at: '2026-03-11T09:00:00Z',
        payment: 'refunded',
        total: 4000,
        refunded: 4000,
        lines: [line('Echo Scarf', 1, 4000)],
      },
      {
        at: '2026-03-11T10:00:00Z',
        status: 'cancelled',
        total: 7000,
        lines: [line('Echo Scarf', 2, 7000)],
      },
      {
        at: '2026-03-13T09:00:00Z',
        status: 'pending',
        payment: 'unpaid',
        total: 2000,
        lines: [line('Bravo Tee', 1, 2000)],
      },
      {
        at: '2026-03-13T10:00:00Z',
        status: 'pending',
        payment: 'unpaid',
        total: 2000,
        lines: [line('Bravo Tee', 1, 2000)],
      },
      {
        at: '2026-03-13T11:00:00Z',
        status: 'processing',
        payment: 'awaiting_review',
        total: 2500,
        lines: [line('Alpha Mug', 2, 2000)],
      },
      {
        at: '2026-03-13T12:00:00Z',
        currency: 'EUR',
        total: 8000,
        lines: [line('Echo Scarf', 2, 8000)],
      },
      // The previous period (Paris days 2026-03-02 .. 2026-03-08) -------------------------
      {
        at: '2026-03-05T09:00:00Z',
        status: 'confirmed',
        total: 8000,
        lines: [line('Echo Scarf', 2, 7500)],
      },
      // 00:30 on the 2nd in Paris: first day of the previous period.
      { at: '2026-03-01T23:30:00Z', total: 2000, lines: [line('Alpha Mug', 1, 1000)] },
      // Before both periods.
      { at: '2026-03-01T12:00:00Z', total: 99900, lines: [line('Echo Scarf', 30, 99000)] },
    ]);
    // Another store's orders never show. (Its lines cannot point at this store's products:
    // the order lines' foreign key includes store_id.)
    const otherLine = (quantity: number, lineTotal: number): Line => ({
      ...line('Bravo Tee', quantity, lineTotal),
      productId: null,
    });
    await addOrders(otherStoreId, [
      { at: '2026-03-15T09:00:00Z', total: 50000, lines: [otherLine(20, 50000)] },
      {
        at: '2026-03-15T09:00:00Z',
        status: 'pending',
        payment: 'awaiting_review',
        total: 100,
        lines: [otherLine(1, 100)],
      },
    ]);
  });

  const overview = async (query: string, store = storeId) => {
    const res = await m.client.get(`${A}?storeId=${store}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AnalyticsOverview>();
  };

  it('counts only paid, not-cancelled orders in the store currency, net of partial refunds', async () => {
    const o = await overview('&range=7d&tz=Europe/Paris');
    expect(o.range).toEqual({ from: '2026-03-09', to: '2026-03-15', days: 7 });
    expect(o.previous).toEqual({ from: '2026-03-02', to: '2026-03-08', days: 7 });
    expect(o.currency).toBe('USD');
    // 65 + 35 + (50 - 20) + 15 + 90
    expect(o.kpis.revenue.value).toBe(235);
    expect(o.kpis.orders.value).toBe(5);
    expect(o.kpis.averageOrderValue.value).toBe(47);
    expect(o.kpis.itemsSold.value).toBe(4 + 1 + 2 + 3 + 1);
    expect(o.explanation).toMatch(/paid and not cancelled, in USD/);
    expect(o.hasOrders).toBe(true);
  });

  it('compares with the previous period of the same length', async () => {
    const o = await overview('&range=7d&tz=Europe/Paris');
    expect(o.kpis.revenue.previous).toBe(100);
    expect(o.kpis.revenue.changePercent).toBe(135);
    expect(o.kpis.orders).toEqual({ value: 5, previous: 2, changePercent: 150 });
    expect(o.kpis.averageOrderValue).toEqual({ value: 47, previous: 50, changePercent: -6 });
    expect(o.kpis.itemsSold).toEqual({ value: 11, previous: 3, changePercent: 266.7 });
    // No order of these carries a discount.
    expect(o.kpis.discounts).toEqual({ value: 0, previous: 0, changePercent: null });
  });

  it('cuts days in the merchant time zone, every day of the range listed', async () => {
    const paris = await overview('&range=7d&tz=Europe/Paris');
    expect(paris.series.map((d) => d.date)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(paris.series.map((d) => [d.orders, d.revenue])).toEqual([
      [1, 15],
      [1, 30],
      [0, 0],
      [1, 90],
      [0, 0],
      [0, 0],
      [2, 100],
    ]);
    // In UTC the 23:30 orders fall on the day before: one moves out of the range, one in.
    const utc = await overview('&range=7d&tz=UTC');
    expect(utc.series.find((d) => d.date === '2026-03-14')).toEqual({
      date: '2026-03-14',
      orders: 1,
      revenue: 35,
    });
    expect(utc.series.find((d) => d.date === '2026-03-09')?.orders).toBe(0);
    expect(utc.kpis.orders.value).toBe(4);
    expect(utc.kpis.revenue.previous).toBe(80 + 15);
  });

  it('answers presets and custom ranges; nothing before means no change in percent', async () => {
    const today = await overview('&range=today&tz=Europe/Paris');
    expect(today.range).toEqual({ from: '2026-03-15', to: '2026-03-15', days: 1 });
    expect(today.kpis.orders).toEqual({ value: 2, previous: 0, changePercent: null });
    const month = await overview('&tz=Europe/Paris');
    expect(month.range).toEqual({ from: '2026-02-14', to: '2026-03-15', days: 30 });
    expect(month.series).toHaveLength(30);
    const custom = await overview('&from=2026-03-01&to=2026-03-05&tz=UTC');
    expect(custom.range).toEqual({ from: '2026-03-01', to: '2026-03-05', days: 5 });
    expect(custom.previous).toEqual({ from: '2026-02-24', to: '2026-02-28', days: 5 });
    expect(custom.kpis.orders.value).toBe(3);
    expect(custom.kpis.revenue.value).toBe(80 + 999 + 20);
  });

  it('ranks the top products by revenue from counted orders', async () => {
    const o = await overview('&range=7d&tz=Europe/Paris');
    expect(o.topProducts.map((p) => [p.name, p.units, p.revenue])).toEqual([
      ['Gone Lamp', 1, 90],
      ['Bravo Tee', 4, 85],
      ['Echo Scarf', 1, 30],
      ['Alpha Mug', 2, 20],
      ['Delta Sock', 3, 15],
    ]);
    expect(o.topProducts[0]!.productId).toBeNull();
    expect(o.topProducts[1]!.productId).toBe(product['Bravo Tee']);
    expect(o.topProducts[1]!.image).toBe('/media/Bravo Tee.jpg');
  });

  it('counts the action queue with links to the filtered lists', async () => {
    const o = await overview('&range=today');
    const item = (kind: string) => o.actionQueue.find((q) => q.kind === kind)!;
    expect(item('to_confirm')).toEqual({
      kind: 'to_confirm',
      count: 2,
      links: [{ label: 'pending', count: 2, href: '/dashboard/orders?status=pending' }],
    });
    expect(item('to_ship').count).toBe(3);
    expect(item('to_ship').links.map((l) => [l.href, l.count])).toEqual([
      ['/dashboard/orders?status=confirmed', 2],
      ['/dashboard/orders?status=processing', 1],
    ]);
    expect(item('proofs_to_review').count).toBe(1);
    expect(item('proofs_to_review').links[0]!.href).toBe(
      '/dashboard/orders?paymentStatus=awaiting_review',
    );
    expect(item('low_stock').count).toBe(2); // Alpha Mug (3) and Delta Sock (1 + 3)
    expect(item('low_stock').links[0]!.href).toBe('/dashboard/products?stock=low_stock');
    expect(item('out_of_stock').count).toBe(1);
    // The products list's own filter agrees with the queue.
    const low = await m.client.get(
      `/api/dashboard/products/filtered-products?storeId=${storeId}&stock=low_stock`,
    );
    expect(low.json<{ totalElements: number }>().totalElements).toBe(2);
  });

  it('keeps each store to its own orders; an empty store has zeros and says so', async () => {
    const other = await overview('&range=today&tz=UTC', otherStoreId);
    expect(other.kpis.revenue.value).toBe(500);
    expect(other.actionQueue.find((q) => q.kind === 'proofs_to_review')?.count).toBe(1);
    const empty = await overview('', emptyStoreId);
    expect(empty.hasOrders).toBe(false);
    expect(empty.series).toHaveLength(30);
    expect(empty.series.every((d) => d.orders === 0 && d.revenue === 0)).toBe(true);
    expect(empty.topProducts).toEqual([]);
    expect(empty.kpis.revenue).toEqual({ value: 0, previous: 0, changePercent: null });
    expect(empty.actionQueue.every((q) => q.count === 0)).toBe(true);
  });

  it('refuses bad ranges with a 400 naming the field', async () => {
    const field = async (query: string) => {
      const res = await m.client.get(`${A}?storeId=${storeId}${query}`);
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ details: { field: string }[] }>().details.map((d) => d.field);
    };
    expect(await field('&from=2026-03-01')).toContain('to');
    expect(await field('&to=2026-03-01')).toContain('from');
    expect(await field('&from=2026-03-05&to=2026-03-01')).toContain('to');
    expect(await field('&from=2024-01-01&to=2026-03-01')).toContain('from');
    expect(await field('&range=7d&from=2026-03-01&to=2026-03-02')).toContain('range');
    expect(await field('&range=year')).toContain('range');
    expect(await field('&tz=Mars/Olympus')).toContain('tz');
    expect(await field('&from=2026-02-30&to=2026-03-01')).toContain('from');
  });
});
