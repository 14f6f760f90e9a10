/**
 * The dashboard's side of the checkout preview (shared/checkout-preview.ts): waits for the
 * checkout in `iframe` to announce itself — only from that iframe's window, parsed by its
 * schema, anything else dropped and reported — and sends it the draft settings, again after
 * every change. The sandboxed checkout's origin is opaque: `'*'` is the only target origin
 * that reaches it, so the window check is what keeps other pages out.
 */
import {
  CHECKOUT_PREVIEW_VERSION,
  checkoutPreviewReadySchema,
  type CheckoutPreviewSettings,
  type CheckoutSettings,
} from '../../../shared';

export interface PreviewChannelOptions {
  /** The checkout (re)announced itself: send it the current settings. */
  onReady(): void;
  /** A message from the iframe that failed its schema (dropped). */
  onReject?(reason: string): void;
}

/** Listens for the checkout in `iframe`; answers a function that stops listening. */
export function listenForCheckoutPreview(
  iframe: HTMLIFrameElement,
  options: PreviewChannelOptions,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onMessage = (event: MessageEvent) => {
    const frame = iframe.contentWindow;
    // Other windows' messages are none of ours (the builder, extensions): ignored.
    if (!frame || event.source !== frame) return;
    const parsed = checkoutPreviewReadySchema.safeParse(event.data);
    if (!parsed.success) {
      options.onReject?.('Dropped a message from the checkout preview that is no announcement');
      return;
    }
    if (parsed.data.version !== CHECKOUT_PREVIEW_VERSION) {
      options.onReject?.(
        `The checkout preview speaks version ${parsed.data.version}, not ${CHECKOUT_PREVIEW_VERSION}: reload the page`,
      );
      return;
    }
    options.onReady();
  };
  target.addEventListener('message', onMessage as EventListener);
  return () => target.removeEventListener('message', onMessage as EventListener);
}

/** The message that renders the checkout with `settings` (unsaved ones included). */
export function previewSettingsMessage(settings: CheckoutSettings): CheckoutPreviewSettings {
  return {
    kind: 'checkout-preview/settings',
    version: CHECKOUT_PREVIEW_VERSION,
    settings: { fields: { ...settings.fields }, texts: { ...settings.texts } },
  };
}

/** Sends `settings` to the checkout in `iframe` (nothing when it has no window yet). */
export function sendPreviewSettings(iframe: HTMLIFrameElement, settings: CheckoutSettings): void {
  iframe.contentWindow?.postMessage(previewSettingsMessage(settings), '*');
}
