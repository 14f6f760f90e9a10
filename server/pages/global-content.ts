/**
 * A store's global content (the header and footer sections every page shows) as the builder
 * edits it: the published document shoppers see (`stores.global_content`), an optional draft
 * (`stores.global_content_draft`) and a version raised on every write. Owns the read of those
 * columns and what a save or a publish writes; the caller owns the transaction and the checks.
 */
import { eq, sql } from 'drizzle-orm';
import { readTheme, type ContentDocument } from '../../shared';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import { sameContent } from './content';

/** Any Drizzle handle: the database or a transaction. */
export type DbOrTx = Pick<Db, 'select' | 'update'>;

/** The store columns a builder answer needs. */
export const storeGlobalColumns = {
  id: stores.id,
  name: stores.name,
  subdomain: stores.subdomain,
  currency: stores.currency,
  globalContent: stores.globalContent,
  globalContentDraft: stores.globalContentDraft,
  globalContentVersion: stores.globalContentVersion,
};

export interface StoreGlobal {
  id: string;
  name: string;
  subdomain: string;
  currency: string;
  globalContent: ContentDocument;
  globalContentDraft: ContentDocument | null;
  globalContentVersion: number;
}

/** The store's global columns; `lock` takes the row (FOR UPDATE) until the transaction ends. */
export async function readStoreGlobal(
  db: DbOrTx,
  storeId: string,
  lock = false,
): Promise<StoreGlobal | undefined> {
  const query = db.select(storeGlobalColumns).from(stores).where(eq(stores.id, storeId)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** What the builder edits: the draft, or the published document when there is no draft. */
export function editableGlobalContent(store: StoreGlobal): ContentDocument {
  return store.globalContentDraft ?? store.globalContent;
}

/**
 * Whether two global documents show the same: their sections, and their themes once a
 * missing theme counts as the default one (a builder saves the theme it shows, which for a
 * store that never had one is the default).
 */
export function sameGlobal(a: ContentDocument, b: ContentDocument): boolean {
  return sameContent({ ...a, theme: readTheme(a.theme) }, { ...b, theme: readTheme(b.theme) });
}

/** True when the store has a global draft shoppers do not see yet. */
export function hasUnpublishedGlobal(store: StoreGlobal): boolean {
  return (
    store.globalContentDraft !== null && !sameGlobal(store.globalContentDraft, store.globalContent)
  );
}

/** The global columns a save writes. */
type GlobalWrite = { globalContent?: ContentDocument; globalContentDraft: ContentDocument | null };

/**
 * What saving `incoming` (undefined: not sent) with `publish` changes, or null when nothing
 * does. A draft equal to the published document is stored as no draft; publishing moves the
 * draft (the incoming one, else the stored one) to what shoppers see. The theme travels in
 * the document (`theme`); one sent without it keeps the store's.
 */
export function planGlobalWrite(
  store: StoreGlobal,
  sent: ContentDocument | undefined,
  publish: boolean,
): GlobalWrite | null {
  // A document sent without a theme keeps the one the store has.
  const kept = editableGlobalContent(store).theme;
  const incoming = sent && !sent.theme && kept ? { ...sent, theme: kept } : sent;
  if (publish) {
    const draft = incoming ?? store.globalContentDraft;
    if (draft === null) return null;
    if (store.globalContentDraft === null && sameGlobal(draft, store.globalContent)) return null;
    return { globalContent: draft, globalContentDraft: null };
  }
  if (incoming === undefined || sameGlobal(incoming, editableGlobalContent(store))) return null;
  return {
    globalContentDraft: sameGlobal(incoming, store.globalContent) ? null : incoming,
  };
}

/** Writes `change` and raises the global content version; answers the new columns. */
export async function writeStoreGlobal(
  db: DbOrTx,
  storeId: string,
  change: GlobalWrite,
  now: Date,
): Promise<StoreGlobal> {
  const [row] = await db
    .update(stores)
    .set({
      ...change,
      globalContentVersion: sql`${stores.globalContentVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(stores.id, storeId))
    .returning(storeGlobalColumns);
  if (!row) throw new Error('store row vanished during a global content save');
  return row;
}
