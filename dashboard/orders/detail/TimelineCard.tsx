/**
 * The order's timeline, newest first: each step's kind (icon and words), message, who (the
 * merchant's name, "Customer" or "System") and when (relative, the exact time in its title),
 * with the emails it sent under it: recipient, subject and the final delivery state only.
 * The staff note form is on top.
 */
import { useEffect, useState } from 'react';
import type { OrderDetailDto, OrderEventDto } from '../../../shared';
import { Badge, Card, type BadgeTone } from '../../kit';
import { formatDateTime } from '../../../shared';
import { NoteForm } from './NoteForm';
import { actorLabel, eventKindIcons, eventKindLabels, groupEmails, relativeTime } from './timeline';

type EmailStatus = NonNullable<OrderEventDto['email']>['status'];

const emailTones: Record<EmailStatus, BadgeTone> = {
  pending: 'neutral',
  sent: 'success',
  failed: 'critical',
};
const emailLabels: Record<EmailStatus, string> = {
  pending: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

/** "Now", refreshed each minute so relative times stay true while the screen is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function TimelineCard({ order }: { order: OrderDetailDto }) {
  const now = useNow();
  const steps = groupEmails(order.events);
  return (
    <Card title="Timeline" data-testid="order-timeline">
      <NoteForm storeId={order.storeId} orderId={order.orderId} />
      <ol className="orders-timeline" aria-label="Events, newest first">
        {steps.map(({ event, emails }) => (
          <li
            key={event.id}
            className={`orders-event orders-event-${event.kind}`}
            data-testid="timeline-event"
            data-kind={event.kind}
          >
            <span className="orders-event-icon" aria-hidden="true">
              {eventKindIcons[event.kind]}
            </span>
            <div className="orders-event-body">
              <p className="orders-event-head">
                <span className="orders-event-kind">{eventKindLabels[event.kind]}</span>
              </p>
              {event.email ? (
                <EmailLine email={event.email} />
              ) : (
                <p className="orders-event-message" data-testid="event-message">
                  {event.message}
                </p>
              )}
              {emails.length ? (
                <ul className="orders-event-emails" aria-label="Emails sent">
                  {emails.map((e) =>
                    e.email ? (
                      <li key={e.id} data-testid="timeline-email">
                        <EmailLine email={e.email} />
                      </li>
                    ) : null,
                  )}
                </ul>
              ) : null}
              <p className="muted orders-event-meta">
                <span data-testid="event-actor">{actorLabel(event)}</span> ·{' '}
                <time dateTime={event.createdAt} title={formatDateTime(event.createdAt)}>
                  {relativeTime(event.createdAt, now)}
                </time>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** One email: to whom, its subject and its final delivery state (not the queueing). */
function EmailLine({ email }: { email: NonNullable<OrderEventDto['email']> }) {
  return (
    <p className="orders-event-email">
      <span aria-hidden="true">✉ </span>
      <span>
        Email to {email.to}: “{email.subject}”
      </span>{' '}
      <Badge tone={emailTones[email.status]} data-testid="email-status">
        {emailLabels[email.status]}
      </Badge>
    </p>
  );
}
