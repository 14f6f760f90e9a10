/**
 * A signed-in shopper's sessions: a random token in an HttpOnly cookie on their store's host
 * only, stored as its SHA-256 hash with the store, so a cookie carried to another store's host
 * finds nothing there. A session lives CUSTOMER_SESSION_DAYS after its last use (sliding: a
 * used session is extended at most once a day). Owns: create, read, end. Not: sign-in codes.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { CUSTOMER_SESSION_DAYS } from '../../shared';
import { hashToken } from '../auth/sessions';
import type { Db } from '../db/client';
import { customerSessions, customers } from '../db/schema';
import type { CustomerScope } from '../http/route';

export const CUSTOMER_SESSION_COOKIE = 'sf_customer';
const DAY_MS = 24 * 60 * 60 * 1000;
const LIFE_MS = CUSTOMER_SESSION_DAYS * DAY_MS;

/** Starts a session for the store's customer; answers the cookie's token (never stored). */
export async function createCustomerSession(
  db: Pick<Db, 'insert'>,
  storeId: string,
  customerId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LIFE_MS);
  await db.insert(customerSessions).values({
    storeId,
    customerId,
    tokenHash: hashToken(token),
    expiresAt,
    lastUsedAt: now,
    createdAt: now,
  });
  return { token, expiresAt };
}

/**
 * The live session of `token` at `storeId` (the host's store), or undefined. A session last
 * used more than a day ago is extended to CUSTOMER_SESSION_DAYS from now.
 */
export async function getCustomerSession(
  db: Db,
  storeId: string,
  token: string,
  now: Date,
): Promise<(CustomerScope & { expiresAt: Date }) | undefined> {
  const [row] = await db
    .select({
      sessionId: customerSessions.id,
      customerId: customerSessions.customerId,
      lastUsedAt: customerSessions.lastUsedAt,
      expiresAt: customerSessions.expiresAt,
      email: customers.email,
    })
    .from(customerSessions)
    .innerJoin(
      customers,
      and(
        eq(customers.storeId, customerSessions.storeId),
        eq(customers.id, customerSessions.customerId),
      ),
    )
    .where(
      and(
        eq(customerSessions.storeId, storeId),
        eq(customerSessions.tokenHash, hashToken(token)),
        gt(customerSessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  let { expiresAt } = row;
  if (now.getTime() - row.lastUsedAt.getTime() > DAY_MS) {
    expiresAt = new Date(now.getTime() + LIFE_MS);
    await db
      .update(customerSessions)
      .set({ lastUsedAt: now, expiresAt })
      .where(and(eq(customerSessions.storeId, storeId), eq(customerSessions.id, row.sessionId)));
  }
  return {
    sessionId: row.sessionId,
    storeId,
    customerId: row.customerId,
    email: row.email,
    expiresAt,
  };
}

/** Ends the session of `token` at `storeId` (nothing when there is none). */
export async function endCustomerSession(
  db: Pick<Db, 'delete'>,
  storeId: string,
  token: string,
): Promise<void> {
  await db
    .delete(customerSessions)
    .where(
      and(eq(customerSessions.storeId, storeId), eq(customerSessions.tokenHash, hashToken(token))),
    );
}

/** Deletes sessions that ended before `now` (the periodic clean-up). */
export async function purgeDeadCustomerSessions(db: Pick<Db, 'delete'>, now: Date): Promise<void> {
  await db.delete(customerSessions).where(lt(customerSessions.expiresAt, now));
}
