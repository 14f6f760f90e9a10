/**
 * Issue 13: no placeholder text anywhere in the product. Every spec 2.1 screen is built, so
 * the placeholder component and its list are gone; this fails if either comes back, or if
 * any product source names a screen as planned.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const productFolders = [
  'dashboard',
  'storefront',
  'editor',
  'canvas',
  'protocol',
  'shared',
  'server',
];

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.(tsx?|css|html|md)$/.test(name)) out.push(path);
  }
  return out;
}

describe('no placeholder screens', () => {
  it('the placeholder component and its list of screens do not exist', () => {
    expect(existsSync(join(root, 'dashboard/components/PlaceholderScreen.tsx'))).toBe(false);
    expect(existsSync(join(root, 'dashboard/app/placeholder-screens.ts'))).toBe(false);
  });

  it('no product source renders placeholder wording', () => {
    const offenders = productFolders
      .flatMap((folder) => sourceFiles(join(root, folder)))
      .filter((file) =>
        /PlaceholderScreen|not scheduled yet|is planned; /i.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
