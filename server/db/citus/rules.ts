/**
 * Citus's rules for a schema distributed by `store_id`, read from the catalogue of a live
 * database (pg_class, pg_index, pg_constraint): what would stop `distribute.sql` or break a
 * store's rows apart. Used by the Citus rules test on every migrated test database.
 */
import { DISTRIBUTION_COLUMN, placementOf, type TablePlacement } from './tables';

export type QueryRows = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

interface ConstraintRow {
  name: string;
  type: string;
  table: string;
  ftable: string | null;
  cols: string[];
  fcols: string[];
  deltype: string;
  setcols: string[];
}

interface IndexRow {
  name: string;
  table: string;
  cols: string[];
  hasExpression: boolean;
}

const attnames = (rel: string, keys: string) => `array(
  select a.attname::text from unnest(${keys}) with ordinality k(attnum, ord)
  join pg_attribute a on a.attrelid = ${rel} and a.attnum = k.attnum order by k.ord)`;

/** Every break of the rules in `schema`, in plain words; empty when the schema is ready. */
export async function citusRuleViolations(
  query: QueryRows,
  schema = 'public',
  placement: (table: string) => TablePlacement | undefined = placementOf,
  expectedTables: readonly string[] = [],
): Promise<string[]> {
  const out: string[] = [];
  const tables = (
    await query(
      `select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r', 'p') order by 1`,
      [schema],
    )
  ).map((r) => String(r.name));
  for (const table of expectedTables) {
    if (!tables.includes(table))
      out.push(`${table}: listed in server/db/citus/tables.ts but missing`);
  }
  for (const table of tables) {
    if (!placement(table)) {
      out.push(`${table}: not placed (add it to server/db/citus/tables.ts and distribute.sql)`);
    }
  }
  const distributed = new Set(tables.filter((t) => placement(t) === 'distributed'));

  const nullable = await query(
    `select table_name::text as table, is_nullable::text as nullable from information_schema.columns
     where table_schema = $1 and column_name = $2`,
    [schema, DISTRIBUTION_COLUMN],
  );
  for (const table of distributed) {
    const column = nullable.find((r) => r.table === table);
    if (!column) out.push(`${table}: distributed but has no ${DISTRIBUTION_COLUMN} column`);
    else if (column.nullable !== 'NO') out.push(`${table}: ${DISTRIBUTION_COLUMN} may be null`);
  }

  const constraints = (await query(
    `select con.conname::text as name, con.contype::text as type, rel.relname::text as table,
            frel.relname::text as ftable, ${attnames('con.conrelid', 'con.conkey')} as cols,
            ${attnames('con.confrelid', 'con.confkey')} as fcols, con.confdeltype::text as deltype,
            ${attnames('con.conrelid', 'con.confdelsetcols')} as setcols
     from pg_constraint con
     join pg_class rel on rel.oid = con.conrelid
     join pg_namespace n on n.oid = rel.relnamespace
     left join pg_class frel on frel.oid = con.confrelid
     where n.nspname = $1 and con.contype in ('p', 'u', 'f')
     order by rel.relname, con.conname`,
    [schema],
  )) as unknown as ConstraintRow[];

  const indexes = (await query(
    `select i.relname::text as name, t.relname::text as table,
            ${attnames('ix.indrelid', 'ix.indkey::int2[]')} as cols,
            (ix.indexprs is not null or 0 = any(ix.indkey::int2[])) as "hasExpression"
     from pg_index ix
     join pg_class i on i.oid = ix.indexrelid
     join pg_class t on t.oid = ix.indrelid
     join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = $1 and ix.indisunique
     order by t.relname, i.relname`,
    [schema],
  )) as unknown as IndexRow[];

  for (const table of distributed) {
    const pk = constraints.find((c) => c.table === table && c.type === 'p');
    if (!pk) out.push(`${table}: distributed but has no primary key`);
    else if (!pk.cols.includes(DISTRIBUTION_COLUMN)) {
      out.push(
        `${table}: primary key ${pk.name} (${pk.cols.join(', ')}) lacks ${DISTRIBUTION_COLUMN}`,
      );
    }
  }
  for (const index of indexes) {
    if (!distributed.has(index.table)) continue;
    if (index.hasExpression || !index.cols.includes(DISTRIBUTION_COLUMN)) {
      out.push(
        `${index.table}: unique index ${index.name} (${index.cols.join(', ')}) lacks ${DISTRIBUTION_COLUMN}`,
      );
    }
  }

  for (const fk of constraints.filter((c) => c.type === 'f')) {
    const from = placement(fk.table);
    const to = fk.ftable ? placement(fk.ftable) : undefined;
    const label = `${fk.table}: foreign key ${fk.name} (${fk.cols.join(', ')}) -> ${fk.ftable}`;
    if (to === 'distributed' && from !== 'distributed') {
      out.push(`${label}: a ${from ?? 'unplaced'} table may not reference a distributed table`);
      continue;
    }
    if (to === 'local' && from !== 'local') {
      out.push(`${label}: a ${from ?? 'unplaced'} table may not reference a local table`);
      continue;
    }
    if (from === 'distributed' && to === 'distributed') {
      const at = fk.cols.indexOf(DISTRIBUTION_COLUMN);
      if (at < 0 || fk.fcols[at] !== DISTRIBUTION_COLUMN) {
        out.push(`${label}: must join on ${DISTRIBUTION_COLUMN} (${fk.fcols.join(', ')})`);
      }
    }
    // SET NULL / SET DEFAULT over the whole key would clear the row's store_id.
    if (
      (fk.deltype === 'n' || fk.deltype === 'd') &&
      fk.cols.includes(DISTRIBUTION_COLUMN) &&
      (fk.setcols.length === 0 || fk.setcols.includes(DISTRIBUTION_COLUMN))
    ) {
      out.push(
        `${label}: ON DELETE SET NULL must list only the referencing column, not ${DISTRIBUTION_COLUMN}`,
      );
    }
  }
  return out;
}
