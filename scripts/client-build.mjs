// The browser bundles, built when they are missing or older than their sources (npm start and
// npm run cluster share this): Vite writes them to CLIENT_DIR when set, else dist/client.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const sourceDirs = ['dashboard', 'editor', 'canvas', 'storefront', 'protocol', 'shared'];

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the browser bundles unless the build is newer than every source; says whether it built. */
export async function buildClientIfStale(root = process.cwd()) {
  const marker = join(
    process.env.CLIENT_DIR ?? join(root, 'dist', 'client'),
    'dashboard',
    'index.html',
  );
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sourcesAt = Math.max(
    ...sourceDirs.map((d) => newestMtime(join(root, d))),
    statSync(join(root, 'vite.config.ts')).mtimeMs,
  );
  if (builtAt >= sourcesAt) return false;
  console.log('Building the browser bundles…');
  await build({ logLevel: 'warn' });
  return true;
}
