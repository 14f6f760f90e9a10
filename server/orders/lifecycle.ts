/**
 * Lifecycle actions on an order (rules: shared/order-lifecycle.ts), each in ONE transaction:
 *
 * 1. read the order; a refused action is a 409 naming the current state (`refusal()`);
 * 2. one guarded UPDATE — `WHERE status IN (from)` or `payment_status IN (from)` (plus
 *    `status <> 'cancelled'` to be paid, `refunded_minor + amount <= total_minor` to refund):
 *    of two concurrent actions only one matches; the other reads the order again and gets
 *    the 409, so nothing is done twice (a cancel releases stock once);
 * 3. what the action implies: stock back (cancel), tracking (ship), `paid_at`, the proof's
 *    review (its own guarded UPDATE `status = 'submitted'`), the refunded amount;
 * 4. a timeline event with the actor, and the shopper's email with its `email` event.
 *
 * Any failure rolls everything back. Owns: the actions. Not: the rules (shared), the
 * emails' wording (update-emails.ts), reads (order-detail.ts).
 */
import { refreshCustomerStats } from '../customers/customer-stats';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  formatMoney,
  orderActionRules,
  refundedTaxMinor,
  refusal,
  toDecimal,
  toMinor,
  type OrderActionName,
  type OrderStatusName,
  type OrderTransitionBody,
} from '../../shared';
import type { Db } from '../db/client';
import { orders, paymentProofs } from '../db/schema';
import { HttpError, notFound, conflict } from '../http/errors';
import {
  appendOrderEvent,
  queueOrderEmail,
  type Actor,
  type NewOrderEvent,
  type OrderEventKind,
} from './order-events';
import { getOrder, getOrderItems, type OrderRow } from './order-dto';
import { releaseStock } from './order-status';
import { releaseDiscountUses } from '../discounts/usage';
import { getCheckoutStore, type DbOrTx } from './pricing';
import { storeLinkOrigin, type LinkConfig } from '../http/public-links';
import { orderConfirmationUrl } from './store-links';
import { shopperUpdateEmail, type ShopperUpdate } from './update-emails';
import { reviewUrl } from '../reviews/review-links';

export const orderNotFound = () =>
  notFound('Order not found', 'orderId', 'No such order in this store');

export interface TransitionResult {
  order: OrderRow;
  /** False only for update-status asking for the status the order already has. */
  changed: boolean;
  /** Stock came back for a row that had sold out. */
  restocked: boolean;
}

const stateOf = (o: OrderRow) => ({
  status: o.status,
  paymentStatus: o.paymentStatus,
  paymentMethod: o.paymentMethod,
  totalMinor: o.totalMinor,
  refundedMinor: o.refundedMinor,
});

/** The state a refusal is about: the action's axis, or `status` when a cancelled order may not be paid. */
function refusedField(order: OrderRow, action: OrderActionName): string {
  const rule = orderActionRules[action];
  const current = rule.axis === 'status' ? order.status : order.paymentStatus;
  return (rule.from as readonly string[]).includes(current) && order.status === 'cancelled'
    ? 'status'
    : rule.axis;
}

/** The 409 of a refused action: its message names the order's state now; nothing changed. */
export function refusedAction(
  order: OrderRow,
  action: OrderActionName,
  message: string,
  field: string = refusedField(order, action),
) {
  return new HttpError(409, message, [{ field, message }], {
    status: order.status,
    paymentStatus: order.paymentStatus,
  });
}

/** Reads the order again after a guarded UPDATE matched nothing, and answers why. */
async function refusedNow(
  tx: DbOrTx,
  storeId: string,
  orderId: string,
  action: OrderActionName,
  fallback: string,
): Promise<HttpError> {
  const now = await getOrder(tx, storeId, orderId);
  if (!now) return orderNotFound();
  return refusedAction(now, action, refusal(stateOf(now), action) ?? fallback);
}

/** The timeline event of a status action. */
const statusEvents: Partial<Record<OrderActionName, { kind: OrderEventKind; message: string }>> = {
  confirm: { kind: 'status_changed', message: 'Order confirmed' },
  process: { kind: 'status_changed', message: 'Processing started' },
  deliver: { kind: 'status_changed', message: 'Marked as delivered' },
  cancel: { kind: 'status_changed', message: 'Order cancelled; its items are back in stock' },
  mark_paid: { kind: 'payment_changed', message: 'Marked as paid' },
};

