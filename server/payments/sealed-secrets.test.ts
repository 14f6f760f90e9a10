import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSealingKeys, openSecret, sealSecret, sealedKeyId } from './sealed-secrets';

const KEY_A = 'a'.repeat(64);
const KEY_B = '0123456789abcdef'.repeat(4);
const keysOf = (current: string, previous?: string) =>
  loadSealingKeys({ encryptionKey: current, encryptionKeyPrevious: previous }, '/nonexistent');

describe('payment secrets sealed at rest', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('opens what it sealed, and the text holds neither the secret nor the key', () => {
    const keys = keysOf(KEY_A);
    const sealed = sealSecret(keys, 'sk_test_secret123456', 'row:1');
    expect(sealed).not.toContain('secret123456');
    expect(sealed).not.toContain(KEY_A.slice(0, 16));
    expect(sealed.split('.')).toHaveLength(5);
    expect(openSecret(keys, sealed, 'row:1')).toBe('sk_test_secret123456');
    // A fresh IV each time: the same secret seals differently.
    expect(sealSecret(keys, 'sk_test_secret123456', 'row:1')).not.toBe(sealed);
  });

  it("refuses a value moved to another row, tampered with, or sealed by a key it doesn't have", () => {
    const keys = keysOf(KEY_A);
    const sealed = sealSecret(keys, 'sk_test_secret123456', 'row:1');
    expect(() => openSecret(keys, sealed, 'row:2')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => openSecret(keys, parts.join('.'), 'row:1')).toThrow();
    expect(() => openSecret(keysOf(KEY_B), sealed, 'row:1')).toThrow(/not configured/);
  });

  it('after a rotation, opens values of the previous key and seals with the new one', () => {
    const old = keysOf(KEY_A);
    const sealed = sealSecret(old, 'whsec_abc', 'row:1');
    const rotated = keysOf(KEY_B, KEY_A);
    expect(openSecret(rotated, sealed, 'row:1')).toBe('whsec_abc');
    const again = sealSecret(rotated, 'whsec_abc', 'row:1');
    expect(sealedKeyId(again)).toBe(rotated.current.id);
    expect(sealedKeyId(sealed)).toBe(rotated.previous?.id);
  });

  it('generates a key under the data directory once, private, and reads it back', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sb-keys-'));
    dirs.push(dataDir);
    const config = { encryptionKey: undefined, encryptionKeyPrevious: undefined };
    const first = loadSealingKeys(config, dataDir);
    const file = join(dataDir, 'secrets', 'payments.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    const second = loadSealingKeys(config, dataDir);
    expect(second.current.id).toBe(first.current.id);
    const sealed = sealSecret(first, 'x', 'c');
    expect(openSecret(second, sealed, 'c')).toBe('x');
  });
});
