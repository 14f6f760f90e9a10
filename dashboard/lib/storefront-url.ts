/**
 * Builds links to a store's storefront from the dashboard page's own location: the same
 * protocol and port, the store's host name (e.g. `http://acme.localhost:3000/`), and the
 * storefront path a page is served at (spec 2.2).
 */
import { pagePath } from '../../shared';

/**
 * The storefront path of a page (shared's `pagePath`: `/` for the slug home, `/shop`,
 * `/about`, else `/page/{slug}`), so the dashboard links where the builder's pickers do.
 */
export function storefrontPagePath(page: { slug: string; pageType: string }): string {
  return pagePath(page);
}

/**
 * The storefront URL of `path` (default `/`) for `storeDomain`, seen from a page at `location`.
 * Stores keep their host name without a port (`demo.localhost`): the dashboard's port is added,
 * unless the stored domain already names one.
 */
export function storefrontUrl(
  storeDomain: string,
  location: { protocol: string; port: string },
  path = '/',
): string {
  const hasPort = /:\d+$/.test(storeDomain) && !storeDomain.endsWith(']');
  const port = !hasPort && location.port ? `:${location.port}` : '';
  const rest = path.startsWith('/') ? path : `/${path}`;
  return `${location.protocol}//${storeDomain}${port}${rest}`;
}
