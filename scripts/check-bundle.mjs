// The storefront's first JS carries no zod: every chunk the storefront entry imports statically
// (the build's manifest, `CLIENT_DIR` or dist/client) is checked, and the run fails naming the
// chunk that brings zod in and the path from the entry to it. Only the lazy checkout preview
// parses with zod (storefront/README.md); vite.config.ts keeps zod and the API contracts in a
// chunk of their own, and this is what notices when the bundler's chunking brings it back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.CLIENT_DIR ?? join(process.cwd(), 'dist', 'client');
const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
const entry = 'storefront/client/entry-client.tsx';
if (!manifest[entry]) {
  console.error(`check-bundle: the manifest in ${dir} has no ${entry}`);
  process.exit(1);
}
/**
 * A chunk that carries zod's code: zod's core names its schema class `$ZodType` in a string no
 * minifier removes (whatever the chunk is called, and wherever the bundler put zod).
 */
const isZod = (key) => readFileSync(join(dir, manifest[key].file), 'utf8').includes('$ZodType');
const seen = new Set();
const found = [];
(function walk(key, path) {
  if (seen.has(key)) return;
  seen.add(key);
  if (isZod(key)) found.push([...path, manifest[key].file].join(' → '));
  for (const next of manifest[key].imports ?? []) walk(next, [...path, manifest[key].file]);
})(entry, []);
if (found.length) {
  console.error(`The storefront's first JS carries zod:\n  ${found.join('\n  ')}`);
  process.exit(1);
}
console.log(`The storefront's first JS (${seen.size} chunks) carries no zod.`);
