/**
 * The subscription in words (the aside of /billing): status (shared words of
 * lib/describe-subscription.ts), plan, days left, when a plan paid during the trial starts,
 * paid until, when the stores close to
 * shoppers without a payment; and the usage against the limits in force.
 */
import type { BillingSummary } from '../../shared';
import { Card, Timestamp } from '../kit';
import { describeSubscription } from '../lib/describe-subscription';
import { formatDate } from '../../shared';
import { daysLeftText, usageText } from './billing-words';

export function SubscriptionCard({ summary, now }: { summary: BillingSummary; now: number }) {
  const status = describeSubscription(summary.status, summary.trialEndsAt, (iso) =>
    formatDate(iso),
  );
  const closed = summary.closesAt !== null && Date.parse(summary.closesAt) <= now;
  return (
    <Card title="Subscription" data-testid="subscription-card">
      <div className={`status-panel status-${status.tone}`}>
        <p className="status-label">
          <strong data-testid="subscription-status" data-status={summary.status}>
            {status.label}
          </strong>
        </p>
        <p>
          {summary.plan && summary.planStartsAt
            ? `Paid. Your free trial goes on until ${formatDate(summary.planStartsAt)}, then your ${summary.plan.name} plan starts.`
            : status.explanation}
        </p>
      </div>
      <dl className="billing-facts">
        <dt>Plan</dt>
        <dd data-testid="current-plan">
          {summary.plan?.name ?? (summary.trialEndsAt ? 'Free trial' : 'None')}
        </dd>
        {summary.daysLeft !== null ? (
          <>
            <dt>Time left</dt>
            <dd data-testid="days-left">{daysLeftText(summary.daysLeft)}</dd>
          </>
        ) : null}
        {summary.planStartsAt ? (
          <>
            <dt>Plan starts</dt>
            <dd data-testid="plan-starts">
              <Timestamp at={summary.planStartsAt} dateOnly />
            </dd>
          </>
        ) : null}
        {summary.currentPeriodEnd ? (
          <>
            <dt>Paid until</dt>
            <dd data-testid="period-end">
              <Timestamp at={summary.currentPeriodEnd} dateOnly />
            </dd>
          </>
        ) : null}
      </dl>
      {summary.closesAt ? (
        <p className={closed ? 'form-error' : 'muted'} data-testid="closes-at">
          {closed
            ? `Your stores are closed to shoppers since ${formatDate(summary.closesAt)}. They open again as soon as a payment is approved.`
            : `Without a payment, your stores close to shoppers on ${formatDate(summary.closesAt)}.`}
        </p>
      ) : null}
    </Card>
  );
}

export function UsageCard({ summary }: { summary: BillingSummary }) {
  const rows = [
    { noun: 'products', used: summary.usage.products, limit: summary.limits.products },
    { noun: 'pages', used: summary.usage.pages, limit: summary.limits.pages },
  ] as const;
  return (
    <Card title="Usage" data-testid="usage-card">
      <ul className="billing-usage">
        {rows.map(({ noun, used, limit }) => (
          <li key={noun} data-testid={`usage-${noun}`}>
            <span>{usageText(used, limit, noun)}</span>
            {limit !== null ? (
              <meter
                min={0}
                max={limit}
                value={Math.min(used, limit)}
                aria-label={`${noun} used`}
              />
            ) : null}
          </li>
        ))}
        <li data-testid="usage-custom-domain">
          {summary.limits.customDomain ? 'Custom domain included' : 'No custom domain on this plan'}
        </li>
      </ul>
      <p className="muted">Usage counts your largest store.</p>
    </Card>
  );
}
