/**
 * A store's URL redirects (`url_redirects`): the automatic ones a slug change makes (inside
 * the writer's transaction), the merchant's own (list, add, edit, delete), and the lookup
 * the storefront does before answering a not-found page.
 *
 * Rules: paths are stored normalised (shared/seo.ts: decoded, no trailing slash); a slug
 * change from A to B points every redirect that led to A at B (no chains), removes any
 * redirect from B (B is live again) and adds A -> B; a merchant's redirect may never close
 * a loop.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  REDIRECTS_PAGE_SIZE,
  isSamePath,
  normalizeStorefrontPath,
  type RedirectsReply,
  type UrlRedirect,
} from '../../shared';
import type { Db, DbOrTx, Tx } from '../db/client';
import { urlRedirects } from '../db/schema';
import { newestFirstPage } from '../db/newest-first-page';
import { anyContains } from '../lib/sql';
import { HttpError, notFound } from '../http/errors';
import { rethrowUnique } from '../lib/pg-errors';

type Row = typeof urlRedirects.$inferSelect;

/** How many hops a loop check follows (a longer chain is refused as if it looped). */
const MAX_HOPS = 20;

function toUrlRedirect(row: Row): UrlRedirect {
  return {
    id: row.id,
    fromPath: row.fromPath,
    toPath: row.toPath,
    automatic: row.automatic,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A path became live (a product, category or page now answers there): no redirect from it. */
export async function clearRedirectFrom(tx: DbOrTx, storeId: string, path: string): Promise<void> {
  await tx
    .delete(urlRedirects)
    .where(and(eq(urlRedirects.storeId, storeId), eq(urlRedirects.fromPath, path)));
}

/**
 * A slug change moved a storefront page from `from` to `to` (both storefront paths): called
 * inside the writer's transaction, so the redirect exists exactly when the new slug does.
 * `wasLive`: shoppers could reach `from` (an active product, a published page); only then is
 * `from -> to` added (a draft's old path was never linked), but redirects that led to `from`
 * follow it to `to` either way.
 */
export async function recordPathChange(
  tx: Tx,
  storeId: string,
  from: string,
  to: string,
  now: Date,
  wasLive = true,
): Promise<void> {
  if (from === to) return;
  // Older redirects that led to the old path lead to the new one (one hop, never a chain).
  await tx
    .update(urlRedirects)
    .set({ toPath: to, updatedAt: now })
    .where(and(eq(urlRedirects.storeId, storeId), eq(urlRedirects.toPath, from)));
  // The new path is live: a redirect from it (an older slug change back) would shadow it.
  await clearRedirectFrom(tx, storeId, to);
  if (!wasLive) return;
  await tx
    .insert(urlRedirects)
    .values({
      storeId,
      fromPath: from,
      toPath: to,
      automatic: true,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [urlRedirects.storeId, urlRedirects.fromPath],
      set: { toPath: to, automatic: true, updatedAt: now },
    });
}

/**
 * The redirect target of the storefront path `pathname` (as the request sent it), trying
 * `alternates` (other spellings of the same page, e.g. `/products/x` for `/product/x`) after
 * it; undefined when none.
 */
export async function findRedirect(
  db: Db,
  storeId: string,
  pathname: string,
  alternates: string[] = [],
): Promise<string | undefined> {
  const candidates = [pathname, ...alternates]
    .map((p) => normalizeStorefrontPath(p))
    .filter((p): p is string => p !== null);
  const unique = [...new Set(candidates)];
  if (!unique.length) return undefined;
  const rows = await db
    .select({ fromPath: urlRedirects.fromPath, toPath: urlRedirects.toPath })
    .from(urlRedirects)
    .where(
      and(
        eq(urlRedirects.storeId, storeId),
        sql`${urlRedirects.fromPath} in (${sql.join(
          unique.map((p) => sql`${p}`),
          sql`, `,
        )})`,
      ),
    );
  for (const path of unique) {
    const hit = rows.find((r) => r.fromPath === path);
    if (hit && !isSamePath(hit.toPath, path)) return hit.toPath;
  }
  return undefined;
}

const redirectNotFound = (field: string) =>
  notFound('Redirect not found', field, 'No such redirect of yours');

const fromTaken = () =>
  new HttpError(409, 'A redirect from this path already exists', [
    { field: 'fromPath', message: 'Another redirect of this store starts at this path; edit it' },
  ]);

/** Refuses `from -> to` when it points at itself or when following `to` comes back to `from`. */
async function requireNoLoop(
  tx: DbOrTx,
  storeId: string,
  from: string,
  to: string,
  ignoreId?: string,
): Promise<void> {
  if (isSamePath(to, from)) {
    throw new HttpError(400, 'A redirect cannot point at itself', [
      { field: 'toPath', message: 'Choose a different target than the path itself' },
    ]);
  }
  let current = to;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    if (!current.startsWith('/')) return;
    const path = normalizeStorefrontPath(current.replace(/[?#].*$/, ''));
    if (path === null) return;
    const [next] = await tx
      .select({ id: urlRedirects.id, toPath: urlRedirects.toPath })
      .from(urlRedirects)
      .where(and(eq(urlRedirects.storeId, storeId), eq(urlRedirects.fromPath, path)))
      .limit(1);
    if (!next || next.id === ignoreId) return;
    if (isSamePath(next.toPath, from)) {
      throw new HttpError(400, 'This redirect would make a loop', [
        {
          field: 'toPath',
          message: `${path} already redirects back to ${from}; shoppers would go round in circles`,
        },
      ]);
    }
    current = next.toPath;
  }
  throw new HttpError(400, 'This redirect would make a loop', [
    { field: 'toPath', message: 'The target starts a chain of redirects that never ends' },
  ]);
}

export async function listRedirects(
  db: Db,
  storeId: string,
  q: string,
  page: number,
): Promise<RedirectsReply> {
  const matching = anyContains([urlRedirects.fromPath, urlRedirects.toPath], q);
  const at = { page, size: REDIRECTS_PAGE_SIZE };
  const found = await newestFirstPage(db, urlRedirects, storeId, matching, at);
  return { ...found, content: found.content.map(toUrlRedirect) };
}

export async function addRedirect(
  db: Db,
  storeId: string,
  input: { fromPath: string; toPath: string },
  now: Date,
): Promise<UrlRedirect> {
  try {
    return await db.transaction(async (tx) => {
      await requireNoLoop(tx, storeId, input.fromPath, input.toPath);
      const [row] = await tx
        .insert(urlRedirects)
        .values({
          storeId,
          fromPath: input.fromPath,
          toPath: input.toPath,
          automatic: false,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toUrlRedirect(row);
    });
  } catch (error) {
    rethrowUnique(error, fromTaken);
  }
}

/** Edits a redirect; an edited automatic one becomes the merchant's own. */
export async function updateRedirect(
  db: Db,
  storeId: string,
  input: { redirectId: string; fromPath?: string | undefined; toPath?: string | undefined },
  now: Date,
): Promise<UrlRedirect> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(urlRedirects)
        .where(and(eq(urlRedirects.storeId, storeId), eq(urlRedirects.id, input.redirectId)))
        .limit(1)
        .for('update');
      if (!current) throw redirectNotFound('redirectId');
      const fromPath = input.fromPath ?? current.fromPath;
      const toPath = input.toPath ?? current.toPath;
      await requireNoLoop(tx, storeId, fromPath, toPath, current.id);
      const changed = fromPath !== current.fromPath || toPath !== current.toPath;
      if (!changed) return toUrlRedirect(current);
      const [row] = await tx
        .update(urlRedirects)
        .set({ fromPath, toPath, automatic: false, updatedAt: now })
        .where(and(eq(urlRedirects.storeId, storeId), eq(urlRedirects.id, current.id)))
        .returning();
      if (!row) throw redirectNotFound('redirectId');
      return toUrlRedirect(row);
    });
  } catch (error) {
    rethrowUnique(error, fromTaken);
  }
}

export async function deleteRedirect(db: Db, storeId: string, redirectId: string): Promise<void> {
  const deleted = await db
    .delete(urlRedirects)
    .where(and(eq(urlRedirects.storeId, storeId), eq(urlRedirects.id, redirectId)))
    .returning({ id: urlRedirects.id });
  if (!deleted.length) throw redirectNotFound('redirectId');
}
