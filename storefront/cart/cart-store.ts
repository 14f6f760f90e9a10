/**
 * The browser cart: the `cart` list in local storage, as an external store for
 * `useSyncExternalStore`. Every write stores the list AND dispatches a `storage` event in this
 * tab (browsers only tell other tabs), so every reader in every tab follows one source.
 * Owns: reading, writing and subscribing. Not: the rules of a change (`shared/cart.ts`).
 */
import { CART_STORAGE_KEY, parseStoredCart, type CartLine } from '../../shared';

/** The browser pieces the store touches, injectable so tests run without a DOM. */
export interface CartEnvironment {
  /** May throw (sandboxed iframe, blocked storage): the store then reads an empty cart. */
  getStorage(): Pick<Storage, 'getItem' | 'setItem'>;
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;
  /** A `storage` event naming the cart key. */
  createStorageEvent(): Event;
}

export interface CartStore {
  subscribe(onChange: () => void): () => void;
  /** The current lines; the same array until the stored value changes. */
  getSnapshot(): CartLine[];
  /** Always the empty cart: server HTML never holds a shopper's cart. */
  getServerSnapshot(): CartLine[];
  /** Applies `change` to the freshly read lines, stores and broadcasts the result. */
  update(change: (lines: CartLine[]) => CartLine[]): CartLine[];
}

const EMPTY_CART: CartLine[] = [];

/** Creates a cart store over `env`. */
export function createCartStore(env: CartEnvironment): CartStore {
  let lastRaw: string | null = null;
  let lastLines: CartLine[] = EMPTY_CART;

  const readRaw = (): string | null => {
    try {
      return env.getStorage().getItem(CART_STORAGE_KEY);
    } catch {
      return null;
    }
  };

  const getSnapshot = (): CartLine[] => {
    const raw = readRaw();
    if (raw !== lastRaw) {
      lastRaw = raw;
      const lines = parseStoredCart(raw);
      lastLines = lines.length === 0 ? EMPTY_CART : lines;
    }
    return lastLines;
  };

  return {
    subscribe(onChange) {
      const onStorage = (event: Event) => {
        const key = (event as StorageEvent).key;
        // `key` is null when another tab cleared all of storage.
        if (key === CART_STORAGE_KEY || key === null || key === undefined) onChange();
      };
      env.events.addEventListener('storage', onStorage);
      return () => env.events.removeEventListener('storage', onStorage);
    },
    getSnapshot,
    getServerSnapshot: () => EMPTY_CART,
    update(change) {
      const current = getSnapshot();
      const next = change(current);
      if (next === current) return current;
      try {
        env.getStorage().setItem(CART_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the cart cannot change in this browser.
        return current;
      }
      env.events.dispatchEvent(env.createStorageEvent());
      return getSnapshot();
    },
  };
}

let browserCartStore: CartStore | null = null;

/** The page's cart store (browser only; created on first use). */
export function getBrowserCartStore(): CartStore {
  browserCartStore ??= createCartStore({
    getStorage: () => window.localStorage,
    events: window,
    createStorageEvent: () => new StorageEvent('storage', { key: CART_STORAGE_KEY }),
  });
  return browserCartStore;
}
