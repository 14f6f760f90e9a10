import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from './local-storage';
import type { MediaStorage } from './storage';

describe('LocalMediaStorage', () => {
  const dirs: string[] = [];
  const storage = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sb-media-'));
    dirs.push(dir);
    const media: MediaStorage = new LocalMediaStorage(dir);
    return { dir, storage: media };
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes, reads and deletes files under DATA_DIR/media, and removes emptied folders', async () => {
    const { dir, storage: s } = storage();
    await s.put('store/media/800x600/original.jpg', Buffer.from('original'), 'image/jpeg');
    await s.put('store/media/320.webp', Buffer.from('variant'), 'image/webp');
    expect((await s.get('store/media/320.webp'))?.toString()).toBe('variant');
    expect(s.publicUrl('store/media/320.webp')).toBe('/media/store/media/320.webp');
    await s.delete([
      'store/media/800x600/original.jpg',
      'store/media/320.webp',
      'store/media/gone.webp',
    ]);
    expect(await s.get('store/media/320.webp')).toBeUndefined();
    expect(readdirSync(join(dir, 'media'))).toEqual([]);
  });

  it('refuses keys that leave the media folder', async () => {
    const { storage: s } = storage();
    await expect(s.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/outside/);
    await expect(s.get('/etc/passwd')).rejects.toThrow(/outside/);
  });
});
