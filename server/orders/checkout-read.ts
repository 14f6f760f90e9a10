/**
 * Everything a checkout reads before it writes, in ONE statement (one round trip, one
 * snapshot): the store's checkout settings, its owner's subscription dates and email, the
 * ordered products with all their variations, the shipping zones with their active rates, and
 * whether the idempotency key already placed an order; and what it is priced with: the ordered
 * products' categories, the automatic discounts in effect and those the entered codes name
 * (with their codes), and the store's tax rates. One snapshot matters: when it shows a
 * line sold out because this key's own first attempt took the last unit, it shows that order
 * too, so a retry is answered with its order rather than "sold out".
 * Owns: that read. Not: pricing rules (pricing.ts), writes (place-order.ts).
 */
import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  normaliseCode,
  type CheckoutDiscountDto,
  type SubscriptionDates,
  type TaxRateRule,
} from '../../shared';
import { toCheckoutDiscount } from '../discounts/checkout-discounts';
import {
  ownerSubscriptionFields,
  selectOwnerSubscription,
  toSubscriptionDates,
} from '../billing/closed-store';
import {
  discountCodes,
  discounts,
  orders,
  productCategories,
  products,
  productVariations,
  shippingRates,
  shippingZones,
  storeMembers,
  stores,
  taxRates,
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
  /** The ordered products' categories. */
  categoriesByProduct: Map<string, string[]>;
  /** The automatic discounts in effect, then those the codes name (with the code). */
  discounts: CheckoutDiscountDto[];
  /** Those of them with a usage limit (in all or per customer): their uses are claimed first. */
  limitedDiscountIds: ReadonlySet<string>;
  taxRates: TaxRateRule[];
}

/** A JSON array of `row` over `rows` (in `order`), `[]` when there are none. */
const jsonArray = (row: SQL, order: SQL) => sql`coalesce(json_agg(${row} order by ${order}), '[]')`;

const storeId = sql.placeholder('storeId');
const productIds = sql.placeholder('productIds');
const codes = sql.placeholder('codes');
const now = sql.placeholder('now');

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
      .limit(1)}) as existing_order_id,
    (${db
      .select({
        j: jsonArray(
          sql`json_build_array(${productCategories.productId}, ${productCategories.categoryId})`,
          sql`${productCategories.productId}`,
        ),
      })
      .from(productCategories)
      .where(
        and(
          eq(productCategories.storeId, storeId),
          sql`${productCategories.productId} = any(${productIds})`,
        ),
      )}) as categories,
    (${db
      .select({ j: jsonArray(jsonRow(discounts), sql`${discounts.createdAt}, ${discounts.id}`) })
      .from(discounts)
      .where(
        and(
          eq(discounts.storeId, storeId),
          sql`((${discounts.method} = 'automatic'
            and (${discounts.startsAt} is null or ${discounts.startsAt} <= ${now}::timestamptz)
            and (${discounts.endsAt} is null or ${discounts.endsAt} > ${now}::timestamptz))
            or ${discounts.id} in (select dc.discount_id from ${discountCodes} dc
              where dc.store_id = ${storeId} and dc.code = any(${codes})))`,
        ),
      )}) as discounts,
    (${db
      .select({
        j: jsonArray(
          sql`json_build_array(${discountCodes.code}, ${discountCodes.discountId})`,
          sql`${discountCodes.code}`,
        ),
      })
      .from(discountCodes)
      .where(
        and(eq(discountCodes.storeId, storeId), sql`${discountCodes.code} = any(${codes})`),
      )}) as codes,
    (${db
      .select({ j: jsonArray(jsonRow(taxRates), sql`${taxRates.position}`) })
      .from(taxRates)
      .where(eq(taxRates.storeId, storeId))}) as tax_rates`;

let readStatement: ReturnType<typeof prebuiltSql> | undefined;

/** Reads what checking out `productIds` of `storeId` with `idempotencyKey` needs (see the header). */
export async function readCheckout(
  db: DbOrTx,
  storeId: string,
  productIds: string[],
  idempotencyKey: string,
  pricing: { codes: readonly string[]; now: Date },
): Promise<CheckoutRead> {
  readStatement ??= prebuiltSql(() => buildRead(db));
  const entered = [...new Set(pricing.codes.map(normaliseCode).filter(Boolean))];
  const result = await db.execute(
    readStatement({
      storeId,
      productIds: [...new Set(productIds)],
      key: idempotencyKey,
      codes: entered,
      now: pricing.now.toISOString(),
    }),
  );
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
  const discountRows = list(row.discounts).map((d) => fromJsonRow(discounts, d));
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
    categoriesByProduct: groupPairs(list(row.categories) as [string, string][]),
    discounts: checkoutDiscountsOf(discountRows, list(row.codes) as [string, string][], entered),
    limitedDiscountIds: new Set(
      discountRows
        .filter((d) => d.usageLimit !== null || d.perCustomerLimit !== null)
        .map((d) => d.id),
    ),
    taxRates: list(row.tax_rates)
      .map((r) => fromJsonRow(taxRates, r))
      .map((r) => ({
        id: r.id,
        country: r.country,
        region: r.region,
        name: r.name,
        ratePpm: r.ratePpm,
        combine: r.combine,
      })),
  };
}

/** `[key, value]` pairs grouped by key. */
function groupPairs(pairs: [string, string][]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [k, v] of pairs) out.set(k, [...(out.get(k) ?? []), v]);
  return out;
}

/**
 * The automatic discounts (those read without a code), then each entered code's discount in
 * the order entered (a discount two codes name applies once, under the first).
 */
function checkoutDiscountsOf(
  rows: (typeof discounts.$inferSelect)[],
  codeRows: [string, string][],
  entered: string[],
): CheckoutDiscountDto[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const coded = new Map(codeRows);
  const out = rows.filter((r) => r.method === 'automatic').map((r) => toCheckoutDiscount(r, null));
  const seen = new Set<string>();
  for (const code of entered) {
    const row = byId.get(coded.get(code) ?? '');
    if (!row || row.method !== 'code' || seen.has(row.id)) continue;
    seen.add(row.id);
    out.push(toCheckoutDiscount(row, code));
  }
  return out;
}
