/**
 * The shipping quote, one rule for the server (which charges it) and the storefront (which
 * shows it): the zone a country falls in, and what each of its rates costs for a cart's
 * subtotal and weight, or that a rate is not offered. Amounts are in whatever unit the caller
 * uses throughout (minor units on the server, decimals in the storefront); only compared.
 */

/** A weight band: carts up to `upToGrams` (inclusive) pay `price`. */
export interface QuoteWeightBand {
  upToGrams: number;
  price: number;
}

/** What the quote reads of a rate. */
export interface QuoteRate {
  kind: 'flat' | 'weight';
  /** A flat rate's price (a weight rate's price is its band's). */
  price: number;
  /** Free once the subtotal reaches this; null: never free. */
  freeOver: number | null;
  /** Offered only once the subtotal reaches this; null: always. */
  minSubtotal: number | null;
  /** A weight rate's bands, ascending by `upToGrams`. */
  weightBands: readonly QuoteWeightBand[];
}

/** What the quote reads of a zone. */
export interface QuoteZone {
  countries: readonly string[];
  restOfWorld: boolean;
}

export interface QuoteCart {
  subtotal: number;
  weightGrams: number;
}

/**
 * The zone that ships to `country` (a code): the zone listing it, else the rest-of-world
 * zone, else undefined (the store does not ship there).
 */
export function zoneForCountry<Z extends QuoteZone>(
  zones: readonly Z[],
  country: string,
): Z | undefined {
  const code = country.trim().toUpperCase();
  return (
    zones.find((z) => !z.restOfWorld && z.countries.includes(code)) ??
    zones.find((z) => z.restOfWorld)
  );
}

/**
 * What `rate` costs for `cart`, or null when it is not offered: below its minimum subtotal,
 * or (by weight) heavier than its last band. A flat rate costs its price; a weight rate the
 * price of the first band whose `upToGrams` reaches the weight; either is free once the
 * subtotal reaches `freeOver`.
 */
export function rateCost(rate: QuoteRate, cart: QuoteCart): number | null {
  if (rate.minSubtotal !== null && cart.subtotal < rate.minSubtotal) return null;
  let price = rate.price;
  if (rate.kind === 'weight') {
    const band = rate.weightBands.find((b) => b.upToGrams >= cart.weightGrams);
    if (!band) return null;
    price = band.price;
  }
  return rate.freeOver !== null && cart.subtotal >= rate.freeOver ? 0 : price;
}

export interface ShippingOption<R> {
  rate: R;
  cost: number;
}

export interface ShippingQuote<Z, R> {
  /** The zone of the country; undefined when no zone ships there. */
  zone: Z | undefined;
  /** The zone's rates that are offered for this cart, in the zone's order, with their cost. */
  options: ShippingOption<R>[];
}

/** The rates offered to a shopper in `country` for `cart`, among `zones` with their `rates`. */
export function quoteShipping<Z extends QuoteZone & { rates: readonly QuoteRate[] }>(
  zones: readonly Z[],
  country: string,
  cart: QuoteCart,
): ShippingQuote<Z, Z['rates'][number]> {
  const zone = zoneForCountry(zones, country);
  const options: ShippingOption<Z['rates'][number]>[] = [];
  for (const rate of zone?.rates ?? []) {
    const cost = rateCost(rate, cart);
    if (cost !== null) options.push({ rate, cost });
  }
  return { zone, options };
}

/** One cart line's weights and whether it is sent by post. */
export interface WeightedLine {
  quantity: number;
  variationWeightGrams: number | null | undefined;
  productWeightGrams: number | null | undefined;
  /** False: nothing to send (a service, a download); it weighs nothing. Absent: it ships. */
  requiresShipping?: boolean | undefined;
}

/** Grams to the milligram: sums of decimal weights without floating-point dust. */
export const roundGrams = (grams: number) => Math.round(grams * 1000) / 1000;

/**
 * A cart's shipping weight: Σ quantity × (variation weight ?? product weight ?? 0) over the
 * lines that ship.
 */
export function cartWeightGrams(lines: readonly WeightedLine[]): number {
  return roundGrams(
    lines.reduce(
      (sum, l) =>
        l.requiresShipping === false
          ? sum
          : sum + l.quantity * (l.variationWeightGrams ?? l.productWeightGrams ?? 0),
      0,
    ),
  );
}

/** The units a merchant reads and enters weights in (grams are stored). */
export const weightUnits = ['g', 'kg', 'oz', 'lb'] as const;
export type WeightUnit = (typeof weightUnits)[number];

/** Grams in one of each unit (the international avoirdupois pound and ounce). */
const gramsPerUnit: Record<WeightUnit, number> = {
  g: 1,
  kg: 1000,
  oz: 28.349523125,
  lb: 453.59237,
};

export const weightUnitLabels: Record<WeightUnit, string> = {
  g: 'g (grams)',
  kg: 'kg (kilograms)',
  oz: 'oz (ounces)',
  lb: 'lb (pounds)',
};

/** `value` in `unit` as grams, to the milligram. */
export const toGrams = (value: number, unit: WeightUnit) => roundGrams(value * gramsPerUnit[unit]);

/**
 * `grams` in `unit`, to the milligram the grams are stored to: 3 decimals in g, 6 in kg, 4 in
 * oz and lb (finer than a milligram there, so 0.5 lb stored as 226.796 g reads 0.5 again).
 */
export function fromGrams(grams: number, unit: WeightUnit): number {
  const places = unit === 'g' ? 3 : unit === 'kg' ? 6 : 4;
  const factor = 10 ** places;
  return Math.round((grams / gramsPerUnit[unit]) * factor) / factor;
}

/**
 * A weight as merchants and shoppers read it: in `unit` when given (`0.5 lb`, `0.65 g`),
 * else in grams below a kilogram and kilograms from there (`750 g`, `1.25 kg`).
 */
export function formatWeight(grams: number, unit?: WeightUnit): string {
  if (unit) return `${fromGrams(grams, unit)} ${unit}`;
  if (grams >= 1000) {
    const kg = Math.round(grams / 10) / 100;
    return `${kg} kg`;
  }
  return `${roundGrams(grams)} g`;
}
