/**
 * "Send a test event" and its result: the store's home loads in pixel test mode in a small
 * frame here, and the first event it sends is shown (sent to which pixel, its event id), or
 * why none came; "Open your store in test mode" gives the whole store in a tab, where a panel
 * lists every event.
 */
import { Banner, Card } from '../../kit';
import { formatDateTime } from '../../../shared';
import { usePixelTest, type PixelTestState } from './use-pixel-test';

function Result({ state }: { state: PixelTestState }) {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'waiting':
      return <p className="muted">Loading your store and waiting for its first event…</p>;
    case 'silent':
      return (
        <Banner tone="warning" title="No event came back">
          <p>
            Your store did not answer within 30 seconds. Send the test again, or open your store in
            test mode: its panel lists the events.
          </p>
        </Banner>
      );
    case 'received': {
      const { report, at } = state;
      return report.sent ? (
        <Banner tone="info" title={`${report.name} sent to pixel ${report.pixelId ?? ''}`}>
          <p>
            Your store sent it at {formatDateTime(at.toISOString())} with event id{' '}
            <code data-testid="fb-pixel-test-event-id">{report.eventId}</code>. Meta’s Events
            Manager shows it under Test events within a few minutes.
          </p>
        </Banner>
      ) : (
        <Banner tone="warning" title={`${report.name} was not sent: your store has no pixel`}>
          <p>Save a pixel id first; the store then sends its events to it.</p>
        </Banner>
      );
    }
  }
}

export function PixelTestCard({
  testUrl,
  unsaved,
}: {
  /** The store's home with the test flag; null until the store's address is known. */
  testUrl: string | null;
  unsaved: boolean;
}) {
  const { state, start, frame } = usePixelTest(testUrl);
  return (
    <Card title="Send a test event" data-testid="fb-pixel-test-card">
      <div className="settings-card-body">
        <p className="settings-summary">
          Loads your store’s home page here in test mode: it sends a PageView, and the result shows
          below.
          {unsaved ? ' Save your pixel id first: the store sends to the saved one.' : ''}
        </p>
        <div className="pixel-test-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={start}
            disabled={!testUrl || state.kind === 'waiting'}
            data-testid="fb-pixel-test"
          >
            {state.kind === 'idle' ? 'Send a test event' : 'Send another test event'}
          </button>
          {testUrl ? (
            <a
              href={testUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="fb-pixel-test-tab"
            >
              Open your store in test mode
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
        <div aria-live="polite" data-testid="fb-pixel-test-result">
          <Result state={state} />
        </div>
        {state.kind === 'waiting' ? (
          <iframe
            key={state.run}
            ref={frame}
            src={state.frameSrc}
            title="Your store's home page in pixel test mode"
            className="pixel-test-frame"
            sandbox="allow-scripts allow-same-origin"
            referrerPolicy="no-referrer"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="fb-pixel-test-frame"
          />
        ) : null}
      </div>
    </Card>
  );
}
