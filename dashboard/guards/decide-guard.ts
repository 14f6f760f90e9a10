/**
 * The login guard's decision, as a pure function of spec 2.3 and 4: allow the screen, or
 * redirect. Order: (1) unauthorized, (2) subscription status, (3) no selected store.
 * Routes that are themselves a redirect target opt out of that redirect (see guard-presets.ts).
 */
import type { CheckAuthResponse } from '../../shared';

/** What the auth check gave: the payload, or a failure with the server's `redirectTo`. */
export type AuthCheckResult =
  { ok: true; auth: CheckAuthResponse } | { ok: false; redirectTo?: string | undefined };

/** The screens subscription redirects lead to. */
export type SubscriptionRedirectTarget = '/billing' | '/payment-proof';

export interface GuardOptions {
  /**
   * Subscription redirects this route does not follow because it is (or stands in for) their
   * target, e.g. `/billing` skips `'/billing'`. Defaults to none.
   */
  skipSubscriptionRedirects?: readonly SubscriptionRedirectTarget[];
  /** Whether step 3 applies: the route needs a selected store. Defaults to `true`. */
  requireStore?: boolean;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface GuardInput {
  auth: AuthCheckResult;
  /** The store selected in client state (or browser storage), or `null`. */
  storeId: string | null;
  options?: GuardOptions;
}

/** Where a subscription status sends the merchant (spec 4), or `null` to let them through. */
export function subscriptionRedirectFor(status: string): SubscriptionRedirectTarget | null {
  switch (status) {
    case 'APPROVAL_REJECTED':
    case 'RE_SUBMITTED':
      return '/payment-proof';
    case 'NONE':
    case 'UNPAID':
    case 'TRIAL_EXPIRED':
      return '/billing';
    default:
      return null;
  }
}

/** Decides whether a login-guarded route renders or redirects (spec 2.3 and 4, in order). */
export function decideGuard({ auth, storeId, options = {} }: GuardInput): GuardDecision {
  // 1. Unauthorized: the server's redirectTo, else /login.
  if (!auth.ok) return { kind: 'redirect', to: auth.redirectTo || '/login' };

  // 2. Subscription status, unless this route is that redirect's target.
  const target = subscriptionRedirectFor(auth.auth.subscriptionStatus);
  if (target && !(options.skipSubscriptionRedirects ?? []).includes(target)) {
    return { kind: 'redirect', to: target };
  }

  // 3. A store must be selected, in state or in the auth response.
  const requireStore = options.requireStore ?? true;
  if (requireStore && !storeId && !auth.auth.selectedStoreId) {
    return { kind: 'redirect', to: '/choose-store' };
  }

  return { kind: 'allow' };
}
