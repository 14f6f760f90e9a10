/**
 * Images an import links to (Shopify's CDN URLs), copied into the store's media library so
 * the store no longer depends on the old shop: each URL is queued with the cell it came from
 * and its alt text while the rows are written; after the rows, the job fetches them a few at
 * a time (SSRF rules, size limit, retries: media/fetch-remote-image.ts), runs each through
 * the upload pipeline (type from the bytes, pixel limits, responsive variants) and points the
 * store's products at the copy. A URL that cannot be copied is reported against its cell;
 * when it never will be (404, not an image, a private address) it is taken off the products
 * (they keep their other images), when it failed for now (a timeout, a 503) they keep linking
 * to it and a re-import tries again. A URL copied before (`media.source_url`)
 * is never fetched again: the import writes the library's URL at once, so a re-import
 * changes nothing. Owns: which URLs, the queue, the swap. Not: the download, the decoding.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_IMPORT_ERRORS, parseMediaUrl, type ImportRowError } from '../../../shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { importImages, importJobs, media, products, productVariations } from '../../db/schema';
import { limitConcurrency } from '../../lib/limit-concurrency';
import { fetchRemoteImage } from '../../media/fetch-remote-image';
import { mediaKeys, storeProcessedMedia, toMediaFileName } from '../../media/ingest-media';
import { MediaRejectedError, processMedia } from '../../media/process-media';
import type { MediaStorage } from '../../media/storage';
import type { ProductDraft, ProductInput } from './product-draft';

export interface ImageCopyOptions {
  storage: MediaStorage;
  /** The largest image taken (the upload limit). */
  maxBytes: number;
  /** Images copied at once, per job. */
  concurrency: number;
  /**
   * Tests only: hosts allowed though not public (fetch-remote-image.ts). When set, no other
   * name is looked up (each is "not found"): a test never reaches out of the machine.
   */
  allowHosts: string[];
}

/** A failed copy: why, and whether it never will be copied (then the image goes). */
interface CopyFailure {
  reason: string;
  permanent: boolean;
}

/** The lookup of a test run: no name is found (only allow-listed address literals answer). */
const offline = () =>
  Promise.reject(Object.assign(new Error('offline (tests)'), { code: 'ENOTFOUND' }));

/** A URL an import would copy: absolute http(s), not already the media library's. */
export const isRemoteImage = (url: string) =>
  /^https?:\/\//i.test(url) && parseMediaUrl(url) === undefined;

/** Each image URL a product input names, with the draft path of its cell. */
function imagesOf(input: ProductInput): { url: string; path: string }[] {
  const out: { url: string; path: string }[] = [];
  if (input.productImage) out.push({ url: input.productImage, path: 'productImage' });
  input.galleryImages.forEach((url, i) => out.push({ url, path: `galleryImages.${i}` }));
  input.variations.forEach((v, i) => {
    if (v.image) out.push({ url: v.image, path: `variations.${i}.image` });
  });
  return out;
}

/** The store's copies of `urls`: source URL -> the library's URL. */
export async function copiedImages(
  db: DbOrTx,
  storeId: string,
  urls: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const wanted = [...new Set(urls.filter(isRemoteImage))];
  for (let i = 0; i < wanted.length; i += 1000) {
    const rows = await db
      .select({ sourceUrl: media.sourceUrl, url: media.url })
      .from(media)
      .where(and(eq(media.storeId, storeId), inArray(media.sourceUrl, wanted.slice(i, i + 1000))));
    for (const r of rows) if (r.sourceUrl) found.set(r.sourceUrl, r.url);
  }
  return found;
}

/** Every remote image URL of `drafts`' valid products. */
export const remoteImagesOf = (drafts: ProductDraft[]) =>
  drafts.flatMap((d) => (d.input ? imagesOf(d.input).map((i) => i.url) : []));

/** `input` with each image already copied pointing at its copy (alt texts follow). */
export function withCopies(input: ProductInput, copies: Map<string, string>): ProductInput {
  if (!copies.size) return input;
  const swap = (url: string) => copies.get(url) ?? url;
  return {
    ...input,
    productImage: swap(input.productImage),
    galleryImages: input.galleryImages.map(swap),
    imageAlts: Object.fromEntries(Object.entries(input.imageAlts).map(([k, v]) => [swap(k), v])),
    variations: input.variations.map((v) => ({ ...v, image: swap(v.image) })),
  };
}

