/**
 * The import dialog: pick a CSV (our export or a Shopify product export), see the dry run
 * (format, what would be created and updated, every row's problems), start the import, then
 * watch its progress and read the summary. Closing it while the import runs leaves the job
 * running: the Import button shows its progress and opens this again.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { countOf, type ImportJob, type ImportPreviewReply } from '../../../shared';
import { readApiError } from '../../api/read-api-error';
import { Banner, CancelButton, Dialog, TableScroll } from '../../kit';
import { importExportApi } from './import-export-api';
import {
  describePreview,
  describeResult,
  formatLabels,
  importable,
  importLabel,
  isFinished,
  MAX_FILE_BYTES,
  progressPercent,
  progressText,
} from './import-summary';
import { ImportErrorsTable } from './ImportErrorsTable';

interface PickedFile {
  name: string;
  text: string;
}

export interface ImportDialogProps {
  storeId: string;
  /** The job this dialog started (or reopened), and its latest status. */
  job: ImportJob | undefined;
  jobError: unknown;
  onStarted: (job: ImportJob) => void;
  /** "Import another file": forget the finished job. */
  onReset: () => void;
  onClose: () => void;
}

export function ImportDialog({
  storeId,
  job,
  jobError,
  onStarted,
  onReset,
  onClose,
}: ImportDialogProps) {
  const inputId = useId();
  const [file, setFile] = useState<PickedFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const preview = useMutation({
    mutationFn: (picked: PickedFile) =>
      importExportApi.preview({ storeId, fileName: picked.name, csv: picked.text }),
  });
  const start = useMutation({
    mutationFn: (picked: PickedFile) =>
      importExportApi.start({ storeId, fileName: picked.name, csv: picked.text }),
    onSuccess: (started) => onStarted(started),
  });
  const busy = preview.isPending || start.isPending;

  async function pick(list: FileList | null) {
    const chosen = list?.[0];
    setFile(null);
    setReadError(null);
    preview.reset();
    start.reset();
    if (!chosen) return;
    if (chosen.size > MAX_FILE_BYTES) {
      setReadError('This file is larger than 20 MB. Split it into smaller files and import each.');
      return;
    }
    try {
      const picked = { name: chosen.name, text: await chosen.text() };
      setFile(picked);
      preview.mutate(picked);
    } catch {
      setReadError('The file could not be read. Choose it again.');
    }
  }

  if (job) {
    return (
      <JobView
        job={job}
        jobError={jobError}
        onClose={onClose}
        onAnother={() => {
          setFile(null);
          preview.reset();
          start.reset();
          onReset();
        }}
      />
    );
  }

  const dry: ImportPreviewReply | undefined = preview.data;
  const failure = start.error ?? preview.error;
  return (
    <Dialog
      title="Import products"
      size="wide"
      busy={busy}
      onCancel={onClose}
      data-testid="import-dialog"
      actions={
        <>
          <CancelButton onCancel={onClose} pending={busy} />
          <button
            type="button"
            className="button button-primary"
            disabled={busy || !file || !dry || importable(dry) === 0}
            onClick={() => file && start.mutate(file)}
            data-testid="import-start"
          >
            {start.isPending ? 'Starting…' : dry ? importLabel(dry) : 'Import'}
          </button>
        </>
      }
    >
      <p className="muted">
        A CSV exported from this store, or a product CSV exported from Shopify as it is. Products
        are matched by handle (their slug): an existing one is updated, never duplicated. Images are
        linked by their URLs.
      </p>
      <div className="field">
        <label htmlFor={inputId} className="field-label">
          <span className="field-label-text">CSV file</span>
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          onChange={(event) => void pick(event.currentTarget.files)}
          data-testid="import-file"
        />
      </div>
      {readError ? (
        <Banner tone="critical" title={readError} data-testid="import-read-error" />
      ) : null}
      {preview.isPending ? (
        <p role="status" data-testid="import-checking">
          Checking {file?.name ?? 'the file'}…
        </p>
      ) : null}
      {failure ? (
        <Banner
          tone="critical"
          title={start.error ? 'The import could not start' : 'This file cannot be imported'}
          data-testid="import-failure"
        >
          <p>{readApiError(failure).fieldErrors.csv ?? readApiError(failure).message}</p>
        </Banner>
      ) : null}
      {dry && !preview.isPending ? <PreviewView preview={dry} /> : null}
    </Dialog>
  );
}

