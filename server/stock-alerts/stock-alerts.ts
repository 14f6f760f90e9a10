/**
 * Back-in-stock requests (shared/api/stock-alerts.ts): a shopper's request for a sold-out
 * product or variation of the store (one waiting request per email and choice: asking again
 * changes nothing), and the merchant's view of who waits, per variation.
 */
import { and, asc, count, desc, eq, isNull, min, sql } from 'drizzle-orm';
import { isSellable, type StockAlertDemand } from '../../shared';
import type { Db } from '../db/client';
import { productVariations, products, stockAlerts } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { variationLabel } from '../orders/pricing';

const refused = (field: string, message: string, status = 400) =>
  new HttpError(status, message, [{ field, message }]);

/** Records `email`'s request for the sold-out choice; a product in stock is a 409. */
export async function subscribeToRestock(
  db: Db,
  body: { storeId: string; productId: string; variationId: string | null; email: string },
  now: Date,
): Promise<void> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.storeId, body.storeId), eq(products.id, body.productId)))
    .limit(1);
  if (!product || product.status !== 'active') {
    throw refused('productId', 'This product is no longer sold here', 404);
  }
  const variations = await db
    .select()
    .from(productVariations)
    .where(
      and(
        eq(productVariations.storeId, body.storeId),
        eq(productVariations.productId, body.productId),
      ),
    );
  const variation = body.variationId
    ? variations.find((v) => v.id === body.variationId)
    : undefined;
  if (body.variationId ? !variation : variations.length > 0) {
    throw refused('variationId', 'Choose the options you want first');
  }
  const row = variation ?? product;
  if (isSellable(row.stock, row.inventoryPolicy)) {
    throw refused(
      body.variationId ? 'variationId' : 'productId',
      'This is in stock: you can add it to your cart now',
      409,
    );
  }
  // Asked already (and still waiting): nothing more to record.
  await db
    .insert(stockAlerts)
    .values({
      storeId: body.storeId,
      productId: body.productId,
      variationId: body.variationId,
      email: body.email,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** Who waits for product `productId`, per variation, most wanted first. */
export async function restockDemand(
  db: Db,
  storeId: string,
  productId: string,
): Promise<StockAlertDemand> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.id, productId)))
    .limit(1);
  if (!product)
    throw notFound('Product not found', 'productId', 'No product of this store has this id');
  const rows = await db
    .select({
      variationId: stockAlerts.variationId,
      waiting: count(),
      since: min(stockAlerts.createdAt),
    })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.storeId, storeId),
        eq(stockAlerts.productId, productId),
        isNull(stockAlerts.notifiedAt),
      ),
    )
    .groupBy(stockAlerts.variationId)
    .orderBy(desc(count()), asc(sql`min(${stockAlerts.createdAt})`));
  const variations = await db
    .select()
    .from(productVariations)
    .where(and(eq(productVariations.storeId, storeId), eq(productVariations.productId, productId)));
  const byId = new Map(variations.map((v) => [v.id, v]));
  const variants = rows.map((r) => ({
    variationId: r.variationId,
    label: r.variationId ? variationLabel(product, byId.get(r.variationId) ?? null) : '',
    waiting: Number(r.waiting),
    since: (r.since ?? new Date(0)).toISOString(),
  }));
  return { waiting: variants.reduce((n, v) => n + v.waiting, 0), variants };
}
