/**
 * A failed load, inline: what could not be loaded, the server's reason, and Retry.
 */
import './kit.css';
import { readApiError } from '../api/read-api-error';

export interface QueryErrorProps {
  /** What failed, as a noun phrase: "your products". */
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  'data-testid'?: string;
}

export function QueryError({
  what,
  error,
  onRetry,
  retrying,
  'data-testid': testId,
}: QueryErrorProps) {
  return (
    <div className="form-error kit-query-error" role="alert" data-testid={testId}>
      <span>
        Could not load {what}: {readApiError(error).message}
      </span>{' '}
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={onRetry}
        disabled={retrying}
      >
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
