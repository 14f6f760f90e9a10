/**
 * The taxes API: whether the store's prices include tax, whether shipping is taxed, and the
 * rates the merchant entered (a country's default, and a region's instead of it or added to
 * it). The whole list is saved at once, as the tax screen edits it. Rates are percentages with
 * at most 4 decimals (8.875).
 */
import { z } from 'zod';
import { isCountryCode } from '../countries';
import { oneOf, requiredLine } from './fields';
import { storeIdSchema } from './store';

/** At most this many rates per store. */
export const MAX_TAX_RATES = 500;

export const taxRateBodySchema = z.strictObject({
  country: z
    .string({ error: 'A country is a two-letter code' })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, 'Not a country code (ISO 3166-1 alpha-2, e.g. DE)'),
  /** A region code of the country (a US state: CA); null: the country's default rate. */
  region: z
    .string({ error: 'A region is a code such as CA or BC' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,3}$/, 'A region is a code of 1 to 3 letters or digits, such as CA or BC')
    .nullable()
    .default(null),
  name: requiredLine('Tax name', 40),
  percent: z
    .number({ error: 'The rate must be a number' })
    .min(0, 'The rate must be at least 0%')
    .max(100, 'The rate must be at most 100%')
    .refine((n) => Math.abs(Math.round(n * 10_000) - n * 10_000) < 1e-6, {
      message: 'The rate may have at most 4 decimals',
    }),
  /** A region's rate: instead of the country's, or added to it. */
  combine: oneOf('combine', ['instead', 'add'] as const).default('instead'),
});

export const updateTaxSettingsBodySchema = z
  .strictObject({
    storeId: storeIdSchema,
    pricesIncludeTax: z.boolean({ error: 'pricesIncludeTax must be true or false' }),
    taxShipping: z.boolean({ error: 'taxShipping must be true or false' }),
    rates: z.array(taxRateBodySchema).max(MAX_TAX_RATES, `At most ${MAX_TAX_RATES} rates`),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.rates.forEach((r, i) => {
      const key = `${r.country}/${r.region ?? ''}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rates', i, r.region ? 'region' : 'country'],
          message: r.region
            ? `${r.country} ${r.region} has a rate already`
            : `${r.country} has a rate already`,
        });
      }
      seen.add(key);
    });
  });
export type UpdateTaxSettingsBody = z.infer<typeof updateTaxSettingsBodySchema>;

export const taxRateDtoSchema = z.object({
  id: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  name: z.string(),
  percent: z.number(),
  combine: z.enum(['instead', 'add']),
});

export const taxSettingsDtoSchema = z.object({
  storeId: z.string(),
  pricesIncludeTax: z.boolean(),
  taxShipping: z.boolean(),
  rates: z.array(taxRateDtoSchema),
});
export type TaxSettingsDto = z.infer<typeof taxSettingsDtoSchema>;
