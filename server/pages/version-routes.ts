/**
 * A page's own screen (/dashboard/{slug}) API, under /api/dashboard/page/: its version
 * history (list, read, preview, restore as the draft), publish the current draft as is,
 * unpublish, and a preview of the current draft (the screen's thumbnail). Every route checks
 * store membership through the page or version it names (404 naming that field otherwise).
 * Restoring writes drafts only (shoppers see nothing new until a publish) and raises the
 * page's and the global content's versions, so an open builder tab gets a 409 instead of
 * overwriting the restored draft.
 */
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type ContentDocument, pagesEndpoints, readTheme } from '../../shared';
import { pages } from '../db/schema';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { loadStorefrontAssets } from '../storefront/serve-storefront';
import {
  editableGlobalContent,
  planGlobalWrite,
  readStoreGlobal,
  writeStoreGlobal,
} from './global-content';
import { previewHeaders, renderPagePreview, type PreviewSubject } from './page-preview';
import {
  HOME_SLUG,
  pageNotFound,
  pageVersionCheck,
  requireStorePage,
  requireVersions,
  savePageInTx,
  storeOfPage,
  toBuilderPageDetail,
  toPageDetail,
} from './routes';
import {
  author,
  listPageVersions,
  requireStoreVersion,
  storeOfVersion,
  versionDetail,
  versionNotFound,
} from './versions';

type PageRow = typeof pages.$inferSelect;

/** What a preview renders: `page`'s address, `texts`' title and SEO fields, the contents. */
function previewOf(
  page: PageRow,
  texts: Pick<PageRow, 'title' | 'metaTitle' | 'metaDescription'>,
  content: ContentDocument,
  globalContent: ContentDocument,
): PreviewSubject {
  return {
    storeId: page.storeId,
    page: {
      pageId: page.id,
      slug: page.slug,
      pageType: page.pageType,
      title: texts.title,
      metaTitle: texts.metaTitle,
      metaDescription: texts.metaDescription,
    },
    content,
    globalContent,
  };
}

export interface PageVersionRoutesOptions {
  /** The built client (for the storefront's styles in previews); defaults to dist/client. */
  clientDir?: string;
}

