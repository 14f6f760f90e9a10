/**
 * A printable document's screen (an order's invoice or packing slip, a platform invoice): a
 * toolbar with the back link, the screen's own controls and Print (window.print(), once the
 * document is there), then the document, the load's error with Retry, or a loading line.
 * print.css styles the document's shared parts (`kit-print-*`) and hides the toolbar in print;
 * the area's own stylesheet hides the frame around it.
 */
import './print.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { QueryError, type RetryableQuery } from './QueryError';

export interface PrintScreenProps<T> {
  back: { to: string; label: string };
  query: RetryableQuery & { data: T | undefined; isError: boolean };
  /** What failed to load, after "Could not load": "this order". */
  what: string;
  /** The status line meanwhile: "Loading the order…". */
  loadingLabel: string;
  errorTestId?: string;
  /** Between the back link and Print (a switch between documents). */
  controls?: ReactNode;
  /** Above the error or the loading line, until the document is there (its heading). */
  pendingHeading?: ReactNode;
  /** The document. */
  children: (data: T) => ReactNode;
  'data-testid': string;
}

export function PrintScreen<T>({
  back,
  query,
  what,
  loadingLabel,
  errorTestId,
  controls,
  pendingHeading,
  children,
  'data-testid': testId,
}: PrintScreenProps<T>) {
  return (
    <div className="kit-print" data-testid={testId}>
      <div className="kit-print-toolbar">
        <Link to={back.to} className="kit-back-link">
          <span aria-hidden="true">←</span> {back.label}
        </Link>
        {controls}
        <button
          type="button"
          className="button button-primary"
          onClick={() => window.print()}
          disabled={!query.data}
          data-testid="print-button"
        >
          Print
        </button>
      </div>
      {query.data ? null : pendingHeading}
      {query.isError ? (
        <QueryError what={what} query={query} data-testid={errorTestId} />
      ) : query.data ? (
        children(query.data)
      ) : (
        <p role="status" className="muted">
          {loadingLabel}
        </p>
      )}
    </div>
  );
}
