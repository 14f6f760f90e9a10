/**
 * Paging under an index table: "Showing 21–40 of 1,057 products" (digits grouped, the noun
 * as the total asks: "of 1 product"), Previous and Next. A total counted only so far
 * (`totalIsLowerBound`) reads "of 10,000+ customers", "Page 1 of 500+", and Next stays enabled.
 */
import './kit.css';
import { pageOfPages, paginationSummary } from './pagination-words';

export interface PaginationProps {
  /** Zero-based. */
  page: number;
  pageSize: number;
  total: number;
  /** More than `total` match: the server counted only so far (there is a next page). */
  totalIsLowerBound?: boolean;
  /** What is listed, singular and plural: `['product', 'products']`. */
  noun: readonly [string, string];
  onPageChange: (page: number) => void;
}

export function Pagination({
  page,
  pageSize,
  total,
  totalIsLowerBound = false,
  noun,
  onPageChange,
}: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="kit-pagination" aria-label="Pagination" data-testid="pagination">
      <p className="muted" aria-live="polite" data-testid="pagination-summary">
        {paginationSummary(page, pageSize, total, noun, totalIsLowerBound)}
      </p>
      {pages > 1 || totalIsLowerBound ? (
        <div className="kit-pagination-buttons">
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={page <= 0}
            onClick={() => onPageChange(page - 1)}
          >
            Previous<span className="visually-hidden"> page</span>
          </button>
          <span className="muted">{pageOfPages(page, pages, totalIsLowerBound)}</span>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={!totalIsLowerBound && page + 1 >= pages}
            onClick={() => onPageChange(page + 1)}
          >
            Next<span className="visually-hidden"> page</span>
          </button>
        </div>
      ) : null}
    </nav>
  );
}
