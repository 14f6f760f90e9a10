/**
 * Uploads chosen or dropped files to the library, one request per file (so each has its own
 * progress and its own error), two at a time, and keeps one row per file: progress, then
 * the stored image or why it failed. Cancel, retry and dismiss work per row; the media
 * lists refresh as each file lands. Used by the library screen and the picker.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, type MediaItem } from '../../shared';
import { readApiError } from '../api/read-api-error';
import { mediaApi } from './media-api';
import { invalidateMediaLists } from './media-queries';
import { describeUploadError, isActive, newUploadEntry, type UploadEntry } from './upload-status';

/** Requests at once: the server makes four sizes of each image with two threads. */
const PARALLEL_UPLOADS = 2;

let nextKey = 0;

export interface MediaUploads {
  entries: UploadEntry[];
  /** Queues every file; each starts when a slot is free. */
  add: (files: Iterable<File>) => void;
  cancel: (key: string) => void;
  retry: (key: string) => void;
  dismiss: (key: string) => void;
  /** Drops the rows that are finished (uploaded, failed or cancelled). */
  clearFinished: () => void;
}

export function useMediaUploads(
  storeId: string,
  onUploaded?: (media: MediaItem) => void,
): MediaUploads {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const files = useRef(new Map<string, File>());
  const running = useRef(new Map<string, AbortController>());
  const waiting = useRef<string[]>([]);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  const patch = useCallback((key: string, change: Partial<UploadEntry>) => {
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));
  }, []);

  const pump = useCallback(() => {
    while (running.current.size < PARALLEL_UPLOADS && waiting.current.length > 0) {
      const key = waiting.current.shift()!;
      const file = files.current.get(key);
      if (!file) continue;
      const controller = new AbortController();
      running.current.set(key, controller);
      patch(key, { status: 'uploading', loaded: 0, error: undefined, retryable: undefined });
      mediaApi
        .upload(storeId, file, {
          signal: controller.signal,
          onProgress: (loaded, total) =>
            patch(key, { loaded, total, status: loaded >= total ? 'processing' : 'uploading' }),
        })
        .then(
          (media) => {
            files.current.delete(key);
            patch(key, { status: 'done', media });
            invalidateMediaLists(queryClient, storeId);
            uploaded.current?.(media);
          },
          (error: unknown) => {
            if (isAbortError(error)) {
              patch(key, { status: 'cancelled' });
              return;
            }
            const { message, retryable } = describeUploadError(readApiError(error), file.name);
            if (!retryable) files.current.delete(key);
            patch(key, { status: 'failed', error: message, retryable });
          },
        )
        .finally(() => {
          running.current.delete(key);
          pump();
        });
    }
  }, [patch, queryClient, storeId]);

  const add = useCallback(
    (chosen: Iterable<File>) => {
      const added: UploadEntry[] = [];
      for (const file of chosen) {
        const key = `upload-${++nextKey}`;
        files.current.set(key, file);
        waiting.current.push(key);
        added.push(newUploadEntry(key, file));
      }
      if (added.length === 0) return;
      setEntries((list) => [...list, ...added]);
      pump();
    },
    [pump],
  );

  const cancel = useCallback(
    (key: string) => {
      const controller = running.current.get(key);
      if (controller) {
        controller.abort();
        return;
      }
      waiting.current = waiting.current.filter((k) => k !== key);
      patch(key, { status: 'cancelled' });
    },
    [patch],
  );

  const retry = useCallback(
    (key: string) => {
      if (!files.current.has(key) || running.current.has(key)) return;
      waiting.current.push(key);
      patch(key, { status: 'queued', loaded: 0, error: undefined, retryable: undefined });
      pump();
    },
    [patch, pump],
  );

  const dismiss = useCallback(
    (key: string) => {
      cancel(key);
      files.current.delete(key);
      setEntries((list) => list.filter((e) => e.key !== key));
    },
    [cancel],
  );

  const clearFinished = useCallback(() => {
    setEntries((list) => {
      const kept = list.filter(isActive);
      for (const e of list) if (!isActive(e)) files.current.delete(e.key);
      return kept;
    });
  }, []);

  return { entries, add, cancel, retry, dismiss, clearFinished };
}
