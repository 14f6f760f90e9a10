/**
 * The customers index's state as it lives in the URL: `q` (part of the email), `marketing`
 * (one email-marketing state) and `page` (one-based in the URL, zero-based for the API).
 * Unknown or malformed values read as "not set", so an old bookmark never breaks the list.
 */
import { emailMarketingStates, type EmailMarketingState } from '../../../shared';
import { oneOf, readPageParam } from '../../kit/query-params';
import type { CustomerListParams } from '../customers-api';
import { emailMarketingWords } from '../customer-words';

export const CUSTOMERS_PAGE_SIZE = 20;

export interface CustomerListQuery {
  q: string;
  marketing: EmailMarketingState | undefined;
  /** Zero-based. */
  page: number;
}

/** Reads the query string; anything unknown falls back to its default. */
export function readCustomerListQuery(params: URLSearchParams): CustomerListQuery {
  return {
    q: params.get('q')?.trim() ?? '',
    marketing: oneOf(emailMarketingStates, params.get('marketing')),
    page: readPageParam(params),
  };
}

/** Whether anything narrows the list. */
export function isFiltered(query: CustomerListQuery): boolean {
  return Boolean(query.q || query.marketing);
}

/** One line naming the filters in effect: `Subscribed · “gmail”`. */
export function describeFilters(query: CustomerListQuery): string {
  return [
    query.marketing ? emailMarketingWords[query.marketing].label : null,
    query.q ? `“${query.q}”` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The filters of `query` as the API takes them (the list and the export share them). */
export function toCustomerFilters(
  storeId: string,
  query: CustomerListQuery,
): Omit<CustomerListParams, 'page' | 'size'> {
  return { storeId, q: query.q || undefined, marketing: query.marketing };
}

/** The list request for `query`. */
export function toCustomerListParams(
  storeId: string,
  query: CustomerListQuery,
): CustomerListParams {
  return { ...toCustomerFilters(storeId, query), page: query.page, size: CUSTOMERS_PAGE_SIZE };
}
