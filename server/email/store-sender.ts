/**
 * A store as the sender of the emails shoppers get from it (newsletter confirmations, sign-in
 * codes, contact messages): its name and logo for the email's header, its contact email for
 * replies, its host names for the links. One read of the columns, one 404 when it is gone.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import { notFound } from '../http/errors';

/** The columns an email on a store's behalf reads. */
export const storeSenderColumns = {
  id: stores.id,
  name: stores.name,
  subdomain: stores.subdomain,
  customDomain: stores.customDomain,
  contactEmail: stores.contactEmail,
  logoUrl: stores.logoUrl,
};

export interface StoreSender {
  id: string;
  name: string;
  subdomain: string;
  customDomain: string | null;
  contactEmail: string;
  logoUrl: string;
}

/** The store `storeId` as a sender; a 404 naming `storeId` when no store has it. */
export async function findStoreSender(
  db: Pick<Db, 'select'>,
  storeId: string,
): Promise<StoreSender> {
  const [store] = await db
    .select(storeSenderColumns)
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!store) throw notFound('Store not found', 'storeId', 'No store has this id');
  return store;
}
