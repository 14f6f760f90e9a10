/** A fresh directory under the system's temporary one for a test file's servers and files. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * Registers hooks that make a directory named `prefix…` before the file's tests and remove it
 * after them; call it before the hooks that use it. `path` is set once the first hook ran.
 */
export function useTempDir(prefix: string): { readonly path: string } {
  let path = '';
  beforeAll(() => {
    path = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => {
    if (path) rmSync(path, { recursive: true, force: true });
  });
  return {
    get path() {
      return path;
    },
  };
}
