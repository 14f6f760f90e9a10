/**
 * The outbox's retry policy: how long to wait after a failed attempt, and when to give up.
 * Pure. 5 s, 30 s, 2 min, 10 min, 1 h, 3 h, then every 6 h: fourteen attempts span about
 * two days, so an SMTP outage of a weekend still loses nothing.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait after the 1st, 2nd, ... failed attempt; the last one repeats. */
export const RETRY_DELAYS_MS = [
  5 * SECOND,
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  HOUR,
  3 * HOUR,
  6 * HOUR,
] as const;

/** Attempts before an email is marked 'failed'. */
export const MAX_DELIVERY_ATTEMPTS = 14;

/**
 * When to try again after `attempts` failed attempts (1 = the first failed), or null when
 * `maxAttempts` is reached and the email is given up.
 */
export function retryDelay(attempts: number, maxAttempts = MAX_DELIVERY_ATTEMPTS): number | null {
  if (attempts >= maxAttempts) return null;
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[index] ?? null;
}
