/**
 * The pagination line's words (pure, tested): "Showing 21–40 of 1,057 products", "Showing
 * 1–1 of 1 product", "No products"; digits grouped, the noun as the total asks.
 */
import { countOf, formatCount } from '../../shared';

export function paginationSummary(
  /** Zero-based. */
  page: number,
  pageSize: number,
  total: number,
  noun: readonly [string, string],
): string {
  if (total === 0) return `No ${noun[1]}`;
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${countOf(total, noun[0], noun[1])}`;
}
