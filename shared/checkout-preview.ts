/**
 * The checkout editor's live preview: the dashboard frames the store's real checkout
 * (`/checkout?preview=1` on the store host) in a sandboxed iframe (`allow-scripts` only) and
 * sends it the unsaved settings. Two messages, each parsed on arrival (anything else is
 * dropped): the checkout announces itself to its parent, the parent answers with the draft
 * (again after every change). Senders are checked by window (`event.source`), never by origin:
 * the sandboxed checkout's origin is opaque.
 */
import { z } from 'zod';
import { checkoutFieldVisibilities } from './checkout-fields';

export const CHECKOUT_PREVIEW_VERSION = 1;

/** The checkout's path on a store host, and the query that makes it the editor's preview. */
export const CHECKOUT_PATH = '/checkout';
const PREVIEW_PARAM = 'preview';
/** The preview's path and query: what the checkout editor frames. */
export const CHECKOUT_PREVIEW_PATH = `${CHECKOUT_PATH}?${PREVIEW_PARAM}=1`;

/** True when a query string (`?preview=1`, with or without its `?`) asks for the preview. */
export function isCheckoutPreviewSearch(search: string): boolean {
  return new URLSearchParams(search).get(PREVIEW_PARAM) === '1';
}

/** True for the preview's request URL (path and query, as the server sees it). */
export function isCheckoutPreviewUrl(url: string): boolean {
  const [path, query = ''] = url.split('?', 2);
  return path === CHECKOUT_PATH && isCheckoutPreviewSearch(query);
}

/** The same checkout without the preview (the real one, to open in a tab). */
export function withoutCheckoutPreview(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(PREVIEW_PARAM);
  return url.toString();
}

/** A draft text may be anything the editor holds while typing (the save validates it). */
const previewText = z.string().max(2000);
const visibility = z.enum(checkoutFieldVisibilities);

/** The checkout in the iframe → its parent: ready for settings. Repeated until answered. */
export const checkoutPreviewReadySchema = z.strictObject({
  kind: z.literal('checkout-preview/ready'),
  version: z.number().int(),
});
export type CheckoutPreviewReady = z.infer<typeof checkoutPreviewReadySchema>;

/** The parent → the checkout: render with these (unsaved) settings. */
export const checkoutPreviewSettingsSchema = z.strictObject({
  kind: z.literal('checkout-preview/settings'),
  version: z.literal(CHECKOUT_PREVIEW_VERSION),
  settings: z.strictObject({
    fields: z.strictObject({
      phone: visibility,
      company: visibility,
      line2: visibility,
      region: visibility,
      postalCode: visibility,
      note: visibility,
    }),
    texts: z.strictObject({
      heading: previewText,
      contactHeading: previewText,
      addressHeading: previewText,
      shippingHeading: previewText,
      paymentHeading: previewText,
      placeOrderLabel: previewText,
      thankYouTitle: previewText,
      thankYouMessage: previewText,
    }),
  }),
});
export type CheckoutPreviewSettings = z.infer<typeof checkoutPreviewSettingsSchema>;
