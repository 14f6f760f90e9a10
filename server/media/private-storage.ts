/**
 * Private files (shoppers' payment proofs): kept beside the media library but never inside
 * its public URL space, and read only through a route that checks who asks.
 *
 * - Locally: `DATA_DIR/private`, a sibling of `DATA_DIR/media` (the folder `/media/` serves),
 *   so no `/media/...` path, however encoded, can reach it.
 * - On S3: the same bucket under the `private/` key prefix, read and written with the
 *   credentials only. This storage has no public URL at all; the bucket's public-read policy
 *   (or the CDN in front of `MEDIA_PUBLIC_BASE_URL`) must not cover `private/*` — keys also
 *   carry a random UUID, so a guessed URL finds nothing.
 */
import { LocalMediaStorage } from './local-storage';
import { S3MediaStorage } from './s3-storage';
import type { MediaStorage, StorageConfig } from './storage';

export interface PrivateStorage {
  readonly kind: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  delete(keys: readonly string[]): Promise<void>;
}

/** The S3 prefix of private keys. */
export const PRIVATE_S3_PREFIX = 'private/';

/** A storage's files under a key prefix, without its public URLs. */
export class PrefixedStorage implements PrivateStorage {
  constructor(
    private readonly inner: MediaStorage,
    private readonly prefix: string,
  ) {}
  get kind() {
    return `${this.inner.kind}:${this.prefix}`;
  }
  put(key: string, body: Buffer, contentType: string) {
    return this.inner.put(this.prefix + key, body, contentType);
  }
  get(key: string) {
    return this.inner.get(this.prefix + key);
  }
  delete(keys: readonly string[]) {
    return this.inner.delete(keys.map((k) => this.prefix + k));
  }
}

/** Local files under `DATA_DIR/private` (never served by a static route). */
class LocalPrivateStorage implements PrivateStorage {
  readonly kind = 'local-private';
  private readonly files: LocalMediaStorage;
  constructor(dataDir: string) {
    this.files = new LocalMediaStorage(dataDir, 'private');
  }
  get root() {
    return this.files.root;
  }
  put(key: string, body: Buffer) {
    return this.files.put(key, body);
  }
  get(key: string) {
    return this.files.get(key);
  }
  delete(keys: readonly string[]) {
    return this.files.delete(keys);
  }
}

/** The private storage the configuration names: S3 (`private/` prefix) or `DATA_DIR/private`. */
export function createPrivateStorage(config: StorageConfig): PrivateStorage {
  return config.media.s3
    ? new PrefixedStorage(new S3MediaStorage(config.media.s3), PRIVATE_S3_PREFIX)
    : new LocalPrivateStorage(config.dataDir);
}
