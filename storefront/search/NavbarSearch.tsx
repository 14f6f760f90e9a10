/**
 * The navbar's product search (spec 2.3, 3): submitting opens the product search modal with
 * the typed term. `expand`: a field that widens on focus, and a Search button; `compact`: an
 * icon button that opens the modal. Without JavaScript it is a plain GET form to /shop?q=term.
 */
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useStorefront } from '../context/storefront-context';
import { SearchModalHost, preloadSearchModal, type SearchRequest } from './SearchModalHost';

export const SEARCH_PATH = '/shop';

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function NavbarSearch({
  searchStyle,
  placeholder,
}: {
  searchStyle: 'expand' | 'compact';
  placeholder: string;
}) {
  const { viewMode } = useStorefront();
  const inputId = useId();
  const [term, setTerm] = useState('');
  const [request, setRequest] = useState<SearchRequest | null>(null);
  const closeModal = useCallback(() => setRequest(null), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Inside the builder's canvas nothing opens.
    if (viewMode === 'builder') return;
    setRequest((previous) => ({ term, id: (previous?.id ?? 0) + 1 }));
  };

  const compact = searchStyle === 'compact';
  return (
    <>
      <form
        className={`sf-nav-search sf-nav-search--${searchStyle}${compact ? '' : ' sf-nav-search--open'}`}
        role="search"
        aria-label="Store"
        action={SEARCH_PATH}
        method="get"
        onSubmit={onSubmit}
        onPointerEnter={viewMode === 'builder' ? undefined : preloadSearchModal}
        onFocus={viewMode === 'builder' ? undefined : preloadSearchModal}
        data-testid="navbar-search"
      >
        {!compact && (
          <>
            <label className="sf-visually-hidden" htmlFor={inputId}>
              Search products
            </label>
            <input
              id={inputId}
              className="sf-nav-search__input"
              type="search"
              name="q"
              value={term}
              onChange={(e) => setTerm(e.target.value)}
              placeholder={placeholder}
              autoComplete="off"
            />
          </>
        )}
        <button
          type="submit"
          className="sf-icon-button"
          aria-label="Search"
          aria-haspopup="dialog"
          data-testid="navbar-search-submit"
        >
          <SearchIcon />
        </button>
      </form>
      <SearchModalHost request={request} onClose={closeModal} />
    </>
  );
}
