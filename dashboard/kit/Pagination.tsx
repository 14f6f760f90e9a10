/**
 * Paging under an index table: "Showing 21–40 of 57 products", Previous and Next.
 */
import './kit.css';

export interface PaginationProps {
  /** Zero-based. */
  page: number;
  pageSize: number;
  total: number;
  /** The plural noun of what is listed: "products". */
  noun: string;
  onPageChange: (page: number) => void;
}

export function Pagination({ page, pageSize, total, noun, onPageChange }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <nav className="kit-pagination" aria-label="Pagination" data-testid="pagination">
      <p className="muted" aria-live="polite" data-testid="pagination-summary">
        {total === 0 ? `No ${noun}` : `Showing ${first}–${last} of ${total} ${noun}`}
      </p>
      {pages > 1 ? (
        <div className="kit-pagination-buttons">
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={page <= 0}
            onClick={() => onPageChange(page - 1)}
          >
            Previous<span className="visually-hidden"> page</span>
          </button>
          <span className="muted">
            Page {Math.min(page + 1, pages)} of {pages}
          </span>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={page + 1 >= pages}
            onClick={() => onPageChange(page + 1)}
          >
            Next<span className="visually-hidden"> page</span>
          </button>
        </div>
      ) : null}
    </nav>
  );
}
