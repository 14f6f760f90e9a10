/**
 * The format check covers the source tree: `.prettierignore` skips the root's runtime data
 * folder, not every folder named `data` (the same trap `.gitignore` fell into).
 */
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const ignorePath = join(root, '.prettierignore');

async function isIgnored(relativePath: string): Promise<boolean> {
  const info = await prettier.getFileInfo(join(root, relativePath), { ignorePath });
  return info.ignored;
}

describe('.prettierignore', () => {
  it('[regression] checks the source folder storefront/data', async () => {
    expect(await isIgnored('storefront/data/queries.ts')).toBe(false);
  });

  it('still skips the runtime data folder at the root', async () => {
    expect(await isIgnored('data/pgdata/anything.json')).toBe(true);
  });
});
