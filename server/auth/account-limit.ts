/**
 * The per-account limit on wrong passwords, whichever IPs they come from: the login and every
 * check of the current password (password and email change) count in the same window, so a
 * stolen session cannot guess the password faster than a login could.
 * Owns: the window and its counters on `users`. Not: the per-IP route limits.
 */
import { eq, sql } from 'drizzle-orm';
import { countOf } from '../../shared';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';

export const FAILED_PASSWORD_WINDOW_MS = 15 * 60_000;

export interface PasswordCounters {
  id: string;
  failedLoginCount: number;
  failedLoginWindowStart: Date | null;
}

/** Milliseconds until `user` may try again, or 0 when not locked. */
export function lockedForMs(user: PasswordCounters, now: Date, limit: number): number {
  const windowStart = user.failedLoginWindowStart?.getTime() ?? 0;
  const windowOpen = now.getTime() - windowStart < FAILED_PASSWORD_WINDOW_MS;
  if (!windowOpen || user.failedLoginCount < limit) return 0;
  return windowStart + FAILED_PASSWORD_WINDOW_MS - now.getTime();
}

/** The 429 of a locked account, naming `field`. */
export function tooManyFailedPasswords(retryAfterMs: number, field: string): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new HttpError(
    429,
    `Too many failed logins for this account. Try again in ${countOf(minutes, 'minute', 'minutes')}.`,
    [{ field, message: 'Too many failed logins for this account' }],
  );
}

/** Counts one wrong password (a new window when the last one has closed). */
export async function recordFailedPassword(
  db: Db,
  user: PasswordCounters,
  now: Date,
): Promise<void> {
  const windowStart = user.failedLoginWindowStart?.getTime() ?? 0;
  const windowOpen = now.getTime() - windowStart < FAILED_PASSWORD_WINDOW_MS;
  await db
    .update(users)
    .set(
      windowOpen
        ? { failedLoginCount: sql`${users.failedLoginCount} + 1` }
        : { failedLoginCount: 1, failedLoginWindowStart: now },
    )
    .where(eq(users.id, user.id));
}
