/**
 * Stock back on sale when an order is cancelled (by the merchant or the expiry job). Called
 * only by the transaction whose guarded UPDATE flipped the order to `cancelled`, so an
 * order's units come back exactly once. Every write is scoped by store id.
 */
import { and, eq, sql } from 'drizzle-orm';
import { products, productVariations } from '../db/schema';
import type { OrderItemRow } from './order-dto';
import type { DbOrTx } from './pricing';
import { stockRowOrder } from './place-order';

/** Puts the items' units back on their stock rows; true when a row came back from 0. */
export async function releaseStock(
  tx: DbOrTx,
  storeId: string,
  items: OrderItemRow[],
): Promise<boolean> {
  let restocked = false;
  // The checkout's row order: a cancel and a checkout never wait on each other in a cycle.
  for (const item of [...items].sort(stockRowOrder)) {
    const q = item.quantity;
    const rows = item.variationId
      ? await tx
          .update(productVariations)
          .set({ stock: sql`${productVariations.stock} + ${q}` })
          .where(
            and(eq(productVariations.id, item.variationId), eq(productVariations.storeId, storeId)),
          )
          .returning({ stock: productVariations.stock })
      : item.productId
        ? await tx
            .update(products)
            .set({ stock: sql`${products.stock} + ${q}` })
            .where(and(eq(products.id, item.productId), eq(products.storeId, storeId)))
            .returning({ stock: products.stock })
        : [];
    if (rows[0] && rows[0].stock === q) restocked = true;
  }
  return restocked;
}
