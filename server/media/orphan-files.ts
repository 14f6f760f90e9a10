/**
 * Files nobody would delete after a crash (issue 24, defect 9): a process killed during an
 * upload leaves its temp `.part` files (local-storage.ts writes aside, then renames) and the
 * files it stored before the `media` row was inserted. At start, stale temp files go; every
 * MEDIA_CLEANUP_INTERVAL_MS (15 minutes), stored media files that no `media` row lists go once
 * they are an hour old: an upload writes its files before its row, so a young file is never
 * taken. Owns: finding and removing those. Not: the upload, the layout (shared/media-url.ts).
 * Covers every storage (both list their files: the local disk and S3).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import { startPeriodicJob } from '../jobs/periodic';
import { mediaKeys } from './ingest-media';
import { LocalMediaStorage } from './local-storage';
import type { MediaStorage } from './storage';

/** A stored file older than this with no row is an orphan (its upload died). */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;
/** A temp file older than this is no write under way (a 20 MB file takes seconds). */
export const TEMP_FILE_MIN_AGE_MS = 10 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** local-storage.ts's temp files: `.{uuid}.part` beside the file being written. */
const isTempFile = (key: string) => /(^|\/)\.[^/]+\.part$/.test(key);
/** Rows looked up per statement. */
const BATCH = 500;

/** Removes temp files older than TEMP_FILE_MIN_AGE_MS; answers how many. */
export async function removeStaleTempFiles(storage: MediaStorage, now: Date): Promise<number> {
  if (!storage.listFiles) return 0;
  const stale: string[] = [];
  for await (const file of storage.listFiles()) {
    if (isTempFile(file.key) && now.getTime() - file.modifiedAt.getTime() > TEMP_FILE_MIN_AGE_MS)
      stale.push(file.key);
  }
  if (stale.length) await storage.delete(stale);
  return stale.length;
}

/**
 * Removes stored media files older than ORPHAN_MIN_AGE_MS that no `media` row lists (its
 * original or a variant) and stale temp files; answers the keys removed. Files outside the
 * layout `{storeId}/{mediaId}/…` are not the library's and stay.
 */
export async function removeOrphanMedia(
  db: Db,
  storage: MediaStorage,
  now: Date,
): Promise<string[]> {
  if (!storage.listFiles) return [];
  /** Old candidates by store, then media id. */
  const candidates = new Map<string, Map<string, string[]>>();
  const temp: string[] = [];
  for await (const file of storage.listFiles()) {
    const age = now.getTime() - file.modifiedAt.getTime();
    if (isTempFile(file.key)) {
      if (age > TEMP_FILE_MIN_AGE_MS) temp.push(file.key);
      continue;
    }
    if (age <= ORPHAN_MIN_AGE_MS) continue;
    const [storeId, mediaId] = file.key.split('/');
    if (!storeId || !mediaId || !UUID.test(storeId) || !UUID.test(mediaId)) continue;
    const byMedia = candidates.get(storeId) ?? new Map<string, string[]>();
    candidates.set(storeId, byMedia);
    byMedia.set(mediaId, [...(byMedia.get(mediaId) ?? []), file.key]);
  }
  const orphans: string[] = [];
  for (const [storeId, byMedia] of candidates) {
    const ids = [...byMedia.keys()];
    const listed = new Set<string>();
    for (let i = 0; i < ids.length; i += BATCH) {
      const rows = await db
        .select({ key: media.key, variants: media.variants })
        .from(media)
        .where(and(eq(media.storeId, storeId), inArray(media.id, ids.slice(i, i + BATCH))));
      for (const row of rows) for (const key of mediaKeys(row)) listed.add(key);
    }
    for (const keys of byMedia.values()) orphans.push(...keys.filter((k) => !listed.has(k)));
  }
  const gone = [...orphans, ...temp];
  if (gone.length) await storage.delete(gone);
  return gone;
}

/**
 * At start, removes stale temp files from `DATA_DIR/media` and `DATA_DIR/private`; then runs
 * removeOrphanMedia on the media storage every MEDIA_CLEANUP_INTERVAL_MS (stopped on close).
 */
export async function startMediaCleanup(app: FastifyInstance): Promise<void> {
  const { config, mediaStorage, db } = app.ctx;
  const now = app.ctx.now();
  for (const folder of ['media', 'private'] as const) {
    const removed = await removeStaleTempFiles(new LocalMediaStorage(config.dataDir, folder), now);
    if (removed) app.log.info({ folder, files: removed }, 'stale temp files removed at start');
  }
  startPeriodicJob(app, {
    name: 'media-cleanup',
    intervalMs: config.media.cleanupIntervalMs,
    failureMessage: 'removing orphan media files failed',
    async run() {
      const removed = await removeOrphanMedia(db, mediaStorage, app.ctx.now());
      if (removed.length) app.log.info({ files: removed.length }, 'orphan media files removed');
    },
  });
}
