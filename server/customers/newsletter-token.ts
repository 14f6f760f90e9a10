/**
 * The tokens of a customer's newsletter links (server/lib/link-token.ts), keyed by the
 * customer's random `marketing_key`. A `confirm` token stops working 7 days after it was
 * issued; an `unsubscribe` token never does (an old marketing email must always let people out).
 */
import { createLinkToken, isLinkToken, type LinkSubject } from '../lib/link-token';

export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

/** How long a confirm link works. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What a token is made from: the customer's id and its secret key. */
export interface TokenCustomer {
  id: string;
  marketingKey: string;
}

const subject = (customer: TokenCustomer): LinkSubject => ({
  scope: 'newsletter-token',
  id: customer.id,
  key: customer.marketingKey,
});

/** The token of `customer`'s `purpose` link, issued at `now`. */
export function createNewsletterToken(
  purpose: NewsletterTokenPurpose,
  customer: TokenCustomer,
  now: Date,
): string {
  return createLinkToken(subject(customer), purpose, now);
}

/** True when `token` is `customer`'s `purpose` token (a `confirm` one at most 7 days old). */
export function isNewsletterToken(
  token: string,
  purpose: NewsletterTokenPurpose,
  customer: TokenCustomer,
  now: Date,
): boolean {
  return isLinkToken(
    token,
    subject(customer),
    purpose,
    now,
    purpose === 'confirm' ? CONFIRM_TOKEN_TTL_MS : undefined,
  );
}
