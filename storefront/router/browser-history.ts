/**
 * The browser's session history as an external store for `BrowserRouter`, with what scroll
 * restoration needs: every entry carries a key in `history.state` (`sfKey`), the page's
 * scroll position is saved under the key of the entry being left (before pushState, at
 * popstate — the browser has not scrolled yet, as `history.scrollRestoration` is `manual` —
 * and on pagehide into session storage, so a reload or a Back into a reloaded page finds it).
 * What React Router's `<ScrollRestoration>` does for its data routers; the storefront has no
 * router library (see store-router.tsx), so this is the small part it needs.
 */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface HistorySnapshot {
  /** Path, query and hash. */
  href: string;
  key: string;
  type: NavigationType;
}

const STORAGE_KEY = 'sf-scroll-positions';
/** Positions kept across reloads: the latest entries only. */
const MAX_POSITIONS = 100;

let snapshot: HistorySnapshot | null = null;
const listeners = new Set<() => void>();
let positions = new Map<string, number>();

const newKey = () => Math.random().toString(36).slice(2, 10);
const currentHref = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

function entryKey(): string | null {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' && 'sfKey' in state && typeof state.sfKey === 'string'
    ? state.sfKey
    : null;
}

function savePosition(key: string) {
  positions.delete(key);
  positions.set(key, window.scrollY);
}

function persistPositions() {
  try {
    const latest = [...positions].slice(-MAX_POSITIONS);
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(latest));
  } catch {
    // Storage unavailable (private mode, quota): positions live for this page only.
  }
}

function loadPositions() {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored))
      positions = new Map(
        stored.filter(
          (e): e is [string, number] =>
            Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number',
        ),
      );
  } catch {
    positions = new Map();
  }
}

const emit = () => listeners.forEach((listener) => listener());

function onPopState() {
  if (snapshot) savePosition(snapshot.key);
  let key = entryKey();
  if (!key) {
    // A fragment typed in the address bar (or a hash link outside the app) made this entry.
    key = newKey();
    window.history.replaceState({ sfKey: key }, '');
  }
  snapshot = { href: currentHref(), key, type: 'POP' };
  emit();
}

/** Starts following the browser's history (once). */
function start(): HistorySnapshot {
  if (snapshot) return snapshot;
  window.history.scrollRestoration = 'manual';
  loadPositions();
  let key = entryKey();
  if (!key) {
    key = newKey();
    window.history.replaceState({ sfKey: key }, '');
  }
  snapshot = { href: currentHref(), key, type: 'POP' };
  window.addEventListener('popstate', onPopState);
  window.addEventListener('pagehide', () => {
    if (snapshot) savePosition(snapshot.key);
    persistPositions();
  });
  return snapshot;
}

export function historySnapshot(): HistorySnapshot {
  return snapshot ?? start();
}

export function subscribeHistory(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Client navigation: a new entry (the same URL again replaces it, as a link would). */
export function pushHistory(to: string, replace: boolean): void {
  const current = start();
  savePosition(current.key);
  const key = newKey();
  const url = new URL(to, window.location.href);
  const href = `${url.pathname}${url.search}${url.hash}`;
  const type: NavigationType = replace || href === current.href ? 'REPLACE' : 'PUSH';
  if (type === 'REPLACE') window.history.replaceState({ sfKey: key }, '', href);
  else window.history.pushState({ sfKey: key }, '', href);
  snapshot = { href, key, type };
  emit();
}

/** The scroll position saved for a history entry, if it was left before. */
export function savedScrollPosition(key: string): number | undefined {
  return positions.get(key);
}
