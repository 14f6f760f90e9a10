/**
 * Who may frame what for the checkout editor's live preview: the dashboard (its host list)
 * frames the store host's `/checkout?preview=1`, and nothing else of a store is framed by
 * another site. Owns: the CSP sources both sides need. Not: the preview itself
 * (storefront/checkout/CheckoutPreview.tsx, dashboard/settings/checkout-editor/).
 */
import { dashboardHosts, normalizeHost } from '../../shared';

/** The port in `PRODUCT_HOST` (`localhost:3000` → `3000`), or `*` when it names none. */
function productPort(productHost: string): string {
  const match = /:(\d+)$/.exec(productHost.trim());
  return match?.[1] ?? '*';
}

/** CSP host sources of the dashboard's hosts (IPv6 literals have no CSP form: left out). */
export function dashboardFrameAncestors(productHost: string): string {
  const port = productPort(productHost);
  return dashboardHosts(productHost)
    .filter((h) => !h.startsWith('['))
    .map((h) => `${h}:${port}`)
    .join(' ');
}

/** The CSP host source of every store subdomain (`*.localhost:3000`): the dashboard frames them. */
export function storeHostsFrameSource(productHost: string): string {
  return `*.${normalizeHost(productHost)}:${productPort(productHost)}`;
}

/** `csp` with the dashboard allowed to frame the page, besides the page's own host. */
export function withDashboardFrameAncestors(csp: string, productHost: string): string {
  return csp.replace(
    /frame-ancestors 'self'/,
    `frame-ancestors 'self' ${dashboardFrameAncestors(productHost)}`,
  );
}
