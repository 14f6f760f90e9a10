/**
 * What every account-changing action does to what was handed out before it: each working
 * single-use link of the account (email change, its cancel link, verification, reset) stops
 * working and every session ends but the one that acted, where the action keeps it.
 * Owns: that rule, in one place, run inside the action's transaction. Not: the actions
 * themselves (profile-routes.ts, routes.ts, account-link-actions.ts).
 */
import type { Db } from '../db/client';
import { voidAccountTokens } from './account-tokens';
import { endAllSessions, endOtherSessions } from './sessions';

/** The actions after which nothing handed out before still works (issue 24). */
export type AccountChange =
  | 'password-reset'
  | 'password-change'
  | 'email-change'
  | 'logout-everywhere'
  | 'email-change-cancel';

/**
 * Whether the session that made the change keeps working. A reset and a cancelled email change
 * come by a link (someone else may hold a session): everything ends; "log out everywhere"
 * means this device too.
 */
const keepsActingSession: Record<AccountChange, boolean> = {
  'password-reset': false,
  'password-change': true,
  'email-change': true,
  'logout-everywhere': false,
  'email-change-cancel': false,
};

/** Whether `change` ends the session of the request that made it (its cookie goes). */
export function endsActingSession(change: AccountChange): boolean {
  return !keepsActingSession[change];
}

/**
 * Voids every working link of `userId` and ends every session of theirs but `actingSessionId`
 * when `change` keeps it (a session of another user is never touched). Run it in the change's
 * transaction, after the change's own token is consumed; answers what it ended.
 */
export async function revokeAccountAccess(
  tx: Pick<Db, 'update' | 'select' | 'insert' | 'delete'>,
  options: { userId: string; change: AccountChange; actingSessionId: string | null; now: Date },
): Promise<{ voidedLinks: number; endedSessions: number }> {
  const { userId, change, actingSessionId, now } = options;
  const voidedLinks = await voidAccountTokens(tx, userId, now);
  const keep = keepsActingSession[change] ? actingSessionId : null;
  const endedSessions = keep
    ? await endOtherSessions(tx, userId, keep)
    : await endAllSessions(tx, userId);
  return { voidedLinks, endedSessions };
}
