/**
 * Words for a subscription status (spec 4) as the dashboard shows them: a label, one line of
 * explanation, and what the merchant should do next.
 */

export interface SubscriptionDescription {
  label: string;
  explanation: string;
  /** `ok`: the dashboard is open; `action`: the merchant must pay or send proof. */
  tone: 'ok' | 'pending' | 'action';
}

/** Describes `status`; `trialEndsAt` (ISO) is named for trials; `formatDate` defaults to `YYYY-MM-DD`. */
export function describeSubscription(
  status: string,
  trialEndsAt: string | null,
  formatDate: (iso: string) => string = (iso) => iso.slice(0, 10),
): SubscriptionDescription {
  switch (status) {
    case 'TRIAL':
      return {
        label: 'Free trial',
        explanation: trialEndsAt
          ? `Your free trial ends on ${formatDate(trialEndsAt)}.`
          : 'You are on a free trial.',
        tone: 'ok',
      };
    case 'ACTIVE':
      return { label: 'Active', explanation: 'Your subscription is active.', tone: 'ok' };
    case 'PENDING_APPROVAL':
      return {
        label: 'Pending approval',
        explanation: 'We received your payment proof and are reviewing it.',
        tone: 'pending',
      };
    case 'TRIAL_EXPIRED':
      return {
        label: 'Trial expired',
        explanation: trialEndsAt
          ? `Your free trial ended on ${formatDate(trialEndsAt)}. Choose a plan to keep selling.`
          : 'Your free trial has ended. Choose a plan to keep selling.',
        tone: 'action',
      };
    case 'UNPAID':
      return {
        label: 'Unpaid',
        explanation: 'Your subscription payment is due. Pay to reopen your dashboard.',
        tone: 'action',
      };
    case 'NONE':
      return {
        label: 'No subscription',
        explanation: 'You have no subscription yet. Choose a plan to open your dashboard.',
        tone: 'action',
      };
    case 'APPROVAL_REJECTED':
      return {
        label: 'Payment proof rejected',
        explanation: 'Your payment proof was rejected. Please send a new one.',
        tone: 'action',
      };
    case 'RE_SUBMITTED':
      return {
        label: 'Payment proof re-submitted',
        explanation: 'Your new payment proof is waiting for review.',
        tone: 'pending',
      };
    default:
      return { label: status, explanation: '', tone: 'pending' };
  }
}
