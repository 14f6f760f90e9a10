/**
 * The store's header in the emails shoppers receive: its logo (store details) when it has one
 * that an email can load (an http(s) URL, or a site path made absolute with the store's
 * origin), else its name as a heading. Every value escaped.
 */
import { escapeHtml } from '../../shared';

/** The logo as an absolute URL an email client can load, or '' when there is none. */
export function emailLogoUrl(logoUrl: string | undefined, origin: string | undefined): string {
  if (!logoUrl) return '';
  if (/^https?:\/\//i.test(logoUrl)) return logoUrl;
  if (origin && logoUrl.startsWith('/') && !logoUrl.startsWith('//')) return `${origin}${logoUrl}`;
  return '';
}

/** The HTML the email starts with: the logo (alt: the store name) or the name. */
export function storeEmailHeader(
  store: { name: string; logoUrl?: string | undefined },
  origin?: string,
): string {
  const logo = emailLogoUrl(store.logoUrl, origin);
  return logo
    ? `<p><img src="${escapeHtml(logo)}" alt="${escapeHtml(store.name)}" height="48" style="height:48px;max-width:220px;width:auto"></p>`
    : `<h2 style="margin:0 0 12px">${escapeHtml(store.name)}</h2>`;
}
