/**
 * The orders index's state as it lives in the URL: `q` (search), `status`, `paymentStatus`,
 * `paymentMethod`, `from` and `to` (days, `YYYY-MM-DD`), `sort` and `page` (one-based in the
 * URL, zero-based for the API). Unknown or malformed values read as "not set", so an old
 * bookmark or a hand-made link (the home's action queue) never breaks the list.
 */
import {
  orderSorts,
  orderStatusLabels,
  orderStatuses,
  paymentMethodLabels,
  paymentMethods,
  paymentStateLabels,
  paymentStates,
  type OrderSort,
  type OrderStatusName,
  type PaymentMethodName,
  type PaymentStateName,
} from '../../../shared';
import { oneOf, readPageParam } from '../../kit/query-params';
import type { OrderListParams } from '../orders-api';

export const ORDERS_PAGE_SIZE = 20;

export interface OrderListQuery {
  search: string;
  status: OrderStatusName | undefined;
  paymentStatus: PaymentStateName | undefined;
  paymentMethod: PaymentMethodName | undefined;
  from: string | undefined;
  to: string | undefined;
  sort: OrderSort;
  /** Zero-based. */
  page: number;
}

/** A real calendar day `YYYY-MM-DD`, else undefined. */
function day(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** Reads the query string; anything unknown falls back to its default. */
export function readOrderListQuery(params: URLSearchParams): OrderListQuery {
  return {
    // `search` is read too: links written with the API's own name work.
    search: (params.get('q') ?? params.get('search'))?.trim() ?? '',
    status: oneOf(orderStatuses, params.get('status')),
    paymentStatus: oneOf(paymentStates, params.get('paymentStatus')),
    paymentMethod: oneOf(paymentMethods, params.get('paymentMethod')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    sort: oneOf(orderSorts, params.get('sort')) ?? 'newest',
    page: readPageParam(params),
  };
}

/** True when both days are set and `from` comes after `to` (the range is then not applied). */
export function isReversedRange(query: Pick<OrderListQuery, 'from' | 'to'>): boolean {
  return Boolean(query.from && query.to && query.from > query.to);
}

/** Whether anything but the status tab narrows the list. */
export function isFilteredBesidesStatus(query: OrderListQuery): boolean {
  return Boolean(
    query.search || query.paymentStatus || query.paymentMethod || query.from || query.to,
  );
}

/** Whether anything narrows the list. */
export function isFiltered(query: OrderListQuery): boolean {
  return Boolean(query.status) || isFilteredBesidesStatus(query);
}

function formatDay(value: string): string {
  const date = new Date(`${value}T12:00:00Z`);
  return date.toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** One line naming the filters in effect: `Pending · Bank transfer · from Nov 1, 2026 · “jane”`. */
export function describeFilters(query: OrderListQuery): string {
  const range =
    query.from && query.to
      ? `${formatDay(query.from)} – ${formatDay(query.to)}`
      : query.from
        ? `from ${formatDay(query.from)}`
        : query.to
          ? `until ${formatDay(query.to)}`
          : null;
  return [
    query.status ? orderStatusLabels[query.status] : null,
    query.paymentStatus ? paymentStateLabels[query.paymentStatus] : null,
    query.paymentMethod ? paymentMethodLabels[query.paymentMethod] : null,
    range,
    query.search ? `“${query.search}”` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The filters of `query` as the API takes them (list and export share them); days are
 * counted in `timeZone` (the browser's), sent only with a range.
 */
export function toOrderFilters(
  storeId: string,
  query: OrderListQuery,
  timeZone: string,
): Omit<OrderListParams, 'page' | 'size'> {
  const range = isReversedRange(query) ? {} : { from: query.from, to: query.to };
  const hasRange = Boolean(range.from || range.to);
  return {
    storeId,
    status: query.status,
    paymentStatus: query.paymentStatus,
    paymentMethod: query.paymentMethod,
    ...range,
    tz: hasRange ? timeZone : undefined,
    search: query.search || undefined,
    sort: query.sort === 'newest' ? undefined : query.sort,
  };
}

/** The list request for `query`. */
export function toOrderListParams(
  storeId: string,
  query: OrderListQuery,
  timeZone: string,
): OrderListParams {
  return { ...toOrderFilters(storeId, query, timeZone), page: query.page, size: ORDERS_PAGE_SIZE };
}
