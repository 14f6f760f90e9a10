/**
 * A form screen (settings, profile, domains) before its data: the query's error with Retry, or a skeleton of the
 * screen announced as loading. `testId` names both states (`<testId>-error`, `-loading`).
 */
import { ResourcePending, type ResourcePendingProps } from './ResourcePending';

export interface PagePendingProps {
  title: string;
  /** What failed to load, after "We could not load": "your pixel settings". */
  what: string;
  query: ResourcePendingProps['query'];
  testId: string;
}

export function PagePending({ title, what, query, testId }: PagePendingProps) {
  return (
    <ResourcePending
      back={{ to: '/dashboard', label: 'Dashboard' }}
      query={query}
      what={what}
      errorTitle={title}
      loadingTitle={title}
      loadingLabel={`Loading ${what}…`}
      testId={testId}
    />
  );
}
