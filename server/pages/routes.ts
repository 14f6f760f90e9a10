/**
 * The Pages API (spec 7, /api/dashboard/page/...): a merchant's pages, created, saved as a
 * draft, published, listed and deleted; the store's global content (header/footer) saved with
 * a page or alone (draft / publish, version checks, one transaction); SEO fields; page links.
 * Every route checks store membership first; content is validated against the section
 * registry (nothing stored on a bad section) and sanitised. Shoppers only ever read the
 * published columns (`pages.published_content`, `stores.global_content`).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  isProductTemplate,
  pagePath,
  PRODUCT_TEMPLATE_SLUG,
  storeHostName,
  type BuilderPageDetail,
  type ContentDocument,
  type GlobalContentDetail,
  type PageDetail,
  type PageLink,
  type UpdatePageBody,
  pagesEndpoints,
} from '../../shared';
import type { Db, Tx } from '../db/client';
import { storeOfRow, storeRow } from '../db/store-rows';
import { pages } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { assertPlanAllows } from '../billing/limits';
import { rethrowUnique } from '../lib/pg-errors';
import { productTemplateContent } from '../content/build-content';
import { clearRedirectFrom, recordPathChange } from '../seo/redirects';
import {
  readContent,
  requireValidContent,
  requireValidGlobalContent,
  sameContent,
} from './content';
import {
  editableGlobalContent,
  hasUnpublishedGlobal,
  planGlobalWrite,
  readStoreGlobal,
  writeStoreGlobal,
  type StoreGlobal,
} from './global-content';
import { author, snapshotPublishedPage, type VersionAuthor } from './versions';

type PageRow = typeof pages.$inferSelect;

/** The page kind whose page a store can neither lose nor move. */
export const HOME_SLUG = 'home';
/** Lists show the home page first, then the others as they were created. */
const pageOrder = [
  desc(sql`${pages.slug} = ${HOME_SLUG}`),
  asc(pages.createdAt),
  asc(pages.slug),
] as const;

/** The page's draft differs from what shoppers see, or it was never published. */
export function hasUnpublishedPage(row: PageRow): boolean {
  return row.publishedContent === null || !sameContent(row.content, row.publishedContent);
}

export function toPageDetail(row: PageRow): PageDetail {
  return {
    pageId: row.id,
    storeId: row.storeId,
    title: row.title,
    slug: row.slug,
    pageType: row.pageType,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    content: readContent(row.content as ContentDocument),
    published: row.publishedContent !== null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    unpublishedChanges: hasUnpublishedPage(row),
  };
}

export function toBuilderPageDetail(
  row: PageRow,
  store: StoreGlobal,
  productHost: string,
): BuilderPageDetail {
  const page = toPageDetail(row);
  const globalUnpublishedChanges = hasUnpublishedGlobal(store);
  return {
    ...page,
    storeDomain: storeHostName(store.subdomain, productHost),
    storeName: store.name,
    currency: store.currency,
    globalContent: readContent(editableGlobalContent(store)),
    globalVersion: store.globalContentVersion,
    globalUnpublishedChanges,
    unpublishedChanges: page.unpublishedChanges || globalUnpublishedChanges,
  };
}

export const slugTaken = () =>
  new HttpError(409, 'A page with this slug already exists', [
    { field: 'slug', message: 'A page with this slug already exists in this store' },
  ]);

export const pageNotFound = (field: string) =>
  notFound('Page not found', field, 'No such page of yours');

/** One optimistic-concurrency check of a save: the version the edit was based on. */
interface VersionCheck {
  field: string;
  sent: number | undefined;
  current: number;
  /** The 409's summary when this check is the (first) stale one. */
  summary: string;
  message: string;
}

/** A 409 naming every stale version (with the current ones in `extra`); nothing is written. */
export function requireVersions(checks: VersionCheck[], extra: Record<string, number>): void {
  const stale = checks.filter((c) => c.sent !== undefined && c.sent !== c.current);
  const [first] = stale;
  if (!first) return;
  throw new HttpError(
    409,
    first.summary,
    stale.map((c) => ({ field: c.field, message: c.message })),
    extra,
  );
}

/** The check of the page's draft: `sent` (the body's `version`) against its `current` one. */
export const pageVersionCheck = (sent: number | undefined, current: number): VersionCheck => ({
  field: 'version',
  sent,
  current,
  summary: 'This page was changed since you loaded it',
  message: 'The page has a newer version; reload it',
});

/** The check of the store's header/footer draft, sent as the body's `field`. */
const globalVersionCheck = (
  field: string,
  sent: number | undefined,
  current: number,
): VersionCheck => ({
  field,
  sent,
  current,
  summary: "The store's header and footer were changed since you loaded them",
  message: "The store's header and footer have a newer version; reload them",
});

/** The store that owns page `pageId`, if any (the route then checks membership). */
export function storeOfPage(db: Db, pageId: string): Promise<string | undefined> {
  return storeOfRow(db, pages, pageId);
}

