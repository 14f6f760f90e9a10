/**
 * While `active` (a card order back from the provider, not confirmed yet), reads the order
 * again every 2 s, then after two minutes every 30 s (`pollDelay`), skipping reads while the
 * tab is hidden; answers whether the two minutes passed. The storefront's read cache has no
 * refetch interval (data/README: kept small for the first load), so the timer lives here.
 */
import { useEffect, useRef, useState } from 'react';
import { POLL_PATIENCE_MS, pollDelay } from './card-payment-view';

export function usePaymentPolling(
  active: boolean,
  refetch: () => Promise<unknown>,
): { waitedTooLong: boolean } {
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const schedule = () => {
      const elapsed = Date.now() - started;
      if (elapsed >= POLL_PATIENCE_MS) setWaitedTooLong(true);
      timer = setTimeout(() => {
        const next = () => {
          if (!stopped) schedule();
        };
        const read = document.visibilityState === 'hidden' ? Promise.resolve() : latest.current();
        read.then(next, next);
      }, pollDelay(elapsed));
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active]);
  return { waitedTooLong };
}
