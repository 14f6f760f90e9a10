/**
 * The tracking pixel (spec 1): when the store has a pixel id, load the pixel script and send
 * PageView on each route change, ViewContent on product view, AddToCart on adds,
 * InitiateCheckout and Purchase at checkout. Uses the page's own `window.fbq` when one exists
 * (so tests can stub it); never runs on the server. Events and their parameters are the ones
 * of shared/pixel-events.ts (the dashboard lists the same definition). Every event carries an
 * `eventID` (fbq's 4th argument) so a later server-side integration can deduplicate.
 *
 * Test mode: `?pixel_test=1` (remembered for the browser session, `?pixel_test=0` ends it)
 * records every event our code sends and shows them in a small overlay, loaded as its own
 * chunk only then. It works without the vendor's script (blocked, offline) and without a
 * pixel id (the events are then listed as not sent). Framed by the dashboard's "Send a test
 * event", the page also tells the dashboard each event (`postMessage`, to the platform only).
 */
import {
  PIXEL_REPORT_PARAM,
  PIXEL_TEST_PARAM,
  pixelReportTarget,
  purchaseEventId,
  type PixelTestReport,
  type PixelEventName,
  type PixelEventParams,
} from '../../shared';

type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  loaded?: boolean;
  version?: string;
  callMethod?: (...a: unknown[]) => void;
  push?: unknown;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';
let initialisedFor: string | null = null;

/** One event as test mode lists it. */
export interface PixelTestEvent {
  name: PixelEventName;
  params: Record<string, unknown>;
  eventId: string;
  /** Epoch milliseconds. */
  at: number;
  /** False when the store has no pixel id: nothing went to Meta. */
  sent: boolean;
}

/** What the overlay reads: the events so far and a change subscription. */
export interface PixelTestLog {
  events(): readonly PixelTestEvent[];
  subscribe(listener: () => void): () => void;
  pixelId(): string | null;
  /** Ends test mode for this browser session and removes the overlay. */
  end(): void;
}

const TEST_STORAGE_KEY = 'sb_pixel_test';
const MAX_TEST_EVENTS = 100;
let testLog: (PixelTestLog & { add(event: PixelTestEvent): void }) | null = null;
let testChecked = false;
let currentPixelId: string | null = null;

function readTestFlag(): boolean {
  try {
    const flag = new URLSearchParams(window.location.search).get(PIXEL_TEST_PARAM);
    if (flag === '1') window.sessionStorage.setItem(TEST_STORAGE_KEY, '1');
    if (flag === '0') window.sessionStorage.removeItem(TEST_STORAGE_KEY);
    return window.sessionStorage.getItem(TEST_STORAGE_KEY) === '1';
  } catch {
    // No session storage (an opaque-origin frame, a locked-down browser): no test mode.
    return false;
  }
}

/**
 * The dashboard that framed this page for its test ("Send a test event"), to tell it each
 * event; null when none did or it may not be told (pixelReportTarget).
 */
function reporter(): ((report: PixelTestReport) => void) | null {
  if (window.parent === window) return null;
  const target = pixelReportTarget(
    new URLSearchParams(window.location.search).get(PIXEL_REPORT_PARAM),
    window.location,
  );
  if (!target) return null;
  const parent = window.parent;
  return (report) => parent.postMessage(report, target);
}

function startTestMode() {
  const report = reporter();
  let events: PixelTestEvent[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  let unmount: (() => void) | null = null;
  const log = {
    events: () => events,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    pixelId: () => currentPixelId,
    add(event: PixelTestEvent) {
      events = [event, ...events].slice(0, MAX_TEST_EVENTS);
      notify();
      report?.({
        type: 'pixel-test-event',
        name: event.name,
        eventId: event.eventId,
        sent: event.sent,
        pixelId: currentPixelId,
      });
    },
    end() {
      try {
        window.sessionStorage.removeItem(TEST_STORAGE_KEY);
      } catch {
        // nothing remembered
      }
      testLog = null;
      unmount?.();
    },
  };
  testLog = log;
  void import('./PixelTestOverlay')
    .then(({ mountPixelTestOverlay }) => {
      if (testLog === log) unmount = mountPixelTestOverlay(log);
    })
    .catch(() => undefined);
}

/**
 * Loads the pixel once for `pixelId` (no-op when empty or on the server), and starts test
 * mode when the page was opened with the flag (or earlier in this browser session).
 */
export function initPixel(pixelId: string | null | undefined): void {
  if (typeof window === 'undefined') return;
  currentPixelId = pixelId || null;
  if (!testChecked) {
    testChecked = true;
    if (readTestFlag()) startTestMode();
  }
  if (!pixelId || initialisedFor === pixelId) return;
  initialisedFor = pixelId;
  if (!window.fbq) {
    // The vendor's queueing stub, as a module instead of an inline script (CSP).
    const queue: unknown[][] = [];
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else queue.push(args);
    }) as Fbq;
    fbq.queue = queue;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    window.fbq = fbq;
    window._fbq ??= fbq;
    const script = document.createElement('script');
    script.async = true;
    script.src = PIXEL_SCRIPT_URL;
    document.head.appendChild(script);
  }
  window.fbq('init', pixelId);
}

/** A fresh event id: the event's name and 12 random hex digits. */
export function newEventId(event: PixelEventName): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return `${event}-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Sends one pixel event (when the pixel is loaded) and records it in test mode. `orderId`
 * makes a Purchase's id the order's (`Purchase-<order id>`). Answers the event's id, or null
 * when nothing was sent nor recorded.
 */
export function trackPixel<E extends PixelEventName>(
  event: E,
  params: PixelEventParams[E],
  orderId?: string,
): string | null {
  if (typeof window === 'undefined') return null;
  const sending = Boolean(initialisedFor && window.fbq);
  if (!sending && !testLog) return null;
  const eventID = orderId ? purchaseEventId(orderId) : newEventId(event);
  if (sending) window.fbq?.('track', event, params, { eventID });
  testLog?.add({ name: event, params, eventId: eventID, at: Date.now(), sent: sending });
  return eventID;
}

/** The orders whose Purchase this tab sent (a reload of a paid order's page sends none). */
const PURCHASES_SENT = 'sb-pixel-purchases';

/**
 * Sends an order's Purchase, once per order in this browser session: at placement for an
 * order paid later (cash, transfer), when the payment is confirmed for a card order.
 */
export function trackPurchase(order: {
  orderId: string;
  total: number;
  currency: string;
  items: readonly { productId: string | null; quantity: number }[];
}): void {
  if (typeof window === 'undefined') return;
  let sent: string[] = [];
  try {
    sent = JSON.parse(window.sessionStorage.getItem(PURCHASES_SENT) ?? '[]') as string[];
  } catch {
    // No storage (privacy mode) or a bad value: send, at worst twice.
  }
  if (Array.isArray(sent) && sent.includes(order.orderId)) return;
  const id = trackPixel(
    'Purchase',
    {
      value: order.total,
      currency: order.currency,
      content_ids: [...new Set(order.items.flatMap((i) => (i.productId ? [i.productId] : [])))],
      content_type: 'product',
      num_items: order.items.reduce((n, i) => n + i.quantity, 0),
    },
    order.orderId,
  );
  if (id === null) return;
  try {
    const kept = (Array.isArray(sent) ? sent : []).slice(-19);
    window.sessionStorage.setItem(PURCHASES_SENT, JSON.stringify([...kept, order.orderId]));
  } catch {
    // Not remembered: harmless.
  }
}
