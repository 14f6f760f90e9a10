/**
 * /dashboard/orders: the orders index. Status tabs with counts, search (number, name, email,
 * phone), payment status and method filters, a date range, sortable columns and the page
 * live in the URL; skeleton rows while loading, an empty store's and an empty filter's
 * states, an error with Retry, and "Export CSV" of exactly what the filters select.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import {
  orderStatusLabels,
  orderStatuses,
  paymentMethodLabels,
  paymentMethods,
  paymentStateLabels,
  paymentStates,
  ORDER_SEARCH_MAX,
  browserTimeZone,
} from '../../../shared';
import { useCurrentStore } from '../../state/use-current-store';
import { EmptyState, IndexScreen, useQueryParams } from '../../kit';
import { storefrontUrl } from '../../lib/storefront-url';
import { orderHref } from '../order-links';
import { ordersExportUrl } from '../orders-api';
import { orderQueries } from '../orders-queries';
import { DateRangeFilter } from './DateRangeFilter';
import { orderColumns } from './order-columns';
import {
  ORDERS_PAGE_SIZE,
  describeFilters,
  isFiltered,
  isFilteredBesidesStatus,
  isReversedRange,
  readOrderListQuery,
  toOrderFilters,
  toOrderListParams,
} from './order-list-query';

const paymentStateOptions = paymentStates.map((value) => ({
  value,
  label: paymentStateLabels[value],
}));
const paymentMethodOptions = paymentMethods.map((value) => ({
  value,
  label: paymentMethodLabels[value],
}));

/** A search replaces `search` too (links written with the API's own name). */
const clearsOldSearch = { search: null };

export function OrdersScreen() {
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const [params, setParams] = useQueryParams();
  const query = readOrderListQuery(params);
  const timeZone = useMemo(browserTimeZone, []);
  const orders = useQuery(orderQueries.list(toOrderListParams(storeId, query, timeZone)));
  const columns = useMemo(orderColumns, []);

  const counts = orders.data?.counts;
  const storeIsEmpty = !isFilteredBesidesStatus(query) && counts?.all === 0;
  const exportHref = ordersExportUrl(toOrderFilters(storeId, query, timeZone));
  const viewStore = store.data ? storefrontUrl(store.data.storeDomain, window.location) : undefined;

  return (
    <IndexScreen
      title="Orders"
      description="Every order your shoppers placed: confirm, ship, and check bank-transfer payments."
      primaryAction={
        storeIsEmpty ? undefined : (
          <a
            className="button button-secondary"
            href={exportHref}
            download
            data-testid="export-orders"
          >
            Export CSV
          </a>
        )
      }
      testIdPrefix="orders"
      list={orders}
      rowsOf={(data) => data.orders}
      page={query.page}
      pageSize={ORDERS_PAGE_SIZE}
      noun={['order', 'orders']}
      what="your orders"
      storeIsEmpty={storeIsEmpty}
      empty={
        <EmptyState
          title="No orders yet"
          action={
            viewStore ? (
              <a
                href={viewStore}
                target="_blank"
                rel="noopener noreferrer"
                className="button button-primary"
              >
                View your store<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : undefined
          }
          data-testid="orders-empty"
        >
          When a shopper checks out on your store, the order shows up here.
        </EmptyState>
      }
      tabs={{
        label: 'Order status',
        param: 'status',
        tabs: [
          { value: null, label: 'All', count: counts?.all },
          ...orderStatuses.map((status) => ({
            value: status,
            label: orderStatusLabels[status],
            count: counts?.[status],
          })),
        ],
        'data-testid': 'status-tabs',
      }}
      search={{
        value: query.search,
        label: 'Search orders',
        placeholder: 'Search by number, name, email or phone',
        testId: 'orders-search',
        maxLength: ORDER_SEARCH_MAX,
        clears: clearsOldSearch,
      }}
      filters={[
        {
          param: 'paymentStatus',
          label: 'Payment',
          value: query.paymentStatus ?? '',
          anyLabel: 'Any payment',
          options: paymentStateOptions,
          testId: 'filter-payment-status',
        },
        {
          param: 'paymentMethod',
          label: 'Method',
          value: query.paymentMethod ?? '',
          anyLabel: 'Any method',
          options: paymentMethodOptions,
          testId: 'filter-payment-method',
        },
      ]}
      toolbarClassName="orders-toolbar"
      toolbarExtra={
        <DateRangeFilter
          from={query.from ?? ''}
          to={query.to ?? ''}
          reversed={isReversedRange(query)}
          onChange={(patch) => setParams(patch)}
        />
      }
      filterSummary={isFiltered(query) ? describeFilters(query) : undefined}
      table={{
        label: 'Orders',
        columns,
        rowKey: (o) => o.orderId,
        rowLabel: (o) => `Order #${o.orderNumber}`,
        sort: query.sort,
        onSort: (sort) => setParams({ sort: sort === 'newest' ? null : sort }),
        rowTestId: 'order-row',
        'data-testid': 'orders-table',
      }}
    />
  );
}

/** `/dashboard/orders?orderId=…` (a link in the query's style) opens that order. */
export function OrdersIndexRoute() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  if (orderId) return <Navigate to={orderHref(orderId)} replace />;
  return <OrdersScreen />;
}
