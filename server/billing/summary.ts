/**
 * `GET /api/billing/summary`: what /billing and /payment-proof show — the status as the
 * guards read it (from the dates too, with the grace), the paid plan (null in a trial), days
 * left, when the stores close, the invoice waiting for payment or review, the last rejection's
 * reason while APPROVAL_REJECTED, the limits in force and what the largest store holds.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  effectiveSubscriptionStatus,
  storeClosesAt,
  type BillingSummary,
  type SubscriptionStatus,
} from '../../shared';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { pages, products, storeMembers, subscriptionProofs, subscriptions } from '../db/schema';
import { invoicesOf } from './invoices';
import { getPlan, planDto, planInForce } from './plans';

const DAY_MS = 86_400_000;

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function subscriptionOf(
  db: DbOrTx,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return row;
}

/**
 * A paid plan whose period is running now: a proof sent for another plan (a plan change) is
 * reviewed beside it, and its rejection belongs to the change, not to the running plan.
 */
export function runsPaidPlan(
  sub: Pick<SubscriptionRow, 'status' | 'planId' | 'currentPeriodEnd'> | undefined,
  now: Date,
): boolean {
  return Boolean(
    sub &&
    sub.status !== 'TRIAL' &&
    sub.planId &&
    sub.currentPeriodEnd &&
    sub.currentPeriodEnd.getTime() > now.getTime(),
  );
}

/** The status the guards read (shared/subscription.ts); `NONE` without a subscription. */
export function effectiveStatus(
  sub: Pick<SubscriptionRow, 'status' | 'trialEndsAt' | 'currentPeriodEnd'> | undefined,
  now: Date,
  graceMs: number,
): SubscriptionStatus {
  if (!sub) return 'NONE';
  return effectiveSubscriptionStatus(
    {
      status: sub.status as SubscriptionStatus,
      trialEndsAt: sub.trialEndsAt,
      currentPeriodEnd: sub.currentPeriodEnd,
    },
    now,
    graceMs,
  );
}

/**
 * Products and pages of the account's owned stores, each the largest over its stores (the
 * limits are per store, so the fullest store is the one that meets a limit first).
 */
export async function accountUsage(
  db: DbOrTx,
  userId: string,
): Promise<{ products: number; pages: number }> {
  const owned = db
    .select({ id: storeMembers.storeId })
    .from(storeMembers)
    .where(and(eq(storeMembers.userId, userId), eq(storeMembers.role, 'owner')));
  const [productCounts, pageCounts] = await Promise.all([
    db
      .select({ n: count() })
      .from(products)
      .where(inArray(products.storeId, owned))
      .groupBy(products.storeId),
    db
      .select({ n: count() })
      .from(pages)
      .where(inArray(pages.storeId, owned))
      .groupBy(pages.storeId),
  ]);
  const most = (rows: { n: number }[]) => rows.reduce((m, r) => Math.max(m, Number(r.n)), 0);
  return { products: most(productCounts), pages: most(pageCounts) };
}

export async function billingSummary(
  db: Db,
  config: Pick<Config, 'operator' | 'billing'>,
  userId: string,
  now: Date,
): Promise<BillingSummary> {
  const graceMs = config.billing.graceMs;
  const sub = await subscriptionOf(db, userId);
  const status = effectiveStatus(sub, now, graceMs);
  const [plan, limitsPlan, openInvoices, usage] = await Promise.all([
    sub?.planId && sub.status !== 'TRIAL' ? getPlan(db, sub.planId) : undefined,
    planInForce(db, userId),
    invoicesOf(db, config, userId, {
      statuses: ['open', 'pending_approval', 'rejected'],
      limit: 1,
    }),
    accountUsage(db, userId),
  ]);
  // The reason shows while the account is locked out, and beside a rejected plan change.
  const rejected =
    status === 'APPROVAL_REJECTED' || openInvoices[0]?.status === 'rejected'
      ? await db
          .select({ reason: subscriptionProofs.reason, decidedAt: subscriptionProofs.decidedAt })
          .from(subscriptionProofs)
          .where(
            and(eq(subscriptionProofs.userId, userId), eq(subscriptionProofs.status, 'rejected')),
          )
          .orderBy(desc(subscriptionProofs.decidedAt))
          .limit(1)
      : [];
  const dates = {
    status: (sub?.status ?? 'NONE') as SubscriptionStatus,
    trialEndsAt: sub?.trialEndsAt ?? null,
    currentPeriodEnd: sub?.currentPeriodEnd ?? null,
  };
  const end = dates.currentPeriodEnd ?? dates.trialEndsAt;
  const closesAt = sub ? storeClosesAt(dates, graceMs) : null;
  const last = rejected[0];
  const limits = limitsPlan
    ? planDto(limitsPlan).limits
    : { products: null, pages: null, customDomain: true };
  return {
    status,
    plan: plan ? planDto(plan) : null,
    trialEndsAt: dates.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: dates.currentPeriodEnd?.toISOString() ?? null,
    closesAt: closesAt?.toISOString() ?? null,
    daysLeft: end ? Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS)) : null,
    // Paid during the trial: the plan's first period begins when the trial ends.
    planStartsAt:
      plan && dates.trialEndsAt && dates.trialEndsAt.getTime() > now.getTime()
        ? dates.trialEndsAt.toISOString()
        : null,
    bankTransfer: config.billing.bank !== null,
    openInvoice: openInvoices[0] ?? null,
    rejection:
      last?.reason && last.decidedAt
        ? { reason: last.reason, decidedAt: last.decidedAt.toISOString() }
        : null,
    limits,
    usage,
  };
}
