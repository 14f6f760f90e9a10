/**
 * The review link a delivered order's email carries: `{origin}/review?o={orderId}&t={token}`
 * on the store's origin from configuration (server/http/public-links.ts). Its token is
 * server/lib/link-token.ts's, keyed by the order's idempotency key (a random UUID only the
 * buyer's browser and the database know); it works for REVIEW_LINK_DAYS.
 */
import { storeLinkOrigin, type LinkConfig, type LinkStore } from '../http/public-links';
import { createLinkToken, isLinkToken, type LinkSubject } from '../lib/link-token';

export const REVIEW_LINK_DAYS = 90;

/** What a review token is made from: the order's id and its idempotency key. */
export interface TokenOrder {
  id: string;
  idempotencyKey: string;
}

const subject = (order: TokenOrder): LinkSubject => ({
  scope: 'review-request',
  id: order.id,
  key: order.idempotencyKey,
});

/** The review link of `order`, issued at `now`. */
export function reviewUrl(store: LinkStore, order: TokenOrder, links: LinkConfig, now: Date) {
  const query = new URLSearchParams({
    o: order.id,
    t: createLinkToken(subject(order), 'review', now),
  });
  return `${storeLinkOrigin(store, links)}/review?${query}`;
}

/** True when `token` is `order`'s review token, at most REVIEW_LINK_DAYS old. */
export function isReviewToken(token: string, order: TokenOrder, now: Date): boolean {
  return isLinkToken(token, subject(order), 'review', now, REVIEW_LINK_DAYS * 86_400_000);
}
