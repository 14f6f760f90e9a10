/**
 * The merchant's shipping rates: create in a zone, replace, delete, reorder. Amounts arrive as
 * decimals and are stored in minor units of the store's currency; a flat rate keeps no bands,
 * a weight rate's own price is 0 (its bands carry the prices).
 */
import { and, asc, eq, max, sql } from 'drizzle-orm';
import {
  toMinor,
  MAX_RATES_PER_ZONE,
  type AdminShippingRate,
  type AdminShippingZone,
  type ShippingRateInput,
} from '../../shared';
import type { Db } from '../db/client';
import { shippingRates } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { DbOrTx, ShippingRateRow } from '../orders/pricing';
import { getShippingZone, lockStoreShipping, requireZone, toAdminRate } from './zones';
import { storeCurrency } from '../db/store-rows';

export const rateNotFound = () =>
  notFound('Shipping rate not found', 'rateId', 'No such shipping rate in this store');

/** The stored columns of a rate form, in minor units. */
function toColumns(input: ShippingRateInput, currency: string) {
  const minor = (amount: number | null) => (amount === null ? null : toMinor(amount, currency));
  const weight = input.kind === 'weight';
  return {
    kind: input.kind,
    name: input.name,
    description: input.description,
    priceMinor: weight ? 0 : toMinor(input.price, currency),
    freeOverMinor: minor(input.freeOver),
    minSubtotalMinor: minor(input.minSubtotal),
    weightBands: weight
      ? input.weightBands.map((b) => ({
          upToGrams: b.upToGrams,
          priceMinor: toMinor(b.price, currency),
        }))
      : [],
    active: input.active,
  };
}

async function requireRate(tx: DbOrTx, storeId: string, rateId: string): Promise<ShippingRateRow> {
  const [rate] = await tx
    .select()
    .from(shippingRates)
    .where(and(eq(shippingRates.storeId, storeId), eq(shippingRates.id, rateId)))
    .limit(1);
  if (!rate) throw rateNotFound();
  return rate;
}

export async function createShippingRate(
  db: Db,
  storeId: string,
  zoneId: string,
  input: ShippingRateInput,
): Promise<AdminShippingRate> {
  return db.transaction(async (tx) => {
    await lockStoreShipping(tx, storeId);
    await requireZone(tx, storeId, zoneId);
    const [stats] = await tx
      .select({ position: max(shippingRates.position), count: sql<number>`count(*)::int` })
      .from(shippingRates)
      .where(and(eq(shippingRates.storeId, storeId), eq(shippingRates.zoneId, zoneId)));
    if ((stats?.count ?? 0) >= MAX_RATES_PER_ZONE) {
      throw new HttpError(409, `A zone holds at most ${MAX_RATES_PER_ZONE} rates`, [
        { field: 'zoneId', message: `This zone has ${MAX_RATES_PER_ZONE} rates already` },
      ]);
    }
    const currency = await storeCurrency(tx, storeId);
    const [rate] = await tx
      .insert(shippingRates)
      .values({
        storeId,
        zoneId,
        position: (stats?.position ?? -1) + 1,
        ...toColumns(input, currency),
      })
      .returning();
    if (!rate) throw new Error('shipping rate insert returned no row');
    return toAdminRate(rate, currency);
  });
}

/** Replaces every field of the rate; it stays in its zone and place. */
export async function updateShippingRate(
  db: Db,
  storeId: string,
  rateId: string,
  input: ShippingRateInput,
): Promise<AdminShippingRate> {
  return db.transaction(async (tx) => {
    await requireRate(tx, storeId, rateId);
    const currency = await storeCurrency(tx, storeId);
    const [rate] = await tx
      .update(shippingRates)
      .set(toColumns(input, currency))
      .where(and(eq(shippingRates.storeId, storeId), eq(shippingRates.id, rateId)))
      .returning();
    if (!rate) throw rateNotFound();
    return toAdminRate(rate, currency);
  });
}

/** Deletes the rate; orders placed with it keep its name and cost (their link is cleared). */
export async function deleteShippingRate(db: Db, storeId: string, rateId: string): Promise<void> {
  const deleted = await db
    .delete(shippingRates)
    .where(and(eq(shippingRates.storeId, storeId), eq(shippingRates.id, rateId)))
    .returning({ id: shippingRates.id });
  if (!deleted.length) throw rateNotFound();
}

/** Puts the zone's rates in the order of `rateIds`, which must list each of them once. */
export async function reorderShippingRates(
  db: Db,
  storeId: string,
  zoneId: string,
  rateIds: string[],
): Promise<AdminShippingZone> {
  return db.transaction(async (tx) => {
    await lockStoreShipping(tx, storeId);
    await requireZone(tx, storeId, zoneId);
    const current = await tx
      .select({ id: shippingRates.id })
      .from(shippingRates)
      .where(and(eq(shippingRates.storeId, storeId), eq(shippingRates.zoneId, zoneId)))
      .orderBy(asc(shippingRates.position));
    const known = new Set(current.map((r) => r.id));
    const asked = new Set(rateIds);
    if (
      asked.size !== rateIds.length ||
      asked.size !== known.size ||
      rateIds.some((id) => !known.has(id))
    ) {
      throw new HttpError(400, 'Invalid body: rateIds', [
        { field: 'rateIds', message: "List each of this zone's rates once" },
      ]);
    }
    for (const [position, id] of rateIds.entries()) {
      await tx
        .update(shippingRates)
        .set({ position })
        .where(and(eq(shippingRates.storeId, storeId), eq(shippingRates.id, id)));
    }
    return getShippingZone(tx, storeId, zoneId);
  });
}
