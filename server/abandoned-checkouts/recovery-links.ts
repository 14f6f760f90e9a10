/**
 * The links of an abandoned checkout's reminder, on the store's origin from configuration
 * (server/http/public-links.ts): `{origin}/checkout?restore={checkoutId}&t={token}` (refills the
 * cart and checkout; works for RESTORE_LINK_DAYS) and
 * `{origin}/checkout/stop-reminders?c={checkoutId}&t={token}` (never expires). Tokens are
 * server/lib/link-token.ts's, keyed by the checkout's random `recovery_key`.
 */
import { storeLinkOrigin, type LinkConfig, type LinkStore } from '../http/public-links';
import { createLinkToken, isLinkToken, type LinkSubject } from '../lib/link-token';

export type RecoveryLinkPurpose = 'restore' | 'stop-reminders';

/** How long a restore link works. */
export const RESTORE_LINK_DAYS = 30;

/** What a token is made from: the checkout's id and its secret key. */
export interface TokenCheckout {
  id: string;
  recoveryKey: string;
}

const subject = (checkout: TokenCheckout): LinkSubject => ({
  scope: 'checkout-recovery',
  id: checkout.id,
  key: checkout.recoveryKey,
});

/** True when `token` is `checkout`'s `purpose` token (a restore one at most 30 days old). */
export function isRecoveryToken(
  token: string,
  purpose: RecoveryLinkPurpose,
  checkout: TokenCheckout,
  now: Date,
): boolean {
  const lifetime = purpose === 'restore' ? RESTORE_LINK_DAYS * 86_400_000 : undefined;
  return isLinkToken(token, subject(checkout), purpose, now, lifetime);
}

/** The reminder's two links. */
export function recoveryUrls(
  store: LinkStore,
  checkout: TokenCheckout,
  links: LinkConfig,
  now: Date,
): { restoreUrl: string; stopUrl: string } {
  const origin = storeLinkOrigin(store, links);
  const restore = new URLSearchParams({
    restore: checkout.id,
    t: createLinkToken(subject(checkout), 'restore', now),
  });
  const stop = new URLSearchParams({
    c: checkout.id,
    t: createLinkToken(subject(checkout), 'stop-reminders', now),
  });
  return {
    restoreUrl: `${origin}/checkout?${restore}`,
    stopUrl: `${origin}/checkout/stop-reminders?${stop}`,
  };
}
