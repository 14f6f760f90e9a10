/**
 * One customer as the merchant's page shows them (their numbers, average order, latest orders,
 * saved addresses, the note and tags), the note and tags' change, and the merge of two records
 * of one person. Every statement is keyed by the store: another store's customer is "not
 * found", named by the field that sent its id.
 */
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  CUSTOMER_DETAIL_ORDERS,
  CUSTOMER_NOTE_MAX,
  CUSTOMER_TAGS_MAX,
  toDecimal,
  type CustomerDetailDto,
  type EmailMarketingState,
} from '../../shared';
import type { Db, DbOrTx } from '../db/client';
import { customerAddresses, customers, customerSessions, orders } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { toCustomerDto } from './customer-list';
import { refreshCustomerStats } from './customer-stats';

const notFoundAs = (field: string) =>
  notFound('Customer not found', field, 'No customer of this store has this id');

const ofCustomer = (storeId: string, id: string) =>
  and(eq(customers.storeId, storeId), eq(customers.id, id));

/** The customer's page, or a 404 naming `field`. */
export async function customerDetail(
  db: DbOrTx,
  storeId: string,
  currency: string,
  customerId: string,
  field = 'customerId',
): Promise<CustomerDetailDto> {
  const [row] = await db.select().from(customers).where(ofCustomer(storeId, customerId)).limit(1);
  if (!row) throw notFoundAs(field);
  const theirs = and(eq(orders.storeId, storeId), eq(orders.customerId, customerId));
  const [latest, [kept], addresses] = await Promise.all([
    db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        totalMinor: orders.totalMinor,
        currency: orders.currency,
      })
      .from(orders)
      .where(theirs)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(CUSTOMER_DETAIL_ORDERS),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(theirs, ne(orders.status, 'cancelled'))),
    db
      .select()
      .from(customerAddresses)
      .where(
        and(eq(customerAddresses.storeId, storeId), eq(customerAddresses.customerId, customerId)),
      )
      .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.createdAt)),
  ]);
  const counted = Number(kept?.n ?? 0);
  return {
    ...toCustomerDto(row, currency),
    note: row.note,
    currency,
    firstOrderAt: row.firstOrderAt?.toISOString() ?? null,
    averageOrder: counted ? toDecimal(Math.round(row.totalSpentMinor / counted), currency) : 0,
    orders: latest.map((o) => ({
      orderId: o.orderId,
      orderNumber: o.orderNumber,
      createdAt: o.createdAt.toISOString(),
      status: o.status,
      paymentStatus: o.paymentStatus,
      total: toDecimal(o.totalMinor, o.currency),
      currency: o.currency,
    })),
    addresses: addresses.map((a) => ({
      name: a.name,
      line1: a.line1,
      line2: a.line2,
      city: a.city,
      region: a.region,
      postalCode: a.postalCode,
      country: a.country,
      isDefault: a.isDefault,
    })),
  };
}

/** Tags as kept: trimmed, the first spelling of each tag (case aside), in the order given. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** Saves the merchant's note and tags on the customer. */
export async function updateCustomerNotes(
  db: Db,
  storeId: string,
  currency: string,
  input: { customerId: string; note: string; tags: string[] },
  now: Date,
): Promise<CustomerDetailDto> {
  const [updated] = await db
    .update(customers)
    .set({ note: input.note, tags: normalizeTags(input.tags), updatedAt: now })
    .where(ofCustomer(storeId, input.customerId))
    .returning({ id: customers.id });
  if (!updated) throw notFoundAs('customerId');
  return customerDetail(db, storeId, currency, input.customerId);
}

/** The stronger consent of two records: subscribed, then pending, then the rest as kept. */
const consentRank: Record<EmailMarketingState, number> = {
  subscribed: 3,
  pending: 2,
  not_subscribed: 1,
  unsubscribed: 0,
};

/**
 * Merges `mergeId` into `customerId` (the kept record keeps its email): the other's orders
 * become the kept one's, its saved addresses too (the kept default stays the default), its
 * tags join, its note follows the kept note, the name and phone fill the kept ones when empty,
 * and a withdrawal of consent wins over a consent (the later withdrawal was the person's
 * word); then the other record, its sessions and code go, and the numbers are recounted.
 */
export async function mergeCustomers(
  db: Db,
  storeId: string,
  currency: string,
  input: { customerId: string; mergeId: string },
  now: Date,
): Promise<CustomerDetailDto> {
  if (input.customerId === input.mergeId) {
    const message = 'Choose another customer to merge with this one';
    throw new HttpError(400, message, [{ field: 'mergeId', message }]);
  }
  await db.transaction(async (tx) => {
    // Both rows locked, in id order (two merges of the same pair queue, never deadlock).
    const ids = [input.customerId, input.mergeId].sort();
    const rows = [];
    for (const id of ids) {
      const [row] = await tx.select().from(customers).where(ofCustomer(storeId, id)).for('update');
      rows.push(row);
    }
    const kept = rows.find((r) => r?.id === input.customerId);
    const other = rows.find((r) => r?.id === input.mergeId);
    if (!kept) throw notFoundAs('customerId');
    if (!other) throw notFoundAs('mergeId');

    await tx
      .update(orders)
      .set({ customerId: kept.id })
      .where(and(eq(orders.storeId, storeId), eq(orders.customerId, other.id)));
    await tx
      .update(customerAddresses)
      .set({
        customerId: kept.id,
        isDefault: sql`${customerAddresses.isDefault} and not exists (
          select 1 from customer_addresses k
          where k.store_id = ${storeId} and k.customer_id = ${kept.id} and k.is_default)`,
      })
      .where(
        and(eq(customerAddresses.storeId, storeId), eq(customerAddresses.customerId, other.id)),
      );
    await tx
      .delete(customerSessions)
      .where(and(eq(customerSessions.storeId, storeId), eq(customerSessions.customerId, other.id)));

    const withdrawn =
      kept.emailMarketing === 'unsubscribed' || other.emailMarketing === 'unsubscribed';
    const consentFrom = withdrawn
      ? kept.emailMarketing === 'unsubscribed'
        ? kept
        : other
      : consentRank[other.emailMarketing] > consentRank[kept.emailMarketing]
        ? other
        : kept;
    const note = [kept.note, other.note].filter((n) => n.trim()).join('\n\n');
    await tx.delete(customers).where(ofCustomer(storeId, other.id));
    await tx
      .update(customers)
      .set({
        name: kept.name || other.name,
        phone: kept.phone || other.phone,
        note: note.slice(0, CUSTOMER_NOTE_MAX),
        tags: normalizeTags([...kept.tags, ...other.tags]).slice(0, CUSTOMER_TAGS_MAX),
        accountSince:
          kept.accountSince && other.accountSince
            ? kept.accountSince < other.accountSince
              ? kept.accountSince
              : other.accountSince
            : (kept.accountSince ?? other.accountSince),
        emailMarketing: consentFrom.emailMarketing,
        marketingUpdatedAt: consentFrom.marketingUpdatedAt,
        marketingSource: consentFrom.marketingSource,
        createdAt: kept.createdAt < other.createdAt ? kept.createdAt : other.createdAt,
        updatedAt: now,
      })
      .where(ofCustomer(storeId, kept.id));
    await refreshCustomerStats(tx, storeId, kept.id);
  });
  return customerDetail(db, storeId, currency, input.customerId);
}
