/**
 * An invoice's dates as terms of a facts list (`billing-facts`): Issued, and Paid once paid.
 */
import { Fragment } from 'react';
import type { Invoice } from '../../shared';
import { formatDate } from '../lib/format-date';

export function InvoiceDates({ invoice }: { invoice: Pick<Invoice, 'issuedAt' | 'paidAt'> }) {
  const dates: [string, string | null][] = [
    ['Issued', invoice.issuedAt],
    ['Paid', invoice.paidAt],
  ];
  return (
    <>
      {dates.map(([term, at]) =>
        at ? (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>
              <time dateTime={at}>{formatDate(at)}</time>
            </dd>
          </Fragment>
        ) : null,
      )}
    </>
  );
}
