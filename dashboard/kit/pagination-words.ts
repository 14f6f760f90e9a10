/**
 * The pagination line's words (pure, tested): "Showing 21–40 of 1,057 products", "Showing
 * 1–1 of 1 product", "No products"; digits grouped, the noun as the total asks. A total the
 * server counted only so far (`totalIsLowerBound`) reads "of 10,000+ customers" and its page
 * count "200+".
 */
import { countOf, formatCount } from '../../shared';

export function paginationSummary(
  /** Zero-based. */
  page: number,
  pageSize: number,
  total: number,
  noun: readonly [string, string],
  /** More than `total` match (the count stopped there). */
  totalIsLowerBound = false,
): string {
  if (total === 0) return `No ${noun[1]}`;
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  const of = totalIsLowerBound
    ? `${formatCount(total)}+ ${noun[1]}`
    : countOf(total, noun[0], noun[1]);
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${of}`;
}

/** "Page 3 of 53", or "Page 3 of 500+" when the total is a lower bound. */
export function pageOfPages(
  /** Zero-based. */
  page: number,
  pages: number,
  totalIsLowerBound = false,
): string {
  const shown = formatCount(Math.min(page + 1, pages));
  return `Page ${shown} of ${formatCount(pages)}${totalIsLowerBound ? '+' : ''}`;
}
