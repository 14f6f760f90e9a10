/**
 * The words and numbers the import dialog shows, kept pure (unit-tested): the file's format,
 * what the dry run found, the job's progress and its outcome.
 */
import type { CsvFormat, ImportJob, ImportPreviewReply } from '../../../shared';

/** The largest file the dialog sends (the server's limit). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export const formatLabels: Record<CsvFormat, string> = {
  native: 'Store Builder CSV',
  shopify: 'Shopify product CSV',
};

const n = (count: number) => count.toLocaleString();
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${n(count)} ${count === 1 ? one : many}`;

/** Products the import would write (created or updated). */
export const importable = (p: ImportPreviewReply) => p.toCreate + p.toUpdate;

/** The primary action's label: "Import 12 products". */
export const importLabel = (p: ImportPreviewReply) => `Import ${plural(importable(p), 'product')}`;

/** One sentence of what the dry run found. */
export function describePreview(p: ImportPreviewReply): string {
  const parts = [
    `${plural(p.toCreate, 'new product')}`,
    `${plural(p.toUpdate, 'update')} of existing products`,
  ];
  if (p.skipped) parts.push(`${plural(p.skipped, 'product')} skipped for errors`);
  return `${plural(p.rows, 'row')}, ${plural(p.products, 'product')}: ${parts.join(', ')}.`;
}

export const isFinished = (job: Pick<ImportJob, 'status'>) =>
  job.status === 'done' || job.status === 'failed';

/** 0–100, whole. A job with no rows counts as complete once it is finished. */
export function progressPercent(job: ImportJob): number {
  if (!job.totalRows) return isFinished(job) ? 100 : 0;
  return Math.min(100, Math.floor((job.processedRows / job.totalRows) * 100));
}

/** "1,234 of 10,000 rows" */
export const progressText = (job: ImportJob) =>
  `${n(job.processedRows)} of ${plural(job.totalRows, 'row')}`;

/** The outcome in one sentence. */
export function describeResult(job: ImportJob): string {
  const written = `${plural(job.created, 'product')} created, ${plural(job.updated, 'product')} updated`;
  const problems = job.errors.length ? `; ${plural(job.errors.length, 'problem')} reported` : '';
  return job.status === 'failed'
    ? `The import stopped: ${written} before it did${problems}.`
    : `${written}${problems}.`;
}
