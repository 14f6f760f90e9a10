/**
 * A card order's payment at its provider, as rows of the payment card's facts: the provider
 * with a "Test mode" badge, where the payment stands there, and its references (the checkout
 * session and, once paid, the payment) with Copy, to find it in the provider's dashboard.
 */
import {
  paymentProviderLabels,
  type OrderDetailDto,
  type OrderPaymentStatus,
} from '../../../shared';
import { Badge, CopyButton, type BadgeWord } from '../../kit';

/** The payment's state at the provider. */
const onlineStatusWords: Record<OrderPaymentStatus, BadgeWord> = {
  open: { label: 'Waiting for the shopper', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'critical' },
  expired: { label: 'Expired', tone: 'neutral' },
};

function Reference({ value, what, testId }: { value: string; what: string; testId: string }) {
  return (
    <span className="orders-copyable">
      <code data-testid={testId}>{value}</code>
      <CopyButton value={value} what={what} data-testid={`${testId}-copy`} />
    </span>
  );
}

/** The rows, inside the card's `<dl>`. */
export function OnlinePaymentFacts({ order }: { order: OrderDetailDto }) {
  const online = order.onlinePayment;
  if (!online) {
    return (
      <>
        <dt>Payment page</dt>
        <dd className="muted" data-testid="online-payment-none">
          Never opened: the provider could not be reached. Unless the shopper tries again, the order
          is cancelled by itself.
        </dd>
      </>
    );
  }
  const provider = paymentProviderLabels[online.provider];
  const status = onlineStatusWords[online.status];
  return (
    <>
      <dt>Provider</dt>
      <dd className="orders-provider">
        <span data-testid="online-payment-provider">{provider}</span>
        {online.mode === 'test' ? (
          <Badge tone="warning" data-testid="online-payment-test-mode">
            Test mode
          </Badge>
        ) : null}
      </dd>
      <dt>At {provider}</dt>
      <dd>
        <Badge tone={status.tone} data-testid="online-payment-status">
          {status.label}
        </Badge>
      </dd>
      <dt>Checkout session</dt>
      <dd>
        <Reference
          value={online.sessionId}
          what="the checkout session id"
          testId="online-payment-session"
        />
      </dd>
      <dt>Payment</dt>
      <dd>
        {online.paymentId ? (
          <Reference
            value={online.paymentId}
            what="the payment id"
            testId="online-payment-reference"
          />
        ) : (
          <span className="muted" data-testid="online-payment-no-reference">
            {online.status === 'open' ? 'None yet' : 'None'}
          </span>
        )}
      </dd>
    </>
  );
}
