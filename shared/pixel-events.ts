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

/** The eventID of an order's Purchase, the same wherever it is sent from. */
export function purchaseEventId(orderId: string): string {
  return `Purchase-${orderId}`;
}
