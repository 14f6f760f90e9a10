// `npm start`: builds the browser bundles when they are missing or older than their sources,
// then runs the server (TypeScript through tsx, in this same process).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { register } from 'tsx/esm/api';

// React and friends pick their production builds from this; `npm run dev` leaves it unset.
process.env.NODE_ENV ??= 'production';
const root = process.cwd();
// The build goes to CLIENT_DIR when set (vite.config.ts and the server read it too).
const marker = join(
  process.env.CLIENT_DIR ?? join(root, 'dist', 'client'),
  'dashboard',
  'index.html',
);
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

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const sourcesAt = Math.max(
  ...sourceDirs.map((d) => newestMtime(join(root, d))),
  statSync(join(root, 'vite.config.ts')).mtimeMs,
);
if (builtAt < sourcesAt) {
  console.log('Building the browser bundles…');
  await build({ logLevel: 'warn' });
}
register();
await import('../server/main.ts');
