/**
 * Publishing every draft of a store at once (the Pages screen's "Publish all changes"), under
 * /api/dashboard/page/: what would go live (`unpublished-changes`) and the publish itself
 * (`publish-all`). A template writes several pages and the header/footer as drafts; published
 * one page at a time, the new navbar would link to pages still in draft (404s for shoppers),
 * so here they go live together, in one transaction.
 *
 * Each page is published by `savePageInTx`, exactly as the single publish does: the same locks
 * (the store row, then the page row), its version-history snapshot, its redirect cleared. The
 * first page's publish also publishes the global draft; every snapshot records the header and
 * footer shoppers now see. With no page to publish, a global draft is published alone, as
 * update-all-content does (no page snapshot: see versions.ts).
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type UnpublishedChanges, pagesEndpoints } from '../../shared';
import type { Db, Tx } from '../db/client';
import { pages } from '../db/schema';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import {
  hasUnpublishedGlobal,
  planGlobalWrite,
  readStoreGlobal,
  writeStoreGlobal,
} from './global-content';
import { hasUnpublishedPage, savePageInTx } from './routes';
import { author, type VersionAuthor } from './versions';

const storeNotFound = () => notFound('Store not found', 'storeId', 'No such store of yours');

/** What store `storeId` has that shoppers do not see yet. */
export async function unpublishedChangesOf(
  db: Db | Tx,
  storeId: string,
): Promise<UnpublishedChanges> {
  const [store, rows] = await Promise.all([
    readStoreGlobal(db, storeId),
    db.select().from(pages).where(eq(pages.storeId, storeId)),
  ]);
  if (!store) throw storeNotFound();
  return {
    pages: rows.filter(hasUnpublishedPage).length,
    globalContent: hasUnpublishedGlobal(store),
  };
}

/**
 * Publishes every page of `storeId` with unpublished changes and the store's global draft,
 * inside the caller's transaction; answers what went live.
 */
export async function publishAllInTx(
  tx: Tx,
  storeId: string,
  by: VersionAuthor,
  now: Date,
): Promise<UnpublishedChanges> {
  // The store row first, as every publish takes it: publishes of one store queue here.
  const store = await readStoreGlobal(tx, storeId, true);
  if (!store) throw storeNotFound();
  const globalContent = hasUnpublishedGlobal(store);
  // Then every page row, in one order, so no page is deleted or changed between the choice
  // of pages and their publish.
  const rows = await tx
    .select()
    .from(pages)
    .where(eq(pages.storeId, storeId))
    .orderBy(asc(pages.id))
    .for('update');
  const toPublish = rows.filter(hasUnpublishedPage);
  for (const row of toPublish) {
    await savePageInTx(
      tx,
      storeId,
      { pageId: row.id, publish: true },
      undefined,
      undefined,
      by,
      now,
    );
  }
  if (!toPublish.length && globalContent) {
    const change = planGlobalWrite(store, undefined, true);
    if (change) await writeStoreGlobal(tx, store.id, change, now);
  }
  return { pages: toPublish.length, globalContent };
}

export async function publishAllRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, {
    endpoint: pagesEndpoints.unpublishedChanges,
    access: 'store',
    handler: ({ store }) => unpublishedChangesOf(db, store.id),
  });

  route(app, {
    endpoint: pagesEndpoints.publishAll,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, request, session }) => {
      const published = await db.transaction((tx) =>
        publishAllInTx(tx, store.id, author(session), app.ctx.now()),
      );
      request.log.info({ storeId: store.id, ...published }, 'all drafts published');
      return published;
    },
  });
}
