/**
 * Where the window scrolls after a location change (storefront mode only):
 * - Back/Forward (and a reload) restores the position the entry was left at;
 * - a link with a `#fragment` lands on its target — smoothly on the same page unless the
 *   shopper prefers reduced motion, at once after moving to another page — and focus moves
 *   there, as after the browser's own fragment navigation (the skip link relies on it);
 * - any other navigation starts at the top; the first load leaves the browser's position,
 *   except that a fragment is looked up again once the app is live.
 * A target that is not drawn yet (data still loading) is waited for, up to a few seconds or
 * until the shopper scrolls. A fragment names an element id or a section id
 * (`data-section-id`), so a link can point at any section of a page.
 */
import { useLayoutEffect, useRef } from 'react';
import { savedScrollPosition } from '../router/browser-history';
import { useLocation, useNavigationType } from '../router/store-router';

/** How long a position or target that is not drawn yet is waited for. */
export const SCROLL_WAIT_MS = 5000;

/** The element a `#fragment` names: an id, else a section id. */
export function fragmentTarget(hash: string): HTMLElement | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    id = hash.replace(/^#/, '');
  }
  if (!id) return null;
  return (
    document.getElementById(id) ??
    document.querySelector<HTMLElement>(`[data-section-id="${CSS.escape(id)}"]`)
  );
}

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Focus on the target without a second scroll (not focusable: tabindex -1 first). */
function focusTarget(target: HTMLElement) {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex'))
    target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Runs `attempt` now and again whenever the page grows or changes, for a few seconds, or
 * until the shopper scrolls, taps or types. `attempt` scrolls when it can and says whether it
 * did; with `settle`, it runs on while the page is still drawing (sections whose data or code
 * arrives later move what is below them), else it stops at its first success. Returns the
 * cancel function.
 */
function keepScrolled(
  attempt: () => boolean,
  options: { settle: boolean; onTimeout?: () => void },
): () => void {
  let reached = attempt();
  if (reached && !options.settle) return () => undefined;
  let finished = false;
  const stop = () => {
    if (finished) return;
    finished = true;
    resize.disconnect();
    mutation.disconnect();
    window.clearTimeout(timer);
    for (const type of userEvents) window.removeEventListener(type, stop);
  };
  const retry = () => {
    if (finished) return;
    if (attempt()) {
      reached = true;
      if (!options.settle) stop();
    }
  };
  const resize = new ResizeObserver(retry);
  resize.observe(document.body);
  const mutation = new MutationObserver(retry);
  mutation.observe(document.body, { childList: true, subtree: true });
  const timer = window.setTimeout(() => {
    if (!reached) options.onTimeout?.();
    stop();
  }, SCROLL_WAIT_MS);
  const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  for (const type of userEvents) window.addEventListener(type, stop, { passive: true });
  return stop;
}

const maxScrollY = () => document.documentElement.scrollHeight - window.innerHeight;

/** Keeps the window at `y` while the page draws (as far as it goes if it never gets there). */
function restorePosition(y: number): () => void {
  return keepScrolled(
    () => {
      if (maxScrollY() < y - 1) return false;
      if (Math.abs(window.scrollY - y) >= 1)
        window.scrollTo({ top: y, left: 0, behavior: 'instant' });
      return true;
    },
    { settle: true, onTimeout: () => window.scrollTo({ top: y, left: 0, behavior: 'instant' }) },
  );
}

/**
 * Scrolls to the fragment's target once it is drawn. After a page change it keeps the target
 * in place while the page above it draws; on the same page the page is drawn already.
 */
function scrollToFragment(
  hash: string,
  options: { samePage: boolean; focus: boolean },
): () => void {
  let focused = !options.focus;
  return keepScrolled(
    () => {
      const target = fragmentTarget(hash);
      if (!target) return false;
      const smooth = options.samePage && !prefersReducedMotion();
      if (smooth || Math.abs(target.getBoundingClientRect().top) >= 1)
        target.scrollIntoView({ behavior: smooth ? 'smooth' : 'instant', block: 'start' });
      if (!focused) {
        focused = true;
        focusTarget(target);
      }
      return true;
    },
    { settle: !options.samePage },
  );
}

export function useScrollRestoration(): void {
  const location = useLocation();
  const type = useNavigationType();
  const previous = useRef<{ page: string } | null>(null);
  const page = `${location.pathname}${location.search}`;

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { page };
    const firstLoad = before === null;
    if (type === 'POP') {
      const saved = savedScrollPosition(location.key);
      if (saved !== undefined) return restorePosition(saved);
      if (location.hash) return scrollToFragment(location.hash, { samePage: false, focus: false });
      if (!firstLoad) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return undefined;
    }
    if (location.hash)
      return scrollToFragment(location.hash, { samePage: before?.page === page, focus: true });
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
    // One run per history entry: the key changes with every navigation (the rest with it).
  }, [location.key, location.hash, type, page]);
}
