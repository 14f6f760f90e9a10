/**
 * The billing area's words for the contract's values (pure, tested): a plan's price and
 * limits, usage against a limit, invoice and proof states as badges, an invoice's printed
 * status, and what a plan's button says.
 */
import {
  countOf,
  type InvoiceStatus,
  type Plan,
  type PlanInterval,
  type ProofStatus,
} from '../../shared';
import type { BadgeWord } from '../kit';

const intervalWords: Record<PlanInterval, string> = { month: 'month', year: 'year' };

/** "$29.00 per month". */
export function planPriceText(
  plan: Pick<Plan, 'price' | 'currency' | 'interval'>,
  formatMoney: (amount: number, currency: string) => string,
): string {
  return `${formatMoney(plan.price, plan.currency)} per ${intervalWords[plan.interval]}`;
}

/** What a plan counts, singular by plural. */
const countedOne = { products: 'product', pages: 'page' } as const;
type Counted = keyof typeof countedOne;

/** A plan's limits as lines: "Up to 10,000 products", "Unlimited pages", "Custom domain". */
export function limitLines(limits: Plan['limits']): string[] {
  const count = (n: number | null, noun: Counted) =>
    n === null ? `Unlimited ${noun}` : `Up to ${countOf(n, countedOne[noun], noun)}`;
  return [
    count(limits.products, 'products'),
    count(limits.pages, 'pages'),
    limits.customDomain ? 'Custom domain' : 'No custom domain',
  ];
}

/** "12 of 100 products", or "12 products (no limit)". */
export function usageText(used: number, limit: number | null, noun: Counted): string {
  return limit === null
    ? `${countOf(used, countedOne[noun], noun)} (no limit)`
    : `${used.toLocaleString('en')} of ${countOf(limit, countedOne[noun], noun)}`;
}

export const invoiceStatusBadges: Record<InvoiceStatus, BadgeWord> = {
  open: { label: 'Awaiting payment', tone: 'warning' },
  pending_approval: { label: 'Proof under review', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  rejected: { label: 'Proof rejected', tone: 'critical' },
  void: { label: 'Void', tone: 'neutral' },
};

export const proofStatusBadges: Record<ProofStatus, BadgeWord> = {
  pending: { label: 'Under review', tone: 'info' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'critical' },
};

/** The status printed on an invoice: PAID, VOID (replaced by another), else UNPAID. */
export function printedStatus(status: InvoiceStatus): 'PAID' | 'VOID' | 'UNPAID' {
  if (status === 'paid') return 'PAID';
  if (status === 'void') return 'VOID';
  return 'UNPAID';
}

/** A plan card's button: "Choose Pro" without a plan, "Renew Pro" on it, else "Change to Pro". */
export function planActionLabel(plan: Pick<Plan, 'id' | 'name'>, currentPlanId: string | null) {
  if (currentPlanId === null) return `Choose ${plan.name}`;
  return currentPlanId === plan.id ? `Renew ${plan.name}` : `Change to ${plan.name}`;
}

/** "3 days left", "1 day left", "Ends today". */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft <= 0) return 'Ends today';
  return `${countOf(daysLeft, 'day', 'days')} left`;
}

/**
 * When a plan paid now starts (the server's `paidPeriodStart`): on approval, or when a free
 * trial still running ends, so the merchant keeps the trial's days.
 */
export function planStartText(
  trialEndsAt: string | null,
  now: number,
  formatDate: (iso: string) => string,
): string {
  return trialEndsAt && Date.parse(trialEndsAt) > now
    ? `your plan starts when your free trial ends on ${formatDate(trialEndsAt)}, so you keep the trial's remaining days`
    : 'your plan starts as soon as we approve the payment';
}
