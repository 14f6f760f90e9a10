import { describe, expect, it } from 'vitest';
import {
  describeFilters,
  isFiltered,
  isFilteredBesidesStatus,
  readOrderListQuery,
  toOrderListParams,
} from './order-list-query';

const read = (qs: string) => readOrderListQuery(new URLSearchParams(qs));

describe('orders index URL state', () => {
  it('reads every filter, the sort and the one-based page', () => {
    const query = read(
      'q=jane&status=pending&paymentStatus=awaiting_review&paymentMethod=bank_transfer&from=2026-11-01&to=2026-11-24&sort=total_desc&page=3',
    );
    expect(query).toEqual({
      search: 'jane',
      status: 'pending',
      paymentStatus: 'awaiting_review',
      paymentMethod: 'bank_transfer',
      from: '2026-11-01',
      to: '2026-11-24',
      sort: 'total_desc',
      page: 2,
    });
  });

  it('reads unknown or malformed values as not set', () => {
    expect(
      read(
        'status=lost&paymentStatus=x&paymentMethod=cheque&from=2026-02-30&to=yesterday&sort=x&page=-1',
      ),
    ).toEqual({
      search: '',
      status: undefined,
      paymentStatus: undefined,
      paymentMethod: undefined,
      from: undefined,
      to: undefined,
      sort: 'newest',
      page: 0,
    });
  });

  it('accepts the API name `search` for the search', () => {
    expect(read('search=%231001').search).toBe('#1001');
  });

  it('sends the time zone only with a range, and no reversed range', () => {
    const withRange = toOrderListParams('s1', read('from=2026-11-01'), 'Europe/Paris');
    expect(withRange).toMatchObject({ from: '2026-11-01', tz: 'Europe/Paris', page: 0, size: 20 });
    expect(toOrderListParams('s1', read('status=shipped'), 'Europe/Paris').tz).toBeUndefined();
    const reversed = toOrderListParams('s1', read('from=2026-11-24&to=2026-11-01'), 'UTC');
    expect([reversed.from, reversed.to, reversed.tz]).toEqual([undefined, undefined, undefined]);
  });

  it('leaves the default sort out of the request', () => {
    expect(toOrderListParams('s1', read(''), 'UTC').sort).toBeUndefined();
    expect(toOrderListParams('s1', read('sort=oldest'), 'UTC').sort).toBe('oldest');
  });

  it('tells a status tab apart from the other filters (the empty store check)', () => {
    expect(isFiltered(read('status=pending'))).toBe(true);
    expect(isFilteredBesidesStatus(read('status=pending'))).toBe(false);
    expect(isFilteredBesidesStatus(read('paymentMethod=cod'))).toBe(true);
  });

  it('names the filters in effect in one line', () => {
    expect(describeFilters(read('status=pending&paymentMethod=bank_transfer&q=jane'))).toBe(
      'Pending · Bank transfer · “jane”',
    );
    expect(describeFilters(read('paymentStatus=awaiting_review'))).toBe('Proof to review');
    expect(describeFilters(read('from=2026-11-01'))).toMatch(/^from .*2026$/);
  });
});
