/**
 * Typed calls of the catalogue's CSV routes (`catalogueEndpoints.import…`, contract:
 * shared/api/catalogue-csv.ts). The file travels as text in a JSON body (the routes take up
 * to 20 MB of CSV).
 */
import { catalogueEndpoints, endpointUrl, type ImportBody } from '../../../shared';
import { callApi } from '../../api/client';

export const importExportApi = {
  /** POST import/preview: the dry run (format, counts, per-row errors); writes nothing. */
  preview: (body: ImportBody) => callApi(catalogueEndpoints.importPreview, { body }),
  /** POST import/start: 201 with the job, which then runs in the background. */
  start: (body: ImportBody) => callApi(catalogueEndpoints.importStart, { body }),
  /** GET import/status: the job's progress, then its result. */
  status: (storeId: string, jobId: string, signal?: AbortSignal) =>
    callApi(catalogueEndpoints.importStatus, { query: { storeId, jobId } }, signal),
};

/** The export's URL: a plain link downloads it (the session cookie goes along). */
export const exportUrl = (storeId: string) =>
  endpointUrl(catalogueEndpoints.export, { query: { storeId } });
