/**
 * /dashboard/customers: the store's customers (today the shoppers who signed up to its
 * newsletter) with their email-marketing consent. Search by email, a marketing filter and the
 * page live in the URL; skeleton rows while loading, an empty store's and an empty filter's
 * states, an error with Retry, "Export CSV" of exactly what the filters select, and a row's
 * "Unsubscribe" behind a confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CUSTOMER_SEARCH_MAX, emailMarketingStates, type CustomerDto } from '../../../shared';
import { useCurrentStore } from '../../state/use-current-store';
import { EmptyState, IndexScreen, useQueryParams } from '../../kit';
import { customersExportUrl } from '../customers-api';
import { customerQueries } from '../customers-queries';
import { emailMarketingWords } from '../customer-words';
import { customerColumns } from './customer-columns';
import {
  CUSTOMERS_PAGE_SIZE,
  describeFilters,
  isFiltered,
  readCustomerListQuery,
  toCustomerFilters,
  toCustomerListParams,
} from './customer-list-query';
import { UnsubscribeCustomerDialog } from './UnsubscribeCustomerDialog';

const marketingOptions = emailMarketingStates.map((value) => ({
  value,
  label: emailMarketingWords[value].label,
}));

export function CustomersScreen() {
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const [params] = useQueryParams();
  const query = readCustomerListQuery(params);
  const customers = useQuery(customerQueries.list(toCustomerListParams(storeId, query)));
  const [unsubscribing, setUnsubscribing] = useState<CustomerDto | null>(null);
  const columns = useMemo(() => customerColumns({ onUnsubscribe: setUnsubscribing }), []);

  const storeIsEmpty = !isFiltered(query) && customers.data?.totalElements === 0;
  const exportHref = customersExportUrl(toCustomerFilters(storeId, query));

  return (
    <IndexScreen
      title="Customers"
      description="Shoppers who signed up to your newsletter, and whether they agreed to your marketing emails."
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
          Shoppers who sign up to your newsletter in the store's footer appear here, and are
          subscribed once they confirm their email.
        </EmptyState>
      }
      search={{
        value: query.q,
        label: 'Search customers',
        placeholder: 'Search by email',
        testId: 'customers-search',
        maxLength: CUSTOMER_SEARCH_MAX,
      }}
      filters={[
        {
          param: 'marketing',
          label: 'Email marketing',
          value: query.marketing ?? '',
          anyLabel: 'All customers',
          options: marketingOptions,
          testId: 'filter-marketing',
        },
      ]}
      filterSummary={isFiltered(query) ? describeFilters(query) : undefined}
      table={{
        label: 'Customers',
        columns,
        rowKey: (c) => c.id,
        rowLabel: (c) => c.email,
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
