/**
 * Subscription access decided from the stored status AND the dates, so a missed or late
 * billing job never keeps an account or a store open past its time. Pure: the caller passes
 * the clock's `now` and the grace period (config BILLING_GRACE_DAYS).
 *
 * - `TRIAL` whose `trialEndsAt` has passed reads as `TRIAL_EXPIRED`.
 * - `ACTIVE` whose `currentPeriodEnd` plus the grace has passed reads as `UNPAID`
 *   (between the period end and the grace end it is still `ACTIVE`: "payment due").
 * - Every other status reads as stored.
 *
 * A store is open to shoppers while its owner's paid period or trial (whichever ends later)
 * plus the grace has not passed (`storeClosesAt`); a proof waiting for review does not reopen
 * it: only an approval (a new `currentPeriodEnd`) does.
 */
import type { SubscriptionStatus } from './api/auth';

export interface SubscriptionDates {
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
}

export function effectiveSubscriptionStatus(
  sub: SubscriptionDates,
  now: Date,
  graceMs: number,
): SubscriptionStatus {
  const t = now.getTime();
  if (sub.status === 'TRIAL' && sub.trialEndsAt && sub.trialEndsAt.getTime() <= t) {
    return 'TRIAL_EXPIRED';
  }
  if (
    sub.status === 'ACTIVE' &&
    sub.currentPeriodEnd &&
    sub.currentPeriodEnd.getTime() + graceMs <= t
  ) {
    return 'UNPAID';
  }
  return sub.status;
}

/**
 * The instant the owner's stores close to shoppers, or null when they never close by date
 * (an account with neither a trial nor a paid period: older data, the demo). `UNPAID` and
 * `NONE` with no dates close at once (epoch).
 */
export function storeClosesAt(sub: SubscriptionDates, graceMs: number): Date | null {
  const ends = [sub.trialEndsAt, sub.currentPeriodEnd]
    .filter((d): d is Date => d !== null)
    .map((d) => d.getTime());
  if (ends.length === 0) {
    return sub.status === 'UNPAID' ? new Date(0) : null;
  }
  return new Date(Math.max(...ends) + graceMs);
}

/** Whether shoppers see the "temporarily closed" page at `now`. */
export function isStoreClosed(closesAt: Date | null, now: Date): boolean {
  return closesAt !== null && closesAt.getTime() <= now.getTime();
}
