/**
 * The shipping rates every new store starts with (and the demo store's bank details), so a
 * fresh store can take orders before its merchant edits them. Amounts in minor units.
 */
import type { shippingRates } from '../db/schema';

type NewShippingRate = Omit<typeof shippingRates.$inferInsert, 'storeId'>;

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

/** The default rates as rows for `storeId`. */
export function defaultShippingRatesFor(storeId: string) {
  return defaultShippingRates.map((rate) => ({ ...rate, storeId }));
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
