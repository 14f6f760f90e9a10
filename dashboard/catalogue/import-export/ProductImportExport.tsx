/**
 * The products screen's Import and Export actions, for its header (IndexPage's
 * `secondaryActions`): Export downloads the catalogue as CSV; Import opens the import
 * dialog. While an import runs with the dialog closed, the Import button shows its progress;
 * when it ends the product lists reload and a toast says what happened.
 */
import './import-export.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { invalidateProducts } from '../catalogue-queries';
import { exportUrl } from './import-export-api';
import { describeResult, isFinished, progressPercent } from './import-summary';
import { ImportDialog } from './ImportDialog';
import { importJobKey, importQueries } from './import-export-queries';

export function ProductImportExport({ storeId }: { storeId: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useQuery(importQueries.job(storeId, jobId));
  const running = job.data !== undefined && !isFinished(job.data);

  // Once per job: reload what it changed and say so.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    const current = job.data;
    if (!current || !isFinished(current) || announced.current === current.jobId) return;
    announced.current = current.jobId;
    invalidateProducts(queryClient, storeId);
    if (current.status === 'failed') toast.error(describeResult(current));
    else toast.success(`Import finished: ${describeResult(current)}`);
  }, [job.data, queryClient, storeId]);

  return (
    <>
      <a
        className="button button-secondary"
        href={exportUrl(storeId)}
        download
        data-testid="export-products"
      >
        Export
      </a>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => setOpen(true)}
        disabled={!storeId}
        data-testid="import-products"
      >
        {running && job.data ? `Importing… ${progressPercent(job.data)}%` : 'Import'}
      </button>
      {open ? (
        <ImportDialog
          storeId={storeId}
          job={job.data}
          jobError={job.error}
          onStarted={(started) => {
            // The first status is the start's answer: the progress shows at once.
            queryClient.setQueryData(importJobKey(storeId, started.jobId), started);
            setJobId(started.jobId);
          }}
          onReset={() => setJobId(null)}
          onClose={() => {
            setOpen(false);
            // A finished job's summary has been read: the next Import starts afresh.
            if (job.data && isFinished(job.data)) setJobId(null);
          }}
        />
      ) : null}
    </>
  );
}