/** Page `pageId` of the verified store `storeId`; a 404 naming `field` otherwise. */
export async function requireStorePage(
  db: Db,
  storeId: string,
  pageId: string,
  field: string,
): Promise<PageRow> {
  const row = await storeRow(db, pages, storeId, pageId);
  if (!row) throw pageNotFound(field);
  return row;
}

/** What a save answers: the page row and the store's global columns after it. */
export interface SavedPage {
  page: PageRow;
  store: StoreGlobal;
}

/** The fields of an update-page save (publish alone sends only pageId, version, publish). */
type PageSave = Pick<
  UpdatePageBody,
  | 'pageId'
  | 'title'
  | 'slug'
  | 'metaTitle'
  | 'metaDescription'
  | 'publish'
  | 'version'
  | 'globalVersion'
>;

/**
 * One save of a page (and the store's global content) inside the caller's transaction:
 * version checks, the page's columns, the global draft or publish, and, on a publish, the
 * version-history snapshot of what shoppers now see. `content` and `globalContent` are
 * already validated (undefined: not sent).
 */
export async function savePageInTx(
  tx: Tx,
  storeId: string,
  body: PageSave,
  content: ContentDocument | undefined,
  globalContent: ContentDocument | undefined,
  by: VersionAuthor,
  now: Date,
): Promise<SavedPage> {
  const publish = body.publish === true;
  // The store row is locked only when this save may write or check the global content.
  const touchesGlobal = globalContent !== undefined || publish || body.globalVersion !== undefined;
  const store = await readStoreGlobal(tx, storeId, touchesGlobal);
  const [current] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.id, body.pageId), eq(pages.storeId, storeId)))
    .limit(1)
    .for('update');
  if (!store || !current) throw pageNotFound('pageId');
  if (body.slug !== undefined && body.slug !== current.slug && current.slug === HOME_SLUG) {
    throw new HttpError(400, 'The home page keeps its slug', [
      { field: 'slug', message: 'The home page keeps the slug home' },
    ]);
  }
  if (body.slug !== undefined && body.slug !== current.slug && isProductTemplate(current)) {
    throw new HttpError(400, 'The product template keeps its slug', [
      { field: 'slug', message: `The product template keeps the slug ${PRODUCT_TEMPLATE_SLUG}` },
    ]);
  }
  requireVersions(
    [
      pageVersionCheck(body.version, current.version),
      globalVersionCheck('globalVersion', body.globalVersion, store.globalContentVersion),
    ],
    { currentVersion: current.version, currentGlobalVersion: store.globalContentVersion },
  );
  const [page] = await tx
    .update(pages)
    .set({
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.slug !== undefined ? { slug: body.slug } : {}),
      ...(body.metaTitle !== undefined ? { metaTitle: body.metaTitle } : {}),
      ...(body.metaDescription !== undefined ? { metaDescription: body.metaDescription } : {}),
      ...(content !== undefined ? { content } : {}),
      // In an UPDATE, `content` on the right reads the row's value before this statement.
      ...(publish ? { publishedContent: content ?? sql`${pages.content}`, publishedAt: now } : {}),
      version: sql`${pages.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(pages.id, current.id), eq(pages.storeId, storeId)))
    .returning();
  if (!page) throw new Error('page row vanished during a save');
  // URL redirects (server/seo): a renamed page's old path leads to its new one; a published
  // page's path is live, so no redirect starts there.
  if (page.slug !== current.slug) {
    const wasLive = current.publishedContent !== null;
    await recordPathChange(tx, storeId, pagePath(current), pagePath(page), now, wasLive);
  }
  if (publish) await clearRedirectFrom(tx, storeId, pagePath(page));
  const change = planGlobalWrite(store, globalContent, publish);
  const saved = change ? await writeStoreGlobal(tx, store.id, change, now) : store;
  if (publish) await snapshotPublishedPage(tx, page, saved, by, now);
  return { page, store: saved };
}

export async function pageRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, {
    endpoint: pagesEndpoints.addPage,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body, request }) => {
      const content =
        body.content !== undefined
          ? requireValidContent(body.content)
          : isProductTemplate(body)
            ? productTemplateContent()
            : { schemaVersion: 1, components: [] };
      // The plan's pages per store (402 naming plan when full); the template is no page.
      if (!isProductTemplate(body)) await assertPlanAllows(db, store.id, 'pages');
      try {
        const [row] = await db
          .insert(pages)
          .values({
            storeId: store.id,
            title: body.title,
            slug: body.slug,
            pageType: body.pageType,
            metaTitle: body.metaTitle ?? '',
            metaDescription: body.metaDescription ?? '',
            content,
            createdAt: app.ctx.now(),
            updatedAt: app.ctx.now(),
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        request.log.info({ storeId: store.id, pageId: row.id }, 'page created');
        return toPageDetail(row);
      } catch (error) {
        rethrowUnique(error, slugTaken);
      }
    },
  });

  route(app, {
    endpoint: pagesEndpoints.updatePage,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store: scope, body, request, session }) => {
      const storeId = scope.id;
      const content = body.content === undefined ? undefined : requireValidContent(body.content);
      const globalContent =
        body.globalContent === undefined
          ? undefined
          : requireValidGlobalContent(body.globalContent);
      const publish = body.publish === true;
      let saved: SavedPage;
      try {
        saved = await db.transaction((tx) =>
          savePageInTx(tx, storeId, body, content, globalContent, author(session), app.ctx.now()),
        );
      } catch (error) {
        rethrowUnique(error, slugTaken);
      }
      request.log.info(
        {
          storeId,
          pageId: saved.page.id,
          published: publish,
          globalVersion: saved.store.globalContentVersion,
        },
        'page saved',
      );
      return toBuilderPageDetail(saved.page, saved.store, app.ctx.config.productHost);
    },
  });

  route(app, {
    endpoint: pagesEndpoints.updateAllContent,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store: scope, body, request }) => {
      const globalContent = requireValidGlobalContent(body.globalContent);
      const publish = body.publish === true;
      const store = await db.transaction(async (tx) => {
        const current = await readStoreGlobal(tx, scope.id, true);
        if (!current) {
          throw notFound('Store not found', 'storeId', 'No such store of yours');
        }
        requireVersions(
          [globalVersionCheck('version', body.version, current.globalContentVersion)],
          { currentVersion: current.globalContentVersion },
        );
        const change = planGlobalWrite(current, globalContent, publish);
        return change ? writeStoreGlobal(tx, current.id, change, app.ctx.now()) : current;
      });
      request.log.info(
        { storeId: scope.id, published: publish, globalVersion: store.globalContentVersion },
        'global content saved',
      );
      const answer: GlobalContentDetail = {
        storeId: store.id,
        globalContent: readContent(editableGlobalContent(store)),
        version: store.globalContentVersion,
        published: !hasUnpublishedGlobal(store),
      };
      return answer;
    },
  });

  route(app, {
    endpoint: pagesEndpoints.updateSeo,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body, request }) => {
      const where = and(eq(pages.id, body.pageId), eq(pages.storeId, store.id));
      // SEO fields are live at once and not part of the builder's draft: no version raise, so
      // an open builder tab does not conflict with them.
      const [row] =
        body.metaTitle === undefined && body.metaDescription === undefined
          ? await db.select().from(pages).where(where).limit(1)
          : await db
              .update(pages)
              .set({
                ...(body.metaTitle !== undefined ? { metaTitle: body.metaTitle } : {}),
                ...(body.metaDescription !== undefined
                  ? { metaDescription: body.metaDescription }
                  : {}),
                updatedAt: app.ctx.now(),
              })
              .where(where)
              .returning();
      if (!row) throw pageNotFound('pageId');
      request.log.info({ storeId: store.id, pageId: row.id }, 'page seo saved');
      return toPageDetail(row);
    },
  });

  route(app, {
    endpoint: pagesEndpoints.getPageById,
    access: 'store',
    storeOf: ({ query }, db) => storeOfPage(db, query.pageId),
    notFound: () => pageNotFound('pageId'),
    handler: async ({ store: scope, query }) => {
      const page = await requireStorePage(db, scope.id, query.pageId, 'pageId');
      const store = await readStoreGlobal(db, scope.id);
      if (!store) throw pageNotFound('pageId');
      return toBuilderPageDetail(page, store, app.ctx.config.productHost);
    },
  });

  route(app, {
    endpoint: pagesEndpoints.getPagesByStoreId,
    access: 'store',
    handler: async ({ store }) => {
      const rows = await db
        .select()
        .from(pages)
        .where(eq(pages.storeId, store.id))
        .orderBy(...pageOrder);
      return rows.map(toPageDetail);
    },
  });

  route(app, {
    endpoint: pagesEndpoints.getPagesLinks,
    access: 'store',
    handler: async ({ store }) => {
      const storeId = store.id;
      const rows = await db
        .select({
          pageId: pages.id,
          title: pages.title,
          slug: pages.slug,
          pageType: pages.pageType,
          published: sql<boolean>`${pages.publishedContent} is not null`,
        })
        .from(pages)
        // The product template is no page to link to.
        .where(and(eq(pages.storeId, storeId), sql`${pages.pageType} <> 'product'`))
        .orderBy(...pageOrder);
      return rows.map((r): PageLink => ({
        pageId: r.pageId,
        title: r.title,
        slug: r.slug,
        pageType: r.pageType,
        url: pagePath(r),
        published: Boolean(r.published),
      }));
    },
  });

  route(app, {
    endpoint: pagesEndpoints.delete,
    access: 'store',
    storeOf: ({ params }, db) => storeOfPage(db, params.id),
    notFound: () => pageNotFound('id'),
    changesStorefront: true,
    handler: async ({ store, params: { id }, request }) => {
      const page = await requireStorePage(db, store.id, id, 'id');
      if (page.slug === HOME_SLUG) {
        throw new HttpError(400, 'The home page cannot be deleted', [
          { field: 'id', message: 'The home page cannot be deleted' },
        ]);
      }
      await db.delete(pages).where(and(eq(pages.id, page.id), eq(pages.storeId, page.storeId)));
      request.log.info({ storeId: page.storeId, pageId: page.id }, 'page deleted');
      return { deleted: true as const, pageId: page.id };
    },
  });
}
