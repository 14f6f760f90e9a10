/**
 * Typed calls of the merchant's Customers API (`customersEndpoints`, contract in
 * shared/api/customers.ts): the filtered list, one customer, their note and tags, merging two
 * records, removing a customer's email-marketing consent, and the CSV export's URL.
 */
import type { z } from 'zod';
import {
  customersEndpoints,
  endpointUrl,
  type customerFiltersSchema,
  type CustomerMergeBody,
  type CustomerUnsubscribeBody,
  type CustomerUpdateBody,
} from '../../shared';
import { callApi } from '../api/client';
import { toPageQuery } from '../api/page-query';

/** The list query: the shared filters (as the query string sends them) plus a zero-based `page`. */
export type CustomerListParams = Partial<Omit<z.input<typeof customerFiltersSchema>, 'storeId'>> & {
  storeId: string;
  page: number;
  size: number;
};

export const customersApi = {
  /** GET list: one page of the store's customers. */
  list: (params: CustomerListParams, signal?: AbortSignal) =>
    callApi(customersEndpoints.list, { query: toPageQuery(params) }, signal),
  /** GET detail: one customer's page. */
  detail: (storeId: string, customerId: string, signal?: AbortSignal) =>
    callApi(customersEndpoints.detail, { query: { storeId, customerId } }, signal),
  /** PUT update: the merchant's note and tags; answers the customer's page. */
  update: (body: CustomerUpdateBody) => callApi(customersEndpoints.update, { body }),
  /** POST merge: `mergeId` joins `customerId`; answers the kept customer's page. */
  merge: (body: CustomerMergeBody) => callApi(customersEndpoints.merge, { body }),
  /** POST unsubscribe: the customer's email-marketing consent removed; answers the customer. */
  unsubscribe: (body: CustomerUnsubscribeBody) => callApi(customersEndpoints.unsubscribe, { body }),
};

/** The CSV export of the customers `filters` select: a plain link downloads it (cookie included). */
export function customersExportUrl(filters: Omit<CustomerListParams, 'page' | 'size'>): string {
  return endpointUrl(customersEndpoints.export, { query: filters });
}
