/**
 * Pixel test mode's overlay (its own chunk, loaded by pixel.ts only in test mode): a small
 * panel in a corner of the store listing each pixel event as our code sends it, newest first,
 * with its parameters, eventID and time. It can be collapsed, and "End test" leaves test mode
 * for this browser session. A complementary landmark outside the app's tree (its own root),
 * so the storefront's server HTML and hydration are untouched.
 */
import { useId, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { PixelTestEvent, PixelTestLog } from './pixel';

function formatTime(at: number): string {
  return new Date(at).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

function formatValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ');
  return String(value);
}

function EventItem({ event }: { event: PixelTestEvent }) {
  const params = Object.entries(event.params);
  return (
    <li className="sf-pixel-test__event" data-testid="pixel-test-event" data-event={event.name}>
      <div className="sf-pixel-test__event-head">
        <strong data-testid="pixel-test-event-name">{event.name}</strong>
        <time dateTime={new Date(event.at).toISOString()}>{formatTime(event.at)}</time>
      </div>
      <p className="sf-pixel-test__event-id">
        eventID <code data-testid="pixel-test-event-id">{event.eventId}</code>
        {event.sent ? null : <span className="sf-pixel-test__unsent"> (not sent)</span>}
      </p>
      {params.length ? (
        <dl className="sf-pixel-test__params">
          {params.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>{formatValue(value)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="sf-pixel-test__no-params">No parameters</p>
      )}
    </li>
  );
}

export function PixelTestOverlay({ log }: { log: PixelTestLog }) {
  const events = useSyncExternalStore(log.subscribe, log.events, log.events);
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const listId = useId();
  const pixelId = log.pixelId();
  return (
    <aside className="sf-pixel-test" aria-labelledby={headingId} data-testid="pixel-test-overlay">
      <div className="sf-pixel-test__bar">
        <h2 id={headingId} className="sf-pixel-test__title">
          Pixel test mode
        </h2>
        <span className="sf-pixel-test__count" aria-hidden="true">
          {events.length}
        </span>
        <button
          type="button"
          className="sf-pixel-test__button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide events' : 'Show events'}
        </button>
        <button type="button" className="sf-pixel-test__button" onClick={() => log.end()}>
          End test
        </button>
      </div>
      {/* Scrolls when long: focusable, so keyboard users can scroll it too. */}
      <div
        id={listId}
        hidden={!open}
        className="sf-pixel-test__body"
        tabIndex={0}
        role="group"
        aria-label="Pixel events"
      >
        <p className="sf-pixel-test__note" data-testid="pixel-test-note">
          {pixelId
            ? `Pixel ${pixelId}: each event this store sends appears below as it fires.`
            : 'This store has no pixel id: events are listed but nothing is sent to Meta.'}
        </p>
        {/* role="log": new events are announced politely. */}
        <div role="log" aria-label="Pixel events, newest first">
          {events.length === 0 ? (
            <p className="sf-pixel-test__empty">No events yet.</p>
          ) : (
            <ol className="sf-pixel-test__events">
              {events.map((event) => (
                <EventItem key={event.eventId} event={event} />
              ))}
            </ol>
          )}
        </div>
      </div>
    </aside>
  );
}

/** Mounts the overlay at the end of `<body>`; answers its unmount. */
export function mountPixelTestOverlay(log: PixelTestLog): () => void {
  const host = document.createElement('div');
  host.className = 'sf-pixel-test-host';
  document.body.appendChild(host);
  const root = createRoot(host);
  root.render(<PixelTestOverlay log={log} />);
  return () => {
    root.unmount();
    host.remove();
  };
}
