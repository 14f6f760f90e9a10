/**
 * The checkout editor's live preview: the store's real checkout (`/checkout?preview=1` on the
 * store host) in a sandboxed iframe (`allow-scripts` only: the store's pages can never reach
 * the dashboard's cookies or DOM), sent the draft settings after every change over
 * postMessage (preview-channel.ts). A desktop / phone width switch.
 * Owns: the iframe, its connection and its width. Not: what the settings are.
 */
import { useEffect, useRef, useState } from 'react';
import { withoutCheckoutPreview, type CheckoutSettings } from '../../../shared';
import { Segmented } from '../../kit';
import { listenForCheckoutPreview, sendPreviewSettings } from './preview-channel';

export interface CheckoutPreviewFrameProps {
  /** The store's checkout in preview mode. */
  src: string;
  settings: CheckoutSettings;
}

type Screen = 'desktop' | 'mobile';

export function CheckoutPreviewFrame({ src, settings }: CheckoutPreviewFrameProps) {
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const latest = useRef(settings);
  const [connected, setConnected] = useState(false);
  const [screen, setScreen] = useState<Screen>('desktop');

  useEffect(() => {
    latest.current = settings;
  });

  useEffect(() => {
    const iframe = iframeRef.current;
    if (!iframe) return;
    // Listen before the checkout can announce itself, then load it.
    const stop = listenForCheckoutPreview(iframe, {
      onReady: () => {
        setConnected(true);
        sendPreviewSettings(iframe, latest.current);
      },
      onReject: (reason) => console.warn(reason),
    });
    if (iframe.getAttribute('src') !== src) iframe.src = src;
    return stop;
  }, [src]);

  // Every change of the draft reaches the preview (a keystroke re-renders one checkout).
  const draft = JSON.stringify(settings);
  useEffect(() => {
    const iframe = iframeRef.current;
    if (connected && iframe) sendPreviewSettings(iframe, latest.current);
  }, [connected, draft]);

  return (
    <section className="card kit-card checkout-preview" aria-labelledby="checkout-preview-title">
      <div className="checkout-preview-toolbar">
        <div>
          <h2 id="checkout-preview-title">Live preview</h2>
          <p className="muted" role="status" data-testid="checkout-preview-status">
            {connected
              ? 'Your checkout as shoppers see it, with unsaved changes. Orders cannot be placed here.'
              : 'Loading your checkout…'}
          </p>
        </div>
        <Segmented
          label="Preview width"
          options={[
            ['desktop', 'Desktop'],
            ['mobile', 'Phone'],
          ]}
          value={screen}
          onChange={setScreen}
        />
      </div>
      <div className="checkout-preview-stage" data-screen={screen}>
        <iframe
          ref={iframeRef}
          className="checkout-preview-frame"
          title="Checkout preview"
          sandbox="allow-scripts"
          data-testid="checkout-preview-frame"
        />
      </div>
      <p className="field-hint">
        <a href={withoutCheckoutPreview(src)} target="_blank" rel="noopener noreferrer">
          Open the checkout<span className="visually-hidden"> (opens in a new tab)</span>
        </a>{' '}
        (needs something in the cart).
      </p>
    </section>
  );
}
