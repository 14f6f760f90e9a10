/**
 * /billing (login guard; skips its own subscription redirect and the store requirement):
 * shows the subscription status clearly. Plans and payment arrive later.
 */
import { Link } from 'react-router-dom';
import { subscriptionRedirectFor } from '../guards/decide-guard';
import { useAuthPayload } from '../guards/use-auth-payload';
import { describeSubscription } from '../lib/describe-subscription';
import { formatDate } from '../lib/format-date';

export function BillingPage() {
  const auth = useAuthPayload();
  const status = describeSubscription(auth.subscriptionStatus, auth.trialEndsAt, (iso) =>
    formatDate(iso),
  );
  // The dashboard would send the merchant straight back while a redirect applies.
  const redirect = subscriptionRedirectFor(auth.subscriptionStatus);
  return (
    <section className="card billing" data-testid="billing-page">
      <h1>Billing</h1>
      <div className={`status-panel status-${status.tone}`}>
        <p className="status-label">
          Subscription status:{' '}
          <strong data-testid="subscription-status" data-status={auth.subscriptionStatus}>
            {status.label}
          </strong>
        </p>
        <p>{status.explanation}</p>
      </div>
      {status.tone === 'action' ? (
        <p className="muted">
          Online payment is planned; not scheduled yet. Contact us to activate your plan.
        </p>
      ) : null}
      <div className="actions-row">
        {redirect === '/payment-proof' ? (
          <Link to="/payment-proof" className="button button-primary">
            Send payment proof
          </Link>
        ) : null}
        {redirect === null ? (
          <Link to="/dashboard" className="button button-primary">
            Go to dashboard
          </Link>
        ) : null}
        <Link to="/contact" className="button button-secondary">
          Contact us
        </Link>
      </div>
    </section>
  );
}