/** The shopper email each action sends (`process` sends none). */
function shopperUpdateFor(
  body: OrderTransitionBody,
  link: () => string,
  amountMinor: number,
): ShopperUpdate | undefined {
  switch (body.action) {
    case 'confirm':
      return { kind: 'confirmed' };
    case 'ship':
      return { kind: 'shipped' };
    case 'deliver':
      return { kind: 'delivered' };
    case 'cancel':
      return { kind: 'cancelled' };
    case 'mark_paid':
    case 'approve_proof':
      return { kind: 'payment_received' };
    case 'reject_proof':
      return { kind: 'proof_rejected', reason: body.reason, link: link() };
    case 'refund':
      return { kind: 'refunded', amountMinor, reason: body.reason };
    default:
      return undefined;
  }
}

/** A refund's amount in minor units; a 400 when it is not a whole number of them. */
function refundMinor(amount: number, currency: string): number {
  const minor = toMinor(amount, currency);
  if (minor <= 0 || Math.abs(toDecimal(minor, currency) - amount) > 1e-9) {
    throw new HttpError(400, 'Invalid body: amount', [
      {
        field: 'amount',
        message: `amount must be a whole number of ${currency} cents (e.g. ${toDecimal(Math.max(minor, 1), currency)})`,
      },
    ]);
  }
  return minor;
}

/**
 * A refund of `amount` from `order` as the lifecycle allows it, in minor units: refused (409
 * naming `paymentStatus` or `amount`, 400 for a fraction of a cent) when the order is not paid
 * or the amount is more than is left. The payments layer checks with it before any money moves.
 */
export function checkedRefundMinor(order: OrderRow, amount: number): number {
  const why = refusal(stateOf(order), 'refund');
  if (why) throw refusedAction(order, 'refund', why);
  const amountMinor = refundMinor(amount, order.currency);
  const left = order.totalMinor - order.refundedMinor;
  if (amountMinor > left) {
    throw refusedAction(
      order,
      'refund',
      `Cannot refund ${formatMoney(amountMinor, order.currency)}: that is more than was paid and not yet refunded (${formatMoney(left, order.currency)} left of ${formatMoney(order.totalMinor, order.currency)})`,
      'amount',
    );
  }
  return amountMinor;
}

/**
 * Applies one lifecycle action to order `body.orderId` of `storeId` (see the module header).
 * `links` builds the store's URL for the emails that carry one.
 */
export async function transitionOrder(
  db: Db,
  storeId: string,
  body: OrderTransitionBody,
  actor: Actor,
  now: Date,
  links: LinkConfig,
): Promise<TransitionResult> {
  return db.transaction((tx) => applyTransition(tx, storeId, body, actor, now, links));
}

/** How an action taken for the shopper's payment provider differs from a merchant's. */
export interface TransitionOptions {
  /** The timeline's words for it (e.g. "Paid by card (Stripe, test mode)"). */
  message?: string;
  /** false: no email to the shopper (an abandoned card payment's cancellation). */
  notify?: boolean;
}

/**
 * `transitionOrder` inside the caller's transaction `tx` (the payments layer records the
 * provider's event in the same one, so the event and its effect commit together).
 */
