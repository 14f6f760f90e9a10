/**
 * Orders as the API answers them: rows to the shopper's order (checkout answer, confirmation
 * page) and the merchant's summaries. Owns: that mapping and the reads behind it. Not: writes.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  ppmToPercent,
  readCheckoutSettings,
  refundedTaxMinor,
  toDecimal,
  type OrderDto,
  type OrderItemDto,
} from '../../shared';
import { orderItems, orders } from '../db/schema';
import type { CheckoutStore, DbOrTx } from './pricing';
import { storeRow } from '../db/store-rows';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

function toItemDto(item: OrderItemRow, currency: string): OrderItemDto {
  return {
    productId: item.productId,
    variationId: item.variationId,
    name: item.name,
    variationLabel: item.variationLabel,
    image: item.image,
    unitPrice: toDecimal(item.unitPriceMinor, currency),
    quantity: item.quantity,
    lineTotal: toDecimal(item.lineTotalMinor, currency),
    discount: toDecimal(item.discountMinor, currency),
    tax: toDecimal(item.taxMinor, currency),
  };
}

/**
 * What an order answer shows of its store: its current transfer instructions and account, and
 * the thank-you texts of its checkout settings (their defaults when not given).
 */
export type OrderStoreInfo = Pick<CheckoutStore, 'bankTransferInstructions' | 'bankAccount'> &
  Partial<Pick<CheckoutStore, 'checkoutSettings'>>;

/** The latest proof of payment an order has (the shopper sees its state). */
export type LatestProof = OrderDto['latestProof'];

/** One order with its items, as its buyer sees it (the merchant's detail extends it). */
export function toOrderDto(
  order: OrderRow,
  items: OrderItemRow[],
  store: OrderStoreInfo,
  latestProof: LatestProof = null,
  cardPayment: OrderDto['cardPayment'] = null,
): OrderDto {
  const c = order.currency;
  const bank = order.paymentMethod === 'bank_transfer';
  const texts = readCheckoutSettings(store.checkoutSettings).texts;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    currency: c,
    subtotal: toDecimal(order.subtotalMinor, c),
    discount: toDecimal(order.discountMinor, c),
    shipping: toDecimal(order.shippingMinor, c),
    shippingDiscount: toDecimal(order.shippingDiscountMinor, c),
    tax: toDecimal(order.taxMinor, c),
    taxIncluded: order.taxIncluded,
    discounts: order.discountLines.map((d) => ({
      title: d.title,
      code: d.code,
      kind: d.kind,
      amount: toDecimal(d.amountMinor, c),
    })),
    taxLines: order.taxLines.map((t) => ({
      name: t.name,
      percent: ppmToPercent(t.ratePpm),
      amount: toDecimal(t.amountMinor, c),
    })),
    paymentFee: toDecimal(order.paymentFeeMinor, c),
    total: toDecimal(order.totalMinor, c),
    refunded: toDecimal(order.refundedMinor, c),
    refundedTax: toDecimal(refundedTaxMinor(order), c),
    shippingMethod: order.shippingMethodName,
    bankTransferInstructions: bank ? store.bankTransferInstructions : null,
    bankAccount: bank
      ? {
          accountName: store.bankAccount.accountName ?? '',
          bankName: store.bankAccount.bankName ?? '',
          accountNumber: store.bankAccount.accountNumber ?? '',
          bankCode: store.bankAccount.bankCode ?? '',
        }
      : null,
    tracking:
      order.trackingNumber || order.carrier
        ? { carrier: order.carrier, number: order.trackingNumber, url: order.trackingUrl }
        : null,
    latestProof,
    customer: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
    address: order.shippingAddress && {
      line1: order.shippingAddress.line1,
      line2: order.shippingAddress.line2,
      company: order.shippingAddress.company ?? '',
      city: order.shippingAddress.city,
      region: order.shippingAddress.region,
      postalCode: order.shippingAddress.postalCode,
      country: order.shippingAddress.country,
    },
    note: order.note,
    items: items.map((i) => toItemDto(i, c)),
    createdAt: order.createdAt.toISOString(),
    thankYou: { title: texts.thankYouTitle, message: texts.thankYouMessage },
    cardPayment,
  };
}

/** Items have no position column: name, then option label, then id, everywhere. */
export function compareItems(a: OrderItemRow, b: OrderItemRow): number {
  const key = (i: OrderItemRow) => [i.name, i.variationLabel, i.id] as const;
  const [x, y] = [key(a), key(b)];
  for (let k = 0; k < x.length; k++) {
    if (x[k] !== y[k]) return (x[k] ?? '') < (y[k] ?? '') ? -1 : 1;
  }
  return 0;
}

/** The items of these orders, grouped by order id, each list in `compareItems` order. */
export async function getOrderItems(
  db: DbOrTx,
  storeId: string,
  orderIds: string[],
): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.storeId, storeId), inArray(orderItems.orderId, orderIds)));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  for (const list of byOrder.values()) list.sort(compareItems);
  return byOrder;
}

/** The order `orderId` of `storeId`, or undefined. */
export async function getOrder(
  db: DbOrTx,
  storeId: string,
  orderId: string,
): Promise<OrderRow | undefined> {
  return storeRow(db, orders, storeId, orderId);
}
