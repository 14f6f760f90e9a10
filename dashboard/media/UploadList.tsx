/**
 * The uploads in progress and their outcome, one row per file: a progress bar with the
 * percentage, then "Uploaded" or why it failed (kept until dismissed, so one bad file never
 * hides the others), with Cancel, Retry and Dismiss; a summary line and bar over all files.
 */
import { formatBytes } from './media-format';
import type { MediaUploads } from './use-media-uploads';
import { isActive, summarizeUploads, uploadPercent, uploadStatusText } from './upload-status';

export interface UploadListProps {
  uploads: MediaUploads;
  compact?: boolean;
}

export function UploadList({ uploads, compact = false }: UploadListProps) {
  const { entries } = uploads;
  if (entries.length === 0) return null;
  const summary = summarizeUploads(entries);
  const finished = entries.some((e) => !isActive(e));
  return (
    <section
      className={`media-uploads${compact ? ' media-uploads-compact' : ''}`}
      aria-label="Uploads"
      data-testid="media-uploads"
    >
      <div className="media-uploads-header">
        <p className="media-uploads-summary" role="status" data-testid="media-upload-summary">
          {summary.text}
        </p>
        {finished ? (
          <button type="button" className="button button-link" onClick={uploads.clearFinished}>
            Clear finished
          </button>
        ) : null}
      </div>
      {summary.active > 0 && entries.length > 1 ? (
        <progress
          className="media-progress media-progress-total"
          max={100}
          value={summary.percent}
          aria-label="All uploads"
        />
      ) : null}
      <ul className="media-upload-rows">
        {entries.map((entry) => {
          const failed = entry.status === 'failed';
          return (
            <li
              key={entry.key}
              className={`media-upload-row media-upload-${entry.status}`}
              data-testid="media-upload-row"
              data-status={entry.status}
            >
              <div className="media-upload-file">
                <span className="media-upload-name" title={entry.fileName}>
                  {entry.fileName}
                </span>
                <span className="muted media-upload-size">{formatBytes(entry.bytes)}</span>
              </div>
              {failed ? null : (
                <progress
                  className="media-progress"
                  max={100}
                  value={entry.status === 'queued' ? 0 : uploadPercent(entry)}
                  aria-label={entry.fileName}
                />
              )}
              <p
                className={failed ? 'media-upload-status field-error' : 'media-upload-status muted'}
                data-testid="media-upload-status"
              >
                {uploadStatusText(entry)}
              </p>
              <div className="media-upload-actions">
                {(
                  [
                    ['Cancel', isActive(entry), uploads.cancel],
                    [
                      'Retry',
                      (failed && entry.retryable) || entry.status === 'cancelled',
                      uploads.retry,
                    ],
                    ['Dismiss', !isActive(entry), uploads.dismiss],
                  ] as const
                ).map(([label, shown, act]) =>
                  shown ? (
                    <button
                      key={label}
                      type="button"
                      className="button button-link"
                      onClick={() => act(entry.key)}
                    >
                      {label}
                      <span className="visually-hidden"> {entry.fileName}</span>
                    </button>
                  ) : null,
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
