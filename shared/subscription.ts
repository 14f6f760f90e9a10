/**
 * Subscription status as the guards read it: a stored `TRIAL` whose end has passed is
 * `TRIAL_EXPIRED`. Pure: the caller passes the clock's `now`.
 */
import type { SubscriptionStatus } from './api/auth';

export function effectiveSubscriptionStatus(
  stored: SubscriptionStatus,
  trialEndsAt: Date | null,
  now: Date,
): SubscriptionStatus {
  if (stored === 'TRIAL' && trialEndsAt && trialEndsAt.getTime() <= now.getTime()) {
    return 'TRIAL_EXPIRED';
  }
  return stored;
}
