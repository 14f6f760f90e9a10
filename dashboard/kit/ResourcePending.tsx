/**
 * A resource screen before its resource (a product, an order, a page): the query's error
 * with Retry, or a skeleton of the screen announced as loading (`<testId>-error`,
 * `<testId>-loading`); and `ResourceNotFound`, the screen for an address that names none.
 */
import type { ReactNode } from 'react';
import { readApiError } from '../api/read-api-error';
import { Card } from './Card';
import { EmptyState } from './EmptyState';
import { QueryError, type RetryableQuery } from './QueryError';
import { ResourcePage } from './ResourcePage';

/** Where the screen's back link goes: `{ to: '/dashboard/orders', label: 'Orders' }`. */
interface BackLink {
  to: string;
  label: string;
}

function BackPage({
  back,
  title,
  main,
  aside,
}: {
  back: BackLink;
  title: string;
  main: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <ResourcePage title={title} backTo={back.to} backLabel={back.label} main={main} aside={aside} />
  );
}

/** A skeleton card: a title line and `fields` field lines. */
export function SkeletonCard({ fields }: { fields: number }) {
  return (
    <Card>
      <span className="skeleton skeleton-title" />
      {Array.from({ length: fields }, (_, i) => (
        <span key={i} className="skeleton skeleton-field" />
      ))}
    </Card>
  );
}

export interface ResourcePendingProps {
  back: BackLink;
  query: RetryableQuery & { isError: boolean };
  /** What failed to load, after "Could not load": "this order". */
  what: string;
  /** The page title beside the error. */
  errorTitle: string;
  /** The page title of the skeleton. */
  loadingTitle: string;
  /** What a screen reader hears meanwhile: "Loading the order…". */
  loadingLabel: string;
  testId: string;
  /** The skeleton's columns; by default one card of a title and two fields. */
  skeleton?: { main: ReactNode; aside?: ReactNode };
}

export function ResourcePending({
  back,
  query,
  what,
  errorTitle,
  loadingTitle,
  loadingLabel,
  testId,
  skeleton = { main: <SkeletonCard fields={2} /> },
}: ResourcePendingProps) {
  if (query.isError) {
    return (
      <BackPage
        back={back}
        title={errorTitle}
        main={<QueryError what={what} query={query} data-testid={`${testId}-error`} />}
      />
    );
  }
  return (
    <div aria-busy="true" data-testid={`${testId}-loading`}>
      <p className="visually-hidden" role="status">
        {loadingLabel}
      </p>
      {/* inert: the skeleton's back link is neither read nor reachable by Tab (axe aria-hidden-focus) */}
      <div aria-hidden="true" inert>
        <BackPage back={back} title={loadingTitle} main={skeleton.main} aside={skeleton.aside} />
      </div>
    </div>
  );
}

/** Whether a resource's query failed because there is no such resource (404, or 400 for a malformed id). */
export function isMissing(query: { isError: boolean; error: unknown }): boolean {
  if (!query.isError) return false;
  const { status } = readApiError(query.error);
  return status === 404 || status === 400;
}

export interface ResourceNotFoundProps {
  back: BackLink;
  /** The page title: "Order not found". */
  pageTitle: string;
  /** The empty state's heading: "This order does not exist". */
  title: string;
  /** The empty state's link back: "Go to orders". */
  linkLabel: string;
  testId: string;
  /** Why it may be missing. */
  children: ReactNode;
}

export function ResourceNotFound({
  back,
  pageTitle,
  title,
  linkLabel,
  testId,
  children,
}: ResourceNotFoundProps) {
  return (
    <BackPage
      back={back}
      title={pageTitle}
      main={
        <EmptyState title={title} link={{ to: back.to, label: linkLabel }} data-testid={testId}>
          {children}
        </EmptyState>
      }
    />
  );
}
