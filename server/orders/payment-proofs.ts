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
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import sharp from 'sharp';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  PAYMENT_PROOF_FILE_FIELD,
  PAYMENT_PROOF_MAX_BYTES,
  paymentProofFieldsSchema,
  paymentStatusLabels,
  type OrderDto,
} from '../../shared';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { orders, paymentProofs } from '../db/schema';
import { checkInput, HttpError } from '../http/errors';
import { detectProofType, type ProofMime } from '../media/detect-type';
import type { PrivateStorage } from '../media/private-storage';
import { appendOrderEvent, queueOrderEmail, shopperActor } from './order-events';
import { getOrder, type OrderRow } from './order-dto';
import { getShopperOrder } from './order-detail';
import { isOrderToken } from './order-token';
import { merchantAddress } from './place-order';
import { getCheckoutStore } from './pricing';
import { proofSubmittedEmail } from './update-emails';

export type ProofFields = z.output<typeof paymentProofFieldsSchema>;

export interface ProofUpload {
  fields: ProofFields;
  file: { bytes: Buffer; fileName: string; contentType: ProofMime };
}

const FILE = PAYMENT_PROOF_FILE_FIELD;
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const extensions: Record<ProofMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The browser's file name, kept for the merchant: one printable line, no path. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base
    .replace(/[\p{Cc}\p{Cs}]/gu, '')
    .trim()
    .slice(0, 200);
}

function multipartError(error: unknown, field: string): HttpError | undefined {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, 'The file is too large', [
      { field, message: `The file may be at most ${megabytes(PAYMENT_PROOF_MAX_BYTES)}` },
    ]);
  }
  if (code === 'FST_FILES_LIMIT') {
    return new HttpError(400, 'One file only', [
      { field: FILE, message: 'Send one file: a photo or PDF of the transfer' },
    ]);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'Too many fields', [
      { field: 'body', message: 'The upload has more fields than the form sends' },
    ]);
  }
  if (code === 'FST_PROTO_VIOLATION') {
    return new HttpError(400, 'Invalid field name', [{ field: 'body', message: 'Unknown field' }]);
  }
  if (error instanceof Error && !(error instanceof HttpError) && !code) {
    return new HttpError(400, 'Malformed multipart body', [
      { field: 'body', message: 'The upload is not a readable multipart/form-data body' },
    ]);
  }
  return undefined;
}

/** Reads and checks the multipart upload: 400/413/415 naming the field otherwise. */
export async function readProofUpload(request: FastifyRequest): Promise<ProofUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Unsupported content type', [
      { field: 'content-type', message: 'Send the proof as multipart/form-data' },
    ]);
  }
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; name: string } | undefined;
  let part: Multipart | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: PAYMENT_PROOF_MAX_BYTES, files: 1, fields: 8, parts: 9 },
    });
    for await (part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE) {
          throw new HttpError(400, `Unknown field: ${part.fieldname}`, [
            { field: part.fieldname || 'body', message: `Send the file in the field '${FILE}'` },
          ]);
        }
        file = { bytes: await part.toBuffer(), name: part.filename };
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw multipartError(error, part?.fieldname || FILE) ?? error;
  }
  const checked = checkInput(paymentProofFieldsSchema, fields, 'body');
  if ('error' in checked) throw checked.error;
  if (!file || file.bytes.length === 0) {
    throw new HttpError(400, 'No file', [
      { field: FILE, message: 'Choose a photo or PDF of your transfer receipt' },
    ]);
  }
  const contentType = detectProofType(file.bytes);
  const refused = () =>
    new HttpError(415, 'Unsupported file type', [
      { field: FILE, message: 'Send a JPEG, PNG or WebP image, or a PDF' },
    ]);
  if (!contentType) throw refused();
  if (contentType !== 'application/pdf') {
    // The magic number says image: it must also decode as one.
    const ok = await sharp(file.bytes)
      .metadata()
      .then((m) => Boolean(m.width && m.height))
      .catch(() => false);
    if (!ok) throw refused();
  }
  return {
    fields: checked.value,
    file: {
      bytes: file.bytes,
      fileName: cleanFileName(file.name) || `payment-proof.${extensions[contentType]}`,
      contentType,
    },
  };
}

const orderLinkNotFound = () =>
  new HttpError(404, 'Order not found', [
    { field: 'token', message: 'No order matches this link' },
  ]);

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

  const proofId = randomUUID();
  const { bytes, fileName, contentType } = upload.file;
  const storageKey = `payment-proofs/${storeId}/${orderId}/${proofId}.${extensions[contentType]}`;
  await storage.put(storageKey, bytes, contentType);
  try {
    await db.transaction(async (tx) => {
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
        createdAt: sql`greatest(${now.toISOString()}::timestamptz, (select max(p.created_at) + interval '1 microsecond' from ${paymentProofs} p where p.store_id = ${storeId} and p.order_id = ${orderId}))`,
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
    });
  } catch (error) {
    await storage.delete([storageKey]).catch(() => undefined);
    throw error;
  }
  const after = await getOrder(db, storeId, orderId);
  return getShopperOrder(db, storeId, after ?? order);
}

export const proofNotFound = () =>
  new HttpError(404, 'Payment proof not found', [
    { field: 'proofId', message: 'No such proof in your stores' },
  ]);

/** The store a proof belongs to (the route's `storeOf`), or undefined. */
export async function storeOfProof(db: Db, proofId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ storeId: paymentProofs.storeId })
    .from(paymentProofs)
    .where(eq(paymentProofs.id, proofId))
    .limit(1);
  return row?.storeId;
}

/** A proof's file for its store's merchant. */
export async function readProofFile(
  db: Db,
  storage: PrivateStorage,
  storeId: string,
  proofId: string,
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const [row] = await db
    .select()
    .from(paymentProofs)
    .where(and(eq(paymentProofs.id, proofId), eq(paymentProofs.storeId, storeId)))
    .limit(1);
  if (!row) throw proofNotFound();
  const bytes = await storage.get(row.storageKey);
  if (!bytes) {
    throw new HttpError(404, 'The proof file is missing', [
      { field: 'proofId', message: 'The file of this proof is no longer stored' },
    ]);
  }
  return { bytes, contentType: row.contentType, fileName: row.fileName };
}
