/**
 * Runs once per integration project. PGlite: builds one migrated template data directory
 * that every test file clones (initdb once, not per file), in a child process. PostgreSQL: checks that a server
 * answers; when none does, prints why and the project's tests are skipped, not passed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string;
    postgresSkipReason: string;
  }
}

export const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/test';

export default async function setup(project: TestProject) {
  const kind = project.name.endsWith('postgres') ? 'postgres' : 'pglite';
  project.provide('pgliteTemplate', '');
  project.provide('postgresUrl', '');
  project.provide('postgresSkipReason', '');
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL || defaultPostgresUrl;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('select 1');
      project.provide('postgresUrl', url);
    } catch (error) {
      const reason = `no PostgreSQL server answers at ${url} (${(error as Error).message}): skipping the PostgreSQL integration run`;
      console.warn(`\n[integration-postgres] ${reason}\n`);
      project.provide('postgresSkipReason', reason);
    } finally {
      await client.end().catch(() => undefined);
    }
    return;
  }
  const dir = join(process.cwd(), '.tmp');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-template-${process.pid}.tar`);
  execFileSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'make-pglite-template.ts'), file],
    {
      stdio: 'inherit',
    },
  );
  project.provide('pgliteTemplate', file);
}
