/**
 * /dashboard/orders: the orders index. Status tabs with counts, search (number, name, email,
 * phone), payment status and method filters, a date range, sortable columns and the page
 * live in the URL; skeleton rows while loading, an empty store's and an empty filter's
 * states, an error with Retry, and "Export CSV" of exactly what the filters select.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import {
  orderStatusLabels,
  orderStatuses,
  paymentMethodLabels,
  paymentMethods,
  paymentStatusLabels,
  paymentStatuses,
} from '../../../shared';
import { useCurrentStore } from '../../hooks/use-current-store';
import {
  Card,
  DataTable,
  EmptyState,
  FilterSelect,
  FilterTabs,
  IndexPage,
  Pagination,
  QueryError,
  SearchBox,
  useQueryParams,
} from '../../kit';
import { storefrontUrl } from '../../lib/storefront-url';
import { orderHref } from '../order-links';
import { ordersExportUrl } from '../orders-api';
import { orderQueries } from '../orders-queries';
import { DateRangeFilter } from './DateRangeFilter';
import { orderColumns } from './order-columns';
import {
  ORDERS_PAGE_SIZE,
  browserTimeZone,
  describeFilters,
  isFiltered,
  isFilteredBesidesStatus,
  isReversedRange,
  readOrderListQuery,
  toOrderFilters,
  toOrderListParams,
  toPageParam,
} from './order-list-query';

const paymentStatusOptions = paymentStatuses.map((value) => ({
  value,
  label: paymentStatusLabels[value],
}));
const paymentMethodOptions = paymentMethods.map((value) => ({
  value,
  label: paymentMethodLabels[value],
}));

export function OrdersScreen() {
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const [params, setParams] = useQueryParams();
  const query = readOrderListQuery(params);
  const timeZone = useMemo(browserTimeZone, []);
  const orders = useQuery(orderQueries.list(toOrderListParams(storeId, query, timeZone)));
  const columns = useMemo(orderColumns, []);

  const page = orders.data;
  // A page past the end (an old bookmark): show the last one.
  const pastEnd =
    page !== undefined && page.orders.length === 0 && page.totalElements > 0 && query.page > 0;
  const lastPage = page ? Math.max(0, page.totalPages - 1) : 0;
  useEffect(() => {
    if (pastEnd) setParams({ page: toPageParam(lastPage) }, { replace: true });
  }, [pastEnd, lastPage, setParams]);

  const onSearch = useCallback(
    (search: string) => setParams({ q: search.trim() || null, search: null }, { replace: true }),
    [setParams],
  );

  const counts = page?.counts;
  const storeIsEmpty = !isFilteredBesidesStatus(query) && counts?.all === 0;
  const filtered = isFiltered(query);
  const rows = orders.isPending ? undefined : (page?.orders ?? []);
  const exportHref = ordersExportUrl(toOrderFilters(storeId, query, timeZone));
  const viewStore = store.data ? storefrontUrl(store.data.storeDomain, window.location) : undefined;

  return (
    <IndexPage
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
      data-testid="orders-screen"
    >
      <Card className="kit-list-card" data-testid="orders-card">
        {storeIsEmpty ? (
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
        ) : (
          <>
            <FilterTabs
              label="Order status"
              param="status"
              tabs={[
                { value: null, label: 'All', count: counts?.all },
                ...orderStatuses.map((status) => ({
                  value: status,
                  label: orderStatusLabels[status],
                  count: counts?.[status],
                })),
              ]}
              data-testid="status-tabs"
            />
            <div className="kit-toolbar orders-toolbar">
              <SearchBox
                value={query.search}
                onSearch={onSearch}
                label="Search orders"
                placeholder="Search by number, name, email or phone"
                data-testid="orders-search"
              />
              <FilterSelect
                label="Payment"
                value={query.paymentStatus ?? ''}
                anyLabel="Any payment"
                options={paymentStatusOptions}
                onChange={(paymentStatus) => setParams({ paymentStatus })}
                data-testid="filter-payment-status"
              />
              <FilterSelect
                label="Method"
                value={query.paymentMethod ?? ''}
                anyLabel="Any method"
                options={paymentMethodOptions}
                onChange={(paymentMethod) => setParams({ paymentMethod })}
                data-testid="filter-payment-method"
              />
              <DateRangeFilter
                from={query.from ?? ''}
                to={query.to ?? ''}
                reversed={isReversedRange(query)}
                onChange={(patch) => setParams(patch)}
              />
            </div>
            {filtered ? (
              <div className="kit-filter-note" data-testid="filter-summary">
                <span>
                  <span className="muted">Filtered: </span>
                  {describeFilters(query)}
                </span>
                <Link to="?" className="button button-link">
                  Clear filters
                </Link>
              </div>
            ) : null}
            {orders.isError ? (
              <QueryError
                what="your orders"
                error={orders.error}
                onRetry={() => void orders.refetch()}
                retrying={orders.isFetching}
                data-testid="orders-error"
              />
            ) : (
              <>
                <DataTable
                  label="Orders"
                  columns={columns}
                  rows={rows}
                  rowKey={(o) => o.orderId}
                  rowLabel={(o) => `Order #${o.orderNumber}`}
                  refreshing={orders.isPlaceholderData}
                  sort={query.sort}
                  onSort={(sort) => setParams({ sort: sort === 'newest' ? null : sort })}
                  empty={
                    <EmptyState
                      title="No orders match"
                      action={
                        <Link
                          to="?"
                          className="button button-secondary"
                          data-testid="clear-filters"
                        >
                          Clear filters
                        </Link>
                      }
                      data-testid="orders-no-match"
                    >
                      Try another search or filter, or clear them to see every order.
                    </EmptyState>
                  }
                  rowTestId="order-row"
                  data-testid="orders-table"
                />
                {page && page.totalElements > 0 ? (
                  <Pagination
                    page={query.page}
                    pageSize={ORDERS_PAGE_SIZE}
                    total={page.totalElements}
                    noun={page.totalElements === 1 ? 'order' : 'orders'}
                    onPageChange={(next) => setParams({ page: toPageParam(next) })}
                  />
                ) : null}
              </>
            )}
          </>
        )}
      </Card>
    </IndexPage>
  );
}

/** `/dashboard/orders?orderId=…` (a link in the query's style) opens that order. */
export function OrdersIndexRoute() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  if (orderId) return <Navigate to={orderHref(orderId)} replace />;
  return <OrdersScreen />;
}
