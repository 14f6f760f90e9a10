/**
 * Store changes reach every process's caches (issue 15): a process that changed a store purges
 * its own page cache, store content and host cache at once, then sends
 * `NOTIFY store_changed` on the database; every process LISTENs and purges the same. The
 * notification goes out right after the write's commit (`storeChanged` runs once the route
 * succeeded), not inside its transaction: a process killed between the two leaves the others
 * stale until their page TTL (30 s by default) at worst.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';

export const STORE_CHANGED_CHANNEL = 'store_changed';

export type AnnounceStoreChange = ((storeId: string) => void) & { stop(): Promise<void> };

/**
 * Listens for other processes' store changes (calling `purge`) and answers the function that
 * announces this process's own. A failed announcement is reported to `onError`, never thrown.
 */
export async function syncStoreChanges(
  database: Database,
  purge: (storeId: string) => void,
  onError: (error: unknown) => void,
): Promise<AnnounceStoreChange> {
  // Each process (each app in a test) names itself, so it skips its own announcements.
  const self = randomUUID();
  const stop = await database.notifications.listen(STORE_CHANGED_CHANNEL, (payload) => {
    const [origin, storeId] = payload.split(' ');
    if (origin !== self && storeId) purge(storeId);
  });
  const announce = (storeId: string) => {
    database.notifications.notify(STORE_CHANGED_CHANNEL, `${self} ${storeId}`).catch(onError);
  };
  return Object.assign(announce, { stop });
}
