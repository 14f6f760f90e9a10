import { describe, expect, it } from 'vitest';
import {
  describeFilters,
  isFiltered,
  readCustomerListQuery,
  toCustomerFilters,
  toCustomerListParams,
} from './customer-list-query';

const read = (qs: string) => readCustomerListQuery(new URLSearchParams(qs));

describe('customers index URL state', () => {
  it('reads the search, the marketing filter and the one-based page', () => {
    expect(read('q=%20ada%20&marketing=subscribed&page=3')).toEqual({
      q: 'ada',
      marketing: 'subscribed',
      page: 2,
    });
  });

  it('reads unknown or malformed values as not set', () => {
    expect(read('marketing=everyone&page=-1')).toEqual({ q: '', marketing: undefined, page: 0 });
    expect(read('marketing=all').marketing).toBeUndefined();
  });

  it('sends only the filters in effect, with the page size', () => {
    expect(toCustomerListParams('s1', read('page=2'))).toEqual({
      storeId: 's1',
      q: undefined,
      marketing: undefined,
      page: 1,
      size: 20,
    });
    expect(toCustomerFilters('s1', read('q=ada&marketing=pending'))).toEqual({
      storeId: 's1',
      q: 'ada',
      marketing: 'pending',
    });
  });

  it('tells a filtered list from the whole store (the empty store check)', () => {
    expect(isFiltered(read(''))).toBe(false);
    expect(isFiltered(read('page=2'))).toBe(false);
    expect(isFiltered(read('q=ada'))).toBe(true);
    expect(isFiltered(read('marketing=unsubscribed'))).toBe(true);
  });

  it('names the filters in effect in one line', () => {
    expect(describeFilters(read('marketing=pending&q=gmail'))).toBe(
      'Pending confirmation · “gmail”',
    );
    expect(describeFilters(read('marketing=not_subscribed'))).toBe('Not subscribed');
  });
});
