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
    const table = item.variationId ? productVariations : item.productId ? products : undefined;
    const id = item.variationId ?? item.productId;
    if (!table || !id) continue;
    // An untracked row took nothing, so nothing comes back.
    const [row] = await tx
      .update(table)
      .set({
        stock: sql`case when ${table.inventoryPolicy} = 'untracked' then ${table.stock} else ${table.stock} + ${q} end`,
      })
      .where(and(eq(table.id, id), eq(table.storeId, storeId)))
      .returning({ stock: table.stock, policy: table.inventoryPolicy });
    // Shoppers see it again only where 0 meant "out of stock" (deny).
    if (row && row.policy === 'deny' && row.stock > 0 && row.stock <= q) restocked = true;
  }
  return restocked;
}
