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

/** One cart line's weights: the variation's own (null: the product's) and the product's. */
export interface WeightedLine {
  quantity: number;
  variationWeightGrams: number | null | undefined;
  productWeightGrams: number | null | undefined;
}

/** A cart's shipping weight: Σ quantity × (variation weight ?? product weight ?? 0). */
export function cartWeightGrams(lines: readonly WeightedLine[]): number {
  return lines.reduce(
    (sum, l) => sum + l.quantity * (l.variationWeightGrams ?? l.productWeightGrams ?? 0),
    0,
  );
}

/** `1.5 kg`, `750 g`: a weight as merchants and shoppers read it. */
export function formatWeight(grams: number): string {
  if (grams >= 1000) {
    const kg = Math.round(grams / 10) / 100;
    return `${kg} kg`;
  }
  return `${grams} g`;
}
