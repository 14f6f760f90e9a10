/**
 * An order's timeline (`order_events`): who did what and when, written in the same
 * transaction as the change it records. Owns: actors, appending events (each strictly after
 * the order's previous one, so the timeline's order never depends on clock resolution), and
 * queuing an email together with its `email` event. Not: the wording of emails
 * (order-emails.ts, update-emails.ts), reading the timeline (order-detail.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { orderEventKinds } from '../../shared';
import { orderEvents, type OrderActorType } from '../db/schema';
import { enqueueEmail, type OutgoingEmail } from '../email/outbox';
import type { DbOrTx } from './pricing';

export type OrderEventKind = (typeof orderEventKinds)[number];

/** Who acted: a merchant (their user id and name), the shopper, or the system (jobs). */
export interface Actor {
  type: OrderActorType;
  id: string | null;
  name: string;
}

export const systemActor: Actor = { type: 'system', id: null, name: 'System' };

export const merchantActor = (user: { id: string; name: string }): Actor => ({
  type: 'merchant',
  id: user.id,
  name: user.name,
});

export const shopperActor = (order: { customerName: string }): Actor => ({
  type: 'shopper',
  id: null,
  name: order.customerName,
});

export interface NewOrderEvent {
  kind: OrderEventKind;
  /** What happened, in words a merchant reads. */
  message: string;
  data?: Record<string, unknown>;
  actor: Actor;
}

/** An event's row but for its time: the order, what happened and who did it. */
function eventRow(storeId: string, orderId: string, event: NewOrderEvent) {
  return {
    storeId,
    orderId,
    kind: event.kind,
    message: event.message,
    data: event.data ?? {},
    actorType: event.actor.type,
    actorId: event.actor.id,
    actorName: event.actor.name,
  };
}

/**
 * Appends one event to order `orderId`'s timeline at `now`, or 1 µs after the order's latest
 * event when that is later (several events of one change, or a fixed test clock, still read
 * back in the order they were written). The caller holds the order row's lock (its UPDATE),
 * so no other change interleaves.
 */
export async function appendOrderEvent(
  tx: DbOrTx,
  storeId: string,
  orderId: string,
  event: NewOrderEvent,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await tx.insert(orderEvents).values({
    ...eventRow(storeId, orderId, event),
    createdAt: sql`greatest(${at}::timestamptz, (select max(e.created_at) + interval '1 microsecond' from ${orderEvents} e where e.store_id = ${storeId} and e.order_id = ${orderId}))`,
  });
}

/** The `email` event recording that `email` was queued as outbox row `outboxId`. */
export function emailQueuedEvent(email: OutgoingEmail, outboxId: string): NewOrderEvent {
  return {
    kind: 'email',
    message: `Email “${email.subject}” queued to ${email.to}`,
    data: { outboxId, to: email.to, subject: email.subject },
    actor: systemActor,
  };
}

/** Queues `email` through the outbox and records it on the timeline (`data.outboxId`). */
export async function queueOrderEmail(
  tx: DbOrTx,
  storeId: string,
  orderId: string,
  email: OutgoingEmail,
  now: Date,
): Promise<string> {
  const outboxId = await enqueueEmail(tx, { ...email, storeId });
  await appendOrderEvent(tx, storeId, orderId, emailQueuedEvent(email, outboxId), now);
  return outboxId;
}

/**
 * The first events of a new order (it has none yet), as rows to insert in one statement:
 * the first at `at` (an SQL timestamp), each next one 1 µs later, so the timeline reads in
 * this order.
 */
export function newOrderEventRows(
  storeId: string,
  orderId: string,
  events: NewOrderEvent[],
  at: SQL,
): PgInsertValue<typeof orderEvents>[] {
  return events.map((event, i) => ({
    ...eventRow(storeId, orderId, event),
    createdAt: sql`${at} + ${sql.raw(String(i))} * interval '1 microsecond'`,
  }));
}
