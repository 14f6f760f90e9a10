import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { altchaKeyPath, loadAltchaHmacKey } from './altcha-key';

const dirs: string[] = [];
function makeDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'altcha-key-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadAltchaHmacKey', () => {
  it('uses ALTCHA_HMAC_KEY when it is set and writes no file', () => {
    const dataDir = makeDataDir();
    expect(loadAltchaHmacKey({ altchaHmacKey: 'configured-key-0123456789', dataDir })).toBe(
      'configured-key-0123456789',
    );
    expect(() => statSync(altchaKeyPath(dataDir))).toThrow();
  });

  it('generates a random key once, readable only by its owner, and reuses it after a restart', () => {
    const dataDir = makeDataDir();
    const first = loadAltchaHmacKey({ altchaHmacKey: undefined, dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(altchaKeyPath(dataDir)).mode & 0o777).toBe(0o600);
    expect(loadAltchaHmacKey({ altchaHmacKey: undefined, dataDir })).toBe(first);
    expect(readFileSync(altchaKeyPath(dataDir), 'utf8').trim()).toBe(first);
  });

  it('gives two data directories different keys', () => {
    const a = loadAltchaHmacKey({ altchaHmacKey: undefined, dataDir: makeDataDir() });
    const b = loadAltchaHmacKey({ altchaHmacKey: undefined, dataDir: makeDataDir() });
    expect(a).not.toBe(b);
  });

  it('refuses a key file that holds no usable key instead of signing with it', () => {
    const dataDir = makeDataDir();
    mkdirSync(join(dataDir, 'secrets'));
    writeFileSync(altchaKeyPath(dataDir), 'short\n');
    expect(() => loadAltchaHmacKey({ altchaHmacKey: undefined, dataDir })).toThrow(/no usable key/);
  });
});