/**
 * Queues the remote images of `drafts` (written in this batch) for job `jobId`, once per URL
 * per job; counts the new ones into the job's total.
 */
export async function queueImages(
  tx: Tx,
  storeId: string,
  jobId: string,
  drafts: ProductDraft[],
): Promise<void> {
  const rows = new Map<string, typeof importImages.$inferInsert>();
  for (const d of drafts) {
    if (!d.input) continue;
    for (const { url, path } of imagesOf(d.input)) {
      if (!isRemoteImage(url) || rows.has(url)) continue;
      const cell = d.locate(path.split('.'));
      rows.set(url, {
        storeId,
        jobId,
        url,
        row: cell.row,
        column: cell.column,
        alt: d.input.imageAlts[url] ?? '',
      });
    }
  }
  if (!rows.size) return;
  const inserted = await tx
    .insert(importImages)
    .values([...rows.values()])
    .onConflictDoNothing()
    .returning({ id: importImages.id });
  if (inserted.length) {
    await tx
      .update(importJobs)
      .set({ imagesTotal: sql`${importJobs.imagesTotal} + ${inserted.length}` })
      .where(eq(importJobs.id, jobId));
  }
}

/**
 * Points the store's products from image `from` to `to` (null: takes it off; a product that
 * loses its main image takes its first gallery image instead). Alt texts follow. The products
 * are locked, in id order, while their lists are rewritten: two copies of one product's
 * images at once would otherwise each write back the other's old URL.
 */
async function swapImage(tx: Tx, storeId: string, from: string, to: string | null) {
  const rows = await tx
    .select({
      id: products.id,
      productImage: products.productImage,
      galleryImages: products.galleryImages,
      imageAlts: products.imageAlts,
    })
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        sql`(${products.productImage} = ${from} or ${products.galleryImages} @> ${JSON.stringify([from])}::jsonb)`,
      ),
    )
    .orderBy(asc(products.id))
    .for('update');
  for (const p of rows) {
    let main = p.productImage === from ? (to ?? '') : p.productImage;
    let gallery = p.galleryImages.flatMap((u) => (u === from ? (to ? [to] : []) : [u]));
    if (!main && gallery.length) [main = '', ...gallery] = gallery;
    const alts = { ...p.imageAlts };
    if (from in alts) {
      if (to) alts[to] = alts[from]!;
      delete alts[from];
    }
    await tx
      .update(products)
      .set({ productImage: main, galleryImages: gallery, imageAlts: alts })
      .where(and(eq(products.storeId, storeId), eq(products.id, p.id)));
  }
  await tx
    .update(productVariations)
    .set({ image: to ?? '' })
    .where(and(eq(productVariations.storeId, storeId), eq(productVariations.image, from)));
}

