/**
 * Where media files live: a small interface with two implementations, the local disk under
 * `DATA_DIR/media` (served at `/media/`) and any S3-compatible store. Keys are the layout of
 * shared/media-url.ts; a file's public URL is the storage's base URL plus its key.
 */
import type { Config } from '../config';
import { LocalMediaStorage } from './local-storage';
import { S3MediaStorage } from './s3-storage';

export interface MediaStorage {
  /** `local` or `s3`, for logs. */
  readonly kind: string;
  /** Writes (or overwrites) one file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Deletes files; a missing one is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** The URL shoppers' browsers fetch the file from. */
  publicUrl(key: string): string;
  /**
   * Every stored file with its last change, temp files included (for the orphan cleanup,
   * orphan-files.ts): the local disk walks its folder, S3 pages through ListObjectsV2.
   */
  listFiles?(): AsyncIterable<StoredFile>;
}

/** A file as listed by a storage. */
export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/** What choosing a storage reads of the configuration. */
export interface StorageConfig {
  dataDir: string;
  /** Only `s3` is read. */
  media: Pick<Config['media'], 's3'> & Partial<Config['media']>;
}

/** The storage the configuration names: S3 when configured, else `DATA_DIR/media`. */
export function createMediaStorage(config: StorageConfig): MediaStorage {
  return config.media.s3
    ? new S3MediaStorage(config.media.s3)
    : new LocalMediaStorage(config.dataDir);
}

/** Media files are named by content-free ids and never rewritten: cache them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
