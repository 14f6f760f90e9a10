/**
 * The admin's review of subscription proofs (`/admin/payment-requests`): the queue by state
 * (pending oldest first, decided newest first, 20 a page, a count per state), each proof with
 * its invoice, account, the account's stores (name and host) and effective status; and the
 * two decisions, each one transaction starting with a guarded UPDATE of the proof (`status =
 * 'pending'`), so a proof is decided once (409 naming proofId with who decided it and when).
 *
 * - approve: proof approved (who, when); invoice paid, its period from the latest of now, the
 *   running period's end and the free trial's end (`paidPeriodStart`), one calendar month or
 *   year long; subscription ACTIVE on the
 *   invoice's plan until the period end (the renewal reminder re-armed); the `approved`
 *   email. The caller then purges the account's stores' caches (a closed store opens).
 * - reject: proof rejected with the reason; invoice rejected; subscription
 *   APPROVAL_REJECTED, or still ACTIVE when a paid plan is running (the proof was for a plan
 *   change: the rejection is the change's); the `rejected` email.
 */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  storeHostName,
  type PaymentRequest,
  type PaymentRequestList,
  type PaymentRequestState,
} from '../../shared';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import {
  storeMembers,
  stores,
  subscriptionInvoices,
  subscriptionProofs,
  subscriptions,
  users,
} from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { emailAccount, invoiceCore, proofDto, type InvoiceRow, type ProofRow } from './invoices';
import { effectiveStatus, runsPaidPlan, type SubscriptionRow } from './summary';

export const PAYMENT_REQUESTS_PAGE_SIZE = 20;

type ReviewConfig = Pick<Config, 'billing' | 'productHost'>;

const proofNotFound = () => notFound('Payment proof not found', 'proofId', 'No such payment proof');

/** The queue items for these proof rows (with their invoices, accounts and stores). */
async function paymentRequests(
  db: DbOrTx,
  config: ReviewConfig,
  proofs: ProofRow[],
  now: Date,
): Promise<PaymentRequest[]> {
  if (proofs.length === 0) return [];
  const invoiceIds = [...new Set(proofs.map((p) => p.invoiceId))];
  const userIds = [...new Set(proofs.map((p) => p.userId))];
  const [invoices, accounts, subs, owned] = await Promise.all([
    db.select().from(subscriptionInvoices).where(inArray(subscriptionInvoices.id, invoiceIds)),
    db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(inArray(users.id, userIds)),
    db.select().from(subscriptions).where(inArray(subscriptions.userId, userIds)),
    db
      .select({
        userId: storeMembers.userId,
        id: stores.id,
        name: stores.name,
        subdomain: stores.subdomain,
      })
      .from(storeMembers)
      .innerJoin(stores, eq(stores.id, storeMembers.storeId))
      .where(and(inArray(storeMembers.userId, userIds), eq(storeMembers.role, 'owner')))
      .orderBy(asc(stores.name), asc(stores.id)),
  ]);
  const invoiceById = new Map(invoices.map((i) => [i.id, i]));
  const accountById = new Map(accounts.map((a) => [a.id, a]));
  const subByUser = new Map(subs.map((s) => [s.userId, s]));
  return proofs.flatMap((proof) => {
    const invoice = invoiceById.get(proof.invoiceId);
    if (!invoice) return [];
    const account = accountById.get(proof.userId) ?? { id: proof.userId, email: '', name: '' };
    return [
      {
        ...proofDto(proof),
        invoice: invoiceCore(invoice, { name: account.name, email: account.email }),
        account: { userId: account.id, email: account.email, name: account.name },
        stores: owned
          .filter((s) => s.userId === proof.userId)
          .map((s) => ({
            id: s.id,
            name: s.name,
            host: storeHostName(s.subdomain, config.productHost),
          })),
        subscriptionStatus: effectiveStatus(
          subByUser.get(proof.userId),
          now,
          config.billing.graceMs,
        ),
      },
    ];
  });
}