export async function pageVersionRoutes(
  app: FastifyInstance,
  options: PageVersionRoutesOptions = {},
) {
  const { db } = app.ctx;
  const assets = loadStorefrontAssets(options.clientDir ?? join(process.cwd(), 'dist', 'client'));
  const byPage = {
    notFound: () => pageNotFound('pageId'),
  };
  const byVersion = {
    storeOf: ({ query }: { query: { versionId: string } }, database: typeof db) =>
      storeOfVersion(database, query.versionId),
    notFound: () => versionNotFound(),
  };

  /** Sends a preview document (or a 404 naming `field` when its store is gone). */
  async function sendPreview(
    reply: FastifyReply,
    protocol: string,
    subject: PreviewSubject,
    field: string,
  ): Promise<Uint8Array> {
    const html = await renderPagePreview(app.ctx, assets, protocol, subject);
    if (!html) throw pageNotFound(field);
    previewHeaders(reply, app.ctx.config, 'no-store');
    return html;
  }

  route(app, {
    endpoint: pagesEndpoints.listVersions,
    access: 'store',
    storeOf: ({ query }, database) => storeOfPage(database, query.pageId),
    ...byPage,
    handler: async ({ store, query }) => {
      const page = await requireStorePage(db, store.id, query.pageId, 'pageId');
      const { versions, total } = await listPageVersions(db, page, query.page, query.size);
      return { pageId: page.id, versions, total, page: query.page, size: query.size };
    },
  });

  route(app, {
    endpoint: pagesEndpoints.getVersion,
    access: 'store',
    ...byVersion,
    handler: async ({ store, query }) => {
      const version = await requireStoreVersion(db, store.id, query.versionId);
      const page = await requireStorePage(db, store.id, version.pageId, 'versionId');
      return versionDetail(db, version, page);
    },
  });

  route(app, {
    endpoint: pagesEndpoints.previewVersion,
    access: 'store',
    ...byVersion,
    handler: async ({ store, query, reply, request }) => {
      const version = await requireStoreVersion(db, store.id, query.versionId);
      const page = await requireStorePage(db, store.id, version.pageId, 'versionId');
      return sendPreview(
        reply,
        request.protocol,
        // The page at its address today, with the version's title and SEO fields.
        previewOf(page, version, version.content, version.globalContent),
        'versionId',
      );
    },
  });

  route(app, {
    endpoint: pagesEndpoints.previewPage,
    access: 'store',
    storeOf: ({ query }, database) => storeOfPage(database, query.pageId),
    ...byPage,
    handler: async ({ store, query, reply, request }) => {
      const page = await requireStorePage(db, store.id, query.pageId, 'pageId');
      const global = await readStoreGlobal(db, store.id);
      if (!global) throw pageNotFound('pageId');
      // The draft as the builder shows it: the page's draft with the global draft.
      return sendPreview(
        reply,
        request.protocol,
        previewOf(page, page, page.content, editableGlobalContent(global)),
        'pageId',
      );
    },
  });

  route(app, {
    endpoint: pagesEndpoints.restoreVersion,
    access: 'store',
    storeOf: ({ body }, database) => storeOfVersion(database, body.versionId),
    notFound: () => versionNotFound(),
    // No changesStorefront: a restore writes drafts only.
    handler: async ({ store: scope, body, request }) => {
      const now = app.ctx.now();
      const saved = await db.transaction(async (tx) => {
        const version = await requireStoreVersion(tx, scope.id, body.versionId);
        const store = await readStoreGlobal(tx, scope.id, true);
        const [current] = await tx
          .select()
          .from(pages)
          .where(and(eq(pages.id, version.pageId), eq(pages.storeId, scope.id)))
          .limit(1)
          .for('update');
        if (!store || !current) throw versionNotFound();
        requireVersions([pageVersionCheck(body.version, current.version)], {
          currentVersion: current.version,
        });
        const [page] = await tx
          .update(pages)
          .set({ content: version.content, version: current.version + 1, updatedAt: now })
          .where(and(eq(pages.id, current.id), eq(pages.storeId, scope.id)))
          .returning();
        if (!page) throw new Error('page row vanished during a restore');
        // The version's header/footer become the global draft (none when it is what shoppers
        // see). Raised either way, so an open builder reloads the restored global content.
        // A version from before themes restores the default theme it was shown in.
        const restored = {
          ...version.globalContent,
          theme: readTheme(version.globalContent.theme),
        };
        const change = planGlobalWrite(store, restored, false) ?? {
          globalContentDraft: store.globalContentDraft,
        };
        return { page, store: await writeStoreGlobal(tx, store.id, change, now), version };
      });
      request.log.info(
        { storeId: scope.id, pageId: saved.page.id, versionId: saved.version.id },
        'page version restored as draft',
      );
      return toBuilderPageDetail(saved.page, saved.store, app.ctx.config.productHost);
    },
  });

  route(app, {
    endpoint: pagesEndpoints.publish,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body, request, session }) => {
      const saved = await db.transaction((tx) =>
        savePageInTx(
          tx,
          store.id,
          { pageId: body.pageId, version: body.version, publish: true },
          undefined,
          undefined,
          author(session),
          app.ctx.now(),
        ),
      );
      request.log.info({ storeId: store.id, pageId: saved.page.id }, 'page published');
      return toBuilderPageDetail(saved.page, saved.store, app.ctx.config.productHost);
    },
  });

  route(app, {
    endpoint: pagesEndpoints.unpublish,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body, request }) => {
      const page = await requireStorePage(db, store.id, body.pageId, 'pageId');
      if (page.slug === HOME_SLUG) {
        throw new HttpError(409, 'The home page cannot be unpublished', [
          {
            field: 'pageId',
            message: 'The home page is your store’s front door: it stays published',
          },
        ]);
      }
      // The draft stays; shoppers get the not-found page until the next publish.
      const [row] = await db
        .update(pages)
        .set({ publishedContent: null, publishedAt: null, updatedAt: app.ctx.now() })
        .where(and(eq(pages.id, page.id), eq(pages.storeId, store.id)))
        .returning();
      if (!row) throw pageNotFound('pageId');
      request.log.info({ storeId: store.id, pageId: row.id }, 'page unpublished');
      return toPageDetail(row);
    },
  });
}
