/**
 * The order's timeline, newest first: each event's kind (icon and words), message, who (the
 * merchant's name, "Customer" or "System") and when (relative, the exact time in its title);
 * an email event shows its delivery state (and its recipient, when the message does not).
 * The staff note form is on top.
 */
import { useEffect, useState } from 'react';
import type { OrderDetailDto, OrderEventDto } from '../../../shared';
import { Badge, Card, type BadgeTone } from '../../kit';
import { formatDateTime } from '../../lib/format-date';
import { NoteForm } from './NoteForm';
import { actorLabel, eventKindIcons, eventKindLabels, newestFirst, relativeTime } from './timeline';

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
  const events = newestFirst(order.events);
  return (
    <Card title="Timeline" data-testid="order-timeline">
      <NoteForm storeId={order.storeId} orderId={order.orderId} />
      <ol className="orders-timeline" aria-label="Events, newest first">
        {events.map((event) => (
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
                {event.email ? (
                  <Badge tone={emailTones[event.email.status]} data-testid="email-status">
                    {emailLabels[event.email.status]}
                  </Badge>
                ) : null}
              </p>
              <p className="orders-event-message" data-testid="event-message">
                {event.message}
              </p>
              {event.email && !event.message.includes(event.email.to) ? (
                <p className="muted orders-event-email">
                  To {event.email.to}: “{event.email.subject}”
                </p>
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
