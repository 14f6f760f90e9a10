/**
 * Single-use links sent by email (`account_tokens`): a random token in the link, only its
 * SHA-256 stored, with a purpose, an expiry and a used mark: email change, password reset
 * and email verification.
 * Owns: issuing, reading and consuming tokens, and the 404/410 that explain a bad link.
 * Not: what a purpose does once its token is consumed (the caller's transaction).
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, gte, isNull } from 'drizzle-orm';
import type { AccountLinkPurpose } from '../../shared';
import type { Db } from '../db/client';
import { accountTokens } from '../db/schema';
import { HttpError } from '../http/errors';
import { hashToken } from './sessions';

export type AccountToken = typeof accountTokens.$inferSelect;

/** Any Drizzle handle: the database or a transaction. */
type DbOrTx = Pick<Db, 'insert' | 'select' | 'update'>;

/**
 * A new token for `userId` and `purpose`, good for `ttlMs`. Earlier unused tokens of the same
 * user and purpose expire now: only the newest link counts (an older one says "expired").
 */
export async function issueAccountToken(
  db: DbOrTx,
  options: {
    userId: string;
    purpose: AccountLinkPurpose;
    ttlMs: number;
    now: Date;
    newEmail?: string;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const { userId, purpose, now } = options;
  await db
    .update(accountTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
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
export function badLinkError(row: AccountToken | undefined, now: Date): HttpError {
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
  return new HttpError(409, 'This link cannot be used now', [
    { field: 'token', message: 'This link cannot be used now' },
  ]);
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
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) throw badLinkError(row, now);
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
      and(
        eq(accountTokens.tokenHash, hash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  if (row) return row;
  const existing = await findByToken(db, token);
  throw badLinkError(existing?.purpose === purpose ? existing : undefined, now);
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
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gte(accountTokens.createdAt, since),
      ),
    )
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
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return rows[0];
}
