/**
 * The root route: scroll-to-top on path changes, a skip link, then the matched screen.
 */
import { Outlet } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Outlet />
    </>
  );
}
