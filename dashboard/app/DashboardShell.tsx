/**
 * The dashboard's frame around a screen: a header with the store name, "View store",
 * "Payment requests" (the platform admin's queue, for admins), "Switch store" and "Log out", the sidebar linking every area (dashboard-nav.ts), and the
 * screen under the verify-email banner and the media library's picker (image fields offer
 * "Choose from library"). /dashboard/* (DashboardLayout) and billing (BillingLayout) share it.
 */
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { dashboardNav } from './dashboard-nav';
import { useAuthPayload } from '../guards/use-auth-payload';
import { MediaPickerProvider } from '../media';
import { EmailVerifyBanner } from '../profile';
import { storefrontUrl } from '../lib/storefront-url';
import type { useCurrentStore } from '../state/use-current-store';
import { BrandLink } from './BrandLink';

export function DashboardShell({
  store,
  children,
}: {
  store: ReturnType<typeof useCurrentStore>;
  children: ReactNode;
}) {
  const auth = useAuthPayload();
  const storeName = store.data?.name ?? (store.isError ? 'Store unavailable' : 'Loading store…');

  return (
    <div className="dashboard-shell">
      <header className="dashboard-header">
        <BrandLink to="/dashboard">
          <span className="visually-hidden">Store Builder: </span>
        </BrandLink>
        <p className="dashboard-store-name" data-testid="dashboard-store-name" aria-live="polite">
          {storeName}
        </p>
        <nav aria-label="Store" className="dashboard-header-links">
          {store.data ? (
            <a
              href={storefrontUrl(store.data.storeDomain, window.location)}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="view-store-link"
            >
              View store<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
          {auth.isAdmin ? (
            <Link to="/admin/payment-requests" data-testid="admin-queue-link">
              Payment requests
            </Link>
          ) : null}
          <Link to="/choose-store" data-testid="switch-store-link">
            Switch store
          </Link>
          <Link to="/logout" data-testid="logout-link">
            Log out
          </Link>
        </nav>
      </header>
      <div className="dashboard-body">
        <aside className="dashboard-sidebar">
          <nav aria-label="Dashboard">
            {dashboardNav.map((group) => (
              <div key={group.label} className="nav-group">
                <p className="nav-group-label">{group.label}</p>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} end={item.to === '/dashboard'}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </aside>
        <main id="main" className="dashboard-main">
          <EmailVerifyBanner email={auth.email} verified={auth.emailVerified} />
          {/* Image fields on every screen choose from the library through this. */}
          <MediaPickerProvider>{children}</MediaPickerProvider>
        </main>
      </div>
    </div>
  );
}