export async function listPaymentRequests(
  db: Db,
  config: ReviewConfig,
  query: { state: PaymentRequestState; page: number },
  now: Date,
): Promise<PaymentRequestList> {
  const { state, page } = query;
  const where: SQL | undefined = state === 'all' ? undefined : eq(subscriptionProofs.status, state);
  const order =
    state === 'pending'
      ? [asc(subscriptionProofs.submittedAt), asc(subscriptionProofs.id)]
      : state === 'all'
        ? [desc(subscriptionProofs.submittedAt), desc(subscriptionProofs.id)]
        : [desc(subscriptionProofs.decidedAt), desc(subscriptionProofs.id)];
  const [rows, countRows] = await Promise.all([
    db
      .select()
      .from(subscriptionProofs)
      .where(where)
      .orderBy(...order)
      .limit(PAYMENT_REQUESTS_PAGE_SIZE)
      .offset((page - 1) * PAYMENT_REQUESTS_PAGE_SIZE),
    db
      .select({ status: subscriptionProofs.status, n: count() })
      .from(subscriptionProofs)
      .groupBy(subscriptionProofs.status),
  ]);
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const r of countRows) counts[r.status] = Number(r.n);
  const total =
    state === 'all' ? counts.pending + counts.approved + counts.rejected : counts[state];
  return {
    items: await paymentRequests(db, config, rows, now),
    total,
    page,
    pageSize: PAYMENT_REQUESTS_PAGE_SIZE,
    counts,
    bankTransfer: config.billing.bank !== null,
  };
}

/** `date` plus one calendar month or year (UTC), the day kept or clamped to the month's end. */
export function addInterval(date: Date, interval: 'month' | 'year'): Date {
  const y = date.getUTCFullYear() + (interval === 'year' ? 1 : 0);
  const m = date.getUTCMonth() + (interval === 'month' ? 1 : 0);
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const out = new Date(date.getTime());
  out.setUTCFullYear(y, m, Math.min(date.getUTCDate(), lastDay));
  return out;
}

/**
 * Where an approved payment's period starts: now, or later while something runs that the
 * merchant already has: the paid period (a renewal follows it), or the free trial (a plan
 * paid during the trial starts when the trial ends; its days are not lost).
 */
export function paidPeriodStart(
  sub: Pick<SubscriptionRow, 'trialEndsAt' | 'currentPeriodEnd'> | undefined,
  now: Date,
): Date {
  const later = [sub?.currentPeriodEnd, sub?.trialEndsAt].filter(
    (d): d is Date => d instanceof Date && d.getTime() > now.getTime(),
  );
  return later.reduce((max, d) => (d.getTime() > max.getTime() ? d : max), now);
}

export interface Decider {
  userId: string;
  email: string;
}

/**
 * The guarded first step of a decision: the proof pending → `status`. A proof decided
 * already is a 409 saying who and when; an unknown one a 404.
 */
async function decideProof(
  tx: DbOrTx,
  proofId: string,
  set: { status: 'approved' | 'rejected'; reason?: string },
  decider: Decider,
  now: Date,
): Promise<ProofRow> {
  const [decided] = await tx
    .update(subscriptionProofs)
    .set({
      status: set.status,
      reason: set.reason ?? null,
      decidedAt: now,
      decidedBy: decider.userId,
      decidedByEmail: decider.email,
    })
    .where(and(eq(subscriptionProofs.id, proofId), eq(subscriptionProofs.status, 'pending')))
    .returning();
  if (decided) return decided;
  const [current] = await tx
    .select()
    .from(subscriptionProofs)
    .where(eq(subscriptionProofs.id, proofId))
    .limit(1);
  if (!current) throw proofNotFound();
  const who = current.decidedByEmail ?? 'an admin';
  const when = current.decidedAt ? ` on ${current.decidedAt.toISOString()}` : '';
  const message = `This proof was already ${current.status} by ${who}${when}`;
  throw new HttpError(409, message, [{ field: 'proofId', message }], {
    status: current.status,
    decidedBy: current.decidedByEmail,
    decidedAt: current.decidedAt?.toISOString() ?? null,
  });
}

