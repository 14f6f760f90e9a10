/**
 * How a bank-transfer order gets paid, on its confirmation page, by the payment's state:
 * unpaid — the store's account and instructions, then "Send proof of payment" (after a
 * rejection, the store's reason first); awaiting review — when the proof came in and that
 * the store is checking it; paid — "Payment received"; refunded — says so. A cancelled
 * order takes no payment.
 */
import { useEffect, useRef } from 'react';
import { formatAmount, paymentState, type OrderDto } from '../../shared';
import { PaymentProofForm } from './PaymentProofForm';

const accountFields = [
  ['accountName', 'Account name'],
  ['bankName', 'Bank'],
  ['accountNumber', 'Account number'],
  ['bankCode', 'Bank code'],
] as const;

function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
}

export interface BankTransferPaymentProps {
  order: OrderDto;
  storeId: string;
  token: string;
  /** The server's answer after a proof was stored. */
  onOrder: (order: OrderDto) => void;
  /** Read the order again (it moved meanwhile). */
  onRefresh: () => void;
}

export function BankTransferPayment({
  order,
  storeId,
  token,
  onOrder,
  onRefresh,
}: BankTransferPaymentProps) {
  const stateRef = useRef<HTMLParagraphElement>(null);
  const previous = useRef(order.paymentStatus);
  // After sending a proof, the new state is read out (and focused) in place of the form.
  useEffect(() => {
    if (previous.current !== order.paymentStatus) stateRef.current?.focus();
    previous.current = order.paymentStatus;
  }, [order.paymentStatus]);

  const proof = order.latestProof;
  const account = order.bankAccount;
  const accountRows = account ? accountFields.filter(([key]) => account[key].trim() !== '') : [];
  const unpaid = order.paymentStatus === 'unpaid' && order.status !== 'cancelled';

  let state: { kind: string; text: string } | null = null;
  if (order.paymentStatus === 'paid') {
    state = { kind: 'paid', text: 'Payment received. Thank you!' };
  } else if (paymentState(order) === 'partially_refunded') {
    const money = (n: number) => formatAmount(n, order.currency);
    state = {
      kind: 'refunded',
      text: `Part of your payment was refunded: ${money(order.refunded)} of ${money(order.total)}.`,
    };
  } else if (order.paymentStatus === 'refunded') {
    state = { kind: 'refunded', text: 'Your payment was refunded.' };
  } else if (order.paymentStatus === 'awaiting_review') {
    state = {
      kind: 'awaiting_review',
      text: proof
        ? `We received your proof of payment on ${formatDay(proof.createdAt)}; the store is checking it.`
        : 'We received your proof of payment; the store is checking it.',
    };
  } else if (order.status === 'cancelled') {
    state = { kind: 'cancelled', text: 'This order was cancelled: no payment is needed.' };
  }

  return (
    <section
      className="sf-confirmation__bank"
      aria-labelledby="confirmation-bank-title"
      data-testid="bank-transfer-instructions"
    >
      <h2 id="confirmation-bank-title">
        {unpaid ? 'How to pay by bank transfer' : 'Payment by bank transfer'}
      </h2>
      {state ? (
        <p
          ref={stateRef}
          tabIndex={-1}
          className={`sf-payment-state sf-payment-state--${state.kind}`}
          data-testid="payment-state"
          data-state={state.kind}
        >
          {state.text}
        </p>
      ) : null}
      {unpaid ? (
        <>
          {accountRows.length ? (
            <dl className="sf-bank-account" data-testid="bank-account">
              {accountRows.map(([key, label]) => (
                <div key={key}>
                  <dt>{label}</dt>
                  <dd>{account?.[key]}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {order.bankTransferInstructions ? (
            <p className="sf-confirmation__pre">{order.bankTransferInstructions}</p>
          ) : null}
          <p>
            Please use <strong>#{order.orderNumber}</strong> as the payment reference. We ship once
            the payment arrives.
          </p>
          {proof?.status === 'rejected' ? (
            <div className="sf-proof-rejected" role="alert" data-testid="proof-rejected">
              <p>
                <strong>Your last proof of payment was not accepted.</strong>
              </p>
              {proof.reason ? (
                <p>
                  The store says: <span data-testid="proof-rejected-reason">{proof.reason}</span>
                </p>
              ) : null}
              <p>Please check the transfer and send another proof.</p>
            </div>
          ) : null}
          <PaymentProofForm
            storeId={storeId}
            orderId={order.orderId}
            token={token}
            onSent={onOrder}
            onStale={onRefresh}
          />
        </>
      ) : null}
    </section>
  );
}

/** The parcel's carrier and tracking, once the order has shipped. */
export function OrderTracking({ order }: { order: OrderDto }) {
  const tracking = order.tracking;
  if (!tracking || (order.status !== 'shipped' && order.status !== 'delivered')) return null;
  let url: string | null = null;
  try {
    const parsed = new URL(tracking.url);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') url = parsed.href;
  } catch {
    url = null;
  }
  return (
    <section
      className="sf-confirmation__tracking"
      aria-labelledby="confirmation-tracking-title"
      data-testid="order-tracking"
    >
      <h2 id="confirmation-tracking-title">
        {order.status === 'delivered' ? 'Delivered' : 'On its way'}
      </h2>
      <p>
        {tracking.carrier ? <>Carrier: {tracking.carrier}. </> : null}
        Tracking number:{' '}
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer" data-testid="tracking-link">
            {tracking.number || url}
          </a>
        ) : (
          <strong data-testid="tracking-number">{tracking.number}</strong>
        )}
      </p>
    </section>
  );
}
