/**
 * Dead code is noticed: knip, with the repository's own knip.jsonc, run on a fixture tree with
 * a planted unused file, export and dependency, reports each of them, and not what is used
 * (an export imported through its folder's index.ts, one its own file uses).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const bin = join(root, 'node_modules', '.bin', 'knip');

function knip(cwd: string): { code: number; out: string } {
  const args = ['--config', join(root, 'knip.jsonc'), '--no-config-hints', '--no-progress'];
  try {
    return { code: 0, out: execFileSync(bin, args, { cwd, encoding: 'utf8' }) };
  } catch (e) {
    const err = e as { status: number; stdout: string };
    return { code: err.status, out: err.stdout };
  }
}

describe('knip', () => {
  it('fails on an unused file, export and dependency, naming each', () => {
    const { code, out } = knip(join(root, 'tests', 'fixtures', 'knip-dead-code'));
    expect(code).not.toBe(0);
    expect(out).toMatch(/Unused files \(1\)\s+shared\/orphan\.ts/);
    expect(out).toMatch(/Unused dependencies \(1\)\s+planted-unused-dependency/);
    expect(out).toMatch(/Unused exports \(1\)\s+whisper\s+function\s+shared\/words\.ts/);
    expect(out).not.toMatch(/\b(shout|suffix)\b/);
  }, 60_000);
});
