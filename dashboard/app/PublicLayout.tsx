/**
 * The frame of the public marketing and auth screens: brand, top links, content, footer
 * with the policy pages of spec 2.1.
 */
import { Link, NavLink, Outlet } from 'react-router-dom';
import { BrandLink } from './BrandLink';

export function PublicLayout() {
  return (
    <div className="public-shell">
      <header className="public-header">
        <BrandLink to="/">Store Builder</BrandLink>
        <nav aria-label="Main" className="public-nav">
          <NavLink to="/pricing">Pricing</NavLink>
          <NavLink to="/contact">Contact</NavLink>
          <NavLink to="/login">Log in</NavLink>
          <Link to="/signup" className="button button-secondary button-small">
            Sign up
          </Link>
        </nav>
      </header>
      <main id="main" className="public-main">
        <Outlet />
      </main>
      <footer className="public-footer">
        <nav aria-label="Policies">
          <Link to="/terms">Terms</Link>
          <Link to="/privacy-policy">Privacy policy</Link>
          <Link to="/refund-policy">Refund policy</Link>
          <Link to="/service-policy">Service policy</Link>
        </nav>
        <p>© Store Builder</p>
      </footer>
    </div>
  );
}
