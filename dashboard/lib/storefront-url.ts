/**
 * Builds the link to a store's storefront from the dashboard page's own location: the same
 * protocol and port, the store's host name (e.g. `http://acme.localhost:3000/`).
 */

/** The storefront's home URL for `storeDomain`, seen from a page at `location`. */
export function storefrontUrl(
  storeDomain: string,
  location: { protocol: string; port: string },
): string {
  return `${location.protocol}//${storeDomain}${location.port ? ':' + location.port : ''}/`;
}
