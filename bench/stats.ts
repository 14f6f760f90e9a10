/** Statistics the benchmarks report. */

/** The `p`-th percentile (nearest rank) of `sorted`, ascending; 0 when it is empty. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