export async function applyTransition(
  tx: DbOrTx,
  storeId: string,
  body: OrderTransitionBody,
  actor: Actor,
  now: Date,
  links: LinkConfig,
  options: TransitionOptions = {},
): Promise<TransitionResult> {
  const order = await getOrder(tx, storeId, body.orderId);
  if (!order) throw orderNotFound();
  const action = body.action;
  const why = refusal(stateOf(order), action);
  if (why) throw refusedAction(order, action, why);

  const rule = orderActionRules[action];
  let amountMinor = 0;
  if (body.action === 'refund') amountMinor = checkedRefundMinor(order, body.amount);
  if (body.action === 'approve_proof' || body.action === 'reject_proof') {
    const [proof] = await tx
      .select({ status: paymentProofs.status })
      .from(paymentProofs)
      .where(
        and(
          eq(paymentProofs.id, body.proofId),
          eq(paymentProofs.storeId, storeId),
          eq(paymentProofs.orderId, order.id),
        ),
      )
      .limit(1);
    if (!proof) {
      throw notFound('Payment proof not found', 'proofId', 'No such proof for this order');
    }
    if (proof.status !== 'submitted') {
      const message = `This proof is already ${proof.status}`;
      throw new HttpError(409, message, [{ field: 'proofId', message }], {
        status: order.status,
        paymentStatus: order.paymentStatus,
      });
    }
  }

  // The guarded UPDATE: only an order still in a `from` state changes.
  const set: Partial<typeof orders.$inferInsert> = { updatedAt: now };
  if (rule.axis === 'status') set.status = rule.to;
  else set.paymentStatus = rule.to;
  if (body.action === 'ship') {
    set.carrier = body.carrier;
    set.trackingNumber = body.trackingNumber;
    set.trackingUrl = body.trackingUrl;
  }
  if (body.action === 'mark_paid' || body.action === 'approve_proof') set.paidAt = now;
  const guard =
    rule.axis === 'status'
      ? inArray(orders.status, rule.from as OrderStatusName[])
      : inArray(orders.paymentStatus, [...rule.from]);
  const [updated] = await tx
    .update(orders)
    .set(
      body.action === 'refund'
        ? { ...set, refundedMinor: sql`${orders.refundedMinor} + ${amountMinor}` }
        : set,
    )
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.storeId, storeId),
        guard,
        body.action === 'mark_paid' || body.action === 'approve_proof'
          ? ne(orders.status, 'cancelled')
          : undefined,
        body.action === 'refund'
          ? sql`${orders.refundedMinor} + ${amountMinor} <= ${orders.totalMinor}`
          : undefined,
      ),
    )
    .returning();
  if (!updated) {
    throw await refusedNow(tx, storeId, order.id, action, 'The order changed meanwhile: reload it');
  }

  // What the customer spent changes with a cancel or a refund.
  if (body.action === 'cancel' || body.action === 'refund') {
    await refreshCustomerStats(tx, storeId, updated.customerId);
  }

  let restocked = false;
  const events: NewOrderEvent[] = [];
  const data = {
    action,
    from: rule.axis === 'status' ? order.status : order.paymentStatus,
    to: rule.to,
  };
  if (body.action === 'cancel') {
    // Never paid: its discount uses come back (before its stock: the checkout's lock order).
    if (updated.paymentStatus === 'unpaid') await releaseDiscountUses(tx, storeId, updated);
    const items = (await getOrderItems(tx, storeId, [order.id])).get(order.id) ?? [];
    restocked = await releaseStock(tx, storeId, items);
  }
  if (body.action === 'approve_proof' || body.action === 'reject_proof') {
    const approved = body.action === 'approve_proof';
    const [reviewed] = await tx
      .update(paymentProofs)
      .set({
        status: approved ? 'approved' : 'rejected',
        reason: approved ? '' : body.reason,
        reviewedBy: actor.id,
        reviewedByName: actor.name,
        reviewedAt: now,
      })
      .where(
        and(
          eq(paymentProofs.id, body.proofId),
          eq(paymentProofs.storeId, storeId),
          eq(paymentProofs.orderId, order.id),
          eq(paymentProofs.status, 'submitted'),
        ),
      )
      .returning({ id: paymentProofs.id });
    if (!reviewed) {
      const message = 'This proof was reviewed meanwhile';
      throw conflict('proofId', message);
    }
    events.push(
      approved
        ? {
            kind: 'proof_approved',
            message: 'Payment proof approved: the order is paid',
            data: { ...data, proofId: body.proofId },
            actor,
          }
        : {
            kind: 'proof_rejected',
            message: `Payment proof rejected: ${body.reason}`,
            data: { ...data, proofId: body.proofId, reason: body.reason },
            actor,
          },
    );
  } else if (body.action === 'ship') {
    events.push({
      kind: 'shipped',
      message: `Shipped with ${body.carrier || 'no carrier given'}${body.trackingNumber ? `, tracking number ${body.trackingNumber}` : ''}`,
      data: {
        ...data,
        carrier: body.carrier,
        trackingNumber: body.trackingNumber,
        trackingUrl: body.trackingUrl,
      },
      actor,
    });
  } else if (body.action === 'refund') {
    // The tax it gives back: its share of the order's, from the running refunded total.
    const taxBack = refundedTaxMinor(updated) - refundedTaxMinor(order);
    events.push({
      kind: 'refund',
      message: `Refunded ${formatMoney(amountMinor, order.currency)}${taxBack > 0 ? ` (of which tax ${formatMoney(taxBack, order.currency)})` : ''}${body.reason ? `: ${body.reason}` : ''} (${formatMoney(updated.refundedMinor, order.currency)} of ${formatMoney(order.totalMinor, order.currency)} in all)`,
      data: {
        ...data,
        amountMinor,
        taxMinor: taxBack,
        reason: body.reason,
        refundedMinor: updated.refundedMinor,
      },
      actor,
    });
  } else {
    const e = statusEvents[action];
    if (e) events.push({ ...e, data, actor });
  }
  if (options.message && events[0]) events[0] = { ...events[0], message: options.message };
  for (const event of events) await appendOrderEvent(tx, storeId, order.id, event, now);

  const store = await getCheckoutStore(tx, storeId);
  const update =
    store &&
    options.notify !== false &&
    shopperUpdateFor(
      body,
      () => orderConfirmationUrl(storeLinkOrigin(store, links), updated),
      amountMinor,
    );
  // A delivered order's email asks for reviews when the store does.
  if (store && update && update.kind === 'delivered' && store.reviewRequests) {
    update.reviewUrl = reviewUrl(store, updated, links, now);
  }
  // An order whose customer deleted their data has no email to write to.
  if (store && update && updated.customerEmail) {
    const email = shopperUpdateEmail(updated, store, update, storeLinkOrigin(store, links));
    await queueOrderEmail(tx, storeId, order.id, email, now);
  }
  return { order: updated, changed: true, restocked };
}

