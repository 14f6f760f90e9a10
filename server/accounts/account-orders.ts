/**
 * A signed-in customer's orders: every order of the store that is theirs (`orders.customer_id`,
 * set by the email when placed: guest orders placed before the account too, and a merged
 * record's), newest first, each with its items, tracking and the path of its own page (the
 * confirmation page, by its signed link). Read through `orders_store_customer_created_idx`.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import {
  pagePosition,
  type AccountOrdersReply,
  type BuyAgainReply,
  type OrderDto,
} from '../../shared';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { notFound } from '../http/errors';
import { getOrderItems, toOrderDto } from '../orders/order-dto';
import { orderConfirmationUrl } from '../orders/store-links';
import { getActiveProductsByIds } from '../storefront/queries';

export async function listAccountOrders(
  db: Db,
  customer: { storeId: string; customerId: string },
  page: number,
  size: number,
): Promise<AccountOrdersReply> {
  const { storeId } = customer;
  const theirs = customerOrders(customer);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(theirs)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(orders).where(theirs),
  ]);
  const items = await getOrderItems(
    db,
    storeId,
    rows.map((o) => o.id),
  );
  // What the list shows of each order (the reply's schema keeps only its own fields).
  const noBank = { bankTransferInstructions: '', bankAccount: {} };
  return {
    orders: rows.map((o) => ({
      ...toOrderDto(o, items.get(o.id) ?? [], noBank),
      orderPath: orderConfirmationUrl('', o),
    })),
    ...pagePosition(page, size, Number(total?.n ?? 0)),
  };
}

/** The orders of `customerId` at `storeId`. */
export const customerOrders = ({ storeId, customerId }: { storeId: string; customerId: string }) =>
  and(eq(orders.storeId, storeId), eq(orders.customerId, customerId));

/** The name, phone and address of the customer's latest order, or undefined. */
export async function latestOrderContact(
  db: Pick<Db, 'select'>,
  customer: { storeId: string; customerId: string },
): Promise<{ name: string; phone: string; address: OrderDto['address'] } | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(customerOrders(customer))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(1);
  if (!row) return undefined;
  const dto = toOrderDto(row, [], { bankTransferInstructions: '', bankAccount: {} });
  return { name: row.customerName, phone: row.customerPhone, address: dto.address };
}

/**
 * "Buy again": the items of the customer's order `orderId` (another customer's order, or
 * another store, is not found) and the store's active products among them, as the storefront
 * reads them: the browser's cart rules decide what can be added (today's price, a variation
 * still sold and in stock), and name the rest.
 */
export async function buyAgain(
  db: Db,
  customer: { storeId: string; customerId: string },
  orderId: string,
): Promise<BuyAgainReply> {
  const { storeId } = customer;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(customerOrders(customer), eq(orders.id, orderId)))
    .limit(1);
  if (!order) throw notFound('Order not found', 'orderId', 'This order is not on your account');
  const rows = (await getOrderItems(db, storeId, [order.id])).get(order.id) ?? [];
  const ids = [...new Set(rows.flatMap((r) => (r.productId ? [r.productId] : [])))];
  return {
    items: rows.map((r) => ({
      productId: r.productId,
      variationId: r.variationId,
      name: r.name,
      quantity: r.quantity,
    })),
    products: await getActiveProductsByIds(db, storeId, ids),
  };
}
