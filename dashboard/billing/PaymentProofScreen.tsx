/**
 * /payment-proof (login guard; skips its own redirect, needs no store), the target of
 * APPROVAL_REJECTED and RE_SUBMITTED (spec 4): a rejection shows its reason, the invoice and
 * the proof form (→ RE_SUBMITTED); a re-submitted proof says it is under review; any other
 * status points to /billing. The screen follows the billing summary, which the upload's
 * answer replaces, and the check-auth payload is refreshed with it.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Banner, Card, IndexPage, PagePending } from '../kit';
import { describeSubscription } from '../lib/describe-subscription';
import { formatDate } from '../../shared';
import { billingQueries } from './billing-queries';
import { InvoicePayCard } from './InvoicePayCard';
import { ProofForm } from './ProofForm';
import { ProofUnderReview } from './ProofUnderReview';

export function PaymentProofScreen() {
  const summary = useQuery(billingQueries.summary());
  if (!summary.data) {
    return (
      <PagePending
        title="Payment proof"
        what="your payment"
        query={summary}
        testId="payment-proof"
      />
    );
  }
  const { status, openInvoice: invoice, rejection } = summary.data;

  let body;
  if (status === 'APPROVAL_REJECTED' && invoice) {
    body = (
      <>
        <Banner tone="critical" title="Your payment proof was rejected" data-testid="rejection">
          <p>
            Reason: <span data-testid="rejection-reason">{rejection?.reason ?? 'not given'}</span>
            {rejection ? ` (${formatDate(rejection.decidedAt)})` : ''}
          </p>
          <p>Send a new proof of the transfer below. We review it again.</p>
        </Banner>
        <InvoicePayCard invoice={invoice} />
        <Card title="Send a new proof" data-testid="proof-card">
          <ProofForm invoiceId={invoice.id} submitLabel="Send new proof" />
        </Card>
      </>
    );
  } else if (status === 'RE_SUBMITTED' && invoice) {
    body = (
      <ProofUnderReview invoice={invoice} title="Your new proof is under review" canWork={false}>
        <p>We email you when it is decided. Your dashboard opens again once it is approved.</p>
      </ProofUnderReview>
    );
  } else {
    const words = describeSubscription(status, summary.data.trialEndsAt, (iso) => formatDate(iso));
    body = (
      <Card title="No payment proof is needed now" data-testid="payment-proof-none">
        <p>
          Your subscription: <strong>{words.label}</strong>. {words.explanation}
        </p>
        <div className="billing-actions billing-actions-start">
          <Link to="/billing" className="button button-primary">
            Go to billing
          </Link>
        </div>
      </Card>
    );
  }

  return (
    <IndexPage
      title="Payment proof"
      description="Your proof of the bank transfer for your plan."
      data-testid="payment-proof-page"
    >
      <div className="billing-column">{body}</div>
    </IndexPage>
  );
}
