/**
 * Writes a processed upload to media storage under the layout of shared/media-url.ts and
 * answers the `media` row to insert. Used by the upload route and the demo seed, so both
 * go through the same pipeline.
 */
import { randomUUID } from 'node:crypto';
import { mediaOriginalKey, mediaVariantKey } from '../../shared';
import type { media } from '../db/schema';
import type { ProcessedMedia } from './process-media';
import type { MediaStorage } from './storage';

export type NewMediaRow = typeof media.$inferInsert & { id: string };

/** A display name from an uploaded file name: no folders, control characters or odd text. */
export function toMediaFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'image';
}

/** Every storage key of a row: the original and its variants. */
export function mediaKeys(row: { key: string; variants?: { key: string }[] | null }): string[] {
  return [row.key, ...(row.variants ?? []).map((v) => v.key)];
}

/** Stores a processed file's original and variants; answers the row (not yet inserted). */
export async function storeProcessedMedia(
  storage: MediaStorage,
  storeId: string,
  fileName: string,
  processed: ProcessedMedia,
  mediaId: string = randomUUID(),
): Promise<NewMediaRow> {
  const key = mediaOriginalKey(storeId, mediaId, processed.width, processed.height, processed.ext);
  const variants = processed.variants.map((v) => ({
    width: v.width,
    height: v.height,
    key: mediaVariantKey(storeId, mediaId, v.width),
    bytes: v.body.length,
    body: v.body,
  }));
  const files = [
    { key, body: processed.original, type: processed.mime as string },
    ...variants.map((v) => ({ key: v.key, body: v.body, type: 'image/webp' })),
  ];
  const results = await Promise.allSettled(files.map((f) => storage.put(f.key, f.body, f.type)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    // Nothing half-stored: the files that were written go again.
    await storage.delete(files.map((f) => f.key)).catch(() => undefined);
    throw failed.reason;
  }
  return {
    id: mediaId,
    storeId,
    fileName: toMediaFileName(fileName),
    mime: processed.mime,
    bytes: processed.original.length,
    width: processed.width,
    height: processed.height,
    placeholder: processed.placeholder,
    alt: '',
    key,
    url: storage.publicUrl(key),
    variants: variants.map(({ body: _body, ...v }) => v),
  };
}
