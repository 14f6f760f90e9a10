/** The search modal's state rules (spec 4 "Search modal"). */
import { describe, expect, it } from 'vitest';
import { goToPage, openSearch, pageButtons, submitSearch } from './search-pages';

describe('search modal state', () => {
  it('opens with the given term on the first page, and with nothing to search when blank', () => {
    expect(openSearch('  shirt ')).toEqual({ input: '  shirt ', query: 'shirt', page: 0 });
    expect(openSearch('')).toEqual({ input: '', query: '', page: 0 });
  });

  it('trims the query and goes to page 1 on submit', () => {
    const paged = { input: '  mug  ', query: 'shirt', page: 3 };
    expect(submitSearch(paged)).toEqual({ input: '  mug  ', query: 'mug', page: 0 });
  });

  it('moves only to pages that exist', () => {
    const s = { input: 'a', query: 'a', page: 0 };
    expect(goToPage(s, 1, 3).page).toBe(1);
    expect(goToPage(s, 3, 3)).toBe(s);
    expect(goToPage(s, -1, 3)).toBe(s);
  });

  it('numbers every page when there are few', () => {
    expect(pageButtons(0, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(0, 1)).toEqual([1]);
  });

  it('keeps the first, the last and the pages around the current one when there are many', () => {
    expect(pageButtons(0, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
    expect(pageButtons(9, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageButtons(19, 20)).toEqual([1, null, 15, 16, 17, 18, 19, 20]);
  });
});
