/**
 * The Facebook (Meta) pixel events the storefront sends, in one definition: their names and
 * the parameters each carries (typed: storefront/analytics/pixel.ts can send nothing else).
 * Their descriptions, which the dashboard's Facebook ads screen lists, are in
 * pixel-event-list.ts, typed by the same PixelEventParams, so the list cannot drift.
 * Zod-free: the storefront bundle imports it.
 */

/** The event names, in the order a shopper meets them. */
export const PIXEL_EVENT_NAMES = [
  'PageView',
  'ViewContent',
  'AddToCart',
  'InitiateCheckout',
  'Purchase',
] as const;
export type PixelEventName = (typeof PIXEL_EVENT_NAMES)[number];

/** What each event sends (the vendor's standard parameters, plus `slug` on ViewContent). */
export interface PixelEventParams {
  PageView: Record<string, never>;
  ViewContent: {
    content_ids: string[];
    content_type: 'product';
    content_name: string;
    value: number;
    currency: string;
    slug: string;
  };
  AddToCart: {
    content_ids: string[];
    content_name: string;
    value: number;
    currency: string;
    quantity: number;
  };
  InitiateCheckout: {
    value: number;
    currency: string;
    content_ids: string[];
    num_items: number;
  };
  Purchase: {
    value: number;
    currency: string;
    content_ids: string[];
    content_type: 'product';
    num_items: number;
  };
}

/** The query flag that opens a store in pixel test mode (`?pixel_test=1`; `0` ends it). */
export const PIXEL_TEST_PARAM = 'pixel_test';

/**
 * With the test flag, the origin of the dashboard that asked for the test ("Send a test
 * event"): it frames the store's home, which reports each event to it (`postMessage`).
 */
export const PIXEL_REPORT_PARAM = 'pixel_report';

/** True for the test frame's request URL (the home, both flags): the dashboard may frame it. */
export function isPixelTestFrameUrl(url: string): boolean {
  const [path, query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  return path === '/' && params.get(PIXEL_TEST_PARAM) === '1' && params.has(PIXEL_REPORT_PARAM);
}

/** One event as the store's tab reports it to the dashboard (`postMessage`). */
export interface PixelTestReport {
  type: 'pixel-test-event';
  name: PixelEventName;
  eventId: string;
  /** False when the store has no pixel: the event was recorded, nothing went to Meta. */
  sent: boolean;
  pixelId: string | null;
}

/**
 * Where a store's tab may report its test events: `reportOrigin` only when it is the parent of
 * the store's host (its host without the first label, same scheme and port). For a store on a
 * subdomain that is the platform whose dashboard asked; for a store on its own domain it is the
 * merchant's own apex (or a bare suffix no site answers on), never the platform's dashboard, so
 * there the result stays in the store's test panel. No other site that opens a store in test
 * mode learns what happens in it.
 */
export function pixelReportTarget(
  reportOrigin: string | null,
  store: { protocol: string; host: string },
): string | null {
  if (!reportOrigin) return null;
  let url: URL;
  try {
    url = new URL(reportOrigin);
  } catch {
    return null;
  }
  const [, ...parent] = store.host.split('.');
  if (parent.length === 0 || url.protocol !== store.protocol) return null;
  return url.host === parent.join('.') && url.origin === reportOrigin ? url.origin : null;
}

/** The eventID of an order's Purchase, the same wherever it is sent from. */
export function purchaseEventId(orderId: string): string {
  return `Purchase-${orderId}`;
}