function PreviewView({ preview }: { preview: ImportPreviewReply }) {
  return (
    <div className="import-preview" data-testid="import-preview">
      <p>
        <strong>{formatLabels[preview.format]}</strong>{' '}
        <span data-testid="import-counts">{describePreview(preview)}</span>
      </p>
      <dl className="import-counts">
        <div>
          <dt>To create</dt>
          <dd data-testid="import-to-create">{preview.toCreate.toLocaleString()}</dd>
        </div>
        <div>
          <dt>To update</dt>
          <dd data-testid="import-to-update">{preview.toUpdate.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Skipped</dt>
          <dd data-testid="import-skipped">{preview.skipped.toLocaleString()}</dd>
        </div>
      </dl>
      {preview.newCategories.length ? (
        <p className="muted">
          New categories: {preview.newCategories.slice(0, 20).join(', ')}
          {preview.newCategories.length > 20
            ? ` and ${preview.newCategories.length - 20} more`
            : ''}
        </p>
      ) : null}
      {preview.notices.length ? (
        <ul className="import-notices" data-testid="import-notices">
          {preview.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      ) : null}
      {preview.changes.length ? <ChangesView changes={preview.changes} /> : null}
      {preview.ignoredColumns.length ? (
        <p className="muted" data-testid="import-ignored-columns">
          {countOf(preview.ignoredColumns.length, 'column', 'columns')} not imported:{' '}
          {preview.ignoredColumns.join(', ')}.
        </p>
      ) : null}
      {preview.errorCount ? (
        <Banner
          tone="warning"
          title={`${countOf(preview.errorCount, 'problem', 'problems')} found: those products are skipped, the rest import`}
        />
      ) : null}
      <ImportErrorsTable
        errors={preview.errors}
        total={preview.errorCount}
        caption="Problems by row"
        data-testid="import-errors"
      />
    </div>
  );
}

/** What the updates change: per field, how many products, and the first ones from → to. */
function ChangesView({ changes }: { changes: ImportPreviewReply['changes'] }) {
  return (
    <section
      className="import-changes"
      aria-label="What the update changes"
      data-testid="import-changes"
    >
      <h3 className="import-changes-title">What the update changes</h3>
      {changes.map((c) => (
        <details key={c.field} data-testid={`import-change-${c.field}`}>
          <summary>
            {c.label}: {countOf(c.count, 'product', 'products')}
          </summary>
          <TableScroll label={`${c.label} changes`}>
            <table className="kit-table">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Now</th>
                  <th scope="col">After the import</th>
                </tr>
              </thead>
              <tbody>
                {c.samples.map((s, i) => (
                  <tr key={`${i}-${s.product}`}>
                    <th scope="row">{s.product}</th>
                    <td>{s.from ?? <span className="muted">(changed)</span>}</td>
                    <td>{s.to ?? <span className="muted">(changed)</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          {c.count > c.samples.length ? (
            <p className="muted">
              and {countOf(c.count - c.samples.length, 'more product', 'more products')}
            </p>
          ) : null}
        </details>
      ))}
    </section>
  );
}

function JobView({
  job,
  jobError,
  onClose,
  onAnother,
}: {
  job: ImportJob;
  jobError: unknown;
  onClose: () => void;
  onAnother: () => void;
}) {
  const finished = isFinished(job);
  const percent = progressPercent(job);
  return (
    <Dialog
      title={finished ? 'Import finished' : 'Importing products'}
      size="wide"
      onCancel={onClose}
      data-testid="import-dialog"
      actions={
        finished ? (
          <>
            <button type="button" className="button button-secondary" onClick={onAnother}>
              Import another file
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={onClose}
              data-testid="import-done"
            >
              Done
            </button>
          </>
        ) : (
          <button type="button" className="button button-secondary" onClick={onClose}>
            Close (the import keeps running)
          </button>
        )
      }
    >
      {job.fileName ? <p className="muted">{job.fileName}</p> : null}
      <div className="import-progress" data-testid="import-progress">
        <progress max={100} value={percent} aria-label="Import progress">
          {percent}%
        </progress>
        <p role="status" data-testid="import-progress-text">
          {progressText(job)} · {percent}%
          {!finished && (job.created || job.updated)
            ? ` · ${job.created.toLocaleString('en')} created, ${job.updated.toLocaleString('en')} updated`
            : ''}
        </p>
      </div>
      {jobError && !finished ? (
        <Banner tone="warning" title="Progress cannot be read right now; it will retry" />
      ) : null}
      {finished ? (
        <div data-testid="import-summary">
          <Banner
            tone={job.status === 'failed' ? 'critical' : job.errors.length ? 'warning' : 'info'}
            title={describeResult(job)}
          />
          <ImportErrorsTable
            errors={job.errors}
            caption="What was not imported"
            data-testid="import-job-errors"
          />
        </div>
      ) : null}
    </Dialog>
  );
}
