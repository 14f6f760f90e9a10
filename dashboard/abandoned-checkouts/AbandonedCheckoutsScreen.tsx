/**
 * /dashboard/abandoned-checkouts: checkouts where the shopper gave their email and left
 * without ordering for an hour (shared/api/abandoned-checkouts.ts). On top, the recovery email
 * settings (off, after 1 hour, after 10 hours; a second reminder a day later); then the list,
 * newest first, with tabs All / Not recovered / Recovered: when, who, what was in the cart and
 * its value, the reminders sent (or that the shopper unsubscribed), and the order it became.
 * Skeleton rows while loading, an empty store's state, an error with Retry.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  abandonedCheckoutStatuses,
  formatAmount,
  SECOND_REMINDER_HOURS,
  type AbandonedCheckoutDto,
  type RecoveryEmailDelay,
} from '../../shared';
import {
  EmptyState,
  IndexScreen,
  Segmented,
  StateBadge,
  Timestamp,
  useQueryParams,
  type BadgeWord,
  type DataTableColumn,
  SettingsCard,
} from '../kit';
import { oneOf, readPageParam } from '../kit/query-params';
import { orderHref } from '../orders/order-links';
import { useCurrentStore } from '../state/use-current-store';
import { abandonedCheckoutsApi } from './abandoned-checkouts-api';
import { abandonedCheckoutQueries } from './abandoned-checkouts-queries';
import './abandoned-checkouts.css';

const PAGE_SIZE = 20;

const delayOptions = [
  ['off', 'Off'],
  ['1h', 'After 1 hour'],
  ['10h', 'After 10 hours'],
] as const satisfies readonly (readonly [RecoveryEmailDelay, string])[];

const recoveryWords: Record<'recovered' | 'open', BadgeWord> = {
  recovered: { label: 'Recovered', tone: 'success' },
  open: { label: 'Not recovered', tone: 'neutral' },
};

/** The reminders' state in words: "Not sent", "Sent", "Sent twice", "Unsubscribed". */
function reminderWords(c: AbandonedCheckoutDto): string {
  if (c.remindersSent === 0) return c.optedOut ? 'Unsubscribed' : 'Not sent';
  return c.remindersSent > 1 ? 'Sent twice' : 'Sent';
}

/** "2 × Ceramic mug, Linen shirt (Size: M)". */
const itemsWords = (c: AbandonedCheckoutDto) =>
  c.items.map((i) => (i.quantity > 1 ? `${i.quantity} × ${i.name}` : i.name)).join(', ');

const columns: DataTableColumn<AbandonedCheckoutDto>[] = [
  {
    id: 'when',
    header: 'Last active',
    cell: (c) => <Timestamp at={c.updatedAt} />,
  },
  {
    id: 'customer',
    header: 'Customer',
    rowHeader: true,
    cell: (c) => (
      <span className="abandoned-who">
        <span data-testid="abandoned-customer">{c.name || c.email}</span>
        {c.name ? <span className="muted">{c.email}</span> : null}
      </span>
    ),
  },
  {
    id: 'items',
    header: 'Items',
    cell: (c) => (
      <span className="abandoned-items" data-testid="abandoned-items">
        {itemsWords(c)}
      </span>
    ),
  },
  {
    id: 'value',
    header: 'Value',
    align: 'end',
    cell: (c) => <span data-testid="abandoned-value">{formatAmount(c.value, c.currency)}</span>,
  },
  {
    id: 'reminder',
    header: 'Recovery email',
    cell: (c) => (
      <span className="abandoned-who" data-testid="abandoned-reminder">
        <span>{reminderWords(c)}</span>
        {c.lastReminderAt ? <Timestamp at={c.lastReminderAt} className="muted" /> : null}
      </span>
    ),
  },
  {
    id: 'recovery',
    header: 'Recovery',
    cell: (c) =>
      c.recoveredOrder ? (
        <span className="abandoned-who">
          <StateBadge word={recoveryWords.recovered} data-testid="abandoned-status" />
          <Link to={orderHref(c.recoveredOrder.orderId)} data-testid="abandoned-order">
            Order #{c.recoveredOrder.orderNumber}
          </Link>
        </span>
      ) : (
        <StateBadge word={recoveryWords.open} data-testid="abandoned-status" />
      ),
  },
];

/** The recovery email settings: when the reminder goes, and whether a second one follows. */
function RecoveryEmailCard({ storeId }: { storeId: string }) {
  return (
    <SettingsCard
      title="Recovery email"
      what="your recovery email settings"
      query={abandonedCheckoutQueries.settings(storeId)}
      save={abandonedCheckoutsApi.updateSettings}
      saved="Recovery emails saved"
      className="abandoned-settings"
      data-testid="recovery-settings"
      saveTestId="recovery-save"
    >
      {(draft, change) => (
        <>
          <p className="muted">
            One email to the shopper with a link that brings back their cart and checkout, and a
            link to unsubscribe. Never sent once they ordered.
          </p>
          <Segmented
            label="Send the recovery email"
            options={delayOptions}
            value={draft.delay}
            onChange={(delay) => change({ delay })}
            data-testid="recovery-delay"
          />
          <label className="abandoned-check">
            <input
              type="checkbox"
              checked={draft.secondReminder}
              disabled={draft.delay === 'off'}
              onChange={(event) => change({ secondReminder: event.target.checked })}
              data-testid="recovery-second"
            />
            Send a second reminder {SECOND_REMINDER_HOURS} hours after the first
          </label>
        </>
      )}
    </SettingsCard>
  );
}

export function AbandonedCheckoutsScreen() {
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const [params] = useQueryParams();
  const status = oneOf(abandonedCheckoutStatuses, params.get('status')) ?? 'all';
  const page = readPageParam(params);
  const list = useQuery(abandonedCheckoutQueries.list({ storeId, status, page, size: PAGE_SIZE }));
  const table = useMemo(
    () => ({
      label: 'Abandoned checkouts',
      columns,
      rowKey: (c: AbandonedCheckoutDto) => c.id,
      rowLabel: (c: AbandonedCheckoutDto) => c.email,
      rowTestId: 'abandoned-row',
    }),
    [],
  );
  return (
    <IndexScreen
      title="Abandoned checkouts"
      description="Shoppers who gave their email at checkout and left without ordering for an hour, and the orders your recovery emails brought back."
      testIdPrefix="abandoned"
      list={list}
      rowsOf={(data) => data.checkouts}
      page={page}
      pageSize={PAGE_SIZE}
      noun={['checkout', 'checkouts']}
      what="your abandoned checkouts"
      storeIsEmpty={status === 'all' && list.data?.totalElements === 0}
      empty={
        <EmptyState title="No abandoned checkouts" data-testid="abandoned-empty">
          When a shopper enters their email at checkout and leaves without ordering for an hour, the
          checkout appears here, with the recovery email it was sent.
        </EmptyState>
      }
      noMatch={
        <EmptyState
          title={status === 'recovered' ? 'Nothing recovered yet' : 'No checkouts to recover'}
          data-testid="abandoned-no-match"
        >
          {status === 'recovered'
            ? 'Orders placed after a recovery email show here.'
            : 'Every abandoned checkout was recovered.'}
        </EmptyState>
      }
      tabs={{
        label: 'Recovery',
        param: 'status',
        tabs: [
          { value: null, label: 'All' },
          { value: 'not_recovered', label: 'Not recovered' },
          { value: 'recovered', label: 'Recovered' },
        ],
        'data-testid': 'abandoned-tabs',
      }}
      table={table}
      before={<RecoveryEmailCard storeId={storeId} />}
    />
  );
}
