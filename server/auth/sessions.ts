/**
 * Sessions: a random token in an HttpOnly cookie, stored only as its SHA-256 hash.
 * Owns: create, read (with expiry), select store, end. Not: passwords, guards.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'sb_session';
export const SESSION_DAYS = 30;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Starts a session for `userId`; returns the cookie token (never stored as is). `userAgent`
 * (already made one short line, device-name.ts) names the device in the profile's list.
 */
export async function createSession(
  db: Db,
  userId: string,
  now: Date,
  userAgent = '',
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt, lastSeenAt: now, userAgent });
  return { token, expiresAt };
}

export interface SessionUser {
  sessionId: string;
  selectedStoreId: string | null;
  user: { id: string; email: string; name: string; isAdmin: boolean };
}

/** How stale `last_seen_at` may get before a request writes it again. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The live session behind `token`, or undefined when unknown, expired or idle for longer than
 * `idleMs`. A used session's `last_seen_at` moves forward (at most one write a minute).
 */
export async function getSession(
  db: Db,
  token: string,
  now: Date,
  idleMs: number,
): Promise<SessionUser | undefined> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      selectedStoreId: sessions.selectedStoreId,
      id: users.id,
      email: users.email,
      name: users.name,
      isAdmin: users.isAdmin,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
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

/** Ends the session behind a cookie token, if it exists. */
export async function endSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of `userId` ("log out everywhere"); answers how many there were. */
export async function endAllSessions(db: Pick<Db, 'delete'>, userId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends every session of `userId` but `keepSessionId` (a password change); answers how many. */
export async function endOtherSessions(
  db: Pick<Db, 'delete'>,
  userId: string,
  keepSessionId: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends session `sessionId` if it is one of `userId`'s; answers whether it was. */
export async function endUserSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** The user's live sessions (not expired, not idle for longer than `idleMs`), newest use first. */
export async function listUserSessions(db: Db, userId: string, now: Date, idleMs: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Deletes sessions past their expiry or idle for longer than `idleMs`; answers how many. */
export async function purgeDeadSessions(db: Db, now: Date, idleMs: number): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - idleMs))),
    )
    .returning({ id: sessions.id });
  return gone.length;
}
