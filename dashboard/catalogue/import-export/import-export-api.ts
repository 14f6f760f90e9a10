/**
 * Typed calls of the catalogue's CSV routes (contract: shared/api/catalogue-csv.ts). The
 * file travels as text in a JSON body (the routes take up to 20 MB of CSV).
 */
import type { ImportBody, ImportJob, ImportPreviewReply } from '../../../shared';
import { apiClient } from '../../api/client';

const base = '/dashboard/products';

export const importExportApi = {
  /** POST import/preview: the dry run (format, counts, per-row errors); writes nothing. */
  preview: (body: ImportBody) =>
    apiClient.post<ImportPreviewReply, ImportPreviewReply>(`${base}/import/preview`, body),
  /** POST import/start: 201 with the job, which then runs in the background. */
  start: (body: ImportBody) => apiClient.post<ImportJob, ImportJob>(`${base}/import/start`, body),
  /** GET import/status: the job's progress, then its result. */
  status: (storeId: string, jobId: string, signal?: AbortSignal) =>
    apiClient.get<ImportJob, ImportJob>(`${base}/import/status`, {
      params: { storeId, jobId },
      signal,
    }),
};

/** The export's URL: a plain link downloads it (the session cookie goes along). */
export const exportUrl = (storeId: string) =>
  `/api${base}/export?storeId=${encodeURIComponent(storeId)}`;
