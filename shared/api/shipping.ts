/**
 * The shipping API: the merchant's zones (a name and country codes, or the store's one "rest
 * of world" zone) and their rates (flat, free over an amount, or by weight bands), and the
 * zone and rate answers the checkout reads. Amounts are decimals in the store's currency;
 * weights are whole grams. Request bodies are strict; a rate's whole-rate rules (bands
 * ascending, bands for a weight rate) run on the client and the server alike.
 */
import { z } from 'zod';
import { roundGrams } from '../shipping';
import { idSchema, oneLineText, requiredLine } from './fields';
import { deletedReplySchema } from './ok';
import { isCountryCode } from '../countries';
import { storeIdSchema } from './store';

export const shippingZoneIdSchema = idSchema('zoneId');
export const shippingRateIdSchema = idSchema('rateId');

const amount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be at least 0`)
    .max(10_000_000, `${label} must be at most 10000000`);

/**
 * A product's or variation's shipping weight in grams (up to 1,000 kg), kept to the milligram
 * (finer digits are rounded: 226.796185 is 226.796); null: not given.
 */
export const weightGramsSchema = z
  .number({ error: 'Weight must be a number of grams' })
  .min(0, 'Weight must be at least 0 g')
  .max(1_000_000, 'Weight must be at most 1000000 g (1 t)')
  .transform(roundGrams);

/** At most this many weight bands per rate. */
export const MAX_WEIGHT_BANDS = 30;
/** At most this many rates per zone. */
export const MAX_RATES_PER_ZONE = 50;

/** Country codes (any case in, capitals out), each once. */
export const zoneCountriesSchema = z
  .array(
    z
      .string({ error: 'A country is a two-letter code' })
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'Not a country code (ISO 3166-1 alpha-2, e.g. DE)')
      .meta({ examples: ['DE', 'FR', 'US', 'PE', 'jp'] }),
    { error: 'countries must be a list of country codes' },
  )
  .max(249, 'At most 249 countries')
  .superRefine((codes, ctx) => {
    const seen = new Set<string>();
    codes.forEach((code, i) => {
      if (seen.has(code)) {
        ctx.addIssue({ code: 'custom', path: [i], message: `${code} is listed twice` });
      }
      seen.add(code);
    });
  });

const zoneName = requiredLine('Zone name', 100);

export const addShippingZoneBodySchema = z.strictObject({
  storeId: storeIdSchema,
  name: zoneName,
  countries: zoneCountriesSchema.min(1, 'Add at least one country'),
});
export type AddShippingZoneBody = z.infer<typeof addShippingZoneBodySchema>;

/** Fields sent change; the rest-of-world zone takes a name only. */
export const updateShippingZoneBodySchema = z.strictObject({
  storeId: storeIdSchema,
  zoneId: shippingZoneIdSchema,
  name: zoneName.optional(),
  countries: zoneCountriesSchema.optional(),
});
export type UpdateShippingZoneBody = z.infer<typeof updateShippingZoneBodySchema>;

export const shippingZoneParamsSchema = z.strictObject({
  storeId: storeIdSchema,
  zoneId: shippingZoneIdSchema,
});
export const shippingRateParamsSchema = z.strictObject({
  storeId: storeIdSchema,
  rateId: shippingRateIdSchema,
});

export const shippingRateKinds = ['flat', 'weight'] as const;
export type ShippingRateKind = (typeof shippingRateKinds)[number];

export const weightBandInputSchema = z.strictObject({
  upToGrams: z
    .number({ error: 'Up to (g) must be a number' })
    .int('Up to (g) must be a whole number of grams')
    .min(1, 'Up to (g) must be at least 1 g')
    .max(10_000_000, 'Up to (g) must be at most 10000000 g'),
  price: amount('Band price'),
});

const rateFields = {
  kind: z.enum(shippingRateKinds, { error: 'kind is flat or weight' }),
  name: requiredLine('Rate name', 100),
  description: oneLineText('Description', 300).default(''),
  /** A flat rate's price (a weight rate charges its band's). */
  price: amount('Price').default(0),
  /** Free once the order's subtotal reaches this; null: never free. */
  freeOver: amount('Free over').nullable().default(null),
  /** Offered only once the subtotal reaches this; null: always offered. */
  minSubtotal: amount('Minimum order').nullable().default(null),
  /** A weight rate's bands, ascending and non-overlapping; ignored for a flat rate. */
  weightBands: z
    .array(weightBandInputSchema, { error: 'weightBands must be a list' })
    .max(MAX_WEIGHT_BANDS, `At most ${MAX_WEIGHT_BANDS} weight bands`)
    .default([]),
  /** Inactive rates are kept but not offered at checkout. */
  active: z.boolean({ error: 'active is true or false' }).default(true),
};

interface RateShape {
  kind: ShippingRateKind;
  weightBands: { upToGrams: number }[];
}

/** What is wrong with a rate as a whole: a weight rate needs bands, each ending above the last. */
export function shippingRateIssues(
  rate: RateShape,
): { path: (string | number)[]; message: string }[] {
  if (rate.kind !== 'weight') return [];
  if (rate.weightBands.length === 0) {
    return [{ path: ['weightBands'], message: 'Add at least one weight band' }];
  }
  const issues: { path: (string | number)[]; message: string }[] = [];
  rate.weightBands.forEach((band, i) => {
    const before = rate.weightBands[i - 1];
    if (before && band.upToGrams <= before.upToGrams) {
      issues.push({
        path: ['weightBands', i, 'upToGrams'],
        message: `Must be above the band before (${before.upToGrams} g)`,
      });
    }
  });
  return issues;
}

function checkRate(rate: RateShape, ctx: z.RefinementCtx) {
  for (const issue of shippingRateIssues(rate)) ctx.addIssue({ code: 'custom', ...issue });
}

/** The rate form (every field but the ids), the dashboard's react-hook-form schema. */
export const shippingRateFormSchema = z.strictObject(rateFields).superRefine(checkRate);
export type ShippingRateInput = z.output<typeof shippingRateFormSchema>;

export const addShippingRateBodySchema = z
  .strictObject({ storeId: storeIdSchema, zoneId: shippingZoneIdSchema, ...rateFields })
  .superRefine(checkRate);

/** Replaces the rate's fields (the form sends them all); it stays in its zone. */
export const updateShippingRateBodySchema = z
  .strictObject({ storeId: storeIdSchema, rateId: shippingRateIdSchema, ...rateFields })
  .superRefine(checkRate);

/** The zone's rates in their new order: every rate of the zone, once. */
export const reorderShippingRatesBodySchema = z.strictObject({
  storeId: storeIdSchema,
  zoneId: shippingZoneIdSchema,
  rateIds: z
    .array(shippingRateIdSchema, { error: 'rateIds must be a list' })
    .min(1, 'rateIds is required')
    .max(MAX_RATES_PER_ZONE, `At most ${MAX_RATES_PER_ZONE} rates`),
});

// ---- answers ----

export const weightBandDtoSchema = z.object({ upToGrams: z.number(), price: z.number() });

/** A rate as the checkout reads it (only active rates reach it). */
export const shippingRateDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(shippingRateKinds),
  price: z.number(),
  /** Free when the subtotal reaches this; null: never free. */
  freeOver: z.number().nullable(),
  /** Offered only from this subtotal; null: always. */
  minSubtotal: z.number().nullable(),
  weightBands: z.array(weightBandDtoSchema),
});
export type ShippingRateDto = z.infer<typeof shippingRateDtoSchema>;

/** A zone as the checkout reads it: where it ships and its active rates in order. */
const zoneFields = {
  id: z.string(),
  name: z.string(),
  countries: z.array(z.string()),
  restOfWorld: z.boolean(),
};

export const shippingZoneDtoSchema = z.object({
  ...zoneFields,
  rates: z.array(shippingRateDtoSchema),
});
export type ShippingZoneDto = z.infer<typeof shippingZoneDtoSchema>;

export const adminShippingRateSchema = shippingRateDtoSchema.extend({
  zoneId: z.string(),
  active: z.boolean(),
  position: z.number(),
});
export type AdminShippingRate = z.infer<typeof adminShippingRateSchema>;

export const adminShippingZoneSchema = z.object({
  ...zoneFields,
  position: z.number(),
  /** Every rate of the zone, inactive ones too, in order. */
  rates: z.array(adminShippingRateSchema),
});
export type AdminShippingZone = z.infer<typeof adminShippingZoneSchema>;

/** GET /api/dashboard/shipping/zones: the store's zones (rest of world last). */
export const shippingZonesReplySchema = z.object({
  currency: z.string(),
  zones: z.array(adminShippingZoneSchema),
});
export type ShippingZonesReply = z.infer<typeof shippingZonesReplySchema>;

export const deleteShippingReplySchema = deletedReplySchema('id');
