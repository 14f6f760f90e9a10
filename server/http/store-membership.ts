/**
 * The store-membership check behind `access: 'store'` routes (route.ts): which role a user
 * holds in a store. Reads `store_members` only; knows nothing of sessions or logins.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storeMembers } from '../db/schema';
import { notFound } from './errors';

/** The user's role in `storeId`, or a 404 that does not reveal whether the store exists. */
export async function requireStoreMember(
  db: Db,
  userId: string,
  storeId: string,
): Promise<'owner' | 'staff'> {
  const rows = await db
    .select({ role: storeMembers.role })
    .from(storeMembers)
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.userId, userId)))
    .limit(1);
  const row = rows[0];
  if (!row) {
    throw notFound('Store not found', 'storeId', 'No such store of yours');
  }
  return row.role;
}
