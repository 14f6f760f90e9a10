/**
 * The words and numbers the import dialog shows, kept pure (unit-tested): the file's format,
 * what the dry run found, the job's progress and its outcome.
 */
import { countOf, type CsvFormat, type ImportJob, type ImportPreviewReply } from '../../../shared';

/** The largest file the dialog sends (the server's limit). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export const formatLabels: Record<CsvFormat, string> = {
  native: 'Store Builder CSV',
  shopify: 'Shopify product CSV',
};

/** Products the import would write (created or updated). */
export const importable = (p: ImportPreviewReply) => p.toCreate + p.toUpdate;

/** The primary action's label: "Import 12 products". */
export const importLabel = (p: ImportPreviewReply) =>
  `Import ${countOf(importable(p), 'product', 'products')}`;

/** One sentence of what the dry run found. */
export function describePreview(p: ImportPreviewReply): string {
  const parts = [
    countOf(p.toCreate, 'new product', 'new products'),
    `${countOf(p.toUpdate, 'update', 'updates')} of existing products`,
  ];
  if (p.skipped) parts.push(`${countOf(p.skipped, 'product', 'products')} skipped for errors`);
  return `${countOf(p.rows, 'row', 'rows')}, ${countOf(p.products, 'product', 'products')}: ${parts.join(', ')}.`;
}

export const isFinished = (job: Pick<ImportJob, 'status'>) =>
  job.status === 'done' || job.status === 'failed';

/** Whether the job is past its rows and copying the file's images into the media library. */
export const copyingImages = (job: ImportJob) =>
  !isFinished(job) &&
  job.totalRows > 0 &&
  job.processedRows >= job.totalRows &&
  job.images.copied + job.images.failed < job.images.total;

/**
 * 0–100, whole, of the phase the job is in (its rows, then its images). A job with no rows
 * counts as complete once it is finished.
 */
export function progressPercent(job: ImportJob): number {
  if (copyingImages(job)) {
    const settled = job.images.copied + job.images.failed;
    return Math.min(100, Math.floor((settled / job.images.total) * 100));
  }
  if (!job.totalRows) return isFinished(job) ? 100 : 0;
  return Math.min(100, Math.floor((job.processedRows / job.totalRows) * 100));
}

/** "1,234 of 10,000 rows", then "Copying images: 120 of 3,700" */
export const progressText = (job: ImportJob) =>
  copyingImages(job)
    ? `Copying images: ${(job.images.copied + job.images.failed).toLocaleString('en')} of ${job.images.total.toLocaleString('en')}`
    : `${job.processedRows.toLocaleString('en')} of ${countOf(job.totalRows, 'row', 'rows')}`;

/** The outcome in one sentence. */
export function describeResult(job: ImportJob): string {
  const written = `${countOf(job.created, 'product', 'products')} created, ${countOf(job.updated, 'product', 'products')} updated`;
  const problems = job.errors.length
    ? `; ${countOf(job.errors.length, 'problem', 'problems')} reported`
    : '';
  const images = job.images.total
    ? `; ${countOf(job.images.copied, 'image', 'images')} copied into your media library${job.images.failed ? `, ${job.images.failed.toLocaleString('en')} not` : ''}`
    : '';
  return job.status === 'failed'
    ? `The import stopped: ${written} before it did${problems}.`
    : `${written}${images}${problems}.`;
}
