/**
 * Whole table rows inside one hand-written statement, typed by the Drizzle schema: a row as
 * JSON (`jsonRow`, read back with `fromJsonRow` through each column's own decoder), and an
 * INSERT whose values are cast to their columns' types and selected FROM another part of the
 * statement (`insertSelect`, for data-modifying CTEs). Hand-written because Drizzle's query
 * builder has neither: its relational queries need `relations()` declared, and its
 * insert-from-select takes a builder whose selection must already carry the types.
 * Owns: that mapping. Not: what the statements do (their callers).
 */
import { getTableColumns, is, Param, Placeholder, sql, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';

/** Columns by the keys a row is read with (a table's, or a selection of them). */
export type JsonFields = Record<string, PgColumn>;

/**
 * `json_build_object('key', column, …)` of `fields`, read back with `fromJsonObject`; with
 * `from`, each column is read by its name from that alias (a subquery's output).
 */
export function jsonObject(fields: JsonFields, from?: string): SQL {
  const pairs = Object.entries(fields).map(
    ([key, column]) =>
      sql`${sql.raw(`'${key.replace(/'/g, "''")}'`)}, ${from ? sql`${sql.identifier(from)}.${sql.identifier(column.name)}` : column}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A `jsonObject` value back as Drizzle reads those columns (dates as Date, and so on). */
export function fromJsonObject(fields: JsonFields, value: unknown): Record<string, unknown> {
  const json = value as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(fields)) {
    const raw = json[key];
    row[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
  }
  return row;
}

/** `jsonObject` of every column of `table` (keys as in the schema). */
export const jsonRow = (table: PgTable): SQL => jsonObject(getTableColumns(table));

/** A `jsonRow` value back as the row Drizzle reads. */
export const fromJsonRow = <T extends PgTable>(table: T, value: unknown): T['$inferSelect'] =>
  fromJsonObject(getTableColumns(table), value) as T['$inferSelect'];

/**
 * `INSERT INTO table (…) SELECT … FROM from [UNION ALL …]`: one SELECT per row, so the rows are
 * written once per row of `from` (none when it is empty). A value is a parameter cast to its
 * column's type, or an SQL expression as given (it may read `from`'s columns).
 */
export function insertSelect(table: PgTable, rows: Record<string, unknown>[], from: SQL): SQL {
  // No rows: a statement that writes none (a data-modifying CTE still needs one).
  if (!rows.length) return sql`select 1 where false`;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0] ?? {});
  const column = (key: string) => {
    const c = columns[key];
    if (!c) throw new Error(`insertSelect: no column ${key}`);
    return c;
  };
  const names = sql.join(
    keys.map((k) => sql.identifier(column(k).name)),
    sql`, `,
  );
  const selects = rows.map((row) => {
    const values = keys.map((k) => {
      const value = row[k];
      if (is(value, SQL)) return value;
      const c = column(k);
      return sql`cast(${new Param(value, c)} as ${sql.raw(c.getSQLType())})`;
    });
    return sql`select ${sql.join(values, sql`, `)} from ${from}`;
  });
  return sql`insert into ${table} (${names}) ${sql.join(selects, sql` union all `)}`;
}

const dialect = new PgDialect();

/**
 * A statement built once: `build()` (its varying values as `sql.placeholder(name)`) is turned
 * into text with parameter slots on the first call; each call then only binds `values` to the
 * slots. Walking Drizzle's builders is most of the CPU a small query costs; a statement on a
 * hot path need not pay it every time.
 */
export function prebuiltSql(build: () => SQL): (values: Record<string, unknown>) => SQL {
  let compiled: { pieces: string[]; slots: unknown[] } | undefined;
  return (values) => {
    if (!compiled) {
      const query = dialect.sqlToQuery(build());
      compiled = { pieces: query.sql.split(/\$\d+/), slots: query.params };
    }
    const chunks: unknown[] = [];
    const { pieces, slots } = compiled;
    pieces.forEach((piece, i) => {
      chunks.push(new StringChunk(piece));
      if (i >= slots.length) return;
      const slot = slots[i];
      if (is(slot, Placeholder)) chunks.push(new Param(values[slot.name]));
      else if (is(slot, Param) && is(slot.value, Placeholder)) {
        chunks.push(new Param(values[slot.value.name], slot.encoder));
      } else chunks.push(new Param(slot));
    });
    return new SQL(chunks as SQL['queryChunks']);
  };
}
