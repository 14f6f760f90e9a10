/**
 * The navbar's product search: a form that goes to /shop?q=term (the search modal comes
 * later). `expand`: a field that widens on focus; `compact`: an icon button that reveals it.
 * Works without JavaScript too (a plain GET form).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useStorefront } from '../../context/storefront-context';

export const SEARCH_PATH = '/shop';

/** `/shop?q=term` for a trimmed term. */
export const searchHref = (term: string) => `${SEARCH_PATH}?q=${encodeURIComponent(term.trim())}`;

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
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(searchStyle === 'expand');
  const [term, setTerm] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = term.trim();
    if (!q) {
      inputRef.current?.focus();
      return;
    }
    // Inside the builder's canvas the page does not navigate.
    if (viewMode === 'builder') return;
    window.location.assign(searchHref(q));
  };

  const compact = searchStyle === 'compact';
  const fieldVisible = !compact || open;
  return (
    <form
      className={`sf-nav-search sf-nav-search--${searchStyle}${fieldVisible ? ' sf-nav-search--open' : ''}`}
      role="search"
      action={SEARCH_PATH}
      method="get"
      onSubmit={onSubmit}
      data-testid="navbar-search"
    >
      {fieldVisible && (
        <label className="sf-visually-hidden" htmlFor={inputId}>
          Search products
        </label>
      )}
      {fieldVisible && (
        <input
          ref={inputRef}
          id={inputId}
          className="sf-nav-search__input"
          type="search"
          name="q"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          onKeyDown={(e) => {
            if (compact && e.key === 'Escape') setOpen(false);
          }}
        />
      )}
      {compact && !open ? (
        <button
          type="button"
          className="sf-icon-button"
          aria-label="Search"
          aria-expanded={false}
          onClick={() => {
            setOpen(true);
            requestAnimationFrame(() => inputRef.current?.focus());
          }}
        >
          <SearchIcon />
        </button>
      ) : (
        <button type="submit" className="sf-icon-button" aria-label="Search">
          <SearchIcon />
        </button>
      )}
    </form>
  );
}
