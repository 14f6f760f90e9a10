/**
 * The upload list's rules, pure: one entry per chosen file, what its row says, how a
 * failure reads (415 "not an image", 413 too large, a lost connection worth retrying), and
 * the summary line over all files ("Uploading 2 of 3 files…", "2 uploaded, 1 failed").
 */
import { countOf, type MediaItem } from '../../shared';
import type { ApiErrorInfo } from '../api/read-api-error';

export type UploadStatus =
  /** Waiting for a free slot (a few files go at a time). */
  | 'queued'
  /** Bytes on their way. */
  | 'uploading'
  /** Every byte sent; the server is checking it and making its sizes. */
  | 'processing'
  | 'done'
  | 'failed'
  | 'cancelled';

export interface UploadEntry {
  /** Unique per chosen file, for the list and the runner. */
  key: string;
  fileName: string;
  bytes: number;
  status: UploadStatus;
  /** Bytes sent of `total` (the request, a little more than the file). */
  loaded: number;
  total: number;
  /** Why it failed, in words fit to show. */
  error?: string | undefined;
  /** Whether sending it again may work (a lost connection, a server failure). */
  retryable?: boolean | undefined;
  /** The stored image, once done. */
  media?: MediaItem | undefined;
}

export function newUploadEntry(key: string, file: { name: string; size: number }): UploadEntry {
  return {
    key,
    fileName: file.name || 'image',
    bytes: file.size,
    status: 'queued',
    loaded: 0,
    total: file.size,
  };
}

/** Whole percent sent, 0–100. */
export function uploadPercent(entry: UploadEntry): number {
  if (entry.status === 'done' || entry.status === 'processing') return 100;
  if (entry.total <= 0) return 0;
  return Math.min(100, Math.floor((entry.loaded / entry.total) * 100));
}

export const isActive = (entry: UploadEntry) =>
  entry.status === 'queued' || entry.status === 'uploading' || entry.status === 'processing';

/** A failed upload, in words, and whether a retry may help. */
export function describeUploadError(
  info: ApiErrorInfo,
  fileName: string,
): { message: string; retryable: boolean } {
  // The server names the file at the start of its field message ("a.jpg: The file is not…").
  const detail = Object.values(info.fieldErrors)[0]?.replace(`${fileName}: `, '');
  switch (info.status) {
    case 415:
      return {
        message: `Not an image: ${detail ?? 'use a JPEG, PNG, WebP, AVIF, GIF or SVG file'}.`,
        retryable: false,
      };
    case 413:
      return {
        message: `Too large: ${detail ?? 'the file is over the size limit'}.`,
        retryable: false,
      };
    case 400:
      return { message: detail ?? info.message, retryable: false };
    case 401:
    case 403:
      return { message: info.message, retryable: false };
    case undefined:
      return { message: `The upload did not reach the server (${info.message}).`, retryable: true };
    default:
      return {
        message:
          info.status >= 500 ? `The server could not store it (${info.message}).` : info.message,
        retryable: info.status >= 500,
      };
  }
}

export interface UploadSummary {
  /** Every file of this batch but the dismissed ones. */
  total: number;
  done: number;
  failed: number;
  active: number;
  /** One line over the list. */
  text: string;
  /** Bytes sent over bytes to send, 0–100, of the files still going (or 100). */
  percent: number;
}

export function summarizeUploads(entries: readonly UploadEntry[]): UploadSummary {
  const counted = entries.filter((e) => e.status !== 'cancelled');
  const done = counted.filter((e) => e.status === 'done').length;
  const failed = counted.filter((e) => e.status === 'failed').length;
  const active = counted.filter(isActive).length;
  const total = counted.length;
  let text: string;
  if (active > 0) {
    text = `Uploading ${countOf(total, 'file', 'files')}: ${done} of ${total} done${failed ? `, ${failed} failed` : ''}`;
  } else if (failed === 0) {
    text = `${countOf(done, 'file', 'files')} uploaded`;
  } else if (done === 0) {
    text = `${countOf(failed, 'file', 'files')} could not be uploaded`;
  } else {
    text = `${done} uploaded, ${failed} failed`;
  }
  const sending = counted.filter((e) => e.status !== 'failed');
  const sum = (pick: (e: UploadEntry) => number) => sending.reduce((n, e) => n + pick(e), 0);
  const whole = sum((e) => e.total);
  const sent = sum((e) => (uploadPercent(e) / 100) * e.total);
  return {
    total,
    done,
    failed,
    active,
    text,
    percent: whole > 0 ? Math.floor((sent / whole) * 100) : 100,
  };
}

/** What an entry's row says beside its bar. */
export function uploadStatusText(entry: UploadEntry): string {
  switch (entry.status) {
    case 'queued':
      return 'Waiting…';
    case 'uploading':
      return `${uploadPercent(entry)}%`;
    case 'processing':
      return 'Making sizes…';
    case 'done':
      return 'Uploaded';
    case 'failed':
      return entry.error ?? 'Failed';
    case 'cancelled':
      return 'Cancelled';
  }
}
