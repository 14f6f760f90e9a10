/**
 * After a subscription changes (approval, the billing job's UNPAID): purge the host and page
 * caches of every store the account owns, so a closed store opens (or closes) on the next
 * request instead of after the caches' lifetime.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storeMembers } from '../db/schema';
import { storefrontChangedInBackground } from '../http/route';

export async function ownedStoreIds(db: Db, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ storeId: storeMembers.storeId })
    .from(storeMembers)
    .where(and(inArray(storeMembers.userId, userIds), eq(storeMembers.role, 'owner')));
  return rows.map((r) => r.storeId);
}

export async function subscriptionChanged(app: FastifyInstance, userIds: string[]): Promise<void> {
  for (const storeId of await ownedStoreIds(app.ctx.db, userIds)) {
    storefrontChangedInBackground(app, storeId);
  }
}
