/**
 * "Reveal": the event the builder's canvas dispatches (bubbling) on the element of the block
 * the merchant selected, so a section that shows one part at a time (the hero slider's
 * slides) shows the part holding it. `useReveal` listens for it on a section's element.
 */
import { useEffect, useRef, type RefObject } from 'react';

export const REVEAL_EVENT = 'sf-reveal';

/** Calls `onReveal` with the revealed element whenever one inside `ref`'s element is revealed. */
export function useReveal(ref: RefObject<HTMLElement | null>, onReveal: (el: Element) => void) {
  const latest = useRef(onReveal);
  latest.current = onReveal;
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const listener = (event: Event) => {
      if (event.target instanceof Element) latest.current(event.target);
    };
    el.addEventListener(REVEAL_EVENT, listener);
    return () => el.removeEventListener(REVEAL_EVENT, listener);
    // After every render: the element may appear later (a slider drawn once it has slides).
  });
}
