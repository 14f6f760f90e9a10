/**
 * Unpaid bank-transfer orders expire: an order still `pending` or `confirmed` whose payment is
 * `unpaid` (no proof waiting) and that is older than its store's `bank_transfer_expiry_days`
 * (null: never) is cancelled by the system — discount uses and stock released, an `expired` event, the
 * shopper's email. Each order in its own transaction behind a guarded UPDATE that re-checks
 * every condition, so with several processes (or a shopper's proof arriving meanwhile) an
 * order is expired at most once and its stock comes back exactly once.
 *
 * `startOrderExpiry` runs it every few minutes (an unref'd timer, stopped when the app
 * closes); a run purges the storefront pages of the stores whose stock came back.
 */
import { refreshCustomerStats } from '../customers/customer-stats';
import { startPeriodicJob } from '../jobs/periodic';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { countOf } from '../../shared';
import type { Db } from '../db/client';
import { orders, stores } from '../db/schema';
import { storefrontChangedInBackground } from '../http/route';
import { appendOrderEvent, queueOrderEmail, systemActor } from './order-events';
import { getOrderItems } from './order-dto';
import { releaseStock } from './order-status';
import { releaseDiscountUses } from '../discounts/usage';
import { getCheckoutStore } from './pricing';
import { shopperUpdateEmail } from './update-emails';

/** How often the job looks for expired orders. */
export const ORDER_EXPIRY_INTERVAL_MS = 5 * 60_000;
const BATCH = 200;

/** The store's expiry as an interval, evaluated in SQL (null when the store has none). */
const expiryCutoff = (now: Date) =>
  sql`${now.toISOString()}::timestamptz - make_interval(days => (select s.bank_transfer_expiry_days from ${stores} s where s.id = ${orders.storeId}))`;

/** Cancels every expired order (see the module header); answers what it cancelled. */
export async function expireUnpaidOrders(
  db: Db,
  now: Date,
): Promise<{ storeId: string; orderId: string; orderNumber: number }[]> {
  const done: { storeId: string; orderId: string; orderNumber: number }[] = [];
  const stillExpired = and(
    eq(orders.paymentMethod, 'bank_transfer'),
    eq(orders.paymentStatus, 'unpaid'),
    inArray(orders.status, ['pending', 'confirmed']),
    sql`${orders.createdAt} < ${expiryCutoff(now)}`,
  );
  for (let round = 0; round < 50; round++) {
    const candidates = await db
      .select({ id: orders.id, storeId: orders.storeId })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(and(isNotNull(stores.bankTransferExpiryDays), stillExpired))
      .orderBy(asc(orders.createdAt))
      .limit(BATCH);
    let expiredNow = 0;
    for (const c of candidates) {
      const result = await db.transaction(async (tx) => {
        const [order] = await tx
          .update(orders)
          .set({ status: 'cancelled', updatedAt: now })
          .where(and(eq(orders.id, c.id), eq(orders.storeId, c.storeId), stillExpired))
          .returning();
        // Another process expired it, or it was paid, proved or cancelled meanwhile.
        if (!order) return undefined;
        await refreshCustomerStats(tx, c.storeId, order.customerId);
        // Never paid: its discount uses come back, then its stock (the checkout's lock order).
        await releaseDiscountUses(tx, c.storeId, order);
        const items = (await getOrderItems(tx, c.storeId, [order.id])).get(order.id) ?? [];
        await releaseStock(tx, c.storeId, items);
        const store = await getCheckoutStore(tx, c.storeId);
        const days = store?.bankTransferExpiryDays ?? 0;
        await appendOrderEvent(
          tx,
          c.storeId,
          order.id,
          {
            kind: 'expired',
            message: `Cancelled: no bank transfer received within ${countOf(days, 'day', 'days')}; its items are back in stock`,
            data: { from: 'pending|confirmed', to: 'cancelled', days },
            actor: systemActor,
          },
          now,
        );
        // No email once the customer deleted their data.
        if (store && order.customerEmail) {
          await queueOrderEmail(
            tx,
            c.storeId,
            order.id,
            shopperUpdateEmail(order, store, { kind: 'expired', days }),
            now,
          );
        }
        return { storeId: c.storeId, orderId: order.id, orderNumber: order.orderNumber };
      });
      if (result) {
        done.push(result);
        expiredNow++;
      }
    }
    // A full batch all taken by another process: stop rather than spin.
    if (candidates.length < BATCH || expiredNow === 0) break;
  }
  return done;
}

/** Runs the expiry every ORDER_EXPIRY_INTERVAL_MS for `app` (stopped on close). */
export function startOrderExpiry(app: FastifyInstance): void {
  startPeriodicJob(app, {
    name: 'order-expiry',
    intervalMs: ORDER_EXPIRY_INTERVAL_MS,
    failureMessage: 'expiring unpaid orders failed',
    async run() {
      const expired = await expireUnpaidOrders(app.ctx.db, app.ctx.now());
      for (const storeId of new Set(expired.map((e) => e.storeId))) {
        storefrontChangedInBackground(app, storeId);
      }
      if (expired.length) app.log.info({ orders: expired.length }, 'unpaid orders expired');
    },
  });
}
