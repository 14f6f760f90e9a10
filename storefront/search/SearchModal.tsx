/**
 * The product search modal (spec 2.3, 4, 8, 9): title 'Product Search', an input and a Search
 * button, then 'Please enter a search term and press Search.', 8 skeleton cards while loading,
 * 'Error: {message}' with Retry, 'No products found', or the results (16 per page) with Prev,
 * Next and numbered pages. A native modal <dialog> (use-modal-dialog.ts): focus stays in it,
 * the page behind is inert; Escape, the close button and the backdrop close it, so does
 * following a result, and focus returns to the opener. Loaded on first open (its own chunk).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SEARCH_PAGE_SIZE } from '../../shared';
import { useLocation } from '../router/store-router';
import { useModalDialog } from '../lib/use-modal-dialog';
import { DialogHeader } from '../lib/DialogHeader';
import { useStorefront } from '../context/storefront-context';
import { useProductSearch } from '../context/read-hooks';
import { ProductCard } from '../product-card/ProductCard';
import { ProductCardSkeleton } from '../product-card/ProductCardSkeleton';
import { goToPage, openSearch, pageButtons, submitSearch, type SearchState } from './search-pages';

/** Skeleton cards while a page loads (spec 9). */
export const SEARCH_SKELETON_COUNT = 8;

export interface SearchModalProps {
  /** The term typed in the navbar ('' for none): searched at once when not blank. */
  initialTerm: string;
  onClose: () => void;
}

function SearchResults({
  state,
  onPage,
}: {
  state: SearchState;
  onPage: (page: number, totalPages: number) => void;
}) {
  const { store } = useStorefront();
  const search = useProductSearch(state.query, state.page, SEARCH_PAGE_SIZE);

  if (state.query === '') {
    return (
      <p className="sf-search-modal__message" data-testid="search-hint">
        Please enter a search term and press Search.
      </p>
    );
  }
  if (search.isError && !search.isFetching) {
    return (
      <div className="sf-search-modal__message sf-search-modal__message--error" role="alert">
        <p data-testid="search-error">{`Error: ${search.error.message}`}</p>
        <button
          type="button"
          className="sf-btn sf-btn--cart sf-search-modal__retry"
          onClick={() => void search.refetch()}
          data-testid="search-retry"
        >
          Retry
        </button>
      </div>
    );
  }
  if (!search.data || search.isError) {
    return (
      <div aria-busy="true">
        <span className="sf-visually-hidden" role="status">
          Searching…
        </span>
        <ul className="sf-search-modal__grid">
          {Array.from({ length: SEARCH_SKELETON_COUNT }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const { content, totalPages } = search.data;
  return (
    <>
      {content.length === 0 ? (
        <p className="sf-search-modal__message" role="status" data-testid="search-empty">
          No products found
        </p>
      ) : (
        <ul className="sf-search-modal__grid" aria-label="Search results">
          {content.map((product) => (
            <li key={product.id} data-testid="search-result">
              <ProductCard product={product} currency={store.currency} />
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <nav className="sf-search-modal__pages" aria-label="Search result pages">
          <button
            type="button"
            className="sf-search-modal__page"
            disabled={state.page === 0}
            onClick={() => onPage(state.page - 1, totalPages)}
            data-testid="search-prev"
          >
            Prev
          </button>
          {pageButtons(state.page, totalPages).map((n, i) =>
            n === null ? (
              <span key={`gap-${i}`} className="sf-search-modal__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={n}
                type="button"
                className="sf-search-modal__page"
                aria-current={n === state.page + 1 ? 'page' : undefined}
                aria-label={`Page ${n}`}
                onClick={() => onPage(n - 1, totalPages)}
                data-testid={`search-page-${n}`}
              >
                {n}
              </button>
            ),
          )}
          <button
            type="button"
            className="sf-search-modal__page"
            disabled={state.page >= totalPages - 1}
            onClick={() => onPage(state.page + 1, totalPages)}
            data-testid="search-next"
          >
            Next
          </button>
        </nav>
      )}
    </>
  );
}

export default function SearchModal({ initialTerm, onClose }: SearchModalProps) {
  const titleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState(() => openSearch(initialTerm));
  const location = useLocation();
  const href = `${location.pathname}${location.search}`;
  const openedAt = useRef(href);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  // Shown while mounted (the host mounts it to open it); focus starts in the search field.
  const dialog = useModalDialog(true, onClose, inputRef);

  // Following a result (client navigation) leaves the search.
  useEffect(() => {
    if (href !== openedAt.current) closeRef.current();
  }, [href]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState(submitSearch);
  };

  const onPage = (page: number, totalPages: number) => {
    setState((s) => goToPage(s, page, totalPages));
    resultsRef.current?.scrollTo?.({ top: 0 });
  };

  return (
    <dialog
      {...dialog}
      className="sf-search-modal"
      aria-labelledby={titleId}
      data-testid="search-modal"
    >
      <DialogHeader
        block="sf-search-modal"
        titleId={titleId}
        title="Product Search"
        closeLabel="Close search"
        closeTestId="search-close"
        onClose={onClose}
      />
      <form
        className="sf-search-modal__form"
        role="search"
        aria-label="Products"
        onSubmit={onSubmit}
      >
        <label className="sf-visually-hidden" htmlFor={inputId}>
          Search products
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="sf-search-modal__input"
          type="search"
          value={state.input}
          onChange={(e) => {
            const input = e.target.value;
            setState((s) => ({ ...s, input }));
          }}
          placeholder="Search products"
          autoComplete="off"
          data-testid="search-input"
        />
        <button type="submit" className="sf-btn sf-btn--buy" data-testid="search-submit">
          Search
        </button>
      </form>
      <div className="sf-search-modal__results" ref={resultsRef}>
        <SearchResults state={state} onPage={onPage} />
      </div>
    </dialog>
  );
}
