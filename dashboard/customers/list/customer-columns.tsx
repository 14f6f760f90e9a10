/**
 * The customers table's columns: the customer (name, linked to their page, and email), their
 * orders, what they spent, their last order, whether they have an account, email marketing (a
 * badge, and where it came from), tags, and the row's "Unsubscribe" (only while there is consent to remove). Customer,
 * orders, spent and last order sort.
 */
import { Link } from 'react-router-dom';
import { formatAmount, type CustomerDto } from '../../../shared';
import { StateBadge, Timestamp, type DataTableColumn } from '../../kit';
import { canUnsubscribe, emailMarketingWords, marketingSourceLabels } from '../customer-words';
import { customerHref } from '../customer-links';

export interface CustomerColumnsOptions {
  currency: string;
  /** The row's Unsubscribe was pressed: confirm, then remove the consent. */
  onUnsubscribe: (customer: CustomerDto) => void;
}

const none = (words: string) => (
  <span className="muted">
    <span aria-hidden="true">—</span>
    <span className="visually-hidden">{words}</span>
  </span>
);

export function customerColumns({
  currency,
  onUnsubscribe,
}: CustomerColumnsOptions): DataTableColumn<CustomerDto>[] {
  return [
    {
      id: 'customer',
      header: 'Customer',
      rowHeader: true,
      sort: { asc: 'name_asc', desc: 'name_desc' },
      cell: (c) => (
        <span className="customers-who">
          <Link to={customerHref(c.id)} data-testid="customer-link">
            {c.name || c.email}
          </Link>
          {c.name ? (
            <span className="customers-email muted" data-testid="customer-email">
              {c.email}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'orders',
      header: 'Orders',
      align: 'end',
      sort: { asc: 'orders_asc', desc: 'orders_desc' },
      cell: (c) => <span data-testid="customer-orders">{c.ordersCount}</span>,
    },
    {
      id: 'spent',
      header: 'Spent',
      align: 'end',
      sort: { asc: 'spent_asc', desc: 'spent_desc' },
      cell: (c) => <span data-testid="customer-spent">{formatAmount(c.totalSpent, currency)}</span>,
    },
    {
      id: 'lastOrder',
      header: 'Last order',
      sort: { asc: 'last_order_asc', desc: 'last_order_desc' },
      cell: (c) =>
        c.lastOrderAt ? <Timestamp at={c.lastOrderAt} className="customers-date" /> : none('None'),
    },
    {
      id: 'account',
      header: 'Account',
      cell: (c) => (c.accountSince ? <span>Yes</span> : none('No')),
    },
    {
      id: 'marketing',
      header: 'Email marketing',
      cell: (c) => (
        <span className="customers-who">
          <StateBadge
            word={emailMarketingWords[c.emailMarketing]}
            data-testid="customer-marketing"
          />
          {c.source ? (
            <span className="customers-email muted" data-testid="customer-source">
              {marketingSourceLabels[c.source]}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'tags',
      header: 'Tags',
      cell: (c) =>
        c.tags.length ? (
          <span className="customers-tags" data-testid="customer-tags">
            {c.tags.join(', ')}
          </span>
        ) : (
          none('None')
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      align: 'end',
      cell: (c) =>
        canUnsubscribe(c.emailMarketing) ? (
          <button
            type="button"
            className="button button-danger-outline button-small"
            onClick={() => onUnsubscribe(c)}
            data-testid="customer-unsubscribe"
          >
            Unsubscribe<span className="visually-hidden">{` ${c.email}`}</span>
          </button>
        ) : null,
    },
  ];
}
