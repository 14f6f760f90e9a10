/**
 * The tokens of a customer's newsletter links: `{issuedAt}.{HMAC-SHA256}` over
 * `{purpose}:{customerId}:{issuedAt}`, keyed by the customer's random `marketing_key` (a
 * column only the database knows). Unguessable without that key, no server secret, valid
 * across processes and restarts. A `confirm` token stops working 7 days after it was issued;
 * an `unsubscribe` token never does (an old marketing email must always let people out).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

/** How long a confirm link works. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** How far ahead of this process's clock a token's issue time may be (another process's clock). */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** What a token is made from: the customer's id and its secret key. */
export interface TokenCustomer {
  id: string;
  marketingKey: string;
}

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(purpose: NewsletterTokenPurpose, customer: TokenCustomer, issuedAt: string): string {
  return createHmac('sha256', `newsletter-token:v1:${customer.marketingKey}`)
    .update(`${purpose}:${customer.id}:${issuedAt}`)
    .digest('base64url');
}

/** The token of `customer`'s `purpose` link, issued at `now` (base64url after the seconds). */
export function createNewsletterToken(
  purpose: NewsletterTokenPurpose,
  customer: TokenCustomer,
  now: Date,
): string {
  const issuedAt = String(Math.floor(now.getTime() / 1000));
  return `${issuedAt}.${mac(purpose, customer, issuedAt)}`;
}

/**
 * True when `token` is `customer`'s `purpose` token and, for `confirm`, was issued at most
 * 7 days before `now`. The MAC is compared in constant time.
 */
export function isNewsletterToken(
  token: string,
  purpose: NewsletterTokenPurpose,
  customer: TokenCustomer,
  now: Date,
): boolean {
  const parts = TOKEN.exec(token);
  if (!parts) return false;
  const [, issuedAt, given] = parts as unknown as [string, string, string];
  const expected = Buffer.from(mac(purpose, customer, issuedAt));
  const sent = Buffer.from(given);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return false;
  if (purpose === 'unsubscribe') return true;
  const age = now.getTime() - Number(issuedAt) * 1000;
  return age <= CONFIRM_TOKEN_TTL_MS && age >= -CLOCK_SKEW_MS;
}
