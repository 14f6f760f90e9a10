/**
 * A store's taxes: whether its prices include tax, whether shipping is taxed, and its rates
 * (`tax_rates`, replaced as a whole list by the tax screen). Rates are kept in PPM and spoken
 * as percentages. Owns: those columns and rows. Not: computing tax (shared/pricing/).
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  percentToPpm,
  ppmToPercent,
  type TaxSettingsDto,
  type UpdateTaxSettingsBody,
} from '../../shared';
import type { Db } from '../db/client';
import { stores, taxRates } from '../db/schema';
import { notFound } from '../http/errors';

/** The store's taxes as the tax screen and the checkout read them. */
export async function getTaxSettings(
  db: Pick<Db, 'select'>,
  storeId: string,
): Promise<TaxSettingsDto> {
  const [store] = await db
    .select({ pricesIncludeTax: stores.pricesIncludeTax, taxShipping: stores.taxShipping })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!store) throw notFound('Store not found', 'storeId', 'No such store');
  const rates = await db
    .select()
    .from(taxRates)
    .where(eq(taxRates.storeId, storeId))
    .orderBy(asc(taxRates.position), asc(taxRates.country));
  return {
    storeId,
    pricesIncludeTax: store.pricesIncludeTax,
    taxShipping: store.taxShipping,
    rates: rates.map((r) => ({
      id: r.id,
      country: r.country,
      region: r.region,
      name: r.name,
      percent: ppmToPercent(r.ratePpm),
      combine: r.combine,
    })),
  };
}

/** Replaces the store's tax settings and rates (the body's duplicates were refused by its schema). */
export async function updateTaxSettings(
  db: Db,
  storeId: string,
  body: Omit<UpdateTaxSettingsBody, 'storeId'>,
  now: Date,
): Promise<TaxSettingsDto> {
  await db.transaction(async (tx) => {
    const [store] = await tx
      .update(stores)
      .set({
        pricesIncludeTax: body.pricesIncludeTax,
        taxShipping: body.taxShipping,
        updatedAt: now,
      })
      .where(eq(stores.id, storeId))
      .returning({ id: stores.id });
    if (!store) throw notFound('Store not found', 'storeId', 'No such store');
    await tx.delete(taxRates).where(and(eq(taxRates.storeId, storeId)));
    if (body.rates.length) {
      await tx.insert(taxRates).values(
        body.rates.map((r, position) => ({
          storeId,
          country: r.country,
          region: r.region,
          name: r.name,
          ratePpm: percentToPpm(r.percent),
          combine: r.combine,
          position,
        })),
      );
    }
  });
  return getTaxSettings(db, storeId);
}
