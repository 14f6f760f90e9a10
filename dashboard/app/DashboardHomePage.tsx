/**
 * /dashboard landing: a welcome with the merchant's name, the store, the subscription status
 * (with the trial end date) and quick links to the common tasks.
 */
import { Link } from 'react-router-dom';
import { useAuthPayload } from '../guards/use-auth-payload';
import { useCurrentStore } from '../state/use-current-store';
import { describeSubscription } from '../lib/describe-subscription';
import { formatDate } from '../lib/format-date';

const quickLinks = [
  { to: '/dashboard/addproduct', label: 'Add a product', text: 'Put something up for sale.' },
  { to: '/dashboard/pages', label: 'Edit your pages', text: 'Design your storefront.' },
  { to: '/dashboard/orders', label: 'See orders', text: 'Check what came in.' },
  { to: '/dashboard/domains', label: 'Connect a domain', text: 'Use your own address.' },
];

export function DashboardHomePage() {
  const auth = useAuthPayload();
  const store = useCurrentStore();
  const subscription = describeSubscription(auth.subscriptionStatus, auth.trialEndsAt, (iso) =>
    formatDate(iso),
  );
  return (
    <div className="dashboard-home" data-testid="dashboard-home">
      <h1>Welcome, {auth.name}</h1>
      <div className="summary-grid">
        <section className="card" aria-labelledby="store-card">
          <h2 id="store-card">Your store</h2>
          {store.data ? (
            <>
              <p className="summary-value">{store.data.name}</p>
              <p className="muted">
                {store.data.storeDomain} · {store.data.currency}
              </p>
            </>
          ) : (
            <p className="muted">{store.isError ? 'Could not load the store.' : 'Loading…'}</p>
          )}
        </section>
        <section className="card" aria-labelledby="subscription-card">
          <h2 id="subscription-card">Subscription</h2>
          <p className="summary-value" data-testid="subscription-status">
            {subscription.label}
          </p>
          <p className="muted">{subscription.explanation}</p>
          <Link to="/billing">Billing</Link>
        </section>
      </div>
      <section aria-labelledby="quick-links">
        <h2 id="quick-links">Quick links</h2>
        <ul className="quick-links">
          {quickLinks.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="card quick-link">
                <span className="quick-link-label">{l.label}</span>
                <span className="muted">{l.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
