/**
 * /dashboard/discounts: the store's discounts, codes and automatic offers. Status tabs
 * (active, scheduled, expired) and the search (title or code) live in the URL; each row says
 * what the discount does in a sentence, its codes, its status, how often it was used and what
 * it saved. Skeleton rows while loading, an empty store's and an empty filter's states, an
 * error with Retry; "Create discount" opens the editor.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  discountStatuses,
  formatAmount,
  type DiscountDto,
  type DiscountStatus,
} from '../../../shared';
import {
  EmptyState,
  IndexScreen,
  StateBadge,
  useQueryParams,
  type DataTableColumn,
} from '../../kit';
import { useCurrentStore } from '../../state/use-current-store';
import { discountQueries } from '../discounts-queries';
import { discountStatusWords, useDiscountNames } from '../discount-names';
import { describeDiscount, type DiscountNames } from '../discount-words';

const isStatus = (v: string | null): v is DiscountStatus =>
  v !== null && (discountStatuses as readonly string[]).includes(v);

export const editDiscountHref = (id: string) => `/dashboard/discounts/${id}`;

function columns(names: DiscountNames, currency: string): DataTableColumn<DiscountDto>[] {
  return [
    {
      id: 'title',
      header: 'Discount',
      rowHeader: true,
      cell: (d) => (
        <span className="discounts-title">
          <Link to={editDiscountHref(d.id)} data-testid="discount-link">
            {d.title}
          </Link>
          <span className="muted discounts-summary" data-testid="discount-summary">
            {describeDiscount(d, names)}
          </span>
        </span>
      ),
    },
    {
      id: 'codes',
      header: 'Code',
      cell: (d) =>
        d.method === 'automatic' ? (
          <span className="muted">Automatic</span>
        ) : (
          <span data-testid="discount-codes">
            <code>{d.codes[0]}</code>
            {d.codeCount > 1 ? <span className="muted"> and {d.codeCount - 1} more</span> : null}
          </span>
        ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (d) => (
        <StateBadge word={discountStatusWords[d.status]} data-testid="discount-status" />
      ),
    },
    {
      id: 'used',
      header: 'Used',
      align: 'end',
      cell: (d) => (
        <span data-testid="discount-used">
          {d.usedCount}
          {d.usageLimit !== null ? ` / ${d.usageLimit}` : ''}
        </span>
      ),
    },
    {
      id: 'saved',
      header: 'Saved',
      align: 'end',
      cell: (d) => <span data-testid="discount-saved">{formatAmount(d.totalSaved, currency)}</span>,
    },
  ];
}

export function DiscountsScreen() {
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const [params] = useQueryParams();
  const search = params.get('q') ?? '';
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const list = useQuery(discountQueries.list({ storeId, search: search || undefined, status }));
  const currency = list.data?.currency ?? store.data?.currency ?? 'USD';
  const productNames = useMemo(
    () => new Map((list.data?.discounts ?? []).flatMap((d) => Object.entries(d.productNames))),
    [list.data],
  );
  const names = useDiscountNames(storeId, currency, list.data?.timeZone ?? 'UTC', productNames);
  const cols = useMemo(() => columns(names, currency), [names, currency]);
  const filtered = Boolean(search || status);

  return (
    <IndexScreen
      title="Discounts"
      description="Codes shoppers type at checkout, and offers applied automatically when their conditions hold."
      primaryAction={
        <Link
          to="/dashboard/discounts/new"
          className="button button-primary"
          data-testid="add-discount"
        >
          Create discount
        </Link>
      }
      testIdPrefix="discounts"
      list={list}
      rowsOf={(data) => data.discounts}
      page={0}
      pageSize={Math.max(1, list.data?.discounts.length ?? 1)}
      noun={['discount', 'discounts']}
      what="your discounts"
      storeIsEmpty={!filtered && list.data?.discounts.length === 0}
      empty={
        <EmptyState
          title="Create your first discount"
          link={{ to: '/dashboard/discounts/new', label: 'Create discount' }}
          data-testid="discounts-empty"
        >
          A code like SUMMER10 for a newsletter, or free shipping over an amount for everyone.
        </EmptyState>
      }
      tabs={{
        label: 'Discount status',
        param: 'status',
        tabs: [
          { value: null, label: 'All' },
          { value: 'active', label: 'Active' },
          { value: 'scheduled', label: 'Scheduled' },
          { value: 'expired', label: 'Expired' },
        ],
        'data-testid': 'discount-status-tabs',
      }}
      search={{
        value: search,
        label: 'Search discounts',
        placeholder: 'Search by title or code',
        testId: 'discounts-search',
        maxLength: 100,
      }}
      table={{
        label: 'Discounts',
        columns: cols,
        rowKey: (d) => d.id,
        rowLabel: (d) => d.title,
        rowTestId: 'discount-row',
        'data-testid': 'discounts-table',
      }}
    />
  );
}
