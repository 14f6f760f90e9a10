/**
 * The two lookups every tenant table's routes make by a row's own id: which store owns it (a
 * route's `storeOf`, before the membership check), and the row itself within a verified store.
 */
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { stores } from './schema';

/** A tenant table: rows keyed by their own `id` within the `storeId` they belong to. */
type TenantTable = PgTable & { id: PgColumn; storeId: PgColumn };

/** Something that runs statements: the database or a transaction of it. */
type Runner = Pick<Db, 'select'>;

/** The store that owns row `id` of `table`, if any (the route then checks membership). */
export async function storeOfRow(
  db: Runner,
  table: TenantTable,
  id: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ storeId: table.storeId })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row?.storeId as string | undefined;
}

/** Row `id` of `table` in store `storeId`, or undefined (another store's row is not found). */
export async function storeRow<T extends TenantTable>(
  db: Runner,
  table: T,
  storeId: string,
  id: string,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.storeId, storeId)))
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}

/** The store's currency (the route layer has already checked the store exists). */
export async function storeCurrency(db: Runner, storeId: string): Promise<string> {
  const [row] = await db
    .select({ currency: stores.currency })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return row?.currency ?? 'USD';
}
