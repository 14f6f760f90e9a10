/**
 * One page of a store's rows of a tenant table with a count that stops once it has read
 * enough, for lists whose stores hold many rows (the customers list). The count comes first
 * and decides how the page is read:
 *
 * - an exact `count(*)` reads every match on every page (at 100,000 customers, more than the
 *   page itself costs), while nobody pages to the 10,000th row: the count reads at most
 *   `max(COUNT_CAP_MIN, end of the page) + 1` matches, and past that answers the cap as a lower
 *   bound (`totalIsLowerBound`, shared/api/paging.ts: the dashboard shows "10,000+" and keeps
 *   Next enabled; the cap is at or past this page's end, so a next page exists). It reads only
 *   the id: a `(store_id, …, id)` index answers it alone;
 * - no match from the page's start on: no page to read;
 * - at most FEW_MATCHES matches: the count hands their ids over, and the page is those rows
 *   sorted. Otherwise the planner may walk the sort's index and filter, betting on how many
 *   rows match in this store from statistics taken over every store; when the bet is wrong (a
 *   filter that matches nothing here but many rows elsewhere) the walk reads the whole store.
 *   A search's or a tag's GIN index is also read once, not again for the page;
 * - more matches: the page as the ORDER BY's index gives it (with that many matches the walk
 *   meets the page soon, unless they gather at the far end of the order). A list whose filter
 *   reads best one way when counting and another when walking (a search: its matches' ids
 *   first to count them, a probe per row to walk past a broad term's thousands) passes the
 *   walking form as `walkFilter`, used past WALK_FROM matches; it must select the same rows.
 */
import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { pagePosition } from '../../shared';
import type { Db } from './client';

/** The count reads at least this many matches before it may stop (short lists stay exact). */
const COUNT_CAP_MIN = 10_000;

/** Up to this many matches, the page is read from their ids (see the header). */
const FEW_MATCHES = 1_000;

/** From this many matches on, the page reads `walkFilter` when given (one row in 20 matches). */
const WALK_FROM = 5_000;

/** A tenant table whose rows carry their own `id`. */
type TenantTable = PgTable & { id: PgColumn; storeId: PgColumn };

/**
 * Zero-based page `at.page` of `at.size` of store `storeId`'s rows of `table` that match
 * `filter` (all of them without one), in `orderBy` (which must end with a unique key), with
 * the page fields: the count of the matches, exact up to the cap, else the cap and
 * `totalIsLowerBound`.
 */
export async function pageWithCappedCount<T extends TenantTable>(
  db: Pick<Db, 'select'>,
  table: T,
  storeId: string,
  filter: SQL | undefined,
  orderBy: (SQL | AnyPgColumn)[],
  at: { page: number; size: number },
  walkFilter?: SQL,
): Promise<{ rows: T['$inferSelect'][]; position: ReturnType<typeof pagePosition> }> {
  const store = eq(table.storeId, storeId);
  const where = and(store, filter);
  const start = at.page * at.size;
  const cap = Math.max(COUNT_CAP_MIN, start + at.size);
  // The scan stops at the cap + 1st match (count(*) over a LIMITed subquery).
  const matching = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [counted] = await db
    .select({
      n: sql<number>`count(*)::int`,
      ids: sql<
        string[] | null
      >`case when count(*) <= ${FEW_MATCHES} then array_agg(${matching.id}) end`,
    })
    .from(matching);
  const n = Number(counted?.n ?? 0);
  const position =
    n > cap ? pagePosition(at.page, at.size, cap, true) : pagePosition(at.page, at.size, n);
  if (n <= start) return { rows: [], position };
  const ids = counted?.ids;
  let rows: unknown[];
  if (ids) {
    // The rows by their key, then sorted. The subquery's LIMIT (all of them) keeps the planner
    // from merging it into the outer query, where it could again walk the sort's index past
    // the whole store looking for them; it is aliased as the table so that the ORDER BY's
    // columns name it. The filter is not read again: a row changed since the count shows as it
    // is now, as it would a moment later anyway.
    const few = db
      .select()
      .from(table as PgTable)
      .where(and(store, sql`${table.id} = any(${sql.param(ids)})`))
      .limit(ids.length)
      .as(getTableName(table));
    rows = await db
      .select()
      .from(few)
      .orderBy(...orderBy)
      .limit(at.size)
      .offset(start);
  } else {
    rows = await db
      .select()
      .from(table as PgTable)
      .where(walkFilter && n >= WALK_FROM ? and(store, walkFilter) : where)
      .orderBy(...orderBy)
      .limit(at.size)
      .offset(start);
  }
  return { rows: rows as T['$inferSelect'][], position };
}
