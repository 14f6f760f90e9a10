/**
 * The merchant's categories: list with product counts, read one, create, update (slug from
 * the name unless given, unique per store), delete (its products stay, without it).
 */
import { and, asc, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import {
  categoryStorefrontPath,
  slugify,
  uniqueSlug,
  type AdminCategory,
  type CategoryRule,
} from '../../shared';
import type { Db } from '../db/client';
import { storeOfRow } from '../db/store-rows';
import { categories, productCategories } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { rethrowUnique } from '../lib/pg-errors';
import { likeStartingWith } from '../lib/sql';
import { clearRedirectFrom, recordPathChange } from '../seo/redirects';
import { richTextHtml } from '../lib/sanitize-html';
import { syncRuleCategories } from './category-rules';

type CategoryRow = typeof categories.$inferSelect;

export const categoryNotFound = (field = 'categoryId') =>
  notFound('Category not found', field, 'No such category in this store');

const slugTaken = () =>
  new HttpError(409, 'A category with this slug already exists', [
    { field: 'slug', message: 'Another category of this store has this slug' },
  ]);

const productCount = sql<number>`(select count(*) from ${productCategories} pc where pc.store_id = ${sql.identifier('categories')}.store_id and pc.category_id = ${sql.identifier('categories')}.id)::int`;

function toAdminCategory(row: CategoryRow, count: number): AdminCategory {
  return {
    id: row.id,
    storeId: row.storeId,
    name: row.name,
    slug: row.slug,
    image: row.image,
    description: row.description,
    rule: row.rule ?? null,
    productCount: count,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAdminCategories(db: Db, storeId: string): Promise<AdminCategory[]> {
  const rows = await db
    .select({ row: categories, count: productCount })
    .from(categories)
    .where(eq(categories.storeId, storeId))
    .orderBy(asc(categories.position), asc(categories.name));
  return rows.map((r) => toAdminCategory(r.row, r.count));
}

export async function getAdminCategory(
  db: Db,
  storeId: string,
  categoryId: string,
): Promise<AdminCategory> {
  const [r] = await db
    .select({ row: categories, count: productCount })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.id, categoryId)))
    .limit(1);
  if (!r) throw categoryNotFound();
  return toAdminCategory(r.row, r.count);
}

/** The store that owns category `categoryId`, if any. */
export function storeOfCategory(db: Db, categoryId: string): Promise<string | undefined> {
  return storeOfRow(db, categories, categoryId);
}

async function freeSlug(db: Db, storeId: string, name: string): Promise<string> {
  const base = slugify(name) || 'category';
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(
      and(eq(categories.storeId, storeId), sql`${categories.slug} like ${likeStartingWith(base)}`),
    );
  return uniqueSlug(base, new Set(rows.map((r) => r.slug)));
}

export async function createCategory(
  db: Db,
  storeId: string,
  input: {
    name: string;
    slug?: string | undefined;
    image: string;
    description: string;
    rule: CategoryRule | null;
  },
  now: Date,
): Promise<AdminCategory> {
  const slug = input.slug ?? (await freeSlug(db, storeId, input.name));
  try {
    const row = await db.transaction(async (tx) => {
      // Its path is live now: an old redirect from it would never answer again.
      await clearRedirectFrom(tx, storeId, categoryStorefrontPath(slug));
      const [inserted] = await tx
        .insert(categories)
        .values({
          storeId,
          name: input.name,
          slug,
          image: input.image,
          description: richTextHtml(input.description),
          rule: input.rule,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (inserted?.rule) await syncRuleCategories(tx, storeId, { categoryId: inserted.id });
      return inserted;
    });
    if (!row) throw new Error('insert returned no row');
    return row.rule ? getAdminCategory(db, storeId, row.id) : toAdminCategory(row, 0);
  } catch (error) {
    rethrowUnique(error, slugTaken);
  }
}

export async function updateCategory(
  db: Db,
  storeId: string,
  input: {
    categoryId: string;
    name?: string | undefined;
    slug?: string | undefined;
    image?: string | undefined;
    description?: string | undefined;
    rule?: CategoryRule | null | undefined;
  },
  now: Date,
): Promise<AdminCategory> {
  const set: Partial<typeof categories.$inferInsert> = { updatedAt: now };
  if (input.name !== undefined) set.name = input.name;
  if (input.slug !== undefined) set.slug = input.slug;
  if (input.image !== undefined) set.image = input.image;
  if (input.description !== undefined) set.description = richTextHtml(input.description);
  if (input.rule !== undefined) set.rule = input.rule;
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ slug: categories.slug })
        .from(categories)
        .where(and(eq(categories.storeId, storeId), eq(categories.id, input.categoryId)))
        .limit(1)
        .for('update');
      if (!current) throw categoryNotFound();
      await tx
        .update(categories)
        .set(set)
        .where(and(eq(categories.storeId, storeId), eq(categories.id, input.categoryId)));
      // A new rule takes its products now; a rule taken away leaves them in, chosen by hand.
      if (input.rule) await syncRuleCategories(tx, storeId, { categoryId: input.categoryId });
      if (input.slug !== undefined && input.slug !== current.slug) {
        // The old URL answers a 301 to the new one, in the same transaction.
        await recordPathChange(
          tx,
          storeId,
          categoryStorefrontPath(current.slug),
          categoryStorefrontPath(input.slug),
          now,
        );
      }
    });
  } catch (error) {
    rethrowUnique(error, slugTaken);
  }
  return getAdminCategory(db, storeId, input.categoryId);
}

/** Deletes the category; answers how many products were in it (they stay). */
/**
 * Deletes categories `ids` of the store, all or none (a wrong id: 404 naming `ids.N`, nothing
 * deleted); answers how many went and how many products were in any of them (they stay).
 */
export async function deleteCategories(
  db: Db,
  storeId: string,
  ids: string[],
): Promise<{ deleted: number; productCount: number }> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ n: countDistinct(productCategories.productId) })
      .from(productCategories)
      .where(
        and(eq(productCategories.storeId, storeId), inArray(productCategories.categoryId, unique)),
      );
    const deleted = await tx
      .delete(categories)
      .where(and(eq(categories.storeId, storeId), inArray(categories.id, unique)))
      .returning({ id: categories.id });
    if (deleted.length !== unique.length) {
      const gone = new Set(deleted.map((d) => d.id));
      const index = ids.findIndex((id) => !gone.has(id));
      // Roll back: nothing is deleted when one id is wrong.
      throw new HttpError(404, 'Category not found', [
        { field: `ids.${index}`, message: 'No such category in this store' },
      ]);
    }
    return { deleted: deleted.length, productCount: Number(linked?.n ?? 0) };
  });
}

export async function deleteCategory(db: Db, storeId: string, categoryId: string): Promise<number> {
  const category = await getAdminCategory(db, storeId, categoryId);
  await db
    .delete(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.id, categoryId)));
  return category.productCount;
}
