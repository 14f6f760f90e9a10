/**
 * The merchant's customers (issue 31), on both databases: every order makes (or joins) the
 * store's customer of its email, whose numbers (orders, spent net of refunds and cancels, last
 * order) the list filters and sorts by; the migration's backfill makes customers of orders
 * placed before; one customer's page (orders, average order, note, tags); merging two records
 * of one person; another store's customer is never found. A long list is counted only to
 * 10,000 (or the page's end) and says so; never-ordered customers sort last either way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { customerAddresses, customers, orders } from '../../server/db/schema';
import type { CustomerDetailDto, CustomerListDto } from '../../shared';
import { makeProduct, orderStore, placeOrder, transition, type OrderStore } from './helpers/orders';
import { describeOnDatabase, useTestApp } from './helpers/test-app';

const LIST = '/api/dashboard/customers/list';
const DETAIL = '/api/dashboard/customers/detail';
const UPDATE = '/api/dashboard/customers/update';
const MERGE = '/api/dashboard/customers/merge';
const DAY = 86_400_000;

describeOnDatabase('the merchant’s customers: made from orders, filtered, merged', () => {
  const t = useTestApp({ CHECKOUT_RATE_LIMIT: '10000' });
  let a: OrderStore;
  let b: OrderStore;
  let product: string;

  beforeAll(async () => {
    a = await orderStore(t, 'cust-a', 'Customers A');
    b = await orderStore(t, 'cust-b', 'Customers B');
    product = await makeProduct(t, a.storeId, { name: 'Customer Lamp', stock: 500 });
  });

  const buy = (email: string, name: string, quantity = 1, phone = '+1 555 0100') =>
    placeOrder(a, [{ productId: product, variationId: null, quantity }], {
      customer: { name, email, phone },
    });
  const list = async (query: Record<string, string> = {}) => {
    const res = await a.merchant.client.get(
      `${LIST}?${new URLSearchParams({ storeId: a.storeId, ...query })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CustomerListDto>().customers;
  };
  const emails = async (query: Record<string, string> = {}) =>
    (await list(query)).map((c) => c.email);
  const detail = async (customerId: string) => {
    const res = await a.merchant.client.get(
      `${DETAIL}?${new URLSearchParams({ storeId: a.storeId, customerId })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CustomerDetailDto>();
  };
  const idOf = async (email: string) =>
    (await list({ q: email })).find((c) => c.email === email)!.id;

  it('makes a customer of every order’s email, with their orders and what they spent', async () => {
    t.setNow(new Date(Date.now() - 40 * DAY));
    const first = await buy('Ada@Example.com', 'Ada Lovelace', 1, '+44 20 7946 0958');
    t.setNow(new Date(Date.now() - 2 * DAY));
    const second = await buy('ada@example.com', 'Ada L.', 2, '+1 555 0199');
    t.setNow(new Date());
    await buy('grace@example.com', 'Grace Hopper');
    const ada = (await list({ q: 'ada@' }))[0]!;
    expect(ada).toMatchObject({
      email: 'ada@example.com',
      // Named and reached by their first order (a later one changes neither).
      name: 'Ada Lovelace',
      phone: '+44 20 7946 0958',
      ordersCount: 2,
      totalSpent: first.total + second.total,
      accountSince: null,
    });
    const page = await detail(ada.id);
    expect(page.orders.map((o) => o.orderNumber)).toEqual([second.orderNumber, first.orderNumber]);
    expect(page.averageOrder).toBe(Math.round(((first.total + second.total) / 2) * 100) / 100);
    expect(page.firstOrderAt).not.toBeNull();

    // A cancel takes the order out of what they spent (still counted as placed); a refund too.
    expect((await transition(a, { orderId: first.orderId, action: 'cancel' })).statusCode).toBe(
      200,
    );
    expect((await transition(a, { orderId: second.orderId, action: 'mark_paid' })).statusCode).toBe(
      200,
    );
    const refunded = await transition(a, {
      orderId: second.orderId,
      action: 'refund',
      amount: 5,
      reason: 'Scratched',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await detail(ada.id)).toMatchObject({
      ordersCount: 2,
      totalSpent: Math.round((second.total - 5) * 100) / 100,
      averageOrder: Math.round((second.total - 5) * 100) / 100,
    });
  });

  it('filters by search, account, orders, spent, last order and tag, and sorts', async () => {
    // A newsletter-only customer and a signed-in one with no order.
    await t.database.db.insert(customers).values([
      { storeId: a.storeId, email: 'news@example.com' },
      {
        storeId: a.storeId,
        email: 'member@example.com',
        name: 'Mia Member',
        accountSince: new Date(),
      },
    ]);
    expect(await emails({ q: 'hopper' })).toEqual(['grace@example.com']);
    expect(await emails({ q: '7946' })).toEqual(['ada@example.com']);
    expect(await emails({ q: '%' })).toEqual([]);
    // The search follows a name as it changes, whatever writes it (a trigger keeps the term).
    await t.database.db
      .update(customers)
      .set({ name: 'Mia Renamed' })
      .where(and(eq(customers.storeId, a.storeId), eq(customers.email, 'member@example.com')));
    expect(await emails({ q: 'renamed' })).toEqual(['member@example.com']);
    expect(await emails({ q: 'mia member' })).toEqual([]);
    expect(await emails({ account: 'yes' })).toEqual(['member@example.com']);
    expect((await emails({ maxOrders: '0' })).sort()).toEqual([
      'member@example.com',
      'news@example.com',
    ]);
    expect(await emails({ minOrders: '2' })).toEqual(['ada@example.com']);
    const grace = (await list({ q: 'grace' }))[0]!;
    expect(
      await emails({ minSpent: String(grace.totalSpent), maxSpent: String(grace.totalSpent) }),
    ).toContain('grace@example.com');
    // Ada's last order was 2 days ago, Grace's today; nobody's was a week ago or before.
    const today = new Date().toISOString().slice(0, 10);
    const lastWeek = new Date(Date.now() - 7 * DAY).toISOString().slice(0, 10);
    expect((await emails({ lastOrderFrom: lastWeek, tz: 'UTC' })).sort()).toEqual([
      'ada@example.com',
      'grace@example.com',
    ]);
    expect(await emails({ lastOrderTo: lastWeek, tz: 'UTC' })).toEqual([]);
    expect(await emails({ lastOrderFrom: today, lastOrderTo: today })).toContain(
      'grace@example.com',
    );
    expect(await emails({ sort: 'orders_desc' })).toEqual(
      expect.arrayContaining(['ada@example.com']),
    );
    expect((await emails({ sort: 'orders_desc' }))[0]).toBe('ada@example.com');
    const bySpent = await list({ sort: 'spent_desc', minOrders: '1' });
    expect(bySpent.map((c) => c.totalSpent)).toEqual(
      [...bySpent.map((c) => c.totalSpent)].sort((x, y) => y - x),
    );
    // A range whose end comes first is named.
    const reversed = await a.merchant.client.get(
      `${LIST}?storeId=${a.storeId}&minOrders=3&maxOrders=1`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ details: [{ field: 'maxOrders' }] });
    // The export: the same filters, with each customer's numbers.
    const exported = await a.merchant.client.get(
      `/api/dashboard/customers/export?storeId=${a.storeId}&q=grace`,
    );
    expect(exported.statusCode, exported.body).toBe(200);
    const [head, row] = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(head).toMatch(/^Email,Name,Phone,Orders,Total spent,Currency,Last order/);
    expect(row).toMatch(
      new RegExp(`^grace@example\\.com,Grace Hopper,.*,1,${grace.totalSpent.toFixed(2)},USD,`),
    );
    // The export reads its filters before the file starts: a 400, not a cut file.
    const reversedExport = await a.merchant.client.get(
      `/api/dashboard/customers/export?storeId=${a.storeId}&minOrders=3&maxOrders=1`,
    );
    expect(reversedExport.statusCode).toBe(400);
    expect(reversedExport.json()).toMatchObject({ details: [{ field: 'maxOrders' }] });
    const badAmount = await a.merchant.client.get(`${LIST}?storeId=${a.storeId}&minSpent=ten`);
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json()).toMatchObject({ details: [{ field: 'minSpent' }] });

    // Tags: saved trimmed, once whatever the case; the filter matches any case.
    const saved = await a.merchant.client.put(UPDATE, {
      storeId: a.storeId,
      customerId: grace.id,
      note: 'Prefers <b>morning</b> delivery',
      tags: [' VIP ', 'vip', 'Wholesale'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CustomerDetailDto>()).toMatchObject({
      note: 'Prefers <b>morning</b> delivery',
      tags: ['VIP', 'Wholesale'],
    });
    expect(await emails({ tag: 'vip' })).toEqual(['grace@example.com']);
    const tooMany = await a.merchant.client.put(UPDATE, {
      storeId: a.storeId,
      customerId: grace.id,
      note: '',
      tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ details: [{ field: 'tags' }] });
  });

  it('merges two records of one person: orders, addresses, tags and note join the kept one', async () => {
    t.setNow(new Date());
    await buy('ada.work@example.com', 'Ada at work');
    const kept = await idOf('ada@example.com');
    const other = await idOf('ada.work@example.com');
    await a.merchant.client.put(UPDATE, {
      storeId: a.storeId,
      customerId: other,
      note: 'Invoices to the office',
      tags: ['work'],
    });
    await t.database.db.insert(customerAddresses).values({
      storeId: a.storeId,
      customerId: other,
      name: 'Ada at work',
      line1: '1 Office Park',
      city: 'London',
      country: 'GB',
      isDefault: true,
    });
    const before = await detail(kept);

    // Itself, or another store's customer, is refused by name; nothing changes.
    const self = await a.merchant.client.post(MERGE, {
      storeId: a.storeId,
      customerId: kept,
      mergeId: kept,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ details: [{ field: 'mergeId' }] });
    const [foreign] = await t.database.db
      .insert(customers)
      .values({ storeId: b.storeId, email: 'ada@example.com' })
      .returning({ id: customers.id });
    const crossed = await a.merchant.client.post(MERGE, {
      storeId: a.storeId,
      customerId: kept,
      mergeId: foreign!.id,
    });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ details: [{ field: 'mergeId' }] });

    const res = await a.merchant.client.post(MERGE, {
      storeId: a.storeId,
      customerId: kept,
      mergeId: other,
    });
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json<CustomerDetailDto>();
    expect(merged).toMatchObject({
      email: 'ada@example.com',
      ordersCount: before.ordersCount + 1,
      tags: ['work'],
      note: 'Invoices to the office',
      addresses: [{ line1: '1 Office Park', isDefault: true }],
    });
    expect(merged.orders).toHaveLength(before.orders.length + 1);
    const gone = await a.merchant.client.get(`${DETAIL}?storeId=${a.storeId}&customerId=${other}`);
    expect(gone.statusCode).toBe(404);
    // Store B's customer of the same email is untouched, and not A's.
    const fromB = await b.merchant.client.get(`${DETAIL}?storeId=${b.storeId}&customerId=${kept}`);
    expect(fromB.statusCode).toBe(404);
  });

  it('counts a long list only so far, reads a few matches by id, and sorts the never-ordered last', async () => {
    // 10,030 customers, newest first c1, c2, …; every third never ordered; every 2,000th a VIP.
    const c = await orderStore(t, 'cust-c', 'Customers C');
    await t.database.db.execute(sql`insert into customers
        (store_id, email, created_at, orders_count, last_order_at, tags)
      select ${c.storeId}, 'c' || i || '@example.com', now() - i * interval '1 minute',
        case when i % 3 = 0 then 0 else 1 end,
        case when i % 3 = 0 then null else now() - (i % 997) * interval '1 hour' end,
        case when i % 2000 = 0 then array['VIP'] else '{}'::text[] end
      from generate_series(1, 10030) i`);
    const page = async (query: Record<string, string>) => {
      const res = await c.merchant.client.get(
        `${LIST}?${new URLSearchParams({ storeId: c.storeId, ...query })}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CustomerListDto>();
    };
    // Past 10,000 matches the count stops: a lower bound, and more pages than it says.
    const first = await page({});
    expect(first).toMatchObject({
      totalElements: 10_000,
      totalPages: 500,
      totalIsLowerBound: true,
    });
    expect(first.customers.map((r) => r.email).slice(0, 2)).toEqual([
      'c1@example.com',
      'c2@example.com',
    ]);
    // Counted as far as the page's end: exact again near the end of the list.
    const last = await page({ page: '501' });
    expect(last.totalIsLowerBound).toBeUndefined();
    expect(last).toMatchObject({ totalElements: 10_030, totalPages: 502 });
    expect(last.customers.map((r) => r.email)).toEqual(
      Array.from({ length: 10 }, (_, i) => `c${10_021 + i}@example.com`),
    );
    // A broad search (every customer) walks the sort's index; a middling one (1,142 matches:
    // c1, c10…c19, c100…) reads its matches by id; both newest first.
    const broad = await page({ q: '@EXAMPLE.com' });
    expect(broad).toMatchObject({ totalElements: 10_000, totalIsLowerBound: true });
    expect(broad.customers.map((r) => r.email).slice(0, 2)).toEqual([
      'c1@example.com',
      'c2@example.com',
    ]);
    const middling = await page({ q: 'c1', size: '5' });
    expect(middling.totalElements).toBe(1142);
    expect(middling.customers.map((r) => r.email)).toEqual(
      [1, 10, 11, 12, 13].map((i) => `c${i}@example.com`),
    );
    // A few matches (any case), newest first.
    expect((await page({ tag: 'vip' })).customers.map((r) => r.email)).toEqual(
      [2000, 4000, 6000, 8000, 10000].map((i) => `c${i}@example.com`),
    );
    // Never-ordered customers come last both ways, in a long list and in a few matches.
    for (const sort of ['last_order_desc', 'last_order_asc']) {
      const [head, tail] = [await page({ sort }), await page({ sort, page: '501' })];
      expect(head.customers.every((r) => r.lastOrderAt !== null)).toBe(true);
      expect(tail.customers.every((r) => r.lastOrderAt === null)).toBe(true);
      const few = (await page({ sort, q: 'c100', size: '100' })).customers;
      const ordered = few.filter((r) => r.lastOrderAt !== null);
      expect(few.slice(ordered.length).every((r) => r.lastOrderAt === null)).toBe(true);
      expect(ordered.length).toBeGreaterThan(0);
      expect(ordered.length).toBeLessThan(few.length);
      const times = ordered.map((r) => Date.parse(r.lastOrderAt!));
      const sorted = [...times].sort((x, y) => (sort === 'last_order_desc' ? y - x : x - y));
      expect(times).toEqual(sorted);
    }
  });

  it('makes customers of the orders placed before them (the migration’s backfill)', async () => {
    // An order as written before customers were made from orders: no customer, no link.
    const placed = await buy('Legacy@Example.com', 'Lena Legacy');
    const legacy = await idOf('legacy@example.com');
    await t.database.db
      .update(orders)
      .set({ customerId: null })
      .where(and(eq(orders.storeId, a.storeId), eq(orders.id, placed.orderId)));
    await t.database.db
      .delete(customers)
      .where(and(eq(customers.storeId, a.storeId), eq(customers.id, legacy)));
    const migration = readFileSync(
      join(import.meta.dirname, '../../server/db/migrations/0033_customers_from_orders.sql'),
      'utf8',
    );
    const backfill = migration.slice(migration.indexOf("-- Every order's email"));
    for (const statement of backfill.split('--> statement-breakpoint')) {
      if (statement.trim()) await t.database.db.execute(sql.raw(statement));
    }
    const lena = (await list({ q: 'legacy' }))[0]!;
    expect(lena).toMatchObject({
      email: 'legacy@example.com',
      name: 'Lena Legacy',
      ordersCount: 1,
      totalSpent: placed.total,
    });
    const [linked] = await t.database.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(and(eq(orders.storeId, a.storeId), eq(orders.id, placed.orderId)));
    expect(linked!.customerId).toBe(lena.id);
    // Everyone else's numbers are as they were kept.
    expect((await list({ q: 'grace' }))[0]!.ordersCount).toBe(1);
  });
});
