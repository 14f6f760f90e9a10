/**
 * Everything a checkout reads before it writes, in ONE statement (one round trip, one
 * snapshot): the store's checkout settings, its owner's subscription dates and email, the
 * ordered products with all their variations, the shipping zones with their active rates, and
 * whether the idempotency key already placed an order. One snapshot matters: when it shows a
 * line sold out because this key's own first attempt took the last unit, it shows that order
 * too, so a retry is answered with its order rather than "sold out".
 * Owns: that read. Not: pricing rules (pricing.ts), writes (place-order.ts).
 */
import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { SubscriptionDates } from '../../shared';
import {
  ownerSubscriptionFields,
  selectOwnerSubscription,
  toSubscriptionDates,
} from '../billing/closed-store';
import {
  orders,
  products,
  productVariations,
  shippingRates,
  shippingZones,
  storeMembers,
  stores,
  users,
} from '../db/schema';
import { fromJsonObject, fromJsonRow, jsonObject, jsonRow, prebuiltSql } from '../db/sql-rows';
import {
  checkoutStoreFields,
  toCatalogue,
  toQuotedZones,
  type Catalogue,
  type CheckoutStore,
  type DbOrTx,
  type QuotedZoneRow,
} from './pricing';

/** The query of the email of `storeId`'s first owner (at most one row). */
export function selectOwnerEmail(db: DbOrTx, storeId: string | Placeholder) {
  return db
    .select({ email: users.email })
    .from(storeMembers)
    .innerJoin(users, eq(users.id, storeMembers.userId))
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.role, 'owner')))
    .orderBy(storeMembers.createdAt)
    .limit(1);
}

export interface CheckoutRead {
  /** Undefined: no such store (nothing else is read then). */
  store: CheckoutStore | undefined;
  ownerSubscription: SubscriptionDates | null;
  ownerEmail: string | null;
  catalogue: Catalogue;
  zones: QuotedZoneRow[];
  /** The order this store's idempotency key already placed. */
  existingOrderId: string | null;
}

/** A JSON array of `row` over `rows` (in `order`), `[]` when there are none. */
const jsonArray = (row: SQL, order: SQL) => sql`coalesce(json_agg(${row} order by ${order}), '[]')`;

const storeId = sql.placeholder('storeId');
const productIds = sql.placeholder('productIds');

/** The read (see the header), built once: its values are the placeholders above and the key. */
const buildRead = (db: DbOrTx) => sql`select
    (${db
      .select({ j: jsonObject(checkoutStoreFields) })
      .from(stores)
      .where(eq(stores.id, storeId))}) as store,
    (select ${jsonObject(ownerSubscriptionFields, 'sub')} from ${selectOwnerSubscription(db, storeId)} sub) as subscription,
    (${selectOwnerEmail(db, storeId)}) as owner_email,
    (${db
      .select({ j: jsonArray(jsonRow(products), sql`${products.id}`) })
      .from(products)
      .where(
        and(eq(products.storeId, storeId), sql`${products.id} = any(${productIds})`),
      )}) as products,
    (${db
      .select({ j: jsonArray(jsonRow(productVariations), sql`${productVariations.position}`) })
      .from(productVariations)
      .where(
        and(
          eq(productVariations.storeId, storeId),
          sql`${productVariations.productId} = any(${productIds})`,
        ),
      )}) as variations,
    (${db
      .select({
        j: jsonArray(
          jsonRow(shippingZones),
          sql`${asc(shippingZones.restOfWorld)}, ${asc(shippingZones.position)}, ${asc(shippingZones.name)}`,
        ),
      })
      .from(shippingZones)
      .where(eq(shippingZones.storeId, storeId))}) as zones,
    (${db
      .select({
        j: jsonArray(
          jsonRow(shippingRates),
          sql`${asc(shippingRates.position)}, ${asc(shippingRates.name)}`,
        ),
      })
      .from(shippingRates)
      .where(and(eq(shippingRates.storeId, storeId), eq(shippingRates.active, true)))}) as rates,
    (${db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.idempotencyKey, sql.placeholder('key'))))
      .limit(1)}) as existing_order_id`;

let readStatement: ReturnType<typeof prebuiltSql> | undefined;

/** Reads what checking out `productIds` of `storeId` with `idempotencyKey` needs (see the header). */
export async function readCheckout(
  db: DbOrTx,
  storeId: string,
  productIds: string[],
  idempotencyKey: string,
): Promise<CheckoutRead> {
  readStatement ??= prebuiltSql(() => buildRead(db));
  const result = await db.execute(
    readStatement({ storeId, productIds: [...new Set(productIds)], key: idempotencyKey }),
  );
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
  return {
    store: row.store
      ? (fromJsonObject(checkoutStoreFields, row.store) as unknown as CheckoutStore)
      : undefined,
    ownerSubscription: row.subscription
      ? toSubscriptionDates(
          fromJsonObject(ownerSubscriptionFields, row.subscription) as Parameters<
            typeof toSubscriptionDates
          >[0],
        )
      : null,
    ownerEmail: typeof row.owner_email === 'string' ? row.owner_email : null,
    catalogue: toCatalogue(
      list(row.products).map((p) => fromJsonRow(products, p)),
      list(row.variations).map((v) => fromJsonRow(productVariations, v)),
    ),
    zones: toQuotedZones(
      list(row.zones).map((z) => fromJsonRow(shippingZones, z)),
      list(row.rates).map((r) => fromJsonRow(shippingRates, r)),
    ),
    existingOrderId: typeof row.existing_order_id === 'string' ? row.existing_order_id : null,
  };
}
