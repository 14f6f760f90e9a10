/**
 * "Use this template": writes a template's pages and header/footer into a store as drafts, in
 * the caller's transaction. Nothing shoppers see changes: an existing page of the same slug
 * gets the template's content as its draft (its published content, title and SEO fields stay
 * live), a missing page is created unpublished, and the header/footer become the store's
 * global draft. Publishing from the builder or the page screen then makes each page live and
 * keeps the page's previous version in its history (versions.ts), as any publish does.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppliedTemplatePage } from '../../shared';
import type { Db, Tx } from '../db/client';
import { pages } from '../db/schema';
import { assertPlanAllows } from '../billing/limits';
import { notFound } from '../http/errors';
import { requireValidContent, requireValidGlobalContent } from '../pages/content';
import { planGlobalWrite, readStoreGlobal, writeStoreGlobal } from '../pages/global-content';
import { templateGlobalContent, templatePageContent, type StoreTemplate } from './index';

/** How many of `template`'s pages store `storeId` does not have yet (the plan limit's count). */
export async function countPagesToCreate(
  db: Db,
  storeId: string,
  template: StoreTemplate,
): Promise<number> {
  const slugs = template.pages.map((p) => p.slug);
  const existing = await db
    .select({ slug: pages.slug })
    .from(pages)
    .where(and(eq(pages.storeId, storeId), inArray(pages.slug, slugs)));
  return slugs.length - existing.length;
}

/** Applies `template` to store `storeId` as drafts; answers each page written. */
export async function applyTemplateInTx(
  tx: Tx,
  storeId: string,
  template: StoreTemplate,
  now: Date,
): Promise<AppliedTemplatePage[]> {
  const store = await readStoreGlobal(tx, storeId, true);
  if (!store) {
    throw notFound('Store not found', 'storeId', 'No such store of yours');
  }
  // The same checks and sanitising as a builder save: a template is content like any other.
  const globalDraft = requireValidGlobalContent(templateGlobalContent(template));
  // Raised even when the draft is unchanged, so an open builder tab reloads instead of
  // saving its older header over the template's.
  const change = planGlobalWrite(store, globalDraft, false) ?? {
    globalContentDraft: store.globalContentDraft,
  };
  await writeStoreGlobal(tx, store.id, change, now);

  const slugs = template.pages.map((p) => p.slug);
  const existing = await tx
    .select({ id: pages.id, slug: pages.slug })
    .from(pages)
    .where(and(eq(pages.storeId, storeId), inArray(pages.slug, slugs)))
    .for('update');
  const bySlug = new Map(existing.map((row) => [row.slug, row.id]));
  // The pages it creates count against the plan's pages per store (402 naming plan).
  const creating = slugs.filter((slug) => !bySlug.has(slug)).length;
  if (creating > 0) await assertPlanAllows(tx, storeId, 'pages', creating);

  const written: AppliedTemplatePage[] = [];
  for (const page of template.pages) {
    const content = requireValidContent(templatePageContent(page));
    const pageId = bySlug.get(page.slug);
    if (pageId) {
      // The draft only: published content, title and SEO fields are what shoppers see now.
      const [row] = await tx
        .update(pages)
        .set({ content, version: sql`${pages.version} + 1`, updatedAt: now })
        .where(and(eq(pages.id, pageId), eq(pages.storeId, storeId)))
        .returning({ id: pages.id, title: pages.title });
      if (!row) throw new Error('page row vanished while applying a template');
      written.push({ pageId: row.id, slug: page.slug, title: row.title, change: 'draft' });
    } else {
      const [row] = await tx
        .insert(pages)
        .values({
          storeId,
          title: page.title,
          slug: page.slug,
          pageType: page.pageType,
          metaTitle: page.metaTitle,
          metaDescription: page.metaDescription,
          content,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: pages.id });
      if (!row) throw new Error('insert returned no row');
      written.push({ pageId: row.id, slug: page.slug, title: page.title, change: 'created' });
    }
  }
  return written;
}
