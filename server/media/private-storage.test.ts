import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPrivateStorage, PRIVATE_S3_PREFIX, PrefixedStorage } from './private-storage';
import type { MediaStorage } from './storage';

describe('private storage (payment proofs)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps local files under DATA_DIR/private, beside (never inside) DATA_DIR/media', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sb-private-'));
    dirs.push(dataDir);
    const storage = createPrivateStorage({ dataDir, media: { maxBytes: 1, s3: undefined } });
    await storage.put('payment-proofs/s/o/p.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(existsSync(join(dataDir, 'private', 'payment-proofs', 's', 'o', 'p.pdf'))).toBe(true);
    expect(existsSync(join(dataDir, 'media'))).toBe(false);
    expect((await storage.get('payment-proofs/s/o/p.pdf'))?.toString()).toBe('%PDF-1.4');
    expect('publicUrl' in storage).toBe(false);
    // No key leaves the folder (into the public media folder or anywhere else).
    await expect(
      storage.put('../media/x.pdf', Buffer.from('x'), 'application/pdf'),
    ).rejects.toThrow();
    await expect(storage.get('../../etc/passwd')).rejects.toThrow();
    await storage.delete(['payment-proofs/s/o/p.pdf']);
    expect(await storage.get('payment-proofs/s/o/p.pdf')).toBeUndefined();
  });

  it('puts S3 keys under private/ and never asks the bucket for a public URL', async () => {
    const seen: string[] = [];
    const files = new Map<string, Buffer>();
    const bucket: MediaStorage = {
      kind: 's3',
      put: async (key, body) => {
        seen.push(`put ${key}`);
        files.set(key, body);
      },
      get: async (key) => {
        seen.push(`get ${key}`);
        return files.get(key);
      },
      delete: async (keys) => {
        for (const key of keys) {
          seen.push(`delete ${key}`);
          files.delete(key);
        }
      },
      publicUrl: (key) => {
        throw new Error(`public URL asked for ${key}`);
      },
    };
    const storage = new PrefixedStorage(bucket, PRIVATE_S3_PREFIX);
    await storage.put('payment-proofs/a.png', Buffer.from('png'), 'image/png');
    expect((await storage.get('payment-proofs/a.png'))?.toString()).toBe('png');
    await storage.delete(['payment-proofs/a.png']);
    expect(seen).toEqual([
      'put private/payment-proofs/a.png',
      'get private/payment-proofs/a.png',
      'delete private/payment-proofs/a.png',
    ]);
    const configured = createPrivateStorage({
      dataDir: '/nonexistent',
      media: {
        maxBytes: 1,
        s3: {
          endpoint: 'http://127.0.0.1:1',
          bucket: 'b',
          region: 'us-east-1',
          accessKeyId: 'k',
          secretAccessKey: 's',
          publicBaseUrl: 'https://cdn.example',
        },
      },
    });
    expect(configured.kind).toBe('s3:private/');
  });
});
