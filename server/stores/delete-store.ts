/**
 * Deleting a store and everything it owns. Every tenant table references `stores` with
 * `ON DELETE CASCADE` (sessions' selected store with `SET NULL`), so one DELETE of the store's
 * row removes its rows everywhere in one transaction; the files its rows name (media
 * originals and variants, payment proofs) are deleted afterwards (a storage failure leaves
 * orphan files, never rows pointing at missing files). The caller purges the caches.
 * Owns: what "everything it owns" means. Not: who may do it (the route: owners only).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media, paymentProofs, sessions, stores } from '../db/schema';
import { mediaKeys } from '../media/ingest-media';

export interface DeletedStoreFiles {
  /** Keys in the public media storage. */
  mediaKeys: string[];
  /** Keys in the private storage (payment proofs). */
  privateKeys: string[];
}

/** Deletes the store's row and, by cascade, every row of it; answers its files' keys. */
export async function deleteStoreRows(db: Db, storeId: string): Promise<DeletedStoreFiles> {
  return db.transaction(async (tx) => {
    const files = await tx
      .select({ key: media.key, variants: media.variants })
      .from(media)
      .where(eq(media.storeId, storeId));
    const proofs = await tx
      .select({ key: paymentProofs.storageKey })
      .from(paymentProofs)
      .where(eq(paymentProofs.storeId, storeId));
    // The foreign key does this too; said here so no session keeps pointing at it meanwhile.
    await tx
      .update(sessions)
      .set({ selectedStoreId: null })
      .where(eq(sessions.selectedStoreId, storeId));
    await tx.delete(stores).where(eq(stores.id, storeId));
    return {
      mediaKeys: files.flatMap((f) => mediaKeys(f)),
      privateKeys: proofs.map((p) => p.key),
    };
  });
}
