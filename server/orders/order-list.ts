/**
 * The merchant's order list: filters (status, payment status and method, days in a time
 * zone, a search by number or by part of the customer's name, email or phone), sorts, a page,
 * and the counts per status under every filter but `status` (one grouped query). The CSV
 * export (export-orders.ts) uses the same filters and sort keys.
 *
 * The search matches `lower(customer_name || ' ' || customer_email || ' ' || customer_phone)`
 * with LIKE '%…%', written exactly as the trigram index `orders_customer_search_trgm_idx`
 * (migration 0008) so PostgreSQL can use it; digits (with or without #) also match the number.
 */
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  toDecimal,
  orderStatuses,
  type OrderFilters,
  type OrderListDto,
  type OrderListQuery,
  type OrderSort,
  type OrderSummaryDto,
  pagePosition,
  type PaymentStateName,
} from '../../shared';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { HttpError } from '../http/errors';
import { likeContaining } from '../lib/sql';

/** Orders in a payment state (shared/order-lifecycle.ts's `paymentState`, as SQL). */
function paymentStateFilter(state: PaymentStateName | undefined): SQL | undefined {
  if (!state) return undefined;
  if (state === 'partially_refunded')
    return and(
      eq(orders.paymentStatus, 'refunded'),
      sql`${orders.refundedMinor} < ${orders.totalMinor}`,
    );
  if (state === 'refunded')
    return and(
      eq(orders.paymentStatus, 'refunded'),
      sql`${orders.refundedMinor} >= ${orders.totalMinor}`,
    );
  return eq(orders.paymentStatus, state);
}

/** The WHERE conditions of `filters` for `storeId`; `status` left out when asked. */
export function orderFilterConditions(
  storeId: string,
  filters: Omit<OrderFilters, 'storeId' | 'sort'>,
  options: { withStatus: boolean } = { withStatus: true },
): SQL[] {
  const tz = filters.tz ?? 'UTC';
  if (filters.from && filters.to && filters.from > filters.to) {
    throw new HttpError(400, 'Invalid query: to', [
      { field: 'to', message: 'to must be on or after from' },
    ]);
  }
  const out: (SQL | undefined)[] = [
    eq(orders.storeId, storeId),
    options.withStatus && filters.status ? eq(orders.status, filters.status) : undefined,
    paymentStateFilter(filters.paymentStatus),
    filters.paymentMethod ? eq(orders.paymentMethod, filters.paymentMethod) : undefined,
    filters.from
      ? sql`${orders.createdAt} >= (${filters.from}::date::timestamp at time zone ${tz})`
      : undefined,
    filters.to
      ? sql`${orders.createdAt} < ((${filters.to}::date + 1)::timestamp at time zone ${tz})`
      : undefined,
  ];
  const term = filters.search?.trim().toLowerCase();
  if (term) {
    // The index's expression, verbatim (the ' ' separators are literals, not parameters).
    const text = sql`lower(${orders.customerName} || ' ' || ${orders.customerEmail} || ' ' || ${orders.customerPhone}) like ${likeContaining(term)}`;
    const number = /^#?\s*(\d{1,9})$/.exec(term);
    out.push(number ? or(eq(orders.orderNumber, Number(number[1])), text) : text);
  }
  return out.filter((c): c is SQL => c !== undefined);
}

/**
 * Each sort's key columns and direction; the order number (unique in a store) ends each key, so
 * the order is total and ties read in the order the orders were placed.
 */
export const sortKeys: Record<OrderSort, { columns: AnyPgColumn[]; direction: 'asc' | 'desc' }> = {
  newest: { columns: [orders.createdAt, orders.orderNumber], direction: 'desc' },
  oldest: { columns: [orders.createdAt, orders.orderNumber], direction: 'asc' },
  total_desc: {
    columns: [orders.totalMinor, orders.createdAt, orders.orderNumber],
    direction: 'desc',
  },
  total_asc: {
    columns: [orders.totalMinor, orders.createdAt, orders.orderNumber],
    direction: 'asc',
  },
  number_desc: { columns: [orders.orderNumber], direction: 'desc' },
  number_asc: { columns: [orders.orderNumber], direction: 'asc' },
};

export function orderBy(sort: OrderSort | undefined): SQL[] {
  const key = sortKeys[sort ?? 'newest'];
  return key.columns.map((c) => (key.direction === 'desc' ? desc(c) : asc(c)));
}

export function toOrderSummary(r: typeof orders.$inferSelect): OrderSummaryDto {
  return {
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
    testMode: r.testMode,
    needsReview: r.paymentReview !== null,
  };
}

/** One page (zero-based) of the store's orders under `query`, with the counts per status. */
export async function listOrders(
  db: Db,
  storeId: string,
  query: Omit<OrderListQuery, 'storeId'>,
): Promise<OrderListDto> {
  const where = and(...orderFilterConditions(storeId, query));
  const countWhere = and(...orderFilterConditions(storeId, query, { withStatus: false }));
  const [rows, grouped] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...orderBy(query.sort))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(countWhere)
      .groupBy(orders.status),
  ]);
  const counts = {
    all: 0,
    ...Object.fromEntries(orderStatuses.map((s) => [s, 0])),
  } as OrderListDto['counts'];
  for (const g of grouped) {
    if (g.status in counts) counts[g.status] = Number(g.n);
    counts.all += Number(g.n);
  }
  const totalElements = query.status ? counts[query.status] : counts.all;
  return {
    orders: rows.map(toOrderSummary),
    counts,
    ...pagePosition(query.page, query.size, totalElements),
  };
}
