/**
 * A form screen (settings, profile, domains) before its data: the query's error with Retry, or a skeleton of the
 * screen announced as loading. `testId` names both states (`<testId>-error`, `-loading`).
 */
import type { ReactNode } from 'react';
import { Card } from './Card';
import { QueryError } from './QueryError';
import { ResourcePage } from './ResourcePage';

export interface PagePendingProps {
  title: string;
  /** What failed to load, after "We could not load": "your pixel settings". */
  what: string;
  query: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  testId: string;
}

export function PagePending({ title, what, query, testId }: PagePendingProps) {
  const page = (main: ReactNode) => (
    <ResourcePage title={title} backTo="/dashboard" backLabel="Dashboard" main={main} />
  );
  if (query.isError) {
    return page(
      <QueryError
        what={what}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        data-testid={`${testId}-error`}
      />,
    );
  }
  return (
    <div aria-busy="true" data-testid={`${testId}-loading`}>
      <p className="visually-hidden" role="status">
        Loading {what}…
      </p>
      <div aria-hidden="true">
        {page(
          <Card>
            <span className="skeleton skeleton-title" />
            <span className="skeleton skeleton-field" />
            <span className="skeleton skeleton-field" />
          </Card>,
        )}
      </div>
    </div>
  );
}
