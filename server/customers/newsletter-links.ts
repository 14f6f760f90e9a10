/**
 * The links of a customer's newsletter emails, on the store's origin from configuration
 * (`storeLinkOrigin`, server/http/public-links.ts), never a request's Host header:
 * `{origin}/newsletter/confirm?c={customerId}&t={token}` and
 * `{origin}/newsletter/unsubscribe?c={customerId}&t={token}`, the store's pages that post the
 * two values to the confirm and unsubscribe endpoints.
 */
import { storeLinkOrigin, type LinkConfig, type LinkStore } from '../http/public-links';
import {
  createNewsletterToken,
  type NewsletterTokenPurpose,
  type TokenCustomer,
} from './newsletter-token';

function newsletterUrl(
  purpose: NewsletterTokenPurpose,
  store: LinkStore,
  customer: TokenCustomer,
  links: LinkConfig,
  now: Date,
): string {
  const query = new URLSearchParams({
    c: customer.id,
    t: createNewsletterToken(purpose, customer, now),
  });
  return `${storeLinkOrigin(store, links)}/newsletter/${purpose}?${query}`;
}

/** The confirm link of a signup (works for 7 days from `now`). */
export function newsletterConfirmUrl(
  store: LinkStore,
  customer: TokenCustomer,
  links: LinkConfig,
  now: Date,
): string {
  return newsletterUrl('confirm', store, customer, links, now);
}

/** The unsubscribe link every email to a subscriber carries (it never expires). */
export function newsletterUnsubscribeUrl(
  store: LinkStore,
  customer: TokenCustomer,
  links: LinkConfig,
  now: Date,
): string {
  return newsletterUrl('unsubscribe', store, customer, links, now);
}
