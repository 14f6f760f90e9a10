/**
 * Single-use links sent by email (`account_tokens`): a random token in the link, only its
 * SHA-256 stored, with a purpose, an expiry and a used mark: email change, its "this wasn't
 * me" cancel link, password reset and email verification.
 * Owns: issuing, reading, consuming and voiding tokens, and the 404/410 that explain a bad
 * link. Not: what a purpose does once its token is consumed (account-link-actions.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, gte, isNull } from 'drizzle-orm';
import { emailAlreadyChangedError, type AccountLinkPurpose } from '../../shared';
import type { Db } from '../db/client';
import { accountTokens, users } from '../db/schema';
import { HttpError, conflict } from '../http/errors';
import { hashToken } from './sessions';

export type AccountToken = typeof accountTokens.$inferSelect;

/** Any Drizzle handle: the database or a transaction. */
type DbOrTx = Pick<Db, 'insert' | 'select' | 'update'>;

/** The conditions on account `userId`'s tokens of `purpose`. */
const ofAccount = (userId: string, purpose: AccountLinkPurpose) => [
  eq(accountTokens.userId, userId),
  eq(accountTokens.purpose, purpose),
];

/** The conditions on tokens still usable at `now`: not used, not expired. */
const usableAt = (now: Date) => [isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)];

/**
 * A new token for `userId` and `purpose`, good for `ttlMs`. Earlier unused tokens of the same
 * user and purpose expire now: only the newest link counts (an older one says "expired"),
 * unless `keepEarlier` (the cancel links of email-change notices: every notice's link works).
 */
export async function issueAccountToken(
  db: DbOrTx,
  options: {
    userId: string;
    purpose: AccountLinkPurpose;
    ttlMs: number;
    now: Date;
    newEmail?: string;
    keepEarlier?: boolean;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const { userId, purpose, now } = options;
  if (!options.keepEarlier) {
    await db
      .update(accountTokens)
      .set({ expiresAt: now })
      .where(and(...ofAccount(userId, purpose), isNull(accountTokens.usedAt)));
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + options.ttlMs);
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    newEmail: options.newEmail ?? null,
    expiresAt,
    // The app's clock (injectable in tests), so the per-account send limits can count by it.
    createdAt: now,
  });
  return { token, expiresAt };
}

/** The 404 (unknown) or 410 (expired, used) that explains a link which no longer works. */
function badLinkError(row: AccountToken | undefined, now: Date): HttpError {
  if (!row) {
    return new HttpError(404, 'This link is not valid', [
      {
        field: 'token',
        message: 'This link is not valid. Check that you opened the whole link from the email.',
      },
    ]);
  }
  if (row.usedAt) {
    return new HttpError(410, 'This link was already used', [
      { field: 'token', message: 'This link was already used. Each link works once.' },
    ]);
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    return new HttpError(410, 'This link has expired', [
      { field: 'token', message: 'This link has expired. Ask for a new one.' },
    ]);
  }
  // A valid row never reaches here; say so rather than pretend.
  return conflict('token', 'This link cannot be used now');
}

/**
 * An email-change-cancel link (its row keeps the address the notice went to) after the
 * account's email was changed: the change was confirmed, there is nothing left to cancel.
 */
function emailAlreadyChanged(): HttpError {
  return new HttpError(410, emailAlreadyChangedError, [
    {
      field: 'token',
      message:
        "Your account's email was already changed: the change was confirmed, and the account now logs in with the new address, so this link can no longer cancel it. If that was not you, contact us through the Contact page at once so we can give the account back.",
    },
  ]);
}

/**
 * The 404/410 for a link that does not work, read against the account where the purpose needs
 * it (a cancel link whose change happened says so rather than "expired").
 */
async function explainBadLink(
  db: DbOrTx,
  row: AccountToken | undefined,
  now: Date,
): Promise<HttpError> {
  if (row?.purpose === 'email-change-cancel' && row.newEmail) {
    const [user] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, row.userId))
      .limit(1);
    if (user && user.email !== row.newEmail) return emailAlreadyChanged();
  }
  return badLinkError(row, now);
}

async function findByToken(db: DbOrTx, token: string): Promise<AccountToken | undefined> {
  const rows = await db
    .select()
    .from(accountTokens)
    .where(eq(accountTokens.tokenHash, hashToken(token)))
    .limit(1);
  return rows[0];
}

/** The token's row while it still works (unused, not expired); else the 404/410. */
export async function readAccountToken(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<AccountToken> {
  const row = await findByToken(db, token);
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) {
    throw await explainBadLink(db, row, now);
  }
  return row;
}

/**
 * Marks the token used and answers its row, in one statement (two concurrent uses: one wins),
 * when it is of `purpose`, unused and unexpired; else the 404/410. Run it in the transaction
 * that makes the change, so a failed change leaves the link usable.
 */
export async function consumeAccountToken(
  db: DbOrTx,
  token: string,
  purpose: AccountLinkPurpose,
  now: Date,
): Promise<AccountToken> {
  const hash = hashToken(token);
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.tokenHash, hash), eq(accountTokens.purpose, purpose), ...usableAt(now)),
    )
    .returning();
  if (row) return row;
  const existing = await findByToken(db, token);
  throw await explainBadLink(db, existing?.purpose === purpose ? existing : undefined, now);
}

/**
 * Every working link of `userId` (any purpose) expires now; answers how many. Part of
 * revokeAccountAccess (revoke-account-access.ts): after a reset, a password or email change,
 * "log out everywhere" or a cancelled email change no older link works.
 */
export async function voidAccountTokens(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const voided = await db
    .update(accountTokens)
    .set({ expiresAt: now })
    .where(and(eq(accountTokens.userId, userId), ...usableAt(now)))
    .returning({ id: accountTokens.id });
  return voided.length;
}

/**
 * Tokens of `purpose` issued to `userId` since `since`, and the newest one's time: the
 * per-account send limits (password reset, verification resend) count emails by these.
 */
export async function recentAccountTokens(
  db: DbOrTx,
  userId: string,
  purpose: AccountLinkPurpose,
  since: Date,
): Promise<{ count: number; newest: Date | null }> {
  const rows = await db
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(and(...ofAccount(userId, purpose), gte(accountTokens.createdAt, since)))
    .orderBy(desc(accountTokens.createdAt));
  return { count: rows.length, newest: rows[0]?.createdAt ?? null };
}

/** The user's newest working token of `purpose` (a pending email change), if any. */
export async function pendingAccountToken(
  db: DbOrTx,
  userId: string,
  purpose: AccountLinkPurpose,
  now: Date,
): Promise<AccountToken | undefined> {
  const rows = await db
    .select()
    .from(accountTokens)
    .where(and(...ofAccount(userId, purpose), ...usableAt(now)))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return rows[0];
}
