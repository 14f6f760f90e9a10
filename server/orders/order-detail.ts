/**
 * One order as the merchant reads it (orderDetailDtoSchema): the shopper's view plus its
 * timeline oldest first (each `email` event with its outbox row's delivery state now), its
 * payment proofs newest first, and the lifecycle actions allowed now. Owns: those reads.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { allowedActions, type OrderDetailDto, type PaymentProofDto } from '../../shared';
import { emailOutbox, orderEvents, orderPayments, paymentProofs } from '../db/schema';
import { getOrder, getOrderItems, toOrderDto, type LatestProof, type OrderRow } from './order-dto';
import { getCheckoutStore, type DbOrTx } from './pricing';

/** The merchant's URL of a proof's file. */
export const proofFileUrl = (proofId: string) =>
  `/api/dashboard/orders/payment-proof-file?${new URLSearchParams({ proofId })}`;

/** The newest proof of `orderId`, as the shopper sees it, or null. */
export async function getLatestProof(
  db: DbOrTx,
  storeId: string,
  orderId: string,
): Promise<LatestProof> {
  const [row] = await db
    .select({
      status: paymentProofs.status,
      reason: paymentProofs.reason,
      createdAt: paymentProofs.createdAt,
    })
    .from(paymentProofs)
    .where(and(eq(paymentProofs.storeId, storeId), eq(paymentProofs.orderId, orderId)))
    .orderBy(desc(paymentProofs.createdAt), desc(paymentProofs.id))
    .limit(1);
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

/** The shopper's view of `order` (the confirmation page, the checkout answer). */
/** A card order's online payment row (server/payments/card-payments.ts writes it). */
async function getOrderPayment(db: DbOrTx, storeId: string, order: OrderRow) {
  if (order.paymentMethod !== 'card') return undefined;
  const [row] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.storeId, storeId), eq(orderPayments.orderId, order.id)));
  return row;
}

export async function getShopperOrder(db: DbOrTx, storeId: string, order: OrderRow) {
  const [items, store, latestProof, payment] = await Promise.all([
    getOrderItems(db, storeId, [order.id]),
    getCheckoutStore(db, storeId),
    getLatestProof(db, storeId, order.id),
    getOrderPayment(db, storeId, order),
  ]);
  return toOrderDto(
    order,
    items.get(order.id) ?? [],
    store ?? { bankTransferInstructions: '', bankAccount: {} },
    latestProof,
    payment
      ? {
          status: payment.status,
          payUrl: payment.status === 'open' ? payment.sessionUrl : null,
          testMode: payment.mode === 'test',
        }
      : null,
  );
}

async function getEvents(db: DbOrTx, storeId: string, orderId: string) {
  const rows = await db
    .select({
      id: orderEvents.id,
      kind: orderEvents.kind,
      message: orderEvents.message,
      actorType: orderEvents.actorType,
      actorName: orderEvents.actorName,
      createdAt: orderEvents.createdAt,
      emailTo: emailOutbox.toAddress,
      emailSubject: emailOutbox.subject,
      emailStatus: emailOutbox.status,
    })
    .from(orderEvents)
    .leftJoin(
      emailOutbox,
      and(
        sql`${emailOutbox.id} = case when ${orderEvents.kind} = 'email' then (${orderEvents.data}->>'outboxId')::uuid end`,
        eq(emailOutbox.storeId, orderEvents.storeId),
      ),
    )
    .where(and(eq(orderEvents.storeId, storeId), eq(orderEvents.orderId, orderId)))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as OrderDetailDto['events'][number]['kind'],
    message: r.message,
    actorType: r.actorType,
    actorName: r.actorName,
    createdAt: r.createdAt.toISOString(),
    email:
      r.emailTo !== null && r.emailSubject !== null && r.emailStatus !== null
        ? { to: r.emailTo, subject: r.emailSubject, status: r.emailStatus }
        : null,
  }));
}

async function getProofs(db: DbOrTx, storeId: string, orderId: string): Promise<PaymentProofDto[]> {
  const rows = await db
    .select()
    .from(paymentProofs)
    .where(and(eq(paymentProofs.storeId, storeId), eq(paymentProofs.orderId, orderId)))
    .orderBy(desc(paymentProofs.createdAt), desc(paymentProofs.id));
  return rows.map((p) => ({
    id: p.id,
    createdAt: p.createdAt.toISOString(),
    fileName: p.fileName,
    contentType: p.contentType,
    byteSize: p.byteSize,
    payerReference: p.payerReference,
    status: p.status,
    reason: p.reason,
    reviewedByName: p.reviewedByName,
    reviewedAt: p.reviewedAt?.toISOString() ?? null,
    fileUrl: proofFileUrl(p.id),
  }));
}

/** Order `orderId` of `storeId` with its timeline and proofs, or undefined. */
export async function getOrderDetail(
  db: DbOrTx,
  storeId: string,
  orderId: string,
): Promise<OrderDetailDto | undefined> {
  const order = await getOrder(db, storeId, orderId);
  if (!order) return undefined;
  const [shopperView, events, proofs, payment] = await Promise.all([
    getShopperOrder(db, storeId, order),
    getEvents(db, storeId, orderId),
    getProofs(db, storeId, orderId),
    getOrderPayment(db, storeId, order),
  ]);
  return {
    ...shopperView,
    storeId,
    itemCount: order.itemCount,
    weightGrams: order.weightGrams,
    updatedAt: order.updatedAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    events,
    proofs,
    allowedActions: allowedActions({
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      totalMinor: order.totalMinor,
      refundedMinor: order.refundedMinor,
    }),
    onlinePayment: payment
      ? {
          provider: payment.provider,
          mode: payment.mode,
          status: payment.status,
          sessionId: payment.sessionId,
          paymentId: payment.paymentId,
        }
      : null,
    paymentReview: order.paymentReview,
  };
}
