/**
 * The payment screen's "Card payments" card: the store's Stripe connection, loaded on its own
 * (a failure here leaves the other methods usable). Not connected: what connecting does and
 * the keys form. Connected: the account, test or live, the keys as far as they are shown, the
 * webhook URL, then "Replace keys" (the form again, cancelable) and "Disconnect" (after a
 * confirmation). Both apply at once with a toast; the save bar is not theirs.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { PaymentProviderDto } from '../../../shared';
import { Card, ConfirmDialog, QueryError, StateBadge } from '../../kit';
import { settingsApi } from '../settings-api';
import { settingsQueries } from '../settings-queries';
import { StripeAccountFacts } from './StripeAccountFacts';
import { StripeKeysForm } from './StripeKeysForm';
import {
  accountLabel,
  connectedMessage,
  connectionBadge,
  providerOf,
  withProvider,
} from './stripe-connection';

const TITLE = 'Card payments';
const TEST_ID = 'card-payments-card';

export function CardPaymentsCard({ storeId }: { storeId: string }) {
  const providers = useQuery(settingsQueries.paymentProviders(storeId));
  if (!providers.data) {
    return (
      <Card title={TITLE} data-testid={TEST_ID}>
        {providers.isError ? (
          <QueryError
            what="your card payment settings"
            query={providers}
            data-testid="card-payments-error"
          />
        ) : (
          <div aria-busy="true" className="settings-card-body" data-testid="card-payments-loading">
            <p className="visually-hidden" role="status">
              Loading your card payment settings…
            </p>
            <span className="skeleton" aria-hidden="true" />
            <span className="skeleton skeleton-field" aria-hidden="true" />
          </div>
        )}
      </Card>
    );
  }
  return <StripeCard storeId={storeId} stripe={providerOf(providers.data, 'stripe')} />;
}

function StripeCard({ storeId, stripe }: { storeId: string; stripe: PaymentProviderDto }) {
  const queryClient = useQueryClient();
  const [replacing, setReplacing] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);
  // Where focus goes once the card has changed under it (the button pressed is gone).
  const focusNext = useRef<'card' | 'replace' | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const replaceRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'replace') replaceRef.current?.focus();
    if (next === 'card' && bodyRef.current) {
      // The card's top, its badge, in sight: focusing the (tall) body alone scrolls past it.
      bodyRef.current.focus({ preventScroll: true });
      const card = bodyRef.current.closest('section');
      const top = card?.getBoundingClientRect().top ?? 0;
      if (top < 0 || top > window.innerHeight - 80) card?.scrollIntoView({ block: 'start' });
    }
  });

  // The factory's key carries the list's type, for setQueryData.
  const listKey = settingsQueries.paymentProviders(storeId).queryKey;
  const store = (changed: PaymentProviderDto) => {
    queryClient.setQueryData(listKey, (list) =>
      list ? withProvider(list, changed) : { providers: [changed] },
    );
    void queryClient.invalidateQueries({ queryKey: listKey });
  };
  const onConnected = (connected: PaymentProviderDto) => {
    store(connected);
    focusNext.current = 'card';
    setReplacing(false);
    toast.success(connectedMessage(connected));
  };
  const disconnect = useMutation({
    mutationFn: () => settingsApi.disconnectPaymentProvider(storeId, stripe.provider),
    onSuccess: (disconnected) => {
      store(disconnected);
      focusNext.current = 'card';
      setDisconnecting(false);
      toast.success(`${stripe.label} disconnected`);
    },
    // Disconnected meanwhile (another tab): the list says so.
    onError: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });

  const account = accountLabel(stripe);
  return (
    <Card
      title={TITLE}
      actions={<StateBadge word={connectionBadge(stripe)} data-testid="card-payments-status" />}
      data-testid={TEST_ID}
    >
      <div ref={bodyRef} tabIndex={-1} className="settings-card-body card-payments-body">
        {!stripe.connected ? (
          <>
            <p className="settings-summary" data-testid="card-payments-intro">
              Connect Stripe and shoppers can pay by card or digital wallet at checkout; the money
              goes to your Stripe account.
            </p>
            <StripeKeysForm storeId={storeId} onConnected={onConnected} />
          </>
        ) : replacing ? (
          <>
            <p className="settings-summary" data-testid="card-payments-replacing">
              Connected to <strong>{account}</strong>
              {stripe.mode ? ` in ${stripe.mode} mode` : ''}. Paste the new keys, test or live: the
              current ones stay in use until Stripe accepts them.
            </p>
            <StripeKeysForm
              storeId={storeId}
              onConnected={onConnected}
              onCancel={() => {
                focusNext.current = 'replace';
                setReplacing(false);
              }}
            />
          </>
        ) : (
          <>
            <StripeAccountFacts stripe={stripe} account={account} />
            <div className="card-payments-actions">
              <button
                ref={replaceRef}
                type="button"
                className="button button-secondary"
                onClick={() => setReplacing(true)}
                data-testid="stripe-replace-keys"
              >
                Replace keys
              </button>
              <button
                type="button"
                className="button button-danger-outline"
                onClick={() => {
                  disconnect.reset();
                  setDisconnecting(true);
                }}
                data-testid="stripe-disconnect"
              >
                Disconnect
              </button>
            </div>
          </>
        )}
      </div>
      {disconnecting && stripe.connected ? (
        <ConfirmDialog
          title={`Disconnect ${stripe.label} account “${account}”?`}
          confirmLabel={`Disconnect ${stripe.label}`}
          pendingLabel="Disconnecting…"
          mutation={disconnect}
          onConfirm={() => disconnect.mutate()}
          onCancel={() => setDisconnecting(false)}
        >
          <p>
            Shoppers can no longer pay by card or digital wallet at checkout. Existing orders keep
            their payments, and your Stripe account keeps its balance and history.
          </p>
          <p>You can connect again at any time with your keys.</p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
