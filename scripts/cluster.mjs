// `npm run cluster`: several app processes behind Caddy on one PostgreSQL server and one Redis
// (issue 15). Needs DATABASE_URL (the embedded PGlite database belongs to one process); builds
// the browser bundles when stale, as npm start does, then runs scripts/cluster/run-cluster.ts.
import { register } from 'tsx/esm/api';
import { buildClientIfStale } from './client-build.mjs';

if (!process.env.DATABASE_URL) {
  console.error(
    [
      'npm run cluster needs a PostgreSQL server every process shares: set DATABASE_URL, e.g.',
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/store npm run cluster',
      '(The embedded database under DATA_DIR is single-process: use npm start for one process.)',
    ].join('\n'),
  );
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
register();
const { readClusterSettings, runCluster } = await import('./cluster/run-cluster.ts');
// A wrong variable or a busy port is said before a build, not after it.
const settings = await readClusterSettings();
await buildClientIfStale();
await runCluster(settings);
