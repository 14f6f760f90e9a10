/**
 * One proof in the admin's payment queue: reference, amount, plan, the account and its
 * stores, when it was sent (and whether it is a resubmission), the proof itself inline (the
 * kit's ProofPreview), and Approve / Reject while pending; a decided one shows who decided,
 * when, and the reason.
 */
import { formatAmount, type PaymentRequest } from '../../shared';
import { proofFileUrl } from '../billing';
import { Badge, type BadgeWord, ProofPreview, ReviewButtons, StateBadge, Timestamp } from '../kit';
import { formatDateTime } from '../../shared';
import { formatBytes } from '../media';

const statusBadges: Record<PaymentRequest['status'], BadgeWord> = {
  pending: { label: 'To review', tone: 'info' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'critical' },
};

export interface PaymentRequestCardProps {
  request: PaymentRequest;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

export function PaymentRequestCard({
  request,
  busy,
  onApprove,
  onReject,
}: PaymentRequestCardProps) {
  const { invoice, account } = request;
  const amount = formatAmount(invoice.amount, invoice.currency);
  return (
    <li className="card admin-request" data-testid="payment-request" data-proof-id={request.id}>
      <div className="admin-request-head">
        <h2>
          <span className="admin-code" data-testid="request-reference">
            {invoice.reference}
          </span>
        </h2>
        <span className="admin-request-amount" data-testid="request-amount">
          {amount}
        </span>
        <StateBadge word={statusBadges[request.status]} data-testid="request-status" />
        {request.resubmission ? (
          <Badge tone="warning" data-testid="request-resubmission">
            Resubmission
          </Badge>
        ) : null}
      </div>
      <div className="admin-request-body">
        <dl className="admin-facts">
          <dt>Plan</dt>
          <dd>
            {invoice.planName}, {invoice.interval === 'year' ? 'yearly' : 'monthly'}
          </dd>
          <dt>Account</dt>
          <dd data-testid="request-account">
            {account.name} ({account.email})
          </dd>
          <dt>Stores</dt>
          <dd data-testid="request-stores">
            {request.stores.length
              ? request.stores.map((s) => `${s.name} (${s.host})`).join(', ')
              : 'No store yet'}
          </dd>
          <dt>Sent</dt>
          <dd>
            <Timestamp at={request.submittedAt} />
          </dd>
          <dt>Payer reference</dt>
          <dd data-testid="request-payer-reference">{request.payerReference}</dd>
          <dt>File</dt>
          <dd>
            {request.fileName} ({formatBytes(request.sizeBytes)})
          </dd>
          {request.decidedAt ? (
            <>
              <dt>Decided</dt>
              <dd data-testid="request-decision">
                {request.decidedBy ?? 'An admin'}, <Timestamp at={request.decidedAt} />
              </dd>
            </>
          ) : null}
          {request.reason ? (
            <>
              <dt>Reason</dt>
              <dd data-testid="request-reason">{request.reason}</dd>
            </>
          ) : null}
        </dl>
        <ProofPreview
          fileUrl={proofFileUrl(request.id)}
          contentType={request.contentType}
          fileName={request.fileName}
          sizeText={formatBytes(request.sizeBytes)}
          alt={`Proof of payment for ${invoice.reference}, sent ${formatDateTime(request.submittedAt)}`}
        />
      </div>
      {request.status === 'pending' ? (
        <div className="admin-request-actions">
          <ReviewButtons
            busy={busy}
            onReject={onReject}
            onApprove={onApprove}
            name={invoice.reference}
            testIdPrefix="request"
          />
        </div>
      ) : null}
    </li>
  );
}
