/**
 * The merchant's proof of a subscription payment: the multipart upload (media/proof-upload.ts:
 * checked by its bytes, size-limited) kept in the PRIVATE storage, and reading a proof's file
 * back (its owner, or an admin).
 *
 * Submitting, in one transaction: the invoice row locked and checked (the account's own, in
 * state open or rejected, else 404 / 409 naming invoiceId), the proof row (a resubmission
 * when the invoice was rejected before), the invoice → pending_approval, the subscription →
 * RE_SUBMITTED (resubmission) or PENDING_APPROVAL, and the `proof-received` email. The file is
 * written first and deleted again when the transaction fails.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SubscriptionProofFields } from '../../shared';
import type { Db } from '../db/client';
import { subscriptionInvoices, subscriptionProofs, subscriptions } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { PrivateStorage } from '../media/private-storage';
import {
  proofCreatedAt,
  readStoredProof,
  storeProof,
  type ProofUploadOf,
} from '../media/proof-upload';
import { emailAccount, invoiceNotFound, type InvoiceRow } from './invoices';
import { runsPaidPlan } from './summary';

export type SubscriptionProofUpload = ProofUploadOf<SubscriptionProofFields>;

/** Why an invoice takes no proof now (409 naming invoiceId), or undefined. */
function proofRefusal(invoice: InvoiceRow): HttpError | undefined {
  if (invoice.status === 'open' || invoice.status === 'rejected') return undefined;
  const why: Record<Exclude<InvoiceRow['status'], 'open' | 'rejected'>, string> = {
    pending_approval: `A proof for invoice ${invoice.reference} is already being reviewed`,
    paid: `Invoice ${invoice.reference} is already paid`,
    void: `Invoice ${invoice.reference} was replaced by a newer one: pay that one instead`,
  };
  const message = why[invoice.status];
  return new HttpError(409, message, [{ field: 'invoiceId', message }], {
    status: invoice.status,
  });
}

async function ownInvoice(
  db: Pick<Db, 'select'>,
  userId: string,
  invoiceId: string,
  lock = false,
): Promise<InvoiceRow | undefined> {
  const query = db
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.id, invoiceId), eq(subscriptionInvoices.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Stores the proof and moves the invoice and subscription on (see the file comment). */
export async function submitSubscriptionProof(
  db: Db,
  storage: PrivateStorage,
  options: { userId: string; upload: SubscriptionProofUpload; now: Date; origin: string },
): Promise<{ proofId: string; invoiceId: string }> {
  const { userId, upload, now, origin } = options;
  const { invoiceId, payerReference } = upload.fields;
  const early = await ownInvoice(db, userId, invoiceId);
  if (!early) throw invoiceNotFound();
  const refused = proofRefusal(early);
  if (refused) throw refused;

  const { bytes, fileName, contentType } = upload.file;
  const where = { folder: 'subscription-proofs', owner: userId, parent: invoiceId } as const;
  const proofId = await storeProof(storage, where, upload.file, ({ id, storageKey }) =>
    db.transaction(async (tx) => {
      // The account's lock, as choose-plan takes it: a plan chosen meanwhile (voiding this
      // invoice) comes wholly before or after.
      const [sub] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .for('update');
      const invoice = await ownInvoice(tx, userId, invoiceId, true);
      if (!invoice) throw invoiceNotFound();
      const refusal = proofRefusal(invoice);
      if (refusal) throw refusal;
      const resubmission = invoice.status === 'rejected';
      await tx.insert(subscriptionProofs).values({
        id,
        invoiceId,
        userId,
        fileKey: storageKey,
        fileName,
        contentType,
        sizeBytes: bytes.length,
        payerReference,
        resubmission,
        status: 'pending',
        // After the invoice's previous proof even on a coarse (or fixed) clock: newest first holds.
        submittedAt: proofCreatedAt(
          now,
          sql`select max(p.submitted_at) from ${subscriptionProofs} p where p.invoice_id = ${invoiceId}`,
        ),
      });
      await tx
        .update(subscriptionInvoices)
        .set({ status: 'pending_approval', updatedAt: now })
        .where(eq(subscriptionInvoices.id, invoiceId));
      // A plan change while a paid plan runs: the account stays ACTIVE during the review.
      if (!runsPaidPlan(sub, now))
        await tx
          .update(subscriptions)
          .set({ status: resubmission ? 'RE_SUBMITTED' : 'PENDING_APPROVAL', updatedAt: now })
          .where(eq(subscriptions.userId, userId));
      await emailAccount(tx, userId, 'proof-received', { origin, invoice, resubmission });
      return id;
    }),
  );
  return { proofId, invoiceId };
}

export const subscriptionProofNotFound = () =>
  notFound('Payment proof not found', 'proofId', 'No such proof of yours');

/** A proof's file for its owner, or for an admin; 404 naming proofId otherwise. */
export async function readSubscriptionProofFile(
  db: Db,
  storage: PrivateStorage,
  proofId: string,
  viewer: { userId: string; isAdmin: boolean },
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const [row] = await db
    .select()
    .from(subscriptionProofs)
    .where(eq(subscriptionProofs.id, proofId))
    .limit(1);
  if (!row || (row.userId !== viewer.userId && !viewer.isAdmin)) {
    throw subscriptionProofNotFound();
  }
  return readStoredProof(storage, { ...row, storageKey: row.fileKey });
}
