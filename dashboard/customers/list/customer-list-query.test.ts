import { describe, expect, it } from 'vitest';
import {
  describeFilters,
  isFiltered,
  readCustomerListQuery,
  toCustomerFilters,
  toCustomerListParams,
} from './customer-list-query';

const read = (qs: string) => readCustomerListQuery(new URLSearchParams(qs));
const NOW = new Date('2026-11-30T12:00:00Z');
const spent = (preset: string) => `Spent €${preset} or more`;

describe('customers index URL state', () => {
  it('reads the search, every filter, the sort and the one-based page', () => {
    expect(
      read(
        'q=%20ada%20&marketing=subscribed&account=yes&orders=2&spent=100&lastOrder=30d&tag=vip&sort=spent_desc&page=3',
      ),
    ).toEqual({
      q: 'ada',
      marketing: 'subscribed',
      account: 'yes',
      orders: '2',
      spent: '100',
      lastOrder: '30d',
      tag: 'vip',
      sort: 'spent_desc',
      page: 2,
    });
  });

  it('reads unknown or malformed values as not set', () => {
    expect(
      read('marketing=everyone&account=maybe&orders=3&spent=7&lastOrder=ever&sort=x&page=-1'),
    ).toEqual({
      q: '',
      marketing: undefined,
      account: undefined,
      orders: undefined,
      spent: undefined,
      lastOrder: undefined,
      tag: '',
      sort: 'newest',
      page: 0,
    });
    expect(read('marketing=all').marketing).toBeUndefined();
  });

  it('sends only the filters in effect, with the page size, and no default sort', () => {
    expect(toCustomerListParams('s1', read('page=2'), 'UTC', NOW)).toEqual({
      storeId: 's1',
      q: undefined,
      marketing: undefined,
      account: undefined,
      minSpent: undefined,
      tz: undefined,
      tag: undefined,
      sort: undefined,
      page: 1,
      size: 20,
    });
  });

  it('turns the presets into the API’s ranges, days counted in the merchant’s zone', () => {
    expect(
      toCustomerFilters('s1', read('orders=none&spent=500&lastOrder=30d'), 'UTC', NOW),
    ).toMatchObject({
      maxOrders: '0',
      minSpent: '500',
      lastOrderFrom: '2026-10-31',
      tz: 'UTC',
    });
    expect(
      toCustomerFilters('s1', read('orders=5&lastOrder=lapsed'), 'Pacific/Auckland', NOW),
    ).toMatchObject({
      minOrders: '5',
      // 91 days back from 1 December in Auckland.
      lastOrderTo: '2026-09-01',
      tz: 'Pacific/Auckland',
    });
  });

  it('names the filters in effect in one line', () => {
    const query = read('q=gmail&marketing=subscribed&orders=2&spent=100&tag=vip');
    expect(isFiltered(query)).toBe(true);
    expect(describeFilters(query, spent)).toBe(
      'Subscribed · Returning (2 or more orders) · Spent €100 or more · Tagged “vip” · “gmail”',
    );
    expect(isFiltered(read('sort=name_asc&page=4'))).toBe(false);
  });
});
