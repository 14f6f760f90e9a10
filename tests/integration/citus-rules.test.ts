/**
 * Ready for Citus: the migrated schema keeps Citus's rules for a store-sharded database
 * (server/db/citus/rules.ts reads the catalogue), distribute.sql places every table as
 * server/db/citus/tables.ts says, and the checker does catch each kind of break (a fixture
 * schema with one of each).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { citusRuleViolations, type QueryRows } from '../../server/db/citus/rules';
import {
  distributedTables,
  localTables,
  referenceTables,
  type TablePlacement,
} from '../../server/db/citus/tables';
import { createTestDatabase, skipReason } from './helpers/test-app';

const skip = skipReason();

describe.skipIf(skip)('Citus rules', () => {
  let database: Database;
  let query: QueryRows;

  beforeAll(async () => {
    database = await createTestDatabase();
    query = async (text, params) => {
      // Catalogue reads with literal parameters only (schema names), inlined safely.
      const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
        const value = String(params[Number(n) - 1]);
        if (!/^[a-z_]+$/.test(value)) throw new Error(`unexpected parameter ${value}`);
        return `'${value}'`;
      });
      const result = await database.db.execute(sql.raw(inlined));
      return (result as unknown as { rows: Record<string, unknown>[] }).rows;
    };
  });
  afterAll(async () => database?.close());

  it('every table of the migrated schema keeps the rules', async () => {
    const all = [...distributedTables, ...referenceTables, ...localTables];
    expect(await citusRuleViolations(query, 'public', undefined, all)).toEqual([]);
  });

  it('distribute.sql places every table where tables.ts says, once each', () => {
    const text = readFileSync(
      join(import.meta.dirname, '../../server/db/citus/distribute.sql'),
      'utf8',
    ).replace(/--.*$/gm, '');
    const calls = (fn: string) =>
      [...text.matchAll(new RegExp(`${fn}\\('(\\w+)'`, 'g'))].map((m) => m[1]);
    expect(calls('create_distributed_table').sort()).toEqual([...distributedTables].sort());
    expect(calls('create_reference_table').sort()).toEqual([...referenceTables].sort());
    expect(calls('citus_add_local_table_to_metadata').sort()).toEqual([...localTables].sort());
    // Distributed by store_id, and a table is distributed only after the ones it references.
    for (const m of text.matchAll(/create_distributed_table\('(\w+)', '(\w+)'/g)) {
      expect(m[2], m[1]).toBe('store_id');
    }
  });

  it("distribute.sql puts each of the migrations' functions on every node", async () => {
    const text = readFileSync(
      join(import.meta.dirname, '../../server/db/citus/distribute.sql'),
      'utf8',
    ).replace(/--.*$/gm, '');
    const distributed = [...text.matchAll(/create_distributed_function\('(\w+)\(/g)].map(
      (m) => m[1],
    );
    // The public schema's own functions (not an extension's: pg_trgm's live there too).
    const own = await query(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = $1 and not exists (
         select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
      ['public'],
    );
    expect(distributed.sort()).toEqual(own.map((r) => String(r.name)).sort());
  });

  it('names each kind of break in a schema that breaks them', async () => {
    const s = 'citus_rules_fixture';
    const statements = [
      `drop schema if exists ${s} cascade`,
      `create schema ${s}`,
      `create table ${s}.shop (id uuid primary key, host text unique)`,
      `create table ${s}.item (id uuid primary key, store_id uuid not null references ${s}.shop (id), slug text)`,
      `create unique index item_slug_uq on ${s}.item (slug)`,
      `create table ${s}.line (store_id uuid not null, id uuid, item_id uuid references ${s}.item (id),
        primary key (store_id, id))`,
      `create table ${s}.note (store_id uuid, id uuid, line_store uuid, line_id uuid,
        primary key (store_id, id), foreign key (line_store, line_id) references ${s}.line (store_id, id))`,
      `create table ${s}.tag (store_id uuid not null, id uuid, line_id uuid, primary key (store_id, id),
        foreign key (store_id, line_id) references ${s}.line (store_id, id) on delete set null)`,
      `create table ${s}.loose (store_id uuid, body text)`,
      `create table ${s}.account (id uuid primary key, last_line_store uuid, last_line uuid,
        foreign key (last_line_store, last_line) references ${s}.line (store_id, id))`,
      `create table ${s}.stray (id uuid primary key)`,
    ];
    for (const statement of statements) await database.db.execute(sql.raw(statement));
    const placements: Record<string, TablePlacement> = {
      shop: 'reference',
      item: 'distributed',
      line: 'distributed',
      note: 'distributed',
      tag: 'distributed',
      loose: 'distributed',
      account: 'reference',
    };
    const found = await citusRuleViolations(query, s, (t) => placements[t], ['gone']);
    expect(found).toEqual(
      expect.arrayContaining([
        'gone: listed in server/db/citus/tables.ts but missing',
        'stray: not placed (add it to server/db/citus/tables.ts and distribute.sql)',
        'loose: store_id may be null',
        'loose: distributed but has no primary key',
        'item: primary key item_pkey (id) lacks store_id',
        'item: unique index item_pkey (id) lacks store_id',
        'item: unique index item_slug_uq (slug) lacks store_id',
        expect.stringMatching(/^line: foreign key .* \(item_id\) -> item: must join on store_id/),
        expect.stringMatching(
          /^note: foreign key .* \(line_store, line_id\) -> line: must join on store_id/,
        ),
        expect.stringMatching(
          /^tag: foreign key .* ON DELETE SET NULL must list only the referencing column/,
        ),
        expect.stringMatching(
          /^account: foreign key .* -> line: a reference table may not reference a distributed table/,
        ),
      ]),
    );
    expect(found).toHaveLength(11);
    await database.db.execute(sql.raw(`drop schema ${s} cascade`));
  });
});
