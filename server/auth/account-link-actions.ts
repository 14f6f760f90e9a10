/**
 * What following a single-use link does, per purpose, inside the transaction that consumes its
 * token (`POST /api/auth/account-link/confirm`, profile-routes.ts). Each purpose's screen on
 * /verify-link is dashboard/profile/VerifyLinkScreen.tsx's `linkScreens`.
 * Owns: each purpose's change. Not: tokens (account-tokens.ts), what a change revokes
 * (revoke-account-access.ts).
 */
import { eq } from 'drizzle-orm';
import type { AccountLinkDone, AccountLinkPurpose } from '../../shared';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import type { AccountToken } from './account-tokens';
import { revokeAccountAccess, type AccountChange } from './revoke-account-access';

/** The transaction a link's action runs in (the one that consumed the token). */

/** What a link's action gets besides its row. */
export interface LinkContext {
  now: Date;
  /** A reset's new password, hashed. */
  passwordHash: string | null;
  /** The session of the browser that follows the link, if any. */
  actingSessionId: string | null;
}

export interface LinkAction {
  /** The account change following the link makes (it revokes older links and sessions). */
  change: AccountChange | null;
  /** The purpose's own writes; `followAccountLink` revokes for `change` after them. */
  run: (tx: Tx, row: AccountToken, context: LinkContext) => Promise<AccountLinkDone>;
}

async function emailOf(tx: Tx, userId: string): Promise<string> {
  const [user] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new Error('account link without its user');
  return user.email;
}

export const linkActions: Record<AccountLinkPurpose, LinkAction> = {
  // The new address is proved by following its link: it counts as verified. Every other link
  // (its cancel link too) and every session but this browser's end.
  'email-change': {
    change: 'email-change',
    run: async (tx, row, { now }) => {
      if (!row.newEmail) throw new Error('email-change token without new_email');
      await tx
        .update(users)
        .set({ email: row.newEmail, emailVerifiedAt: now })
        .where(eq(users.id, row.userId));
      return { purpose: 'email-change', email: row.newEmail };
    },
  },
  // The new password; every other link and every session of the account end (a thief's too).
  // The link came to the account's address, so that address counts as verified.
  'password-reset': {
    change: 'password-reset',
    run: async (tx, row, { now, passwordHash }) => {
      if (!passwordHash) throw new Error('password-reset without a new password');
      const [user] = await tx
        .update(users)
        .set({ passwordHash, failedLoginCount: 0, failedLoginWindowStart: null })
        .where(eq(users.id, row.userId))
        .returning({ email: users.email, emailVerifiedAt: users.emailVerifiedAt });
      if (!user) throw new Error('password-reset token without its user');
      if (!user.emailVerifiedAt) {
        await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, row.userId));
      }
      return { purpose: 'password-reset', email: user.email };
    },
  },
  // Only the address the link was sent to: after an email change an older link verifies nothing.
  'verify-email': {
    change: null,
    run: async (tx, row, { now }) => {
      const [user] = await tx
        .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, row.userId))
        .limit(1);
      if (!user || (row.newEmail && row.newEmail !== user.email)) {
        throw new HttpError(409, 'This link was for another address', [
          {
            field: 'token',
            message:
              'This link was sent to an address your account no longer uses. Ask for a new one.',
          },
        ]);
      }
      if (!user.emailVerifiedAt) {
        await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, row.userId));
      }
      return { purpose: 'verify-email', email: user.email };
    },
  },
  // "This wasn't me", from the notice to the old address: the pending change's link and every
  // other link stop working and every session ends; the screen says to change the password.
  // (A change already confirmed never gets here: its confirmation voided this link, and
  // account-tokens.ts answers the 410 that says so.)
  'email-change-cancel': {
    change: 'email-change-cancel',
    run: async (tx, row) => ({
      purpose: 'email-change-cancel',
      email: await emailOf(tx, row.userId),
    }),
  },
};

/**
 * Follows a link of `purpose` inside the transaction that consumed its token `row`: the
 * purpose's writes, then, for a purpose that is an account change, every other link and the
 * sessions that change ends (`revokeAccountAccess`).
 */
export async function followAccountLink(
  tx: Tx,
  purpose: AccountLinkPurpose,
  row: AccountToken,
  context: LinkContext,
): Promise<AccountLinkDone> {
  const action = linkActions[purpose];
  const done = await action.run(tx, row, context);
  if (action.change) {
    await revokeAccountAccess(tx, {
      userId: row.userId,
      change: action.change,
      actingSessionId: context.actingSessionId,
      now: context.now,
    });
  }
  return done;
}
