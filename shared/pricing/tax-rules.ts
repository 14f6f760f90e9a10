/**
 * A store's taxes as the pricing engine reads them: whether its prices include tax, whether
 * shipping is taxed, and the rates the merchant entered — one per country (its default) and,
 * where the country has them, per region (a US state, a Canadian province), either instead of
 * the country's rate or added to it (Canada's GST plus a province's PST). No rate is built in:
 * a country without a rate is charged no tax. Rates in PPM (20% is 200_000).
 */

export interface TaxRateRule {
  id: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** A region code of the country (`CA` for California in `US`); null: the country's default. */
  region: string | null;
  /** What invoices call it: "VAT", "GST", "Sales tax". */
  name: string;
  ratePpm: number;
  /** A region's rate: instead of the country's (`instead`) or on top of it (`add`). */
  combine: 'instead' | 'add';
}

export interface TaxSettings {
  /** Prices (and shipping) include tax: the tax is the part of them that is tax. */
  pricesIncludeTax: boolean;
  /** Shipping is taxed at the destination's rates. */
  taxShipping: boolean;
  rates: readonly TaxRateRule[];
}

export const noTaxes: TaxSettings = { pricesIncludeTax: false, taxShipping: false, rates: [] };

/** Region codes compare case-insensitively, without spaces. */
const code = (s: string) => s.trim().toUpperCase();

/**
 * The rates that apply to a destination: the region's (when it has one) instead of, or added
 * to, the country's default; none when the country has no rate.
 */
export function taxRatesFor(
  rates: readonly TaxRateRule[],
  destination: { country: string; region: string | null } | null,
): TaxRateRule[] {
  if (!destination) return [];
  const country = code(destination.country);
  const region = destination.region ? code(destination.region) : null;
  const base = rates.find((r) => code(r.country) === country && r.region === null);
  const own =
    region === null
      ? undefined
      : rates.find((r) => code(r.country) === country && r.region && code(r.region) === region);
  if (!own) return base ? [base] : [];
  return own.combine === 'add' && base ? [base, own] : [own];
}
