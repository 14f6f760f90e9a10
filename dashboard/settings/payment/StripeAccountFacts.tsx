/**
 * A connected Stripe account as the "Card payments" card shows it: the account, what test mode
 * means, the publishable key, the secret by its last 4 characters (the server never sends
 * more), the webhook URL Stripe sends payment events to (with Copy), and when it was connected.
 */
import type { PaymentProviderDto } from '../../../shared';
import { CopyButton, Timestamp } from '../../kit';
import { maskedSecret } from './stripe-connection';

export interface StripeAccountFactsProps {
  stripe: PaymentProviderDto;
  /** The account's name, else its id (`accountLabel`). */
  account: string;
}

export function StripeAccountFacts({ stripe, account }: StripeAccountFactsProps) {
  return (
    <>
      <p className="settings-summary" data-testid="card-payments-summary">
        Shoppers can pay by card or digital wallet at checkout, into the Stripe account{' '}
        <strong data-testid="stripe-account">{account}</strong>.
      </p>
      {stripe.mode === 'test' ? (
        <p className="card-payments-test-note" data-testid="stripe-test-note">
          <strong>Test mode:</strong> only Stripe’s test cards are accepted and no real money moves.
          Replace the keys with live ones to take real payments.
        </p>
      ) : null}
      <dl className="card-payments-facts">
        {stripe.accountName && stripe.accountId ? (
          <div>
            <dt>Account id</dt>
            <dd>
              <code>{stripe.accountId}</code>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Publishable key</dt>
          <dd>
            <code data-testid="stripe-publishable-key">{stripe.publishableKey}</code>
          </dd>
        </div>
        {stripe.secretKeyLast4 ? (
          <div>
            <dt>Secret key</dt>
            <dd>
              <code data-testid="stripe-secret-key">
                <span className="visually-hidden">ending in {stripe.secretKeyLast4}</span>
                <span aria-hidden="true">{maskedSecret(stripe.secretKeyLast4)}</span>
              </code>
            </dd>
          </div>
        ) : null}
        {stripe.webhookUrl ? (
          <div>
            <dt>Webhook URL</dt>
            <dd className="card-payments-webhook">
              <span className="card-payments-copyable">
                <code data-testid="stripe-webhook-url">{stripe.webhookUrl}</code>
                <CopyButton
                  value={stripe.webhookUrl}
                  what="the webhook URL"
                  data-testid="stripe-webhook-copy"
                />
              </span>
              <span className="card-payments-hint">
                Stripe sends payment events here (payments, refunds, disputes). It is registered in
                your Stripe account already: nothing to add.
              </span>
            </dd>
          </div>
        ) : null}
        {stripe.connectedAt ? (
          <div>
            <dt>Connected</dt>
            <dd data-testid="stripe-connected-at">
              <Timestamp at={stripe.connectedAt} />
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
