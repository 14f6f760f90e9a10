/**
 * A rate in words for the zone's table: when it applies ("Free over $50.00", "Orders from
 * $30.00", "0–1 kg") and what it costs, one line per weight band. Pure.
 */
import type { AdminShippingRate } from '../../shared';

export interface RateLine {
  condition: string;
  price: string;
}

/** `0–1 kg`, `500 g–2 kg`, `1–5 kg`: the weights a band covers. */
export function weightRange(fromGrams: number, toGrams: number): string {
  const kg = (g: number) => String(Math.round(g / 10) / 100);
  if (fromGrams >= 1000 || (fromGrams === 0 && toGrams >= 1000)) {
    return toGrams >= 1000 ? `${kg(fromGrams)}–${kg(toGrams)} kg` : `${fromGrams} g–${toGrams} g`;
  }
  return toGrams >= 1000 ? `${fromGrams} g–${kg(toGrams)} kg` : `${fromGrams}–${toGrams} g`;
}

/** The rate's table lines: one for a flat rate, one per band for a weight rate. */
export function rateLines(
  rate: Pick<AdminShippingRate, 'kind' | 'price' | 'freeOver' | 'minSubtotal' | 'weightBands'>,
  money: (amount: number) => string,
): RateLine[] {
  const price = (amount: number) => (amount === 0 ? 'Free' : money(amount));
  const from = rate.minSubtotal === null ? null : `Orders from ${money(rate.minSubtotal)}`;
  if (rate.kind === 'weight') {
    return rate.weightBands.map((band, i) => {
      const range = weightRange(rate.weightBands[i - 1]?.upToGrams ?? 0, band.upToGrams);
      return {
        condition: i === 0 && from ? `${range} · ${from}` : range,
        price: price(band.price),
      };
    });
  }
  const parts = [
    rate.freeOver === null || rate.price === 0 ? null : `Free over ${money(rate.freeOver)}`,
    from,
  ].filter((p): p is string => p !== null);
  return [{ condition: parts.join(' · ') || 'Every order', price: price(rate.price) }];
}
