/**
 * The merchant's order list and CSV export: each filter, the search (number with or without
 * #, part of a name, email or phone, LIKE wildcards taken literally), days in a time zone,
 * sorts, pages, counts per status under every other filter; the CSV's columns, content,
 * formula guard and file name, and its keyset batches (every row once, in order, with ties).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { exportOrdersCsv } from '../../server/orders/export-orders';
import type { OrderListDto } from '../../shared';
import { useTestApp, describeOnDatabase, expectRefused } from './helpers/test-app';
import { useShop } from './helpers/shops';

type NewOrder = Partial<typeof orders.$inferInsert>;

describeOnDatabase('orders list and export', () => {
  let number = 1000;
  function row(store: string, values: NewOrder): typeof orders.$inferInsert {
    const total = values.totalMinor ?? 2500;
    return {
      storeId: store,
      orderNumber: ++number,
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      customerPhone: '+44 20 7946 0958',
      shippingAddress: {
        line1: '12 Analytical Way',
        line2: '',
        city: 'London',
        region: '',
        postalCode: 'N1 9GU',
        country: 'GB',
      },
      shippingMethodName: 'Standard delivery',
      paymentMethod: 'cod',
      currency: 'USD',
      subtotalMinor: total - 500,
      shippingMinor: 500,
      totalMinor: total,
      itemCount: 1,
      idempotencyKey: randomUUID(),
      createdAt: new Date('2025-03-10T12:00:00Z'),
      ...values,
    };
  }

  const t = useTestApp();
  const shop = useShop(t, 'list-shop', 'List Shop');
  const other = useShop(t, 'other-list-shop', 'Other');
  beforeAll(async () => {
    await t.database.db.insert(orders).values([
      // #1001 … #1008 in List Shop
      row(shop.storeId, {
        customerName: 'Grace Hopper',
        customerEmail: 'grace@navy.example',
        customerPhone: '+1 202 555 0101',
        status: 'pending',
        paymentMethod: 'bank_transfer',
        paymentStatus: 'awaiting_review',
        totalMinor: 12000,
        createdAt: new Date('2025-03-01T08:00:00Z'),
      }),
      row(shop.storeId, {
        customerName: 'Alan Turing',
        customerEmail: 'alan@bletchley.example',
        customerPhone: '+44 1908 640404',
        status: 'confirmed',
        paymentMethod: 'bank_transfer',
        paymentStatus: 'unpaid',
        totalMinor: 3000,
        // 23:30 on 1 March in New York is 2 March in UTC.
        createdAt: new Date('2025-03-02T04:30:00Z'),
      }),
      row(shop.storeId, {
        customerName: '=HYPERLINK("http://evil.example","click")',
        customerEmail: 'mallory@evil.example',
        status: 'shipped',
        paymentStatus: 'paid',
        carrier: 'DHL',
        trackingNumber: 'JD0001',
        trackingUrl: 'https://track.example/JD0001',
        totalMinor: 5000,
        createdAt: new Date('2025-03-05T10:00:00Z'),
      }),
      row(shop.storeId, {
        customerName: 'Katherine Johnson',
        customerEmail: 'kj@nasa.example',
        status: 'delivered',
        paymentStatus: 'refunded',
        refundedMinor: 1000,
        totalMinor: 7000,
        createdAt: new Date('2025-03-06T10:00:00Z'),
      }),
      row(shop.storeId, {
        customerName: 'Ada 100% Lovelace',
        status: 'cancelled',
        totalMinor: 2500,
        createdAt: new Date('2025-03-07T10:00:00Z'),
      }),
      // Three with the very same time (ties broken by the number).
      row(shop.storeId, { customerName: 'Tie One', status: 'processing', totalMinor: 4000 }),
      row(shop.storeId, { customerName: 'Tie Two', status: 'processing', totalMinor: 4000 }),
      row(shop.storeId, { customerName: 'Tie Three', status: 'pending', totalMinor: 4000 }),
      // Another store's order with a matching name never shows.
      row(other.storeId, { customerName: 'Grace Hopper', orderNumber: 1001 }),
    ]);
  });

  const list = async (query: string) => {
    const res = await shop.client.get(`/api/dashboard/orders/list?storeId=${shop.storeId}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OrderListDto>();
  };
  const numbers = (l: OrderListDto) => l.orders.map((o) => o.orderNumber);

  it('lists newest first with counts per status', async () => {
    const all = await list('');
    expect(numbers(all)).toEqual([1008, 1007, 1006, 1005, 1004, 1003, 1002, 1001]);
    expect(all.counts).toEqual({
      all: 8,
      pending: 2,
      confirmed: 1,
      processing: 2,
      shipped: 1,
      delivered: 1,
      cancelled: 1,
    });
    expect(all).toMatchObject({ page: 0, size: 20, totalElements: 8, totalPages: 1 });
    expect(all.orders.find((o) => o.orderNumber === 1004)).toMatchObject({
      customerName: 'Katherine Johnson',
      status: 'delivered',
      paymentStatus: 'refunded',
      paymentMethod: 'cod',
      currency: 'USD',
      total: 70,
      refunded: 10,
      itemCount: 1,
    });
  });

  it('filters by status, payment status and method; counts keep every filter but status', async () => {
    const pending = await list('&status=pending');
    expect(numbers(pending)).toEqual([1008, 1001]);
    expect(pending.totalElements).toBe(2);
    expect(pending.counts.all).toBe(8);

    const bank = await list('&paymentMethod=bank_transfer');
    expect(numbers(bank)).toEqual([1002, 1001]);
    expect(bank.counts).toMatchObject({ all: 2, pending: 1, confirmed: 1, processing: 0 });

    const review = await list('&paymentStatus=awaiting_review&status=pending');
    expect(numbers(review)).toEqual([1001]);
    expect(review.counts).toMatchObject({ all: 1, pending: 1 });

    const none = await list('&status=shipped&paymentMethod=bank_transfer');
    expect(none).toMatchObject({ orders: [], totalElements: 0, totalPages: 0 });
  });

  it('filters by days in the time zone asked for', async () => {
    expect(numbers(await list('&from=2025-03-02&to=2025-03-05'))).toEqual([1003, 1002]);
    // In New York, #1002 was placed on 1 March.
    expect(numbers(await list('&from=2025-03-01&to=2025-03-01&tz=America/New_York'))).toEqual([
      1002, 1001,
    ]);
    expect(numbers(await list('&from=2025-03-07'))).toEqual([1008, 1007, 1006, 1005]);
    expect(numbers(await list('&to=2025-03-01'))).toEqual([1001]);
    const reversed = await shop.client.get(
      `/api/dashboard/orders/list?storeId=${shop.storeId}&from=2025-03-05&to=2025-03-01`,
    );
    expectRefused(reversed, 400, ['to']);
    const badTz = await shop.client.get(
      `/api/dashboard/orders/list?storeId=${shop.storeId}&tz=Mars/Olympus`,
    );
    expectRefused(badTz, 400, ['tz']);
  });

  it('searches by number with or without #, and by part of a name, email or phone', async () => {
    expect(numbers(await list('&search=1003'))).toEqual([1003]);
    expect(numbers(await list(`&search=${encodeURIComponent('#1004')}`))).toEqual([1004]);
    expect(numbers(await list('&search=HOPPER'))).toEqual([1001]);
    expect(numbers(await list('&search=bletchley'))).toEqual([1002]);
    expect(numbers(await list(`&search=${encodeURIComponent('1908 640')}`))).toEqual([1002]);
    expect(numbers(await list('&search=tie'))).toEqual([1008, 1007, 1006]);
    // LIKE wildcards are plain characters.
    expect(numbers(await list(`&search=${encodeURIComponent('100%')}`))).toEqual([1005]);
    expect(numbers(await list('&search=_'))).toEqual([]);
    // Digits also match phones: 0101 is in Grace's phone.
    expect(numbers(await list('&search=0101'))).toEqual([1001]);
    const counted = await list('&search=tie&status=processing');
    expect(numbers(counted)).toEqual([1007, 1006]);
    expect(counted.counts).toMatchObject({ all: 3, processing: 2, pending: 1 });
  });

  it('sorts every way and pages', async () => {
    expect(numbers(await list('&sort=oldest'))).toEqual([
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008,
    ]);
    expect(numbers(await list('&sort=total_desc'))).toEqual([
      1001, 1004, 1003, 1008, 1007, 1006, 1002, 1005,
    ]);
    expect(numbers(await list('&sort=total_asc'))).toEqual([
      1005, 1002, 1006, 1007, 1008, 1003, 1004, 1001,
    ]);
    expect(numbers(await list('&sort=number_asc'))).toEqual([
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008,
    ]);
    expect(numbers(await list('&sort=number_desc'))).toEqual([
      1008, 1007, 1006, 1005, 1004, 1003, 1002, 1001,
    ]);
    const page = await list('&sort=number_asc&size=3&page=2');
    expect(numbers(page)).toEqual([1007, 1008]);
    expect(page).toMatchObject({ page: 2, size: 3, totalElements: 8, totalPages: 3 });
    const bad = await shop.client.get(
      `/api/dashboard/orders/list?storeId=${shop.storeId}&sort=random`,
    );
    expectRefused(bad, 400, ['sort']);
  });

  it('exports the filtered list as CSV with a named file', async () => {
    t.setNow(new Date('2025-03-20T10:00:00Z'));
    const res = await shop.client.get(
      `/api/dashboard/orders/export?storeId=${shop.storeId}&paymentMethod=cod&sort=number_asc&tz=America/New_York`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="orders-list-shop-2025-03-20.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order number,Date,Status,Payment status,Payment method,Customer,Email,Phone,Address,Items,Currency,Subtotal,Discount,Discount codes,Shipping,Shipping discount,Tax,Tax included,Payment fee,Total,Refunded,Carrier,Tracking number,Tracking URL',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([
      '1003',
      '1004',
      '1005',
      '1006',
      '1007',
      '1008',
    ]);
    expect(lines[1]).toBe(
      `1003,2025-03-05 05:00,shipped,paid,cod,"'=HYPERLINK(""http://evil.example"",""click"")",mallory@evil.example,'+44 20 7946 0958,"12 Analytical Way, N1 9GU London, GB",1,USD,45.00,0.00,,5.00,0.00,0.00,no,0.00,50.00,0.00,DHL,JD0001,https://track.example/JD0001`,
    );
    expect(lines[2]).toContain(',70.00,10.00,');
  });

  it('streams every row once, in order, across keyset batches and equal times', async () => {
    for (const sort of ['newest', 'oldest', 'total_desc', 'total_asc', 'number_desc'] as const) {
      const read = async (batch: number) => {
        let text = '';
        for await (const chunk of exportOrdersCsv(t.database.db, shop.storeId, { sort }, batch)) {
          text += String(chunk);
        }
        return text
          .trimEnd()
          .split('\r\n')
          .slice(1)
          .map((l) => Number(l.split(',')[0]));
      };
      const whole = await read(1000);
      expect(await read(2), sort).toEqual(whole);
      expect(await read(1), sort).toEqual(whole);
      expect(whole).toEqual(numbers(await list(`&sort=${sort}`)));
    }
  });

  it("answers another store's merchant 403/404 and never lists another store's orders", async () => {
    const all = await list('&search=grace');
    expect(all.orders.every((o) => o.orderNumber === 1001)).toBe(true);
    expect(all.totalElements).toBe(1);
    const res = await shop.client.get(`/api/dashboard/orders/list?storeId=${other.storeId}`);
    expect([403, 404]).toContain(res.statusCode);
  });
});
