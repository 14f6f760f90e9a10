/**
 * A failed load, inline: what could not be loaded, the server's reason, and Retry.
 */
import './kit.css';
import { readApiError } from '../api/read-api-error';

/** The part of a React Query result a failed load needs: its error, and a way to try again. */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryErrorProps {
  /** What failed, as a noun phrase: "your products". */
  what: string;
  /** The failed query: its error is shown, Retry refetches it (disabled while fetching). */
  query: RetryableQuery;
  'data-testid'?: string;
}

export function QueryError({ what, query, 'data-testid': testId }: QueryErrorProps) {
  return (
    <div className="form-error kit-query-error" role="alert" data-testid={testId}>
      <span>
        Could not load {what}: {readApiError(query.error).message}
      </span>{' '}
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
      >
        {query.isFetching ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
