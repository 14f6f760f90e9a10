/**
 * The spreadsheet-formula check of every CSV export (issue 24): the export routes are found in
 * `app.routeTable` by their declared reply (`csvStreamReplySchema`: a streamed CSV), so a new
 * export is covered untold; the store's rows are poisoned generically (every text column of
 * every table with a `store_id`, and every string inside its JSON columns, gets each dangerous
 * first character in turn, straight in the database), and no cell of any export may then
 * begin with `=`, `+`, `-`, `@`, a tab or a carriage return.
 */
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import { csvStreamReplySchema } from '../../shared';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import type { RouteEntry } from '../../server/http/route';
import { validSamples } from './arbitraries';
import { withIds, type Json } from './route-requests';

/** What a spreadsheet runs as a formula when a cell starts with it (OWASP's list). */
export const FORMULA_PREFIXES = ['=', '+', '-', '@', '\t', '\r'] as const;
export const FORMULA_START = /^[=+\-@\t\r]/;

/** The declared routes that answer a streamed CSV. */
export function csvExportRoutes(app: FastifyInstance): RouteEntry[] {
  return app.routeTable.filter((r) =>
    Object.values(r.schema.response ?? {}).some((s) => s === csvStreamReplySchema),
  );
}

/** The query an export is called with: just the store when that is enough, else a sample. */
export function exportQuery(route: RouteEntry, storeId: string): Record<string, string> {
  const query = route.schema.querystring as
    { safeParse(v: unknown): { success: boolean } } | undefined;
  if (!query || query.safeParse({ storeId }).success) return { storeId };
  const [sample] = validSamples(query as never, 1);
  return Object.fromEntries(
    Object.entries(withIds(sample ?? {}, { storeId }) as Record<string, Json>).map(([k, v]) => [
      k,
      String(v),
    ]),
  );
}

/** Every table holding a store's rows: those with a `store_id` column. */
function storeTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter(
    (t): t is PgTable => is(t, PgTable) && 'storeId' in getTableColumns(t),
  );
}

const isText = (c: PgColumn) => c.columnType === 'PgText' || c.columnType === 'PgVarchar';
const isJson = (c: PgColumn) => c.columnType === 'PgJsonb' || c.columnType === 'PgJson';

/** Every string in `value` (not keys) with its first character replaced or `prefix` added. */
function poisonJson(value: unknown, prefix: string, first: boolean): unknown {
  if (typeof value === 'string') return prefix + (first ? value : value.slice(1));
  if (Array.isArray(value)) return value.map((v) => poisonJson(v, prefix, first));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, poisonJson(v, prefix, first)]),
    );
  }
  return value;
}

/**
 * Puts `prefix` at the start of every text value of the store (`first`: added in front; later
 * rounds: in place of the previous round's prefix). A column whose constraint refuses the
 * value (a checked vocabulary) is left as it was: no person can type such a value there.
 * Answers the columns poisoned, as `table.column`.
 */
export async function poisonStore(
  db: Db,
  storeId: string,
  prefix: string,
  first: boolean,
): Promise<string[]> {
  const done: string[] = [];
  for (const table of storeTables()) {
    const name = getTableName(table);
    for (const column of Object.values(getTableColumns(table)) as PgColumn[]) {
      if (isText(column)) {
        const value = first
          ? sql`${prefix} || ${sql.identifier(column.name)}`
          : sql`${prefix} || substr(${sql.identifier(column.name)}, 2)`;
        try {
          await db.execute(
            sql`update ${table} set ${sql.identifier(column.name)} = ${value} where store_id = ${storeId} and ${sql.identifier(column.name)} is not null`,
          );
          done.push(`${name}.${column.name}`);
        } catch {
          // A check or unique constraint refused it: not free text.
        }
      } else if (isJson(column)) {
        const answer = (await db.execute(
          sql`select ctid::text as ctid, ${sql.identifier(column.name)} as v from ${table} where store_id = ${storeId} and ${sql.identifier(column.name)} is not null`,
        )) as unknown as { rows: { ctid: string; v: unknown }[] };
        const list = answer.rows;
        try {
          for (const row of list) {
            const poisoned = JSON.stringify(poisonJson(row.v, prefix, first));
            await db.execute(
              sql`update ${table} set ${sql.identifier(column.name)} = ${poisoned}::jsonb where ctid = ${row.ctid}::tid`,
            );
          }
          done.push(`${name}.${column.name}`);
        } catch {
          // A constraint on the document's shape refused it.
        }
      }
    }
  }
  return done;
}

/** The cells of a CSV text (RFC 4180, byte-order mark dropped), header row first. */
export function csvCells(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true }) as string[][];
}
