/**
 * Classifies a request's Host header: the dashboard host list, a store subdomain, or a
 * custom domain. Pure: the caller looks the store up. Hosts compare without their port.
 */
export type HostKind =
  | { kind: 'dashboard' }
  | { kind: 'subdomain'; subdomain: string }
  | { kind: 'custom'; domain: string };

/** Lower-cases a host and strips its port (`Demo.Localhost:3999` -> `demo.localhost`). */
export function normalizeHost(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  const colon = lower.lastIndexOf(':');
  return (colon === -1 ? lower : lower.slice(0, colon)).replace(/\.$/, '');
}

/** The dashboard host list of the spec: the product host, its www form, and localhost. */
export function dashboardHosts(productHost: string): string[] {
  const base = normalizeHost(productHost);
  return [...new Set([base, `www.${base}`, 'localhost', '127.0.0.1', '[::1]'])];
}

/** Classifies `host` against `productHost` (e.g. `localhost` or `shop-builder.com`). */
export function classifyHost(host: string, productHost: string): HostKind {
  const h = normalizeHost(host);
  const base = normalizeHost(productHost);
  if (h === '' || dashboardHosts(base).includes(h)) return { kind: 'dashboard' };
  const suffix = `.${base}`;
  if (h.endsWith(suffix)) {
    const sub = h.slice(0, -suffix.length);
    // Only one label deep: `a.b.localhost` is no store of ours.
    if (sub && !sub.includes('.')) return { kind: 'subdomain', subdomain: sub };
  }
  return { kind: 'custom', domain: h };
}

/** The host a store answers on, e.g. `demo.localhost`. */
export function storeHostName(subdomain: string, productHost: string): string {
  return `${subdomain}.${normalizeHost(productHost)}`;
}
