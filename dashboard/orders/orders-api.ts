/**
 * Typed calls of the merchant's orders API (`ordersEndpoints`, contract in shared/api/orders.ts):
 * the filtered list with counts per status, one order with its timeline and proofs, lifecycle
 * actions, staff notes, and the CSV export's URL.
 */
import {
  endpointUrl,
  ordersEndpoints,
  type OrderFilters,
  type orderNoteBodySchema,
  type orderTransitionBodySchema,
} from '../../shared';
import type { z } from 'zod';
import { callApi } from '../api/client';
import { toPageQuery } from '../api/page-query';

/** The list query: the shared filters plus a zero-based `page`. */
export type OrderListParams = Partial<Omit<OrderFilters, 'storeId'>> & {
  storeId: string;
  page: number;
  size: number;
};

/** What the browser sends for one action (before the server's trimming and defaults). */
export type OrderTransitionRequest = z.input<typeof orderTransitionBodySchema>;
export type OrderNoteRequest = z.input<typeof orderNoteBodySchema>;

export const ordersApi = {
  /** GET list: one page of orders and the counts per status under the other filters. */
  list: (params: OrderListParams, signal?: AbortSignal) =>
    callApi(ordersEndpoints.list, { query: toPageQuery(params) }, signal),
  /** GET get-order?orderId: the order with its events, proofs and the actions allowed now. */
  get: (orderId: string, signal?: AbortSignal) =>
    callApi(ordersEndpoints.getOrder, { query: { orderId } }, signal),
  /** POST transition: one lifecycle action; a refused one is a 409 naming the current state. */
  transition: (body: OrderTransitionRequest) => callApi(ordersEndpoints.transition, { body }),
  /** POST add-note: a staff note on the timeline. */
  addNote: (body: OrderNoteRequest) => callApi(ordersEndpoints.addNote, { body }),
};

/** The CSV export of the orders `filters` select: a plain link downloads it (cookie included). */
export function ordersExportUrl(filters: Omit<OrderListParams, 'page' | 'size'>): string {
  return endpointUrl(ordersEndpoints.export, { query: filters });
}
