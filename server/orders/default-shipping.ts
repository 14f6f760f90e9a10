/**
 * The shipping every new store starts with — a "rest of world" zone holding two rates — (and
 * the demo store's bank details), so a fresh store can take orders before its merchant edits
 * them. Amounts in minor units.
 */
import { and, eq } from 'drizzle-orm';
import { shippingRates, shippingZones } from '../db/schema';
import type { DbOrTx } from './pricing';

type NewShippingRate = Omit<typeof shippingRates.$inferInsert, 'storeId' | 'zoneId'>;

/** Standard (free from 50.00) and express, in the store's minor units. */
export const defaultShippingRates: readonly NewShippingRate[] = [
  {
    name: 'Standard delivery',
    description: '3-5 business days',
    priceMinor: 500,
    freeOverMinor: 5000,
    position: 0,
  },
  {
    name: 'Express delivery',
    description: '1-2 business days',
    priceMinor: 1500,
    freeOverMinor: null,
    position: 1,
  },
];

/** The store's "rest of world" zone id, created when it has none. */
export async function restOfWorldZoneId(tx: DbOrTx, storeId: string): Promise<string> {
  const [existing] = await tx
    .select({ id: shippingZones.id })
    .from(shippingZones)
    .where(and(eq(shippingZones.storeId, storeId), eq(shippingZones.restOfWorld, true)))
    .limit(1);
  if (existing) return existing.id;
  const [zone] = await tx
    .insert(shippingZones)
    .values({ storeId, name: 'Rest of world', restOfWorld: true, position: 1000 })
    .returning({ id: shippingZones.id });
  if (!zone) throw new Error('shipping zone insert returned no row');
  return zone.id;
}

/** Gives a new store its rest-of-world zone and the default rates. */
export async function insertDefaultShipping(tx: DbOrTx, storeId: string): Promise<void> {
  const zoneId = await restOfWorldZoneId(tx, storeId);
  await tx
    .insert(shippingRates)
    .values(defaultShippingRates.map((r) => ({ ...r, storeId, zoneId })));
}

/** The demo store's bank-transfer instructions (a real store's merchant writes their own). */
export const demoBankTransferInstructions = [
  'Pay by bank transfer to:',
  'Account name: Demo Outfitters Ltd',
  'IBAN: GB33 BUKB 2020 1555 5555 55',
  'BIC: BUKBGB22',
  'Reference: your order number',
  'We ship once the payment arrives (usually 1-2 business days).',
].join('\n');
