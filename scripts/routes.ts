/**
 * `npm run routes`: prints the app's route table — method, path, access, whether a success
 * purges the store's pages, and the schemas each route declares.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

const dataDir = mkdtempSync(join(tmpdir(), 'sb-routes-'));
const database = await openDatabase({ kind: 'pglite', dataDir: null });
const app = await buildApp({
  config: loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }),
  database,
  logger: false,
  clientDir: join(dataDir, 'no-client'),
});
await app.ready();
const rows = [...app.routeTable].sort(
  (a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method),
);
const parts = (r: (typeof rows)[number]) =>
  (['params', 'querystring', 'body'] as const).filter((k) => r.schema[k]).join('+') || '-';
console.log(['METHOD', 'PATH', 'ACCESS', 'PURGES', 'INPUT', 'REPLY'].join('\t'));
for (const r of rows) {
  console.log(
    [
      r.method,
      r.url,
      r.access,
      r.changesStorefront ? 'yes' : '-',
      parts(r),
      r.schema.response ? String(r.successStatus) : 'non-JSON',
    ].join('\t'),
  );
}
console.log(`${rows.length} routes`);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
