/**
 * An invoice's dates as terms of a facts list (`billing-facts`): Issued, and Paid once paid.
 */
import { Fragment } from 'react';
import type { Invoice } from '../../shared';
import { Timestamp } from '../kit';

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
              <Timestamp at={at} dateOnly />
            </dd>
          </Fragment>
        ) : null,
      )}
    </>
  );
}
