/**
 * The import-boundary check can fail: run on a fixture tree of deliberate violations, it
 * reports each one; on the real tree it reports none.
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
});
