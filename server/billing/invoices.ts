/**
 * Subscription invoices: issuing one when the merchant chooses a plan (a unique `SB-`
 * reference, the plan's price and interval copied, the account's other unpaid invoices
 * voided, the `invoice` email queued in the same transaction), and reading them as the API's
 * `Invoice` (with their proofs, newest first, the operator as issuer and the platform's bank
 * details). Owns: invoice issue and DTOs. Not: proofs (proofs.ts), review (review.ts).
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { toDecimal, type Invoice, type SubscriptionProof } from '../../shared';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { subscriptionInvoices, subscriptionProofs, subscriptions, users } from '../db/schema';
import { HttpError, notFound, conflict } from '../http/errors';
import {
  queueSubscriptionEmail,
  type SubscriptionEmailData,
  type SubscriptionEmailKind,
} from './emails';
import { getPlan } from './plans';

export type InvoiceRow = typeof subscriptionInvoices.$inferSelect;
export type ProofRow = typeof subscriptionProofs.$inferSelect;
/** The database or a transaction. */

/** Unambiguous characters (no 0/O, 1/I/L): a reference read over the phone survives. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newInvoiceReference(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `SB-${code}`;
}

export const invoiceNotFound = () =>
  notFound('Invoice not found', 'invoiceId', 'No such invoice of yours');

export function proofDto(row: ProofRow): SubscriptionProof {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    payerReference: row.payerReference,
    resubmission: row.resubmission,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedByEmail,
    reason: row.reason,
  };
}

/** The amount as the API's decimal. */
export const invoiceAmount = (row: Pick<InvoiceRow, 'amountMinor' | 'currency'>) =>
  toDecimal(row.amountMinor, row.currency);

/** The invoice without its proofs, issuer and bank (the admin queue's part). */
export function invoiceCore(row: InvoiceRow, billedTo: { name: string; email: string }) {
  return {
    id: row.id,
    reference: row.reference,
    planId: row.planId,
    planName: row.planName,
    interval: row.interval,
    amount: invoiceAmount(row),
    currency: row.currency,
    status: row.status,
    issuedAt: row.issuedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    billedTo,
  };
}

export function invoiceDto(
  config: Pick<Config, 'operator' | 'billing'>,
  row: InvoiceRow,
  /** Newest first. */
  proofs: ProofRow[],
  billedTo: { name: string; email: string },
): Invoice {
  const { name, address, email } = config.operator;
  return {
    ...invoiceCore(row, billedTo),
    issuer: { name, address, email },
    bank: config.billing.bank ? { ...config.billing.bank } : null,
    // `proofs` come newest first (invoicesOf's query). A merchant is told the decision, the
    // date and the reason, never which admin decided (the admin queue shows that).
    proofs: proofs
      .filter((p) => p.invoiceId === row.id)
      .map((p) => ({ ...proofDto(p), decidedBy: null })),
  };
}

/**
 * Queues subscription email `kind` to account `userId`, greeting it by name; nothing when the
 * account is gone.
 */
export async function emailAccount<K extends SubscriptionEmailKind>(
  tx: DbOrTx,
  userId: string,
  kind: K,
  data: Omit<SubscriptionEmailData[K], 'name'>,
): Promise<void> {
  const account = await accountOf(tx, userId);
  if (!account) return;
  const full = { name: account.name, ...data } as SubscriptionEmailData[K];
  await queueSubscriptionEmail(tx, kind, account.email, full);
}

async function accountOf(
  db: DbOrTx,
  userId: string,
): Promise<{ name: string; email: string } | undefined> {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The invoices of `userId` (all, or the ids given), newest first, as the API's `Invoice`. */
export async function invoicesOf(
  db: DbOrTx,
  config: Pick<Config, 'operator' | 'billing'>,
  userId: string,
  only?: { invoiceIds?: string[]; statuses?: InvoiceRow['status'][]; limit?: number },
): Promise<Invoice[]> {
  const conditions = [eq(subscriptionInvoices.userId, userId)];
  if (only?.invoiceIds) conditions.push(inArray(subscriptionInvoices.id, only.invoiceIds));
  if (only?.statuses) conditions.push(inArray(subscriptionInvoices.status, only.statuses));
  const query = db
    .select()
    .from(subscriptionInvoices)
    .where(and(...conditions))
    .orderBy(desc(subscriptionInvoices.issuedAt), desc(subscriptionInvoices.reference));
  const rows = only?.limit ? await query.limit(only.limit) : await query;
  if (rows.length === 0) return [];
  const [account, proofs] = await Promise.all([
    accountOf(db, userId),
    db
      .select()
      .from(subscriptionProofs)
      .where(
        inArray(
          subscriptionProofs.invoiceId,
          rows.map((r) => r.id),
        ),
      )
      // Newest first by the database's microseconds (a JS Date keeps milliseconds only).
      .orderBy(desc(subscriptionProofs.submittedAt), desc(subscriptionProofs.id)),
  ]);
  const billedTo = account ?? { name: '', email: '' };
  return rows.map((row) => invoiceDto(config, row, proofs, billedTo));
}

/** One invoice for `userId` (or for anyone when `admin`); 404 naming invoiceId otherwise. */
export async function readInvoice(
  db: DbOrTx,
  config: Pick<Config, 'operator' | 'billing'>,
  invoiceId: string,
  viewer: { userId: string; isAdmin: boolean },
): Promise<Invoice> {
  const [row] = await db
    .select({ userId: subscriptionInvoices.userId })
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.id, invoiceId))
    .limit(1);
  if (!row || (row.userId !== viewer.userId && !viewer.isAdmin)) throw invoiceNotFound();
  const [invoice] = await invoicesOf(db, config, row.userId, { invoiceIds: [invoiceId] });
  if (!invoice) throw invoiceNotFound();
  return invoice;
}

