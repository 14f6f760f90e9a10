import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orders, products, shippingRates } from '../../server/db/schema';
import type { CheckoutRequest } from '../../shared';
import { createStore, dbKind, signUpMerchant, skipReason, useTestApp } from './helpers/test-app';

// Real parallel transactions need a server: PGlite runs one connection. Without a server the
// PostgreSQL project prints why (global-setup) and this suite is skipped.
describe.runIf(dbKind === 'postgres' && !skipReason())(
  'checkout under concurrency (postgres)',
  () => {
    let storeId: string;
    let rateId: string;

    const t = useTestApp({ CHECKOUT_RATE_LIMIT: '100000' });
    beforeAll(async () => {
      const merchant = await signUpMerchant(t.app);
      storeId = await createStore(merchant.client, 'rush-shop', 'Rush Shop');
      const [rate] = await t.database.db
        .select()
        .from(shippingRates)
        .where(eq(shippingRates.storeId, storeId));
      rateId = rate!.id;
    });

    async function makeProduct(stock: number): Promise<string> {
      const [row] = await t.database.db
        .insert(products)
        .values({
          storeId,
          name: 'Limited Print',
          slug: `print-${randomUUID()}`,
          priceMinor: 3000,
          stock,
        })
        .returning({ id: products.id });
      return row!.id;
    }

    const body = (productId: string, idempotencyKey = randomUUID()): CheckoutRequest => ({
      storeId,
      idempotencyKey,
      customer: { name: 'Rush Buyer', phone: '555 0101', email: 'rush@example.com' },
      address: { line1: '1 Queue St', city: 'Lineville', postalCode: '12345', country: 'US' },
      shippingRateId: rateId,
      paymentMethod: 'cod',
      lines: [{ productId, variationId: null, quantity: 1 }],
    });

    const checkout = (payload: CheckoutRequest) =>
      t.app.inject({
        method: 'POST',
        url: '/api/storefront/checkout',
        headers: { host: 'rush-shop.localhost', origin: 'http://rush-shop.localhost' },
        payload,
      });

    it('sells exactly the 10 units in stock to 50 parallel buyers', async () => {
      const productId = await makeProduct(10);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => checkout(body(productId))),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(40);
      for (const refused of answers.filter((a) => a.statusCode === 409)) {
        expect(refused.json().details[0].field).toBe('lines[0]');
      }
      const [row] = await t.database.db.select().from(products).where(eq(products.id, productId));
      expect(row?.stock).toBe(0);
      const placed = await t.database.db.select().from(orders).where(eq(orders.storeId, storeId));
      expect(placed).toHaveLength(10);
      // Order numbers are unique and without gaps.
      const numbers = placed.map((o) => o.orderNumber).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => (numbers[0] ?? 0) + i));
    });

    it('creates one order when the same idempotency key arrives twice at once', async () => {
      const productId = await makeProduct(1);
      const payload = body(productId);
      const [a, b] = await Promise.all([checkout(payload), checkout(payload)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
      expect(a.json().orderId).toBe(b.json().orderId);
      const rows = await t.database.db
        .select()
        .from(orders)
        .where(and(eq(orders.storeId, storeId), eq(orders.idempotencyKey, payload.idempotencyKey)));
      expect(rows).toHaveLength(1);
      const [row] = await t.database.db.select().from(products).where(eq(products.id, productId));
      expect(row?.stock).toBe(0);
    });
  },
);
