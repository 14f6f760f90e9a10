/**
 * The login guard's options per guarded route (spec 2.1). Why there is no redirect loop:
 * every redirect target skips the step that would send it to itself; subscription targets
 * (/billing, /payment-proof) need no store, so a chain ends within two hops (tested).
 */
import type { GuardOptions } from './decide-guard';

export const guardPresets = {
  /** /dashboard/* and /builder: every step applies. */
  '/dashboard': {},
  '/builder': {},
  /** The billing screen is the target of NONE/UNPAID/TRIAL_EXPIRED and needs no store. */
  '/billing': { skipSubscriptionRedirects: ['/billing'], requireStore: false },
  /** The older billing screen stands in for /billing; it still needs a store. */
  '/billing-old': { skipSubscriptionRedirects: ['/billing'] },
  /** The approval-proof screen is the target of APPROVAL_REJECTED/RE_SUBMITTED. */
  '/payment-proof': { skipSubscriptionRedirects: ['/payment-proof'], requireStore: false },
  /** The target of step 3: picking a store cannot require one. */
  '/choose-store': { requireStore: false },
  /** Verifying an email address needs no store. */
  '/verify-email': { requireStore: false },
} as const satisfies Record<string, GuardOptions>;

export type GuardedPath = keyof typeof guardPresets;
