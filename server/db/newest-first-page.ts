/**
 * Offset paging of one store's rows of a tenant table, newest first, as the list routes answer
 * it (`{ content, page, size, totalElements, totalPages }`): the merchant's lists of media,
 * URL redirects and page versions.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { pagePosition } from '../../shared';
import type { Db } from './client';

/** A tenant table whose rows carry their own `id` and a `createdAt`. */
type DatedTenantTable = PgTable & { id: PgColumn; storeId: PgColumn; createdAt: PgColumn };

/**
 * Zero-based page `at.page` of `at.size` of store `storeId`'s rows of `table` that match
 * `filter` (all of them without one), newest first (then by id, so ties keep one order), with
 * how many match in all.
 */
export async function newestFirstPage<T extends DatedTenantTable>(
  db: Pick<Db, 'select'>,
  table: T,
  storeId: string,
  filter: SQL | undefined,
  at: { page: number; size: number },
): Promise<{
  content: T['$inferSelect'][];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}> {
  const where = and(eq(table.storeId, storeId), filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(at.size)
      .offset(at.page * at.size),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return {
    content: rows as T['$inferSelect'][],
    ...pagePosition(at.page, at.size, Number(counted?.n ?? 0)),
  };
}
