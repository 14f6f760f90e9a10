/**
 * The merchant's shipping zones: list (with every rate, rest of world last), create, update,
 * delete. A country belongs to at most one zone of a store (checked under a per-store lock,
 * so two writes cannot both take it); the rest-of-world zone lists no countries and stays.
 */
import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import {
  countryName,
  type AddShippingZoneBody,
  type AdminShippingRate,
  type AdminShippingZone,
  type ShippingZonesReply,
  type UpdateShippingZoneBody,
} from '../../shared';
import type { Db } from '../db/client';
import { storeCurrency } from '../db/store-rows';
import { shippingRates, shippingZones } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import {
  readZonesAndRates,
  toShippingRateDto,
  type DbOrTx,
  type ShippingRateRow,
  type ShippingZoneRow,
} from '../orders/pricing';

export const zoneNotFound = () =>
  notFound('Shipping zone not found', 'zoneId', 'No such shipping zone in this store');

/** Serialises a store's shipping writes (a country taken twice, positions). */
export async function lockStoreShipping(tx: DbOrTx, storeId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`shipping:${storeId}`}, 0))`,
  );
}

export function toAdminRate(row: ShippingRateRow, currency: string): AdminShippingRate {
  return {
    ...toShippingRateDto(row, currency),
    zoneId: row.zoneId,
    active: row.active,
    position: row.position,
  };
}

function toAdminZone(
  zone: ShippingZoneRow,
  rates: ShippingRateRow[],
  currency: string,
): AdminShippingZone {
  return {
    id: zone.id,
    name: zone.name,
    countries: zone.countries,
    restOfWorld: zone.restOfWorld,
    position: zone.position,
    rates: rates.filter((r) => r.zoneId === zone.id).map((r) => toAdminRate(r, currency)),
  };
}

/** The store's zones in order (rest of world last), each with all its rates in order. */
export async function listShippingZones(db: DbOrTx, storeId: string): Promise<ShippingZonesReply> {
  const currency = await storeCurrency(db, storeId);
  const { zones, rates } = await readZonesAndRates(db, storeId, false);
  return { currency, zones: zones.map((z) => toAdminZone(z, rates, currency)) };
}

/** One zone of the store with its rates; 404 when it is not the store's. */
export async function getShippingZone(
  db: DbOrTx,
  storeId: string,
  zoneId: string,
): Promise<AdminShippingZone> {
  const zone = await requireZone(db, storeId, zoneId);
  const rates = await db
    .select()
    .from(shippingRates)
    .where(and(eq(shippingRates.storeId, storeId), eq(shippingRates.zoneId, zoneId)))
    .orderBy(asc(shippingRates.position), asc(shippingRates.name));
  return toAdminZone(zone, rates, await storeCurrency(db, storeId));
}

export async function requireZone(
  db: DbOrTx,
  storeId: string,
  zoneId: string,
): Promise<ShippingZoneRow> {
  const [zone] = await db
    .select()
    .from(shippingZones)
    .where(and(eq(shippingZones.storeId, storeId), eq(shippingZones.id, zoneId)))
    .limit(1);
  if (!zone) throw zoneNotFound();
  return zone;
}

/** A 400 naming `countries` when another zone of the store already lists one of them. */
async function checkCountriesFree(
  tx: DbOrTx,
  storeId: string,
  countries: string[],
  exceptZoneId: string | null,
): Promise<void> {
  if (!countries.length) return;
  const others = await tx
    .select({ id: shippingZones.id, name: shippingZones.name, countries: shippingZones.countries })
    .from(shippingZones)
    .where(
      and(
        eq(shippingZones.storeId, storeId),
        exceptZoneId ? ne(shippingZones.id, exceptZoneId) : undefined,
      ),
    );
  const taken = countries.flatMap((code) => {
    const zone = others.find((z) => z.countries.includes(code));
    return zone ? [`${countryName(code)} is already in ${zone.name}`] : [];
  });
  if (taken.length) {
    throw new HttpError(400, 'A country can be in one shipping zone only', [
      { field: 'countries', message: taken.join('; ') },
    ]);
  }
}

export async function createShippingZone(
  db: Db,
  storeId: string,
  body: Omit<AddShippingZoneBody, 'storeId'>,
  now: Date,
): Promise<AdminShippingZone> {
  return db.transaction(async (tx) => {
    await lockStoreShipping(tx, storeId);
    await checkCountriesFree(tx, storeId, body.countries, null);
    const [last] = await tx
      .select({ position: max(shippingZones.position) })
      .from(shippingZones)
      .where(and(eq(shippingZones.storeId, storeId), eq(shippingZones.restOfWorld, false)));
    const [zone] = await tx
      .insert(shippingZones)
      .values({
        storeId,
        name: body.name,
        countries: body.countries,
        restOfWorld: false,
        position: (last?.position ?? -1) + 1,
        createdAt: now,
      })
      .returning();
    if (!zone) throw new Error('shipping zone insert returned no row');
    return toAdminZone(zone, [], await storeCurrency(tx, storeId));
  });
}

export async function updateShippingZone(
  db: Db,
  storeId: string,
  body: Omit<UpdateShippingZoneBody, 'storeId'>,
): Promise<AdminShippingZone> {
  return db.transaction(async (tx) => {
    await lockStoreShipping(tx, storeId);
    const zone = await requireZone(tx, storeId, body.zoneId);
    if (body.countries !== undefined) {
      if (zone.restOfWorld && body.countries.length) {
        throw new HttpError(400, 'The rest of world zone takes no countries', [
          {
            field: 'countries',
            message: 'Rest of world covers every country no other zone lists: it takes no list',
          },
        ]);
      }
      if (!zone.restOfWorld && !body.countries.length) {
        throw new HttpError(400, 'Invalid body: countries', [
          { field: 'countries', message: 'Add at least one country' },
        ]);
      }
      await checkCountriesFree(tx, storeId, body.countries, zone.id);
    }
    const set: Partial<typeof shippingZones.$inferInsert> = {};
    if (body.name !== undefined) set.name = body.name;
    if (body.countries !== undefined && !zone.restOfWorld) set.countries = body.countries;
    if (Object.keys(set).length) {
      await tx
        .update(shippingZones)
        .set(set)
        .where(and(eq(shippingZones.storeId, storeId), eq(shippingZones.id, zone.id)));
    }
    return getShippingZone(tx, storeId, zone.id);
  });
}

/** Deletes the zone and its rates (orders keep their shipping name and cost). */
export async function deleteShippingZone(db: Db, storeId: string, zoneId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockStoreShipping(tx, storeId);
    const zone = await requireZone(tx, storeId, zoneId);
    if (zone.restOfWorld) {
      throw new HttpError(409, 'The rest of world zone cannot be deleted', [
        {
          field: 'zoneId',
          message: 'Rest of world stays: remove its rates to stop shipping to other countries',
        },
      ]);
    }
    await tx
      .delete(shippingZones)
      .where(and(eq(shippingZones.storeId, storeId), eq(shippingZones.id, zone.id)));
  });
}
