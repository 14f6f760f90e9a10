/**
 * Media files on the local disk under `DATA_DIR/media`, served by @fastify/static at
 * `/media/` (see app.ts). Keys never leave that folder.
 */
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { MediaStorage, StoredFile } from './storage';

export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local';
  readonly root: string;

  /** `folder`: `media` (served at `/media/`), or `private` (never served; private-storage.ts). */
  constructor(dataDir: string, folder: 'media' | 'private' = 'media') {
    this.root = resolve(dataDir, folder);
  }

  private path(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep) || key.includes('\0')) {
      throw new Error(`media key outside the media folder: ${key}`);
    }
    return path;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const temp = join(dirname(path), `.${randomUUID()}.part`);
    await writeFile(temp, body);
    await rename(temp, path);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    const folders = new Set<string>();
    for (const key of keys) {
      const path = this.path(key);
      await rm(path, { force: true });
      folders.add(dirname(path));
    }
    // Empty folders left by the layout (`{store}/{media}/{w}x{h}/`) go too, deepest first.
    const ordered = [...folders].sort((a, b) => b.length - a.length);
    for (const folder of ordered) await removeEmptyUpTo(folder, this.root);
  }

  publicUrl(key: string): string {
    return `/media/${key}`;
  }

  async *listFiles(): AsyncIterable<StoredFile> {
    let entries;
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      // Gone between the listing and now (deleted, or a temp file renamed): not listed.
      const info = await stat(path).catch(() => undefined);
      if (!info) continue;
      yield { key: relative(this.root, path).split(sep).join('/'), modifiedAt: info.mtime };
    }
  }
}

async function removeEmptyUpTo(folder: string, root: string): Promise<void> {
  let current = folder;
  while (current.startsWith(root + sep)) {
    try {
      await rmdir(current);
    } catch {
      return; // not empty (or already gone): stop climbing
    }
    current = dirname(current);
  }
}
