/**
 * The import-boundary check can fail: run on a fixture tree of deliberate violations (layer
 * breaches, and folders importing each other around a loop), it reports each one. The real
 * tree is checked by `npm test`'s own "import boundaries" stage (the same command), not again
 * here.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const bin = join(root, 'node_modules', '.bin', 'depcruise');

function cruise(cwd: string, dirs: string[]): { code: number; out: string } {
  try {
    const out = execFileSync(bin, ['--config', join(root, '.dependency-cruiser.cjs'), ...dirs], {
      cwd,
      encoding: 'utf8',
    });
    return { code: 0, out };
  } catch (e) {
    const err = e as { status: number; stdout: string };
    return { code: err.status, out: err.stdout };
  }
}

describe('import boundaries', () => {
  it('fails on a folder importing what the layer table forbids', () => {
    const { code, out } = cruise(join(root, 'tests', 'fixtures', 'boundary-violations'), [
      'shared',
      'storefront',
      'editor',
      'server',
      'dashboard',
    ]);
    expect(code).not.toBe(0);
    expect(out).toMatch(/editor-layer: editor\/index\.ts → storefront\/index\.ts/);
    expect(out).toMatch(/shared-is-pure/);
    expect(out).toMatch(/server-uses-storefront-index-only/);
    expect(out).not.toMatch(/dashboard\/index\.ts/);
  }, 60_000);

  it('fails on folders that import each other around a loop, though no module does', () => {
    const { code, out } = cruise(join(root, 'tests', 'fixtures', 'boundary-violations'), [
      'server',
      'storefront',
      'dashboard',
    ]);
    expect(code).not.toBe(0);
    expect(out).toMatch(/no-folder-cycles: server\/auth → \s*server\/orders →\s*server\/auth/);
    expect(out).toMatch(
      /no-folder-cycles: storefront\/cart → \s*storefront\/sections\/parts →\s*storefront\/cart/,
    );
    // A dependency that runs one way is no cycle.
    expect(out).not.toMatch(/dashboard\/(orders|kit)/);
  }, 60_000);
});
