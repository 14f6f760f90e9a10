/**
 * The /dashboard frame (inside the login guard): a header with the store name, "View store",
 * "Switch store" and "Log out", a sidebar linking every nested route, and the nested screen
 * under the media library's picker (image fields offer "Choose from library"); above it, a
 * banner until the account's email is verified.
 */
import { useEffect } from 'react';
import { Link, Navigate, NavLink, Outlet } from 'react-router-dom';
import { dashboardNav } from './dashboard-nav';
import { useAuthPayload } from '../guards/use-auth-payload';
import { useCurrentStore } from '../state/use-current-store';
import { MediaPickerProvider } from '../media';
import { EmailVerifyBanner } from '../profile';
import { storefrontUrl } from '../lib/storefront-url';
import { useSessionStore } from '../state/use-session-store';
import { BrandLink } from './BrandLink';

export function DashboardLayout() {
  const store = useCurrentStore();
  const auth = useAuthPayload();
  const clearStoreSelection = useSessionStore((s) => s.clearStoreSelection);

  // A store the merchant can no longer open: forget it and let them pick again.
  useEffect(() => {
    if (store.lost) clearStoreSelection();
  }, [store.lost, clearStoreSelection]);
  if (store.lost || !store.storeId) return <Navigate to="/choose-store" replace />;

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
          <MediaPickerProvider>
            <Outlet />
          </MediaPickerProvider>
        </main>
      </div>
    </div>
  );
}