/** A URL as the report names it: host and path, at most 80 characters. */
function shortUrl(url: string): string {
  const text = url.replace(/^https?:\/\//i, '').replace(/[?#].*$/, '');
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** The file name a copy is listed under: the URL's last path part. */
function fileNameOf(url: string): string {
  try {
    return toMediaFileName(decodeURIComponent(new URL(url).pathname.split('/').pop() ?? ''));
  } catch {
    return 'image';
  }
}

type QueuedImage = typeof importImages.$inferSelect;

/** Copies one queued image; answers why not, or null when it is in the library. */
async function copyOne(
  db: Db,
  options: ImageCopyOptions,
  image: QueuedImage,
  leaseUntil: () => Date,
): Promise<CopyFailure | null> {
  // Copied meanwhile (the same URL in another job): point the products at that copy.
  const [known] = await db
    .select({ url: media.url })
    .from(media)
    .where(and(eq(media.storeId, image.storeId), eq(media.sourceUrl, image.url)));
  let url = known?.url;
  if (!url) {
    const fetched = await fetchRemoteImage(image.url, {
      maxBytes: options.maxBytes,
      allowHosts: options.allowHosts,
      ...(options.allowHosts.length ? { lookup: offline } : {}),
    });
    if (!fetched.ok) return fetched;
    let processed;
    try {
      processed = await processMedia(fetched.bytes);
    } catch (error) {
      if (error instanceof MediaRejectedError) return { reason: error.message, permanent: true };
      throw error;
    }
    const row = await storeProcessedMedia(
      options.storage,
      image.storeId,
      fileNameOf(image.url),
      processed,
    );
    const [inserted] = await db
      .insert(media)
      .values({ ...row, alt: image.alt.slice(0, 300), sourceUrl: image.url })
      .onConflictDoNothing()
      .returning({ url: media.url });
    if (inserted) url = inserted.url;
    else {
      // Another process copied it first: keep that copy, drop ours.
      await options.storage.delete(mediaKeys(row)).catch(() => undefined);
      const [other] = await db
        .select({ url: media.url })
        .from(media)
        .where(and(eq(media.storeId, image.storeId), eq(media.sourceUrl, image.url)));
      url = other?.url;
    }
  }
  const copy = url ?? null;
  await db.transaction(async (tx) => {
    await swapImage(tx, image.storeId, image.url, copy);
    await tx.update(importImages).set({ status: 'done' }).where(eq(importImages.id, image.id));
    await tx
      .update(importJobs)
      .set({ imagesDone: sql`${importJobs.imagesDone} + 1`, lockedUntil: leaseUntil() })
      .where(eq(importJobs.id, image.jobId));
  });
  return null;
}

/**
 * Records a failed copy: the report names the cell and why; the products drop an image that
 * will never be copied, and keep linking to one that failed for now.
 */
async function failOne(db: Db, image: QueuedImage, failure: CopyFailure, leaseUntil: () => Date) {
  const { reason, permanent } = failure;
  const error: ImportRowError = {
    row: image.row,
    column: image.column,
    message: `Image ${shortUrl(image.url)} was not copied: ${reason}${permanent ? '' : ' (the product still links to it; import the file again to retry)'}`,
  };
  await db.transaction(async (tx) => {
    if (permanent) await swapImage(tx, image.storeId, image.url, null);
    await tx
      .update(importImages)
      .set({ status: 'failed', error: reason })
      .where(eq(importImages.id, image.id));
    await tx
      .update(importJobs)
      .set({
        imagesFailed: sql`${importJobs.imagesFailed} + 1`,
        lockedUntil: leaseUntil(),
        errors: sql`case when jsonb_array_length(${importJobs.errors}) < ${MAX_IMPORT_ERRORS}
          then ${importJobs.errors} || ${JSON.stringify([error])}::jsonb else ${importJobs.errors} end`,
      })
      .where(eq(importJobs.id, image.jobId));
  });
}

/**
 * Copies job `jobId`'s queued images, `options.concurrency` at once, until none is left or
 * `stopped()` (then the rest wait for whoever runs the job next). Each copy commits on its
 * own and renews the job's lease.
 */
export async function copyJobImages(
  db: Db,
  options: ImageCopyOptions,
  jobId: string,
  leaseUntil: () => Date,
  stopped: () => boolean,
  log: { error(obj: object, msg: string): void },
): Promise<void> {
  const pool = limitConcurrency(options.concurrency);
  for (;;) {
    if (stopped()) return;
    const batch = await db
      .select()
      .from(importImages)
      .where(and(eq(importImages.jobId, jobId), eq(importImages.status, 'pending')))
      .orderBy(asc(importImages.row), asc(importImages.id))
      .limit(options.concurrency * 8);
    if (!batch.length) return;
    await Promise.all(
      batch.map((image) =>
        pool.run(async () => {
          if (stopped()) return;
          let failure: CopyFailure | null;
          try {
            failure = await copyOne(db, options, image, leaseUntil);
          } catch (error) {
            log.error({ err: error, jobId, url: image.url }, 'import image copy failed');
            failure = { reason: 'The image could not be stored', permanent: false };
          }
          if (failure) await failOne(db, image, failure, leaseUntil);
        }),
      ),
    );
  }
}
