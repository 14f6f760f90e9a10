/**
 * The checkout in preview mode (`/checkout?preview=1`), as the checkout editor frames it: the
 * real checkout form with a sample cart (the store's newest product, see preview-sample.ts)
 * and the editor's unsaved settings, received over postMessage (preview-channel.ts, loaded on
 * mount). Opened outside the editor it shows the saved settings. It never places an order.
 */
import { useEffect, useState } from 'react';
import type { CheckoutSettings } from '../../shared';
import { useStorefront } from '../context/storefront-context';
import { CheckoutForm } from './CheckoutForm';
import { previewCart, type PreviewCart } from './preview-sample';

export function CheckoutPreview() {
  const { api, store } = useStorefront();
  const [settings, setSettings] = useState<CheckoutSettings | undefined>(undefined);
  const [framed, setFramed] = useState(true);
  const [cart, setCart] = useState<PreviewCart>({ lines: [], sampleProducts: [] });

  useEffect(() => {
    if (window.parent === window) {
      setFramed(false);
      return;
    }
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./preview-channel').then(({ connectToCheckoutEditor }) => {
      if (!cancelled) stop = connectToCheckoutEditor(window, setSettings);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    api
      .getProductsByCollection(null, 8)
      .catch(() => [])
      .then((products) => {
        if (!cancelled) setCart(previewCart(products, store.storeId));
      });
    return () => {
      cancelled = true;
    };
  }, [api, store.storeId]);

  return (
    <CheckoutForm
      preview={{
        lines: cart.lines,
        sampleProducts: cart.sampleProducts,
        settings,
        waiting: framed && settings === undefined,
      }}
    />
  );
}
