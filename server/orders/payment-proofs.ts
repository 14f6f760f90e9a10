/**
 * Bank-transfer proofs: the shopper's multipart upload (the fields of
 * paymentProofFieldsSchema and one file, checked by its bytes: JPEG, PNG, WebP or PDF, at
 * most PAYMENT_PROOF_MAX_BYTES), kept in the PRIVATE storage (media/private-storage.ts, never
 * under `/media/`), and the merchant's read of a proof's file. Every proof is kept; review
 * (approve / reject) is a lifecycle action (lifecycle.ts).
 *
 * Submitting, in one transaction: a guarded UPDATE of the order (`payment_method =
 * 'bank_transfer' AND status <> 'cancelled' AND payment_status = 'unpaid'` → awaiting_review),
 * the proof row, the `proof_submitted` event (actor: the shopper) and the merchant's email.
 * The file is written first and deleted again when the transaction fails.
 */
import type { FastifyRequest } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { paymentProofFieldsSchema, paymentStatusLabels, type OrderDto } from '../../shared';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { storeOfRow, storeRow } from '../db/store-rows';
import { orders, paymentProofs } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { PrivateStorage } from '../media/private-storage';
import { megabytes } from '../media/multipart-errors';
import {
  proofCreatedAt,
  readProofUpload as readProofMultipart,
  readStoredProof,
  storeProof,
  type ProofUploadOf,
} from '../media/proof-upload';
import { appendOrderEvent, queueOrderEmail, shopperActor } from './order-events';
import { getOrder, type OrderRow } from './order-dto';
import { getShopperOrder } from './order-detail';
import { isOrderToken } from './order-token';
import { merchantAddress } from './place-order';
import { getCheckoutStore } from './pricing';
import { proofSubmittedEmail } from './update-emails';

export type ProofFields = z.output<typeof paymentProofFieldsSchema>;

export type ProofUpload = ProofUploadOf<ProofFields>;

/** Reads and checks the shopper's multipart upload (media/proof-upload.ts). */
export function readProofUpload(request: FastifyRequest): Promise<ProofUpload> {
  return readProofMultipart(request, paymentProofFieldsSchema);
}

const orderLinkNotFound = () => notFound('Order not found', 'token', 'No order matches this link');

/** Why an order takes no proof now (a 409 naming its state), or undefined. */
function proofRefusal(order: OrderRow): HttpError | undefined {
  const state = { status: order.status, paymentStatus: order.paymentStatus };
  if (order.paymentMethod !== 'bank_transfer') {
    const message = 'This order is paid on delivery: it needs no proof of payment';
    return new HttpError(409, message, [{ field: 'paymentMethod', message }], state);
  }
  if (order.status === 'cancelled') {
    const message = 'The order is cancelled: it takes no payment';
    return new HttpError(409, message, [{ field: 'status', message }], state);
  }
  if (order.paymentStatus !== 'unpaid') {
    const label = paymentStatusLabels[order.paymentStatus].toLowerCase();
    const message =
      order.paymentStatus === 'awaiting_review'
        ? 'The payment is awaiting review: a proof was already sent and the store is checking it'
        : `The payment is ${label}: no proof is needed`;
    return new HttpError(409, message, [{ field: 'paymentStatus', message }], state);
  }
  return undefined;
}

/** Stores the proof and moves the order to awaiting_review (see the module header). */
export async function submitPaymentProof(
  db: Db,
  storage: PrivateStorage,
  upload: ProofUpload,
  now: Date,
): Promise<OrderDto> {
  const { storeId, orderId, token, payerReference } = upload.fields;
  const order = await getOrder(db, storeId, orderId);
  // Wrong token and unknown order look the same (as GET /api/storefront/order).
  if (!order || !isOrderToken(token, order.id, order.idempotencyKey)) throw orderLinkNotFound();
  const early = proofRefusal(order);
  if (early) throw early;

  const { bytes, fileName, contentType } = upload.file;
  const where = { folder: 'payment-proofs', owner: storeId, parent: orderId } as const;
  await storeProof(storage, where, upload.file, ({ id: proofId, storageKey }) =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(orders)
        .set({ paymentStatus: 'awaiting_review', updatedAt: now })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.storeId, storeId),
            eq(orders.paymentMethod, 'bank_transfer'),
            ne(orders.status, 'cancelled'),
            eq(orders.paymentStatus, 'unpaid'),
          ),
        )
        .returning();
      if (!updated) {
        const current = await getOrder(tx, storeId, orderId);
        throw (current && proofRefusal(current)) ?? orderLinkNotFound();
      }
      await tx.insert(paymentProofs).values({
        id: proofId,
        storeId,
        orderId,
        storageKey,
        contentType,
        byteSize: bytes.length,
        fileName,
        payerReference,
        // After the order's previous proof even on a coarse (or fixed) clock: newest first holds.
        createdAt: proofCreatedAt(
          now,
          sql`select max(p.created_at) from ${paymentProofs} p where p.store_id = ${storeId} and p.order_id = ${orderId}`,
        ),
      });
      const size =
        bytes.length >= 1024 * 1024
          ? megabytes(bytes.length)
          : `${Math.max(1, Math.round(bytes.length / 1024))} KB`;
      await appendOrderEvent(
        tx,
        storeId,
        orderId,
        {
          kind: 'proof_submitted',
          message: `Payment proof sent: ${fileName} (${size})${payerReference ? `, payer reference ${payerReference}` : ''}`,
          data: { proofId, fileName, contentType, byteSize: bytes.length, payerReference },
          actor: shopperActor(updated),
        },
        now,
      );
      const store = await getCheckoutStore(tx, storeId);
      const to = store ? await merchantAddress(tx, store) : null;
      if (store && to) {
        await queueOrderEmail(
          tx,
          storeId,
          orderId,
          proofSubmittedEmail(updated, store, to, { payerReference, fileName }),
          now,
        );
      }
    }),
  );
  const after = await getOrder(db, storeId, orderId);
  return getShopperOrder(db, storeId, after ?? order);
}

export const proofNotFound = () =>
  notFound('Payment proof not found', 'proofId', 'No such proof in your stores');

/** The store a proof belongs to (the route's `storeOf`), or undefined. */
export function storeOfProof(db: Db, proofId: string): Promise<string | undefined> {
  return storeOfRow(db, paymentProofs, proofId);
}

/** A proof's file for its store's merchant. */
export async function readProofFile(
  db: Db,
  storage: PrivateStorage,
  storeId: string,
  proofId: string,
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const row = await storeRow(db, paymentProofs, storeId, proofId);
  if (!row) throw proofNotFound();
  return readStoredProof(storage, row);
}
