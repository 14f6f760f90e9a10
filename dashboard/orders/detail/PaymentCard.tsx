/**
 * The payment: method, status, when it was paid, what was refunded, and for bank transfers
 * every proof the shopper sent (newest first): date, payer reference, status, the reason of
 * a rejection, who reviewed it, and the file itself (the kit's ProofPreview).
 * A submitted proof carries Approve / Reject while those actions are allowed. A card order
 * shows its payment at the provider (OnlinePaymentFacts.tsx); when the payment needs the
 * merchant's eyes (`paymentReview`: amount differs, paid after cancel, disputed), a warning
 * banner with the reason opens the card.
 */
import {
  formatAmount,
  paymentMethodLabels,
  type OrderDetailDto,
  type PaymentProofDto,
} from '../../../shared';
import {
  Badge,
  Banner,
  Card,
  ProofPreview,
  ReviewButtons,
  Timestamp,
  type BadgeTone,
} from '../../kit';
import { formatDateTime } from '../../../shared';
import { formatBytes } from '../../media';
import { PaymentStatusBadge } from '../order-badges';
import { OnlinePaymentFacts } from './OnlinePaymentFacts';
import { newestFirst } from './timeline';

const proofTones: Record<PaymentProofDto['status'], BadgeTone> = {
  submitted: 'info',
  approved: 'success',
  rejected: 'critical',
};
const proofLabels: Record<PaymentProofDto['status'], string> = {
  submitted: 'To review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The server's reason ("the shopper disputed…", written to follow "Needs review: ") as a sentence. */
const sentence = (reason: string) => {
  const text = reason.charAt(0).toUpperCase() + reason.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
};

export interface PaymentCardProps {
  order: OrderDetailDto;
  canReview: boolean;
  busy: boolean;
  onApprove: (proofId: string) => void;
  onReject: (proofId: string) => void;
}

export function PaymentCard({ order, canReview, busy, onApprove, onReject }: PaymentCardProps) {
  const money = (n: number) => formatAmount(n, order.currency);
  const proofs = newestFirst(order.proofs);
  return (
    <Card title="Payment" data-testid="order-payment-card">
      {order.paymentReview ? (
        <div className="orders-payment-review">
          <Banner
            tone="warning"
            title="This payment needs your review"
            data-testid="payment-review"
          >
            <p>{sentence(order.paymentReview)}</p>
          </Banner>
        </div>
      ) : null}
      <dl className="orders-facts">
        <dt>Method</dt>
        <dd data-testid="payment-method">{paymentMethodLabels[order.paymentMethod]}</dd>
        <dt>Status</dt>
        <dd>
          <PaymentStatusBadge order={order} />
        </dd>
        {order.paidAt ? (
          <>
            <dt>Paid</dt>
            <dd data-testid="paid-at">
              <Timestamp at={order.paidAt} />
            </dd>
          </>
        ) : null}
        {order.refunded > 0 ? (
          <>
            <dt>Refunded</dt>
            <dd>
              {money(order.refunded)} of {money(order.total)}
            </dd>
          </>
        ) : null}
        {order.paymentMethod === 'card' ? <OnlinePaymentFacts order={order} /> : null}
      </dl>
      {order.paymentMethod === 'bank_transfer' ? (
        <>
          <h3 className="orders-subheading">Proofs of payment</h3>
          {proofs.length === 0 ? (
            <p className="muted" data-testid="no-proofs">
              The shopper has not sent a proof of payment yet.
            </p>
          ) : (
            <ul className="orders-proofs">
              {proofs.map((proof) => (
                <li key={proof.id} className="orders-proof" data-testid="payment-proof">
                  <div className="orders-proof-head">
                    <Timestamp at={proof.createdAt} />
                    <Badge tone={proofTones[proof.status]} data-testid="proof-status">
                      {proofLabels[proof.status]}
                    </Badge>
                  </div>
                  <dl className="orders-facts">
                    <dt>Payer reference</dt>
                    <dd data-testid="proof-reference">{proof.payerReference || '—'}</dd>
                    {proof.status === 'rejected' ? (
                      <>
                        <dt>Reason</dt>
                        <dd data-testid="proof-reason">{proof.reason}</dd>
                      </>
                    ) : null}
                    {proof.reviewedAt ? (
                      <>
                        <dt>Reviewed</dt>
                        <dd>
                          {proof.reviewedByName || 'Staff'}, <Timestamp at={proof.reviewedAt} />
                        </dd>
                      </>
                    ) : null}
                  </dl>
                  <ProofPreview
                    fileUrl={proof.fileUrl}
                    contentType={proof.contentType}
                    fileName={proof.fileName}
                    sizeText={formatBytes(proof.byteSize)}
                    alt={`Proof of payment sent ${formatDateTime(proof.createdAt)}`}
                  />
                  {proof.status === 'submitted' && canReview ? (
                    <div className="orders-proof-actions">
                      <ReviewButtons
                        busy={busy}
                        onReject={() => onReject(proof.id)}
                        onApprove={() => onApprove(proof.id)}
                        approveLabel="Approve payment"
                        testIdPrefix="proof"
                      />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </Card>
  );
}
