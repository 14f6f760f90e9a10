/**
 * The tracking pixel (spec 1): when the store has a pixel id, load the pixel script and send
 * PageView on each route change, ViewContent on product view, AddToCart on adds. Uses the
 * page's own `window.fbq` when one exists (so tests can stub it); never runs on the server.
 */
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

/** Loads the pixel once for `pixelId` (no-op when empty or on the server). */
export function initPixel(pixelId: string | null | undefined): void {
  if (typeof window === 'undefined' || !pixelId || initialisedFor === pixelId) return;
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

/** Sends one pixel event when the pixel is loaded. */
export function trackPixel(
  event: 'PageView' | 'ViewContent' | 'AddToCart' | 'InitiateCheckout' | 'Purchase',
  data?: Record<string, unknown>,
): void {
  if (typeof window === 'undefined' || !initialisedFor || !window.fbq) return;
  if (data) window.fbq('track', event, data);
  else window.fbq('track', event);
}
