import { describe, expect, it } from 'vitest';
import type { ApiErrorInfo } from '../api/read-api-error';
import {
  describeUploadError,
  newUploadEntry,
  summarizeUploads,
  uploadPercent,
  uploadStatusText,
  type UploadEntry,
} from './upload-status';

const entry = (change: Partial<UploadEntry>): UploadEntry => ({
  ...newUploadEntry(change.key ?? 'k', { name: change.fileName ?? 'a.png', size: 1000 }),
  ...change,
});

const apiError = (status: number | undefined, fieldErrors: Record<string, string> = {}) =>
  ({ status, message: 'Request failed', fieldErrors, redirectTo: undefined }) as ApiErrorInfo;

describe('an upload row', () => {
  it('shows the share of bytes sent, and 100% once the server is making the sizes', () => {
    expect(uploadPercent(entry({ status: 'uploading', loaded: 250, total: 1000 }))).toBe(25);
    expect(uploadStatusText(entry({ status: 'uploading', loaded: 999, total: 1000 }))).toBe('99%');
    expect(uploadPercent(entry({ status: 'processing', loaded: 1000, total: 1000 }))).toBe(100);
    expect(uploadStatusText(entry({ status: 'processing' }))).toBe('Making sizes…');
    expect(uploadStatusText(entry({ status: 'done' }))).toBe('Uploaded');
  });

  it('reads a 415 as "not an image" without repeating the file name', () => {
    const failure = describeUploadError(
      apiError(415, {
        file: 'notes.jpg: The file is not a JPEG, PNG, WebP, AVIF, GIF or SVG image',
      }),
      'notes.jpg',
    );
    expect(failure).toEqual({
      message: 'Not an image: The file is not a JPEG, PNG, WebP, AVIF, GIF or SVG image.',
      retryable: false,
    });
  });

  it('reads a 413 as too large, with the limit the server names', () => {
    expect(
      describeUploadError(apiError(413, { file: 'A file may be at most 20 MB' }), 'big.png'),
    ).toEqual({ message: 'Too large: A file may be at most 20 MB.', retryable: false });
  });

  it('offers a retry only when the failure may pass (no answer, a server failure)', () => {
    expect(describeUploadError(apiError(undefined), 'a.png').retryable).toBe(true);
    expect(describeUploadError(apiError(503), 'a.png').retryable).toBe(true);
    expect(describeUploadError(apiError(400, { file: 'The file is empty' }), 'a.png')).toEqual({
      message: 'The file is empty',
      retryable: false,
    });
  });
});

describe('the uploads summary', () => {
  it('counts the files done while some are still going', () => {
    const summary = summarizeUploads([
      entry({ key: '1', status: 'done' }),
      entry({ key: '2', status: 'uploading', loaded: 500, total: 1000 }),
      entry({ key: '3', status: 'queued' }),
    ]);
    expect(summary.text).toBe('Uploading 3 files: 1 of 3 done');
    expect(summary.percent).toBe(50);
    expect(summary.active).toBe(2);
  });

  it('sums up what happened and what failed once all are finished', () => {
    expect(
      summarizeUploads([
        entry({ key: '1', status: 'done' }),
        entry({ key: '2', status: 'failed', error: 'Not an image' }),
      ]).text,
    ).toBe('1 uploaded, 1 failed');
    expect(summarizeUploads([entry({ status: 'done' })]).text).toBe('1 file uploaded');
    expect(summarizeUploads([entry({ status: 'failed' })]).text).toBe(
      '1 file could not be uploaded',
    );
  });

  it('leaves cancelled files out of the counts', () => {
    const summary = summarizeUploads([
      entry({ key: '1', status: 'done' }),
      entry({ key: '2', status: 'cancelled' }),
    ]);
    expect(summary.total).toBe(1);
    expect(summary.text).toBe('1 file uploaded');
  });
});
