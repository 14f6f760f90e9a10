/**
 * The frame of the logged-in screens outside the dashboard (choose-store, verify email,
 * billing while the account cannot open the dashboard, and the admin's queue with the
 * admin's links): brand and account links around the screen. The builder (/builder) sits outside it to have the whole viewport.
 */
import type { ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { BrandLink } from './BrandLink';

/** The header's links: a merchant's account, or the platform admin's. */
const frameLinks = {
  account: [
    { to: '/choose-store', label: 'Stores' },
    { to: '/billing', label: 'Billing' },
  ],
  admin: [
    { to: '/admin/payment-requests', label: 'Payment requests' },
    { to: '/choose-store', label: 'Stores' },
  ],
} as const;

export function AccountFrame({
  links = 'account',
  children,
}: {
  links?: keyof typeof frameLinks;
  children: ReactNode;
}) {
  return (
    <div className="account-shell">
      <header className="account-header">
        <BrandLink to="/dashboard">Store Builder</BrandLink>
        <nav aria-label={links === 'admin' ? 'Admin' : 'Account'} className="public-nav">
          {frameLinks[links].map((link) => (
            <NavLink key={link.to} to={link.to}>
              {link.label}
            </NavLink>
          ))}
          <Link to="/logout" data-testid="logout-link">
            Log out
          </Link>
        </nav>
      </header>
      <main id="main" className="account-main">
        {children}
      </main>
    </div>
  );
}

export function AccountLayout() {
  return (
    <AccountFrame>
      <Outlet />
    </AccountFrame>
  );
}
