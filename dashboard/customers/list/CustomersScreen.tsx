/**
 * /dashboard/customers: the store's customers (every email that ordered, signed in to an
 * account or signed up to the newsletter) with their orders, spend, last order, account,
 * email-marketing consent and tags. Search (name, email, phone), filters (marketing, account,
 * orders, spent, last order, a tag), sortable columns and the page live in the URL; skeleton
 * rows while loading, an empty store's and an empty filter's states, an error with Retry,
 * "Export CSV" of exactly what the filters select, a row's link to the customer's page and
 * "Unsubscribe" behind a confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  CUSTOMER_SEARCH_MAX,
  customerAccountFilters,
  emailMarketingStates,
  formatAmount,
  type CustomerDto,
} from '../../../shared';
import { useCurrentStore } from '../../state/use-current-store';
import { EmptyState, IndexScreen, useQueryParams } from '../../kit';
import { customersExportUrl } from '../customers-api';
import { customerQueries } from '../customers-queries';
import { emailMarketingWords } from '../customer-words';
import { customerColumns } from './customer-columns';
import {
  accountLabels,
  CUSTOMERS_PAGE_SIZE,
  describeFilters,
  isFiltered,
  lastOrderPresets,
  orderCountPresets,
  readCustomerListQuery,
  spentPresets,
  toCustomerFilters,
  toCustomerListParams,
  type LastOrderPreset,
  type OrderCountPreset,
  type SpentPreset,
} from './customer-list-query';
import { UnsubscribeCustomerDialog } from './UnsubscribeCustomerDialog';

const marketingOptions = emailMarketingStates.map((value) => ({
  value,
  label: emailMarketingWords[value].label,
}));
const accountOptions = customerAccountFilters.map((value) => ({
  value,
  label: accountLabels[value],
}));
const orderOptions = (Object.keys(orderCountPresets) as OrderCountPreset[]).map((value) => ({
  value,
  label: orderCountPresets[value].label,
}));
const lastOrderOptions = (Object.keys(lastOrderPresets) as LastOrderPreset[]).map((value) => ({
  value,
  label: lastOrderPresets[value].label,
}));

/** The browser's time zone: the last-order presets count days in it. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function CustomersScreen() {
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const currency = store.data?.currency ?? 'USD';
  const [params, setParams] = useQueryParams();
  const query = readCustomerListQuery(params);
  // The presets' days are counted from the day the screen opened (a stable query key).
  const [now] = useState(() => new Date());
  const zone = browserZone();
  const customers = useQuery(customerQueries.list(toCustomerListParams(storeId, query, zone, now)));
  const [unsubscribing, setUnsubscribing] = useState<CustomerDto | null>(null);
  const columns = useMemo(
    () => customerColumns({ currency, onUnsubscribe: setUnsubscribing }),
    [currency],
  );
  const spentLabel = (preset: SpentPreset) =>
    `Spent ${formatAmount(Number(preset), currency)} or more`;

  const storeIsEmpty = !isFiltered(query) && customers.data?.totalElements === 0;
  const exportHref = customersExportUrl(toCustomerFilters(storeId, query, zone, now));

  return (
    <IndexScreen
      title="Customers"
      description="Everyone who ordered, has an account or signed up to your newsletter: what they bought, and whether they agreed to your marketing emails."
      primaryAction={
        <a
          className="button button-secondary"
          href={exportHref}
          download
          data-testid="export-customers"
        >
          Export CSV
        </a>
      }
      testIdPrefix="customers"
      list={customers}
      rowsOf={(data) => data.customers}
      page={query.page}
      pageSize={CUSTOMERS_PAGE_SIZE}
      noun={['customer', 'customers']}
      what="your customers"
      storeIsEmpty={storeIsEmpty}
      empty={
        <EmptyState title="No customers yet" data-testid="customers-empty">
          Shoppers appear here when they place an order, sign in to an account on your store or sign
          up to your newsletter.
        </EmptyState>
      }
      search={{
        value: query.q,
        label: 'Search customers',
        placeholder: 'Search by name, email or phone',
        testId: 'customers-search',
        maxLength: CUSTOMER_SEARCH_MAX,
      }}
      filters={[
        {
          param: 'orders',
          label: 'Orders',
          value: query.orders ?? '',
          anyLabel: 'Any orders',
          options: orderOptions,
          testId: 'filter-orders',
        },
        {
          param: 'spent',
          label: 'Spent',
          value: query.spent ?? '',
          anyLabel: 'Any amount',
          options: spentPresets.map((value) => ({ value, label: spentLabel(value) })),
          testId: 'filter-spent',
        },
        {
          param: 'lastOrder',
          label: 'Last order',
          value: query.lastOrder ?? '',
          anyLabel: 'Any time',
          options: lastOrderOptions,
          testId: 'filter-last-order',
        },
        {
          param: 'account',
          label: 'Account',
          value: query.account ?? '',
          anyLabel: 'With or without',
          options: accountOptions,
          testId: 'filter-account',
        },
        {
          param: 'marketing',
          label: 'Email marketing',
          value: query.marketing ?? '',
          anyLabel: 'All customers',
          options: marketingOptions,
          testId: 'filter-marketing',
        },
      ]}
      toolbarClassName="customers-toolbar"
      filterSummary={isFiltered(query) ? describeFilters(query, spentLabel) : undefined}
      table={{
        label: 'Customers',
        columns,
        rowKey: (c) => c.id,
        rowLabel: (c) => c.name || c.email,
        sort: query.sort,
        onSort: (sort) => setParams({ sort: sort === 'newest' ? null : sort }),
        rowTestId: 'customer-row',
        'data-testid': 'customers-table',
      }}
      after={
        unsubscribing ? (
          <UnsubscribeCustomerDialog
            storeId={storeId}
            customer={unsubscribing}
            onClose={() => setUnsubscribing(null)}
          />
        ) : null
      }
    />
  );
}
