/**
 * The checkout's side of the checkout editor's preview (shared/checkout-preview.ts), loaded
 * only in preview mode (its own chunk: the zod schemas stay out of the shoppers' bundle).
 * Announces itself to the parent window until answered; takes settings only from the parent
 * window and only when they parse (anything else is dropped and reported).
 */
import {
  CHECKOUT_PREVIEW_VERSION,
  checkoutPreviewSettingsSchema,
  type CheckoutPreviewReady,
  type CheckoutSettings,
} from '../../shared';

const ANNOUNCE_EVERY_MS = 200;
const ANNOUNCE_TIMES = 150;

export interface PreviewWindow {
  parent: Pick<Window, 'postMessage'>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/**
 * Connects `win` (the framed checkout) to the editor in its parent: `onSettings` receives each
 * draft. Answers a function that disconnects.
 */
export function connectToCheckoutEditor(
  win: PreviewWindow,
  onSettings: (settings: CheckoutSettings) => void,
  onReject: (reason: string) => void = (reason) => console.warn(reason),
  timers: Pick<typeof globalThis, 'setInterval' | 'clearInterval'> = globalThis,
): () => void {
  const parent = win.parent;
  let answered = false;
  let announced = 0;
  const ready: CheckoutPreviewReady = {
    kind: 'checkout-preview/ready',
    version: CHECKOUT_PREVIEW_VERSION,
  };
  // The parent's origin is the dashboard's, unknown here; the announcement carries nothing.
  const announce = () => parent.postMessage(ready, '*');
  const timer = timers.setInterval(() => {
    if (answered || ++announced >= ANNOUNCE_TIMES) timers.clearInterval(timer);
    else announce();
  }, ANNOUNCE_EVERY_MS);
  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent) return;
    const parsed = checkoutPreviewSettingsSchema.safeParse(event.data);
    if (!parsed.success) {
      onReject('Dropped a message from the checkout editor that does not parse');
      return;
    }
    answered = true;
    onSettings(parsed.data.settings);
  };
  win.addEventListener('message', onMessage);
  announce();
  return () => {
    timers.clearInterval(timer);
    win.removeEventListener('message', onMessage);
  };
}
