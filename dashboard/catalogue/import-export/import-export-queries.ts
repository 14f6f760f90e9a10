/**
 * TanStack Query factory of the CSV import: the job's status, polled while it runs (the
 * progress bar's data), in the background too.
 */
import { queryOptions } from '@tanstack/react-query';
import { importExportApi } from './import-export-api';
import { isFinished } from './import-summary';

const POLL_MS = 700;

export const importJobKey = (storeId: string, jobId: string | null) =>
  ['catalog', storeId, 'import-job', jobId] as const;

export const importQueries = {
  job: (storeId: string, jobId: string | null) =>
    queryOptions({
      queryKey: importJobKey(storeId, jobId),
      queryFn: ({ signal }) => importExportApi.status(storeId, jobId ?? '', signal),
      enabled: jobId !== null && storeId !== '',
      refetchInterval: (query) =>
        query.state.data && isFinished(query.state.data) ? false : POLL_MS,
      // Progress keeps coming while the tab is in the background.
      refetchIntervalInBackground: true,
    }),
};
