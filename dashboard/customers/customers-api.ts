/**
 * Typed calls of the merchant's Customers API (`customersEndpoints`, contract in
 * shared/api/customers.ts): the filtered list, removing a customer's email-marketing consent,
 * and the CSV export's URL.
 */
import {
  customersEndpoints,
  endpointUrl,
  type CustomerMarketingFilter,
  type CustomerUnsubscribeBody,
} from '../../shared';
import { callApi } from '../api/client';
import { toPageQuery } from '../api/page-query';

/** The list query: the shared filters plus a zero-based `page`. */
export interface CustomerListParams {
  storeId: string;
  /** Part of the email; none for every customer. */
  q?: string | undefined;
  /** One email-marketing state; none (or `all`) for every customer. */
  marketing?: CustomerMarketingFilter | undefined;
  page: number;
  size: number;
}

export const customersApi = {
  /** GET list: one page of the store's customers, newest first. */
  list: (params: CustomerListParams, signal?: AbortSignal) =>
    callApi(customersEndpoints.list, { query: toPageQuery(params) }, signal),
  /** POST unsubscribe: the customer's email-marketing consent removed; answers the customer. */
  unsubscribe: (body: CustomerUnsubscribeBody) => callApi(customersEndpoints.unsubscribe, { body }),
};

/** The CSV export of the customers `filters` select: a plain link downloads it (cookie included). */
export function customersExportUrl(filters: Omit<CustomerListParams, 'page' | 'size'>): string {
  return endpointUrl(customersEndpoints.export, { query: filters });
}
