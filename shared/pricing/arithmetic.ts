/**
 * The pricing engine's arithmetic, in integer minor units: rates as parts per million of an
 * amount (`PPM`: 10% is 100_000, 8.875% is 88_750), one rounding rule (half up, to the minor
 * unit), and the one way an amount is split over lines (largest remainder: the parts always add
 * up to the whole, ties to the earlier line). Amounts stay far below 2^53 / 10^6 (an order is at
 * most MAX_ORDER_TOTAL_MINOR), so every product here is exact in a double.
 */

/** 100%, as a rate in parts per million. */
export const PPM = 1_000_000;

/** `numerator / denominator` rounded half up (both non-negative, the denominator above 0). */
export function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** `amount × rate` rounded half up to the minor unit (`rate` in PPM, 0 to 1_000_000). */
export function ofRate(amount: number, ratePpm: number): number {
  return divideRounded(amount * ratePpm, PPM);
}

/** A percentage (10, 12.5, 8.875: at most 4 decimals) as a rate in PPM. */
export function percentToPpm(percent: number): number {
  return Math.round(percent * 10_000);
}

/** A rate in PPM as the percentage people read (`8.875`). */
export function ppmToPercent(ppm: number): number {
  return ppm / 10_000;
}

/**
 * Splits `total` over `weights` in proportion (largest remainder): each part is the floor of
 * its share, then the units left go one each to the largest remainders, the earlier weight
 * first on a tie. The parts add up to `total`; a weight of 0 gets 0 (unless every weight is 0:
 * then nothing is split and every part is 0, so the caller must not split over no weight).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, i) => ({ i, remainder: (total * w) % sum }))
    .filter((x) => weights[x.i]! > 0)
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (let k = 0; left > 0 && order.length > 0; k = (k + 1) % order.length) {
    parts[order[k]!.i]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * The tax a refund gives back: proportional to what is refunded so far (`refundedMinor` of
 * `totalMinor`), rounded half up — read from the running total, so partial refunds never drift
 * and a full refund gives back exactly the order's tax.
 */
export function refundedTaxMinor(order: {
  totalMinor: number;
  taxMinor: number;
  refundedMinor: number;
}): number {
  if (order.totalMinor <= 0 || order.taxMinor <= 0) return 0;
  const refunded = Math.min(order.refundedMinor, order.totalMinor);
  return divideRounded(order.taxMinor * refunded, order.totalMinor);
}
