/**
 * The Pages API (spec 7, /api/dashboard/page/...): a merchant's pages, created, saved as a
 * draft, published, listed and deleted. Every route checks store membership first; content is
 * validated against the section registry (nothing stored on a bad section) and sanitised.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parseContentDocument, storeIdQuerySchema, type ContentDocument } from '../../shared';
// Not yet re-exported by shared/index.ts; switch to '../../shared' once it is.
import {
  addPageBodySchema,
  pageIdParamsSchema,
  pageIdQuerySchema,
  updatePageBodySchema,
  type PageDetail,
} from '../../shared';
import { requireSession, requireStoreMember } from '../auth/require';
import type { Db } from '../db/client';
import { pages } from '../db/schema';
import { HttpError, parseInput } from '../http/errors';
import { isUniqueViolation } from '../lib/pg-errors';
import { sanitizeContentHtml } from '../lib/sanitize-html';

type PageRow = typeof pages.$inferSelect;

/** The page kind whose page a store can neither lose nor move. */
const HOME_SLUG = 'home';

function toPageDetail(row: PageRow): PageDetail {
  return {
    pageId: row.id,
    storeId: row.storeId,
    title: row.title,
    slug: row.slug,
    pageType: row.pageType,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    content: row.content as ContentDocument,
    published: row.publishedContent !== null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Validates saved content against the registry and sanitises its HTML; a 400 names each bad
 * component prop as `content.components[i].props.x`. A bare components list is accepted too.
 */
export function requireValidContent(input: unknown): ContentDocument {
  const result = parseContentDocument(Array.isArray(input) ? { components: input } : input);
  if (!result.ok) {
    const details = result.issues.map((i) => ({
      field:
        i.field === 'content' || i.field.startsWith('content.') ? i.field : `content.${i.field}`,
      message: i.message,
    }));
    const names = [...new Set(details.map((d) => d.field))].join(', ');
    throw new HttpError(400, `Invalid content: ${names}`, details);
  }
  return {
    schemaVersion: result.document.schemaVersion,
    components: sanitizeContentHtml(result.document.components),
  };
}

const slugTaken = () =>
  new HttpError(409, 'A page with this slug already exists', [
    { field: 'slug', message: 'A page with this slug already exists in this store' },
  ]);

const pageNotFound = (field: string) =>
  new HttpError(404, 'Page not found', [{ field, message: 'No such page of yours' }]);

/** The page `pageId` if the user is a member of its store; a 404 naming `field` otherwise. */
async function requireMemberPage(
  db: Db,
  userId: string,
  pageId: string,
  field: string,
): Promise<PageRow> {
  const [row] = await db.select().from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!row) throw pageNotFound(field);
  try {
    await requireStoreMember(db, userId, row.storeId);
  } catch (error) {
    // Another store's page: answer as if it did not exist.
    if (error instanceof HttpError && error.statusCode === 404) throw pageNotFound(field);
    throw error;
  }
  return row;
}

export async function pageRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const base = '/api/dashboard/page';

  app.post(`${base}/add-page`, async (request, reply) => {
    const session = requireSession(request);
    const body = parseInput(addPageBodySchema, request.body, 'body');
    await requireStoreMember(db, session.user.id, body.storeId);
    const content =
      body.content === undefined
        ? { schemaVersion: 1, components: [] }
        : requireValidContent(body.content);
    try {
      const [row] = await db
        .insert(pages)
        .values({
          storeId: body.storeId,
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
      request.log.info({ storeId: body.storeId, pageId: row.id }, 'page created');
      app.ctx.storeChanged(body.storeId);
      return reply.status(201).send(toPageDetail(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  });

  app.put(`${base}/update-page`, async (request) => {
    const session = requireSession(request);
    const body = parseInput(updatePageBodySchema, request.body, 'body');
    await requireStoreMember(db, session.user.id, body.storeId);
    const [current] = await db
      .select()
      .from(pages)
      .where(and(eq(pages.id, body.pageId), eq(pages.storeId, body.storeId)))
      .limit(1);
    if (!current) throw pageNotFound('pageId');
    if (body.slug !== undefined && body.slug !== current.slug && current.slug === HOME_SLUG) {
      throw new HttpError(400, 'The home page keeps its slug', [
        { field: 'slug', message: 'The home page keeps the slug home' },
      ]);
    }
    const content = body.content === undefined ? undefined : requireValidContent(body.content);
    const now = app.ctx.now();
    const conditions = [eq(pages.id, body.pageId), eq(pages.storeId, body.storeId)];
    if (body.version !== undefined) conditions.push(eq(pages.version, body.version));
    let row: PageRow | undefined;
    try {
      [row] = await db
        .update(pages)
        .set({
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.slug !== undefined ? { slug: body.slug } : {}),
          ...(body.metaTitle !== undefined ? { metaTitle: body.metaTitle } : {}),
          ...(body.metaDescription !== undefined ? { metaDescription: body.metaDescription } : {}),
          ...(content !== undefined ? { content } : {}),
          // In an UPDATE, `content` on the right reads the row's value before this statement.
          ...(body.publish
            ? { publishedContent: content ?? sql`${pages.content}`, publishedAt: now }
            : {}),
          version: sql`${pages.version} + 1`,
          updatedAt: now,
        })
        .where(and(...conditions))
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
    if (!row) {
      // The page exists (checked above), so only the version can have missed.
      throw new HttpError(
        409,
        'This page was changed since you loaded it',
        [{ field: 'version', message: 'The page has a newer version; reload it' }],
        { currentVersion: current.version },
      );
    }
    request.log.info(
      { storeId: body.storeId, pageId: row.id, published: Boolean(body.publish) },
      'page saved',
    );
    app.ctx.storeChanged(body.storeId);
    return toPageDetail(row);
  });

  app.get(`${base}/get-page-by-id`, async (request) => {
    const session = requireSession(request);
    const { pageId } = parseInput(pageIdQuerySchema, request.query, 'query');
    return toPageDetail(await requireMemberPage(db, session.user.id, pageId, 'pageId'));
  });

  app.get(`${base}/get-pages-by-store-id`, async (request) => {
    const session = requireSession(request);
    const { storeId } = parseInput(storeIdQuerySchema, request.query, 'query');
    await requireStoreMember(db, session.user.id, storeId);
    const rows = await db
      .select()
      .from(pages)
      .where(eq(pages.storeId, storeId))
      .orderBy(desc(sql`${pages.slug} = ${HOME_SLUG}`), asc(pages.createdAt), asc(pages.slug));
    return rows.map(toPageDetail);
  });

  app.delete(`${base}/delete/:id`, async (request) => {
    const session = requireSession(request);
    const { id } = parseInput(pageIdParamsSchema, request.params, 'params');
    const page = await requireMemberPage(db, session.user.id, id, 'id');
    if (page.slug === HOME_SLUG) {
      throw new HttpError(400, 'The home page cannot be deleted', [
        { field: 'id', message: 'The home page cannot be deleted' },
      ]);
    }
    await db.delete(pages).where(and(eq(pages.id, page.id), eq(pages.storeId, page.storeId)));
    request.log.info({ storeId: page.storeId, pageId: page.id }, 'page deleted');
    app.ctx.storeChanged(page.storeId);
    return { deleted: true, pageId: page.id };
  });
}