/** Why no plan can be bought while the platform has no bank account configured. */
export const NO_BANK_TRANSFER =
  'Paid plans cannot be bought yet: the platform has not set up how to pay (no bank account for transfers)';

/**
 * Issues an invoice for `planId` (see the file comment): 404/400 naming planId for an unknown
 * or retired plan, 409 naming planId while the platform takes no transfer (no bank account
 * configured) or while a proof waits for review.
 */

export async function choosePlan(
  db: Db,
  config: Pick<Config, 'operator' | 'billing'>,
  options: { userId: string; planId: string; now: Date; origin: string },
): Promise<Invoice> {
  const { userId, planId, now, origin } = options;
  const plan = await getPlan(db, planId);
  if (!plan) {
    throw notFound('Plan not found', 'planId', 'No such plan');
  }
  if (!plan.active) {
    throw new HttpError(400, 'This plan can no longer be chosen', [
      { field: 'planId', message: 'This plan is retired: choose one of the current plans' },
    ]);
  }
  const bank = config.billing.bank;
  if (!bank) throw conflict('planId', NO_BANK_TRANSFER);
  const invoiceId = await db.transaction(async (tx) => {
    // One choice at a time per account: the subscription row is the account's lock.
    await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .for('update');
    const [pending] = await tx
      .select({ reference: subscriptionInvoices.reference })
      .from(subscriptionInvoices)
      .where(
        and(
          eq(subscriptionInvoices.userId, userId),
          eq(subscriptionInvoices.status, 'pending_approval'),
        ),
      )
      .limit(1);
    if (pending) {
      const message = `Your payment for invoice ${pending.reference} is being reviewed: you can choose another plan once it is decided`;
      throw conflict('planId', message);
    }
    await tx
      .update(subscriptionInvoices)
      .set({ status: 'void', updatedAt: now })
      .where(
        and(
          eq(subscriptionInvoices.userId, userId),
          inArray(subscriptionInvoices.status, ['open', 'rejected']),
        ),
      );
    let row: InvoiceRow | undefined;
    // A reference already taken (1 in 31^8 a try) draws another.
    for (let attempt = 0; !row && attempt < 5; attempt++) {
      [row] = await tx
        .insert(subscriptionInvoices)
        .values({
          userId,
          planId: plan.id,
          reference: newInvoiceReference(),
          planName: plan.name,
          interval: plan.interval,
          amountMinor: plan.priceMinor,
          currency: plan.currency,
          status: 'open',
          // After the account's previous invoice even on a coarse (or fixed) clock.
          issuedAt: sql`greatest(${now.toISOString()}::timestamptz, (select max(i.issued_at) + interval '1 microsecond' from ${subscriptionInvoices} i where i.user_id = ${userId}))`,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: subscriptionInvoices.reference })
        .returning();
    }
    if (!row) throw new Error('could not draw a free invoice reference');
    await emailAccount(tx, userId, 'invoice', { origin, invoice: row, bank });
    return row.id;
  });
  const [invoice] = await invoicesOf(db, config, userId, { invoiceIds: [invoiceId] });
  if (!invoice) throw invoiceNotFound();
  return invoice;
}

/**
 * Queues the `invoice` email again for the account's own invoice (404 naming invoiceId; 409
 * while the platform has no bank account to print on it).
 */
export async function resendInvoiceEmail(
  db: Db,
  config: Pick<Config, 'billing'>,
  options: { userId: string; invoiceId: string; origin: string },
): Promise<void> {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.id, options.invoiceId),
        eq(subscriptionInvoices.userId, options.userId),
      ),
    )
    .limit(1);
  if (!row) throw invoiceNotFound();
  const bank = config.billing.bank;
  if (!bank) throw conflict('invoiceId', NO_BANK_TRANSFER);
  const account = await accountOf(db, options.userId);
  if (!account) throw invoiceNotFound();
  await queueSubscriptionEmail(db, 'invoice', account.email, {
    name: account.name,
    origin: options.origin,
    invoice: row,
    bank,
  });
}
