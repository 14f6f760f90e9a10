/**
 * The order timeline's words: who did it, what kind of event it is, and when (relative to
 * now, with the exact time for a title). Events are shown newest first everywhere.
 */
import type { OrderEventDto } from '../../../shared';

type EventKind = OrderEventDto['kind'];

/** Who an event is by: the merchant's name, "Customer" or "System". */
export function actorLabel(event: Pick<OrderEventDto, 'actorType' | 'actorName'>): string {
  if (event.actorType === 'shopper') return 'Customer';
  if (event.actorType === 'system') return 'System';
  return event.actorName || 'Staff';
}

export const eventKindLabels: Record<EventKind, string> = {
  placed: 'Order placed',
  status_changed: 'Status',
  payment_changed: 'Payment',
  shipped: 'Shipped',
  proof_submitted: 'Proof submitted',
  proof_approved: 'Proof approved',
  proof_rejected: 'Proof rejected',
  refund: 'Refund',
  email: 'Email',
  note: 'Note',
  expired: 'Expired',
};

/** A one-character icon per kind (decorative: the kind's label is read instead); no emoji. */
export const eventKindIcons: Record<EventKind, string> = {
  placed: '●',
  status_changed: '↻',
  payment_changed: '¤',
  shipped: '➔',
  proof_submitted: '⇪',
  proof_approved: '✔',
  proof_rejected: '✖',
  refund: '↩',
  email: '✉',
  note: '✎',
  expired: '◷',
};

/** Newest first; events of the same instant keep the server's order reversed. */
export function newestFirst<T extends { createdAt: string }>(events: readonly T[]): T[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) => Date.parse(b.event.createdAt) - Date.parse(a.event.createdAt) || b.index - a.index,
    )
    .map(({ event }) => event);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** `3 minutes ago`, `yesterday`, `just now` (under a minute), in `locale`. */
export function relativeTime(iso: string, now: Date, locale?: string): string {
  const seconds = Math.round((Date.parse(iso) - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return iso;
  if (Math.abs(seconds) < 60) return 'just now';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(Math.trunc(seconds / 60), 'minute');
}

/** A step of the timeline with the emails it sent (oldest first), each in its final state. */
export interface TimelineStep<T> {
  event: T;
  emails: T[];
}

/**
 * The timeline's steps, newest first, each with the emails sent for it: an email belongs to
 * the step just before it (the server queues a step's emails right after the step). An email
 * with no step before it stands as a step of its own.
 */
export function groupEmails<T extends { kind: string; createdAt: string }>(
  events: readonly T[],
): TimelineStep<T>[] {
  const steps: TimelineStep<T>[] = [];
  let pending: T[] = [];
  // Oldest first: each email joins the latest step so far.
  for (const event of [...newestFirst(events)].reverse()) {
    const last = steps.at(-1);
    if (event.kind === 'email' && last) last.emails.push(event);
    else if (event.kind === 'email') pending.push(event);
    else {
      for (const orphan of pending) steps.push({ event: orphan, emails: [] });
      pending = [];
      steps.push({ event, emails: [] });
    }
  }
  for (const orphan of pending) steps.push({ event: orphan, emails: [] });
  return steps.reverse();
}
