// The storefront's JS carries no zod, but for the checkout page: every chunk the storefront
// entry imports, statically or lazily (each section's chunk, which a page's HTML preloads with
// the entry), is checked in the build's manifest (`CLIENT_DIR` or dist/client), and the run
// fails naming the chunk that brings zod in and the path from the entry to it. Only the lazy
// checkout page parses with zod (storefront/README.md); vite.config.ts keeps zod and the API
// contracts in a chunk of their own, and this is what notices when the bundler's chunking, or
// a section importing a module with schemas (the footer once took zod and every block schema
// along for a list of social networks), brings it back.
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
/** The lazy chunks allowed zod, with all they import. */
const allowed = new Set(['storefront/checkout/CheckoutPage.tsx']);
const seen = new Set();
const found = [];
(function walk(key, path) {
  if (seen.has(key) || allowed.has(key)) return;
  seen.add(key);
  const here = [...path, manifest[key].file];
  if (isZod(key)) found.push(here.join(' → '));
  for (const next of manifest[key].imports ?? []) walk(next, here);
  for (const next of manifest[key].dynamicImports ?? []) walk(next, here);
})(entry, []);
if (found.length) {
  console.error(`The storefront's JS carries zod:\n  ${found.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `The storefront's JS (${seen.size} chunks, all but the checkout page's) carries no zod.`,
);
