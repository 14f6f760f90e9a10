/**
 * An invoice whose proof waits for the platform's review: what happens next, and the proof
 * that was sent (file, size, payer reference, when). The merchant keeps working meanwhile,
 * unless the caller says otherwise (a re-submitted proof keeps the guard on /payment-proof).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatAmount, type Invoice } from '../../shared';
import { Card, Timestamp } from '../kit';
import { formatBytes } from '../media';

export interface ProofUnderReviewProps {
  invoice: Invoice;
  title: string;
  /** What happens next. */
  children: ReactNode;
  /** Offer "Go to dashboard" (the merchant keeps working). Defaults to `true`. */
  canWork?: boolean;
}

export function ProofUnderReview({
  invoice,
  title,
  children,
  canWork = true,
}: ProofUnderReviewProps) {
  const proof = invoice.proofs[0];
  return (
    <Card title={title} data-testid="proof-under-review">
      {children}
      <dl className="billing-facts">
        <dt>Invoice</dt>
        <dd>
          <span className="billing-code">{invoice.reference}</span>,{' '}
          {formatAmount(invoice.amount, invoice.currency)} ({invoice.planName})
        </dd>
        {proof ? (
          <>
            <dt>Sent</dt>
            <dd>
              <Timestamp at={proof.submittedAt} />
            </dd>
            <dt>File</dt>
            <dd data-testid="submitted-proof-file">
              {proof.fileName} ({formatBytes(proof.sizeBytes)})
            </dd>
            <dt>Payer reference</dt>
            <dd data-testid="submitted-proof-reference">{proof.payerReference}</dd>
          </>
        ) : null}
      </dl>
      {canWork ? (
        <div className="billing-actions">
          <Link to="/dashboard" className="button button-primary" data-testid="go-to-dashboard">
            Go to dashboard
          </Link>
        </div>
      ) : null}
    </Card>
  );
}
