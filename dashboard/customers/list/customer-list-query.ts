/**
 * The customers index's state as it lives in the URL: `q` (part of the name, email or phone),
 * `marketing` (one email-marketing state), `account` (has an account or not), `orders` (none,
 * 1+, 2+ returning, 5+), `spent` (at least 50, 100, 500 or 1000 of the store's currency),
 * `lastOrder` (in the last 30, 90 or 365 days, or not for 90 days), `tag`, `sort` and `page`
 * (one-based in the URL, zero-based for the API). Unknown or malformed values read as "not
 * set", so an old bookmark never breaks the list. The presets become the API's ranges here
 * (days counted in the merchant's time zone).
 */
import {
  customerAccountFilters,
  customerSorts,
  dayInZone,
  emailMarketingStates,
  CUSTOMER_TAG_MAX,
  type CustomerSort,
  type EmailMarketingState,
} from '../../../shared';
import { oneOf, readPageParam } from '../../kit/query-params';
import type { CustomerListParams } from '../customers-api';
import { emailMarketingWords } from '../customer-words';

export const CUSTOMERS_PAGE_SIZE = 20;

export const orderCountPresets = {
  none: { label: 'No orders', range: { maxOrders: '0' } },
  '1': { label: '1 or more orders', range: { minOrders: '1' } },
  '2': { label: 'Returning (2 or more orders)', range: { minOrders: '2' } },
  '5': { label: '5 or more orders', range: { minOrders: '5' } },
} as const;
export type OrderCountPreset = keyof typeof orderCountPresets;

/** Spent at least this much (whole units of the store's currency). */
export const spentPresets = ['50', '100', '500', '1000'] as const;
export type SpentPreset = (typeof spentPresets)[number];

export const lastOrderPresets = {
  '30d': { label: 'Ordered in the last 30 days', days: 30, lapsed: false },
  '90d': { label: 'Ordered in the last 90 days', days: 90, lapsed: false },
  '365d': { label: 'Ordered in the last year', days: 365, lapsed: false },
  lapsed: { label: 'No order for 90 days or more', days: 90, lapsed: true },
} as const;
export type LastOrderPreset = keyof typeof lastOrderPresets;

export const accountLabels: Record<(typeof customerAccountFilters)[number], string> = {
  yes: 'Has an account',
  no: 'No account',
};

export interface CustomerListQuery {
  q: string;
  marketing: EmailMarketingState | undefined;
  account: (typeof customerAccountFilters)[number] | undefined;
  orders: OrderCountPreset | undefined;
  spent: SpentPreset | undefined;
  lastOrder: LastOrderPreset | undefined;
  tag: string;
  sort: CustomerSort;
  /** Zero-based. */
  page: number;
}

const keysOf = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[];

/** Reads the query string; anything unknown falls back to its default. */
export function readCustomerListQuery(params: URLSearchParams): CustomerListQuery {
  return {
    q: params.get('q')?.trim() ?? '',
    marketing: oneOf(emailMarketingStates, params.get('marketing')),
    account: oneOf(customerAccountFilters, params.get('account')),
    orders: oneOf(keysOf(orderCountPresets), params.get('orders')),
    spent: oneOf(spentPresets, params.get('spent')),
    lastOrder: oneOf(keysOf(lastOrderPresets), params.get('lastOrder')),
    tag: params.get('tag')?.trim().slice(0, CUSTOMER_TAG_MAX) ?? '',
    sort: oneOf(customerSorts, params.get('sort')) ?? 'newest',
    page: readPageParam(params),
  };
}

/** Whether anything narrows the list. */
export function isFiltered(query: CustomerListQuery): boolean {
  return Boolean(
    query.q ||
    query.marketing ||
    query.account ||
    query.orders ||
    query.spent ||
    query.lastOrder ||
    query.tag,
  );
}

/** One line naming the filters in effect: `Subscribed · Returning (2 or more orders) · “gmail”`. */
export function describeFilters(
  query: CustomerListQuery,
  spentLabel: (preset: SpentPreset) => string,
): string {
  return [
    query.marketing ? emailMarketingWords[query.marketing].label : null,
    query.account ? accountLabels[query.account] : null,
    query.orders ? orderCountPresets[query.orders].label : null,
    query.spent ? spentLabel(query.spent) : null,
    query.lastOrder ? lastOrderPresets[query.lastOrder].label : null,
    query.tag ? `Tagged “${query.tag}”` : null,
    query.q ? `“${query.q}”` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The filters of `query` as the API takes them (the list and the export share them); the
 * last-order presets as days in `timeZone` counted back from `now`.
 */
export function toCustomerFilters(
  storeId: string,
  query: CustomerListQuery,
  timeZone: string,
  now: Date,
): Omit<CustomerListParams, 'page' | 'size'> {
  const last = query.lastOrder ? lastOrderPresets[query.lastOrder] : undefined;
  const daysAgo = (days: number) =>
    dayInZone(new Date(now.getTime() - days * 86_400_000), timeZone);
  const lastOrder = last
    ? last.lapsed
      ? { lastOrderTo: daysAgo(last.days + 1) }
      : { lastOrderFrom: daysAgo(last.days) }
    : {};
  return {
    storeId,
    q: query.q || undefined,
    marketing: query.marketing,
    account: query.account,
    ...(query.orders ? orderCountPresets[query.orders].range : {}),
    minSpent: query.spent,
    ...lastOrder,
    tz: last ? timeZone : undefined,
    tag: query.tag || undefined,
    sort: query.sort === 'newest' ? undefined : query.sort,
  };
}

/** The list request for `query`. */
export function toCustomerListParams(
  storeId: string,
  query: CustomerListQuery,
  timeZone: string,
  now: Date,
): CustomerListParams {
  return {
    ...toCustomerFilters(storeId, query, timeZone, now),
    page: query.page,
    size: CUSTOMERS_PAGE_SIZE,
  };
}
