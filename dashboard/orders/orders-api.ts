/**
 * Typed calls of the merchant's orders API (`/api/dashboard/orders/...`, contract in
 * shared/api/orders.ts): the filtered list with counts per status, one order with its
 * timeline and proofs, lifecycle actions, staff notes, and the CSV export's URL.
 */
import type {
  OrderDetailDto,
  OrderFilters,
  OrderListDto,
  orderNoteBodySchema,
  orderTransitionBodySchema,
} from '../../shared';
import type { z } from 'zod';
import { apiClient } from '../api/client';

const base = '/dashboard/orders';

/** The list query: the shared filters plus a zero-based `page`. */
export type OrderListParams = Partial<Omit<OrderFilters, 'storeId'>> & {
  storeId: string;
  page: number;
  size: number;
};

/** What the browser sends for one action (before the server's trimming and defaults). */
export type OrderTransitionRequest = z.input<typeof orderTransitionBodySchema>;
export type OrderNoteRequest = z.input<typeof orderNoteBodySchema>;

/** The query string of `params` without its unset entries. */
function defined(params: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Record<string, string | number>;
}

export const ordersApi = {
  /** GET list: one page of orders and the counts per status under the other filters. */
  list: (params: OrderListParams, signal?: AbortSignal) =>
    apiClient.get<OrderListDto, OrderListDto>(`${base}/list`, { params: defined(params), signal }),
  /** GET get-order?orderId: the order with its events, proofs and the actions allowed now. */
  get: (orderId: string, signal?: AbortSignal) =>
    apiClient.get<OrderDetailDto, OrderDetailDto>(`${base}/get-order`, {
      params: { orderId },
      signal,
    }),
  /** POST transition: one lifecycle action; a refused one is a 409 naming the current state. */
  transition: (body: OrderTransitionRequest) =>
    apiClient.post<unknown, unknown>(`${base}/transition`, body),
  /** POST add-note: a staff note on the timeline. */
  addNote: (body: OrderNoteRequest) => apiClient.post<unknown, unknown>(`${base}/add-note`, body),
};

/** The CSV export of the orders `filters` select: a plain link downloads it (cookie included). */
export function ordersExportUrl(filters: Omit<OrderListParams, 'page' | 'size'>): string {
  const query = new URLSearchParams(
    Object.entries(defined(filters)).map(([k, v]) => [k, String(v)]),
  );
  return `/api${base}/export?${query}`;
}