/** The action that moves an order to `status` (the older update-status call). */
const actionTo: Partial<Record<OrderStatusName, OrderActionName>> = {
  confirmed: 'confirm',
  processing: 'process',
  shipped: 'ship',
  delivered: 'deliver',
  cancelled: 'cancel',
};

/**
 * PUT update-status: the lifecycle action leading to `status`. Asking for the status the
 * order already has changes nothing and is no error (a retried cancel); a status no action
 * leads to from here is the action's 409.
 */
export async function moveOrderToStatus(
  db: Db,
  storeId: string,
  orderId: string,
  status: OrderStatusName,
  actor: Actor,
  now: Date,
  links: LinkConfig,
): Promise<TransitionResult> {
  const current = async (): Promise<OrderRow> => {
    const order = await getOrder(db, storeId, orderId);
    if (!order) throw orderNotFound();
    return order;
  };
  const unchanged = (order: OrderRow): TransitionResult | undefined =>
    order.status === status ? { order, changed: false, restocked: false } : undefined;
  const order = await current();
  const same = unchanged(order);
  if (same) return same;
  const action = actionTo[status];
  if (!action) {
    const message = `The order is ${order.status}: it cannot go back to ${status}`;
    throw new HttpError(409, message, [{ field: 'status', message }], {
      status: order.status,
      paymentStatus: order.paymentStatus,
    });
  }
  const body = (
    action === 'ship'
      ? { orderId, action, carrier: '', trackingNumber: '', trackingUrl: '' }
      : { orderId, action }
  ) as OrderTransitionBody;
  try {
    return await transitionOrder(db, storeId, body, actor, now, links);
  } catch (error) {
    // Two identical calls at once: the one that lost finds the status it asked for.
    if (error instanceof HttpError && error.statusCode === 409) {
      const raced = unchanged(await current());
      if (raced) return raced;
    }
    throw error;
  }
}

/** A staff note on the timeline. */
export async function addOrderNote(
  db: Db,
  storeId: string,
  orderId: string,
  note: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Locks the order row: the note's time is ordered with the order's other events.
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
      .for('update');
    if (!order) throw orderNotFound();
    await appendOrderEvent(tx, storeId, orderId, { kind: 'note', message: note, actor }, now);
  });
}
