/**
 * The media library's database side: list (newest first, search by file name or alt text),
 * alt text, usage (products, categories, pages and sections that still show a file) and
 * delete. Every query is scoped by the store the route layer verified.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import {
  parseMediaUrl,
  type ContentDocument,
  type MediaItem,
  type MediaListQuery,
  type MediaPage,
  type MediaUsage,
  type Component,
} from '../../shared';
import type { Db } from '../db/client';
import { storeOfRow, storeRow } from '../db/store-rows';
import { categories, media, pages, products, productVariations, stores } from '../db/schema';
import { newestFirstPage } from '../db/newest-first-page';
import { notFound } from '../http/errors';
import { anyContains, likeContaining } from '../lib/sql';

type MediaRow = typeof media.$inferSelect;

export const mediaNotFound = (field = 'mediaId') =>
  notFound('Media not found', field, 'No such file in this store');

/** The reply form of a row; variant URLs sit beside the original's. */
export function toMediaItem(row: MediaRow): MediaItem {
  const base = parseMediaUrl(row.url)?.base;
  return {
    id: row.id,
    fileName: row.fileName,
    mime: row.mime,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    alt: row.alt,
    url: row.url,
    variants: base
      ? row.variants.map((v) => ({
          width: v.width,
          height: v.height,
          bytes: v.bytes,
          url: `${base}${v.width}.webp`,
        }))
      : [],
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMedia(db: Db, storeId: string, q: MediaListQuery): Promise<MediaPage> {
  const matching = anyContains([media.fileName, media.alt], q.search?.trim());
  const found = await newestFirstPage(db, media, storeId, matching, q);
  return { ...found, content: found.content.map(toMediaItem) };
}

export async function requireMedia(db: Db, storeId: string, mediaId: string): Promise<MediaRow> {
  const row = await storeRow(db, media, storeId, mediaId);
  if (!row) throw mediaNotFound();
  return row;
}

/** The store that owns media `mediaId`, if any. */
export function storeOfMedia(db: Db, mediaId: string): Promise<string | undefined> {
  return storeOfRow(db, media, mediaId);
}

export async function updateMediaAlt(
  db: Db,
  storeId: string,
  mediaId: string,
  alt: string,
): Promise<MediaItem> {
  const [row] = await db
    .update(media)
    .set({ alt })
    .where(and(eq(media.storeId, storeId), eq(media.id, mediaId)))
    .returning();
  if (!row) throw mediaNotFound();
  return toMediaItem(row);
}

/** Ids of the sections in `components` (at any depth) whose own props mention `needle`. */
function sectionsMentioning(
  components: readonly Component[] | undefined,
  needle: string,
  found: Set<string>,
): void {
  for (const component of components ?? []) {
    if (!component || typeof component !== 'object') continue;
    const { children, ...own } = (component.props ?? {}) as Record<string, unknown>;
    if (JSON.stringify(own).includes(needle)) found.add(component.id);
    if (Array.isArray(children)) {
      sectionsMentioning(children as Component[], needle, found);
    }
  }
}

/**
 * What still shows the file: every URL of it (the original or a variant) contains
 * `/{storeId}/{mediaId}/`, so one pattern finds it in image columns, gallery lists,
 * description HTML and saved section props, draft or published.
 */
export async function getMediaUsage(db: Db, storeId: string, mediaId: string): Promise<MediaUsage> {
  await requireMedia(db, storeId, mediaId);
  const needle = `/${storeId}/${mediaId}/`;
  const like = likeContaining(needle);
  const [[productCount], [categoryCount], pageRows, [store]] = await Promise.all([
    db
      .select({ n: count() })
      .from(products)
      .where(
        and(
          eq(products.storeId, storeId),
          sql`(${products.productImage} like ${like}
            or ${products.galleryImages}::text like ${like}
            or ${products.description} like ${like}
            or exists (select 1 from ${productVariations} v
              where v.store_id = ${sql.identifier('products')}.store_id and v.product_id = ${sql.identifier('products')}.id and v.image like ${like}))`,
        ),
      ),
    db
      .select({ n: count() })
      .from(categories)
      .where(and(eq(categories.storeId, storeId), sql`${categories.image} like ${like}`)),
    db
      .select({ id: pages.id, content: pages.content, published: pages.publishedContent })
      .from(pages)
      .where(
        and(
          eq(pages.storeId, storeId),
          sql`(${pages.content}::text like ${like} or coalesce(${pages.publishedContent}::text, '') like ${like})`,
        ),
      ),
    db
      .select({ global: stores.globalContent, draft: stores.globalContentDraft })
      .from(stores)
      .where(eq(stores.id, storeId)),
  ]);
  let sections = 0;
  for (const page of pageRows) {
    const found = new Set<string>();
    sectionsMentioning(page.content.components, needle, found);
    sectionsMentioning(page.published?.components, needle, found);
    sections += found.size;
  }
  const globals = new Set<string>();
  const docs: (ContentDocument | null | undefined)[] = [store?.global, store?.draft];
  for (const doc of docs) sectionsMentioning(doc?.components, needle, globals);
  sections += globals.size;
  const usage = {
    mediaId,
    products: productCount?.n ?? 0,
    categories: categoryCount?.n ?? 0,
    pages: pageRows.length,
    sections,
  };
  return { ...usage, inUse: usage.products + usage.categories + usage.pages + sections > 0 };
}

/** Deletes the row; answers it (the caller deletes its files). */
export async function deleteMediaRow(db: Db, storeId: string, mediaId: string): Promise<MediaRow> {
  const [row] = await db
    .delete(media)
    .where(and(eq(media.storeId, storeId), eq(media.id, mediaId)))
    .returning();
  if (!row) throw mediaNotFound();
  return row;
}