async function lockInvoice(tx: DbOrTx, invoiceId: string): Promise<InvoiceRow> {
  const [invoice] = await tx
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.id, invoiceId))
    .limit(1)
    .for('update');
  if (!invoice) throw proofNotFound();
  return invoice;
}

async function answer(db: Db, config: ReviewConfig, proofId: string, now: Date) {
  const [row] = await db
    .select()
    .from(subscriptionProofs)
    .where(eq(subscriptionProofs.id, proofId))
    .limit(1);
  const [item] = row ? await paymentRequests(db, config, [row], now) : [];
  if (!item) throw proofNotFound();
  return item;
}

/** Approves a pending proof (see the file comment); answers the decided item and its account. */
export async function approvePayment(
  db: Db,
  config: ReviewConfig,
  options: { proofId: string; decider: Decider; now: Date; origin: string },
): Promise<{ item: PaymentRequest; userId: string }> {
  const { proofId, decider, now, origin } = options;
  const userId = await db.transaction(async (tx) => {
    const proof = await decideProof(tx, proofId, { status: 'approved' }, decider, now);
    const invoice = await lockInvoice(tx, proof.invoiceId);
    const sub = await lockSubscription(tx, proof.userId);
    const periodStart = paidPeriodStart(sub, now);
    const periodEnd = addInterval(periodStart, invoice.interval);
    await tx
      .update(subscriptionInvoices)
      .set({ status: 'paid', paidAt: now, periodStart, periodEnd, updatedAt: now })
      .where(eq(subscriptionInvoices.id, invoice.id));
    const set = {
      status: 'ACTIVE',
      planId: invoice.planId,
      currentPeriodEnd: periodEnd,
      periodReminderFor: null,
      updatedAt: now,
    };
    if (sub) await tx.update(subscriptions).set(set).where(eq(subscriptions.id, sub.id));
    else await tx.insert(subscriptions).values({ userId: proof.userId, ...set });
    const trialEndsAt =
      sub?.trialEndsAt && periodStart.getTime() === sub.trialEndsAt.getTime() && periodStart > now
        ? sub.trialEndsAt
        : null;
    await emailAccount(tx, proof.userId, 'approved', { origin, invoice, periodEnd, trialEndsAt });
    return proof.userId;
  });
  return { item: await answer(db, config, proofId, now), userId };
}

/** The account's subscription row, locked for this transaction (undefined when none). */
async function lockSubscription(tx: DbOrTx, userId: string) {
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1)
    .for('update');
  return sub;
}

/** Rejects a pending proof with `reason` (see the file comment). */
export async function rejectPayment(
  db: Db,
  config: ReviewConfig,
  options: { proofId: string; reason: string; decider: Decider; now: Date; origin: string },
): Promise<{ item: PaymentRequest; userId: string }> {
  const { proofId, reason, decider, now, origin } = options;
  const userId = await db.transaction(async (tx) => {
    const proof = await decideProof(tx, proofId, { status: 'rejected', reason }, decider, now);
    const invoice = await lockInvoice(tx, proof.invoiceId);
    await tx
      .update(subscriptionInvoices)
      .set({ status: 'rejected', updatedAt: now })
      .where(eq(subscriptionInvoices.id, invoice.id));
    const sub = await lockSubscription(tx, proof.userId);
    // A rejected plan change leaves the running paid plan as it is.
    await tx
      .update(subscriptions)
      .set({ status: runsPaidPlan(sub, now) ? 'ACTIVE' : 'APPROVAL_REJECTED', updatedAt: now })
      .where(eq(subscriptions.userId, proof.userId));
    await emailAccount(tx, proof.userId, 'rejected', { origin, invoice, reason });
    return proof.userId;
  });
  return { item: await answer(db, config, proofId, now), userId };
}
