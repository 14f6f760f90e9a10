/**
 * The back-in-stock emails. A stock trigger (migration) queues a restock in `stock_restocks`
 * when a product or variation that someone waits for goes from none to some; each run takes
 * the queued restocks one by one, each in one transaction: the row is claimed by deleting it
 * (another process that deleted it first sends nothing), then the oldest waiting requests of
 * that choice — at most STOCK_ALERTS_PER_UNIT per unit it came back with — are marked notified
 * and their emails queued in the outbox. The rest wait for the next restock.
 * `startStockAlerts` runs it every STOCK_ALERT_JOB_INTERVAL_MS.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STOCK_ALERTS_PER_UNIT } from '../../shared';
import type { Db } from '../db/client';
import { productVariations, products, stockAlerts, stockRestocks } from '../db/schema';
import { enqueueEmails } from '../email/outbox';
import { findStoreSender } from '../email/store-sender';
import { storeLinkOrigin, type LinkConfig } from '../http/public-links';
import { startPeriodicJob } from '../jobs/periodic';
import { variationLabel } from '../orders/pricing';
import { backInStockEmail } from './stock-alert-email';

const BATCH = 50;

/** Sends the emails of every queued restock; answers how many were queued. */
export async function sendRestockAlerts(db: Db, now: Date, links: LinkConfig): Promise<number> {
  let sent = 0;
  for (let round = 0; round < 20; round++) {
    const queued = await db
      .select()
      .from(stockRestocks)
      .orderBy(asc(stockRestocks.createdAt))
      .limit(BATCH);
    for (const restock of queued) {
      sent += await db.transaction(async (tx) => {
        const [claimed] = await tx
          .delete(stockRestocks)
          .where(and(eq(stockRestocks.storeId, restock.storeId), eq(stockRestocks.id, restock.id)))
          .returning({ id: stockRestocks.id });
        if (!claimed) return 0;
        const sameChoice = and(
          eq(stockAlerts.storeId, restock.storeId),
          eq(stockAlerts.productId, restock.productId),
          restock.variationId
            ? eq(stockAlerts.variationId, restock.variationId)
            : isNull(stockAlerts.variationId),
          isNull(stockAlerts.notifiedAt),
        );
        const waiting = await tx
          .select({ id: stockAlerts.id, email: stockAlerts.email })
          .from(stockAlerts)
          .where(sameChoice)
          .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id))
          .limit(Math.max(0, restock.units) * STOCK_ALERTS_PER_UNIT)
          .for('update', { skipLocked: true });
        if (!waiting.length) return 0;
        const [product] = await tx
          .select()
          .from(products)
          .where(and(eq(products.storeId, restock.storeId), eq(products.id, restock.productId)))
          .limit(1);
        if (!product || product.status !== 'active') return 0;
        const [variation] = restock.variationId
          ? await tx
              .select()
              .from(productVariations)
              .where(
                and(
                  eq(productVariations.storeId, restock.storeId),
                  eq(productVariations.id, restock.variationId),
                ),
              )
              .limit(1)
          : [];
        const store = await findStoreSender(tx, restock.storeId);
        const origin = storeLinkOrigin(store, links);
        const label = variationLabel(product, variation ?? null);
        const name = label ? `${product.name} (${label})` : product.name;
        await tx
          .update(stockAlerts)
          .set({ notifiedAt: now })
          .where(
            and(
              eq(stockAlerts.storeId, restock.storeId),
              inArray(
                stockAlerts.id,
                waiting.map((w) => w.id),
              ),
            ),
          );
        await enqueueEmails(
          tx,
          waiting.map((w) =>
            backInStockEmail({
              store,
              origin,
              to: w.email,
              product: name,
              url: `${origin}/product/${encodeURIComponent(product.slug)}`,
            }),
          ),
        );
        return waiting.length;
      });
    }
    if (queued.length < BATCH) break;
  }
  return sent;
}

/** Runs the alerts every `intervalMs` for `app` (stopped on close). */
export function startStockAlerts(app: FastifyInstance, intervalMs: number): void {
  startPeriodicJob(app, {
    name: 'stock-alerts',
    intervalMs,
    failureMessage: 'sending back-in-stock emails failed',
    async run() {
      const sent = await sendRestockAlerts(app.ctx.db, app.ctx.now(), app.ctx.config);
      if (sent) app.log.info({ emails: sent }, 'back-in-stock emails queued');
    },
  });
}
