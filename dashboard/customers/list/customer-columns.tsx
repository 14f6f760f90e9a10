/**
 * The customers table's columns: email, email-marketing state (a badge), since when, where it
 * came from, and the row's "Unsubscribe" (only while there is consent to remove).
 */
import type { CustomerDto } from '../../../shared';
import { StateBadge, Timestamp, type DataTableColumn } from '../../kit';
import { canUnsubscribe, emailMarketingWords, marketingSourceLabels } from '../customer-words';

export interface CustomerColumnsOptions {
  /** The row's Unsubscribe was pressed: confirm, then remove the consent. */
  onUnsubscribe: (customer: CustomerDto) => void;
}

export function customerColumns({
  onUnsubscribe,
}: CustomerColumnsOptions): DataTableColumn<CustomerDto>[] {
  return [
    {
      id: 'email',
      header: 'Email',
      rowHeader: true,
      cell: (c) => (
        <span className="customers-email" data-testid="customer-email">
          {c.email}
        </span>
      ),
    },
    {
      id: 'marketing',
      header: 'Email marketing',
      cell: (c) => (
        <StateBadge word={emailMarketingWords[c.emailMarketing]} data-testid="customer-marketing" />
      ),
    },
    {
      id: 'since',
      header: 'Since',
      cell: (c) =>
        c.marketingUpdatedAt ? (
          <Timestamp at={c.marketingUpdatedAt} className="customers-date" />
        ) : (
          <span className="muted">
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">Never</span>
          </span>
        ),
    },
    {
      id: 'source',
      header: 'Source',
      cell: (c) =>
        c.source ? (
          <span data-testid="customer-source">{marketingSourceLabels[c.source]}</span>
        ) : (
          <span className="muted">
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">None</span>
          </span>
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
