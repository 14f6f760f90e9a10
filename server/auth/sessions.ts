/**
 * Sessions: a random token in an HttpOnly cookie, stored only as its SHA-256 hash.
 * Owns: create, read (with expiry), select store, end. Not: passwords, guards.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'sb_session';
export const SESSION_DAYS = 30;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for `userId`; returns the cookie token (never stored as is). */
export async function createSession(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export interface SessionUser {
  sessionId: string;
  selectedStoreId: string | null;
  user: { id: string; email: string; name: string; isAdmin: boolean };
}

/** The live session behind `token`, or undefined when unknown or expired. */
export async function getSession(
  db: Db,
  token: string,
  now: Date,
): Promise<SessionUser | undefined> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      selectedStoreId: sessions.selectedStoreId,
      id: users.id,
      email: users.email,
      name: users.name,
      isAdmin: users.isAdmin,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  return {
    sessionId: row.sessionId,
    selectedStoreId: row.selectedStoreId,
    user: { id: row.id, email: row.email, name: row.name, isAdmin: row.isAdmin },
  };
}

export async function selectSessionStore(
  db: Db,
  sessionId: string,
  storeId: string | null,
): Promise<void> {
  await db.update(sessions).set({ selectedStoreId: storeId }).where(eq(sessions.id, sessionId));
}

/** Ends the session server-side: its cookie stops working at once. */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
