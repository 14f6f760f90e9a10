/**
 * The demo store's orders (server/seed/demo-orders.ts), seeded on a fixed clock: 20 orders
 * of the last 30 days in every state, numbered from 1001 with the store's next number after
 * them; amounts that add up; a timeline each; one bank-transfer proof to review whose file
 * the merchant can open; the home's numbers filled; stock as the catalogue says.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  orderStatuses,
  type AnalyticsOverview,
  type OrderDetailDto,
  type OrderListDto,
} from '../../shared';
import { orderCounters, orderItems, orders, products, stores } from '../../server/db/schema';
import { demoProducts } from '../../server/seed/demo-catalog';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../server/seed/seed-demo';
import { TestClient, useTestApp, describeOnDatabase, seedDemo } from './helpers/test-app';

const NOW = new Date('2026-11-20T15:00:00Z');

describeOnDatabase(`the demo store's orders`, () => {
  let merchant: TestClient;
  let storeId: string;

  const t = useTestApp();
  beforeAll(async () => {
    expect(await seedDemo(t, NOW)).toBe(true);
    merchant = new TestClient(t.app);
    const login = await merchant.post('/api/auth/login', {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode, login.body).toBe(200);
    const [demo] = await t.database.db.select().from(stores).where(eq(stores.subdomain, 'demo'));
    storeId = demo!.id;
    t.setNow(NOW);
  });

  const list = async (query = '') => {
    const res = await merchant.get(`/api/dashboard/orders/list?storeId=${storeId}&size=50${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OrderListDto>();
  };

  it('numbers 20 orders of the last 30 days from 1001, and the next order after them', async () => {
    const page = await list('&sort=number_asc');
    expect(page.totalElements).toBe(20);
    expect(page.orders.map((o) => o.orderNumber)).toEqual(
      Array.from({ length: 20 }, (_, i) => 1001 + i),
    );
    for (const o of page.orders) {
      const age = NOW.getTime() - Date.parse(o.createdAt);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(30 * 86_400_000);
    }
    // Placed in number order.
    const times = page.orders.map((o) => Date.parse(o.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const [counter] = await t.database.db
      .select()
      .from(orderCounters)
      .where(eq(orderCounters.storeId, storeId));
    expect(counter!.lastOrderNumber).toBe(1020);
  });

  it('covers every order status, payment status and both payment methods', async () => {
    const { orders: rows, counts } = await list();
    for (const status of orderStatuses) {
      expect(counts[status], status).toBeGreaterThan(0);
    }
    const payments = new Set(rows.map((o) => o.paymentStatus));
    expect([...payments].sort()).toEqual(['awaiting_review', 'paid', 'refunded', 'unpaid']);
    expect(new Set(rows.map((o) => o.paymentMethod))).toEqual(new Set(['cod', 'bank_transfer']));
    expect(rows.some((o) => o.paymentStatus === 'refunded' && o.refunded < o.total)).toBe(true);
    expect(rows.some((o) => o.paymentStatus === 'refunded' && o.refunded === o.total)).toBe(true);
  });

  it('keeps amounts and item counts consistent with the lines', async () => {
    const rows = await t.database.db.select().from(orders).where(eq(orders.storeId, storeId));
    const lines = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.storeId, storeId));
    for (const o of rows) {
      const own = lines.filter((l) => l.orderId === o.id);
      expect(own.length).toBeGreaterThan(0);
      expect(o.itemCount).toBe(own.reduce((n, l) => n + l.quantity, 0));
      expect(o.subtotalMinor).toBe(own.reduce((n, l) => n + l.lineTotalMinor, 0));
      expect(o.totalMinor).toBe(o.subtotalMinor + o.shippingMinor + o.paymentFeeMinor);
      for (const l of own) expect(l.lineTotalMinor).toBe(l.unitPriceMinor * l.quantity);
      if (o.status === 'shipped' || o.status === 'delivered') {
        expect(o.carrier).not.toBe('');
        expect(o.trackingNumber).not.toBe('');
      }
      expect(o.paidAt !== null).toBe(o.paymentStatus === 'paid' || o.paymentStatus === 'refunded');
    }
  });

  it('gives every order a timeline that starts with the shopper placing it', async () => {
    const shipped = (await list('&status=delivered')).orders[0]!;
    const res = await merchant.get(`/api/dashboard/orders/get-order?orderId=${shipped.orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<OrderDetailDto>();
    const oldestFirst = [...detail.events].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(oldestFirst[0]).toMatchObject({ kind: 'placed', actorType: 'shopper' });
    expect(oldestFirst.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['status_changed', 'shipped']),
    );
    expect(oldestFirst.find((e) => e.kind === 'shipped')?.actorName).toBe('Demo Merchant');
    expect(detail.items.length).toBeGreaterThan(0);
  });

  it('has one bank-transfer proof to review, and the merchant can open its PNG', async () => {
    const waiting = await list('&paymentStatus=awaiting_review');
    expect(waiting.totalElements).toBe(1);
    const order = waiting.orders[0]!;
    expect(order.paymentMethod).toBe('bank_transfer');
    const detail = (
      await merchant.get(`/api/dashboard/orders/get-order?orderId=${order.orderId}`)
    ).json<OrderDetailDto>();
    expect(detail.proofs).toHaveLength(1);
    const proof = detail.proofs[0]!;
    expect(proof).toMatchObject({ status: 'submitted', contentType: 'image/png' });
    expect(detail.allowedActions).toEqual(
      expect.arrayContaining(['approve_proof', 'reject_proof']),
    );
    expect(detail.events.some((e) => e.kind === 'proof_submitted')).toBe(true);
    const file = await merchant.get(proof.fileUrl.replace(/^https?:\/\/[^/]+/, ''));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(file.rawPayload.length).toBe(proof.byteSize);
  });

  it("fills the home's numbers, chart and action queue", async () => {
    const res = await merchant.get(
      `/api/dashboard/analytics/overview?storeId=${storeId}&range=30d&tz=UTC`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json<AnalyticsOverview>();
    expect(o.hasOrders).toBe(true);
    expect(o.kpis.orders.value).toBeGreaterThanOrEqual(8);
    expect(o.kpis.revenue.value).toBeGreaterThan(500);
    expect(o.series.filter((d) => d.orders > 0).length).toBeGreaterThanOrEqual(8);
    expect(o.topProducts).toHaveLength(5);
    const queue = Object.fromEntries(o.actionQueue.map((q) => [q.kind, q.count]));
    expect(queue.to_confirm).toBeGreaterThan(0);
    expect(queue.to_ship).toBeGreaterThan(0);
    expect(queue.proofs_to_review).toBe(1);
  });

  it('leaves stock as the catalogue says (seeded orders are past sales)', async () => {
    const rows = await t.database.db.select().from(products).where(eq(products.storeId, storeId));
    for (const p of demoProducts) {
      expect(rows.find((r) => r.name === p.name)?.stock, p.name).toBe(p.stock);
    }
  });
});
