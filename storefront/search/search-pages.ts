/**
 * The search modal's state rules (spec 4 "Search modal", 9): opening resets the query and the
 * page; submitting trims the query and goes to page 1; and which page buttons to show.
 */

export interface SearchState {
  /** What the input holds. */
  input: string;
  /** The submitted, trimmed term; '' before searching. */
  query: string;
  /** Zero-based, as the API counts. */
  page: number;
}

/** The state when the modal opens with `term` (the navbar's typed term, or ''). */
export function openSearch(term: string): SearchState {
  return { input: term, query: term.trim(), page: 0 };
}

/** Submitting: the trimmed input becomes the query, back to the first page. */
export function submitSearch(state: SearchState): SearchState {
  return { input: state.input, query: state.input.trim(), page: 0 };
}

/** Moves to zero-based `page` when it exists. */
export function goToPage(state: SearchState, page: number, totalPages: number): SearchState {
  if (!Number.isInteger(page) || page < 0 || page >= totalPages || page === state.page)
    return state;
  return { ...state, page };
}

/**
 * One-based page numbers for the numbered buttons, at most `max` (defaults to `7`) of them,
 * always with the first and last page; `null` marks a gap.
 */
export function pageButtons(page: number, totalPages: number, max = 7): (number | null)[] {
  if (totalPages <= max) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const current = page + 1;
  const inner = max - 2;
  let start = Math.max(2, current - Math.floor((inner - 1) / 2));
  const end = Math.min(totalPages - 1, start + inner - 1);
  start = Math.max(2, end - inner + 1);
  const pages: (number | null)[] = [1];
  if (start > 2) pages.push(null);
  for (let p = start; p <= end; p += 1) pages.push(p);
  if (end < totalPages - 1) pages.push(null);
  pages.push(totalPages);
  return pages;
}
