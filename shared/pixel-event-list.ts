/**
 * The pixel events as the dashboard lists them (Facebook ads screen): when each fires, what
 * each parameter holds, how its eventID is made. Typed by PixelEventParams, the type the
 * storefront's sender takes, so a parameter added there without a description here fails the
 * typecheck. Kept apart from pixel-events.ts so the storefront bundle does not carry the texts.
 */
import type { PixelEventName, PixelEventParams } from './pixel-events';

export interface PixelEventSpec<E extends PixelEventName = PixelEventName> {
  name: E;
  /** When the storefront sends it. */
  when: string;
  /** Every parameter the event carries, with what it holds. */
  parameters: { [K in keyof PixelEventParams[E]]-?: string };
  /** How its `eventID` is made (the deduplication key of a later server-side integration). */
  eventId: string;
}

const RANDOM_ID = 'The event name and a random part, new for every event (AddToCart-3f9c…).';

/** The events the storefront sends, in PIXEL_EVENT_NAMES order. */
export const PIXEL_EVENTS: { [E in PixelEventName]: PixelEventSpec<E> } = {
  PageView: {
    name: 'PageView',
    when: 'Every page a shopper opens, including each page reached by a link inside the store.',
    parameters: {},
    eventId: RANDOM_ID,
  },
  ViewContent: {
    name: 'ViewContent',
    when: 'A product page opens.',
    parameters: {
      content_ids: 'The product id, in a list of one.',
      content_type: 'Always “product”.',
      content_name: 'The product name.',
      value: 'The price a shopper pays now (the sale price when there is one).',
      currency: 'The store currency (ISO code).',
      slug: 'The product’s address in the store (/product/<slug>).',
    },
    eventId: RANDOM_ID,
  },
  AddToCart: {
    name: 'AddToCart',
    when: 'A shopper adds a product to the cart.',
    parameters: {
      content_ids: 'The product id, in a list of one.',
      content_name: 'The product name.',
      value: 'Unit price times quantity.',
      currency: 'The store currency (ISO code).',
      quantity: 'How many were added.',
    },
    eventId: RANDOM_ID,
  },
  InitiateCheckout: {
    name: 'InitiateCheckout',
    when: 'The checkout page opens with items in the cart.',
    parameters: {
      value: 'The cart total.',
      currency: 'The store currency (ISO code).',
      content_ids: 'The ids of the products in the cart.',
      num_items: 'How many items the cart holds.',
    },
    eventId: RANDOM_ID,
  },
  Purchase: {
    name: 'Purchase',
    when: 'An order is placed.',
    parameters: {
      value: 'The order total.',
      currency: 'The order currency (ISO code).',
      content_ids: 'The ids of the products ordered.',
      content_type: 'Always “product”.',
      num_items: 'How many items were ordered.',
    },
    eventId:
      'Made from the order id (Purchase-<order id>): the order’s server-side event can carry the same id.',
  },
};
