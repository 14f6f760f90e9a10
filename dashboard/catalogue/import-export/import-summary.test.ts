import { describe, expect, it } from 'vitest';
import type { ImportJob, ImportPreviewReply } from '../../../shared';
import {
  describePreview,
  describeResult,
  importLabel,
  isFinished,
  progressPercent,
  progressText,
} from './import-summary';

const preview = (over: Partial<ImportPreviewReply> = {}): ImportPreviewReply => ({
  format: 'shopify',
  rows: 12,
  products: 4,
  toCreate: 3,
  toUpdate: 0,
  skipped: 1,
  errors: [{ row: 3, column: 'Variant Price', message: 'Give the variant a Variant Price' }],
  errorCount: 1,
  newCategories: [],
  ignoredColumns: [],
  notices: [],
  changes: [],
  ...over,
});

const job = (over: Partial<ImportJob> = {}): ImportJob => ({
  jobId: 'j',
  status: 'running',
  format: 'native',
  fileName: 'p.csv',
  totalRows: 10_000,
  processedRows: 2_500,
  created: 0,
  updated: 0,
  errors: [],
  images: { total: 0, copied: 0, failed: 0 },
  createdAt: '2026-11-24T00:00:00.000Z',
  finishedAt: null,
  ...over,
});

describe('import summary', () => {
  it('labels the import by the products it writes', () => {
    expect(importLabel(preview())).toBe('Import 3 products');
    expect(importLabel(preview({ toCreate: 0, toUpdate: 1 }))).toBe('Import 1 product');
  });

  it('says what the dry run found', () => {
    expect(describePreview(preview())).toBe(
      '12 rows, 4 products: 3 new products, 0 updates of existing products, 1 product skipped for errors.',
    );
    expect(describePreview(preview({ skipped: 0, toUpdate: 1, rows: 1, products: 1 }))).toBe(
      '1 row, 1 product: 3 new products, 1 update of existing products.',
    );
  });

  it('measures progress in rows, complete when an empty job ends', () => {
    expect(progressPercent(job())).toBe(25);
    expect(progressText(job())).toBe(
      `${(2500).toLocaleString()} of ${(10000).toLocaleString()} rows`,
    );
    expect(progressPercent(job({ totalRows: 0, processedRows: 0 }))).toBe(0);
    expect(progressPercent(job({ totalRows: 0, processedRows: 0, status: 'done' }))).toBe(100);
    expect(progressPercent(job({ processedRows: 20_000 }))).toBe(100);
    expect(isFinished(job())).toBe(false);
    expect(isFinished(job({ status: 'failed' }))).toBe(true);
  });

  it('measures the image copy once the rows are in', () => {
    const copying = job({
      processedRows: 10_000,
      images: { total: 3_700, copied: 900, failed: 25 },
    });
    expect(progressPercent(copying)).toBe(25);
    expect(progressText(copying)).toBe('Copying images: 925 of 3,700');
    expect(
      describeResult(
        job({ status: 'done', created: 4, images: { total: 12, copied: 11, failed: 1 } }),
      ),
    ).toBe(
      '4 products created, 0 products updated; 11 images copied into your media library, 1 not.',
    );
  });

  it('sums up the outcome', () => {
    expect(describeResult(job({ status: 'done', created: 3, updated: 1 }))).toBe(
      '3 products created, 1 product updated.',
    );
    expect(
      describeResult(
        job({
          status: 'failed',
          created: 2,
          errors: [{ row: 0, column: '', message: 'x' }],
        }),
      ),
    ).toBe(
      'The import stopped: 2 products created, 0 products updated before it did; 1 problem reported.',
    );
  });
});
