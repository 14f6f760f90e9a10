/**
 * A page's version history (the /dashboard/{slug} screen): every publish of a page keeps a
 * snapshot of what shoppers then see — the page's published content, title and SEO fields,
 * and the store's published global content (header/footer) — with its author, in the
 * publishing transaction. Owns writing, listing and reading snapshots. Not: the routes
 * (version-routes.ts), the publish itself (routes.ts savePageInTx).
 *
 * A global-only publish (update-all-content with publish) keeps no page snapshot: it changes
 * every page at once, and one snapshot per page would grow with the store. A page's versions
 * record the global content as it was when that page was published.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ContentDocument, PageVersionDetail, PageVersionSummary } from '../../shared';
import type { SessionUser } from '../auth/sessions';
import type { Db, Tx } from '../db/client';
import { storeOfRow, storeRow } from '../db/store-rows';
import type { pages } from '../db/schema';
import { pageVersions } from '../db/schema';
import { newestFirstPage } from '../db/newest-first-page';
import { notFound } from '../http/errors';
import { sameContent } from './content';
import type { StoreGlobal } from './global-content';

/** A transaction handle. */

type PageRow = typeof pages.$inferSelect;
type VersionRow = typeof pageVersions.$inferSelect;

/** Who published: kept by name too, so the history survives the account. */
export interface VersionAuthor {
  id: string | null;
  name: string;
}

export const author = (session: SessionUser): VersionAuthor => ({
  id: session.user.id,
  name: session.user.name.trim() || session.user.email,
});

export const versionNotFound = (field = 'versionId') =>
  notFound('Version not found', field, 'No such version of your pages');

/** Keeps the snapshot of `page` just published (its published columns) with `store`'s. */
export async function snapshotPublishedPage(
  tx: Tx,
  page: PageRow,
  store: StoreGlobal,
  by: VersionAuthor,
  now: Date,
): Promise<void> {
  if (!page.publishedContent) throw new Error('snapshot of a page that is not published');
  await tx.insert(pageVersions).values({
    storeId: page.storeId,
    pageId: page.id,
    content: page.publishedContent,
    globalContent: store.globalContent,
    title: page.title,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    authorId: by.id,
    authorName: by.name,
    // Strictly after the page's previous version (the page row is locked by the publish), so
    // newest-first stays exact even when two publishes read the same clock millisecond.
    createdAt: sql`greatest(${now.toISOString()}::timestamptz, (select max(${pageVersions.createdAt}) + interval '1 millisecond' from ${pageVersions} where ${pageVersions.storeId} = ${page.storeId} and ${pageVersions.pageId} = ${page.id}))`,
  });
}

/**
 * The first version of pages created published (a new store's starter pages, the demo's): the
 * history starts with what shoppers saw from the start, not empty.
 */
export async function snapshotCreatedPages(
  tx: Tx,
  rows: PageRow[],
  globalContent: ContentDocument,
  by: VersionAuthor,
): Promise<void> {
  const published = rows.filter((row) => row.publishedContent !== null);
  if (!published.length) return;
  await tx.insert(pageVersions).values(
    published.map((row) => ({
      storeId: row.storeId,
      pageId: row.id,
      content: row.publishedContent!,
      globalContent,
      title: row.title,
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
      authorId: by.id,
      authorName: by.name,
      createdAt: row.publishedAt ?? row.createdAt,
    })),
  );
}

/** The store that owns version `versionId` (the routes' `storeOf`), if any. */
export function storeOfVersion(db: Db, versionId: string): Promise<string | undefined> {
  return storeOfRow(db, pageVersions, versionId);
}

/** Version `versionId` of store `storeId`; a 404 naming `field` otherwise. */
export async function requireStoreVersion(
  db: Db | Tx,
  storeId: string,
  versionId: string,
  field = 'versionId',
): Promise<VersionRow> {
  const row = await storeRow(db, pageVersions, storeId, versionId);
  if (!row) throw versionNotFound(field);
  return row;
}

/** The id of the page's newest version, if any. */
async function newestVersionId(db: Db, storeId: string, pageId: string) {
  const [row] = await db
    .select({ id: pageVersions.id })
    .from(pageVersions)
    .where(and(eq(pageVersions.storeId, storeId), eq(pageVersions.pageId, pageId)))
    .orderBy(desc(pageVersions.createdAt), desc(pageVersions.id))
    .limit(1);
  return row?.id;
}

/** Shoppers see exactly this version: the newest one, and the page is live with it. */
function isLive(version: VersionRow, page: PageRow, newestId: string | undefined): boolean {
  return (
    version.id === newestId &&
    page.publishedContent !== null &&
    sameContent(page.publishedContent, version.content)
  );
}

function toSummary(row: VersionRow, live: boolean): PageVersionSummary {
  return {
    versionId: row.id,
    pageId: row.pageId,
    createdAt: row.createdAt.toISOString(),
    authorName: row.authorName,
    title: row.title,
    live,
  };
}

/** One page (zero-based `page` of `size`) of `pageRow`'s versions, newest first. */
export async function listPageVersions(
  db: Db,
  pageRow: PageRow,
  page: number,
  size: number,
): Promise<{ versions: PageVersionSummary[]; total: number }> {
  const { content: rows, totalElements: total } = await newestFirstPage(
    db,
    pageVersions,
    pageRow.storeId,
    eq(pageVersions.pageId, pageRow.id),
    { page, size },
  );
  const newest = page === 0 ? rows[0]?.id : await newestVersionId(db, pageRow.storeId, pageRow.id);
  return {
    versions: rows.map((r) => toSummary(r, isLive(r, pageRow, newest))),
    total,
  };
}

/** A version with its contents, for get-version. */
export async function versionDetail(
  db: Db,
  version: VersionRow,
  pageRow: PageRow,
): Promise<PageVersionDetail> {
  const newest = await newestVersionId(db, pageRow.storeId, pageRow.id);
  return {
    ...toSummary(version, isLive(version, pageRow, newest)),
    content: version.content as ContentDocument,
    globalContent: version.globalContent as ContentDocument,
    metaTitle: version.metaTitle,
    metaDescription: version.metaDescription,
  };
}
