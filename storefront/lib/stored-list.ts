/**
 * A list kept in local storage (the cart, the discount codes entered beside it), as an
 * external store for `useSyncExternalStore`. Every write stores the list AND dispatches a
 * `storage` event in this tab (browsers only tell other tabs), so every reader in every tab
 * follows one source. Storage that throws (a sandboxed iframe, blocked storage) reads empty.
 */

/** The browser pieces the store touches, injectable so tests run without a DOM. */
export interface StorageEnvironment {
  /** May throw (sandboxed iframe, blocked storage): the store then reads an empty list. */
  getStorage(): Pick<Storage, 'getItem' | 'setItem'>;
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;
  /** A `storage` event naming the list's key. */
  createStorageEvent(): Event;
}

/** A list kept in local storage, shared by every reader in every tab. */
export interface StoredListStore<T> {
  subscribe(onChange: () => void): () => void;
  /** The current list; the same array until the stored value changes. */
  getSnapshot(): T[];
  /** Always empty: server HTML never holds a shopper's list. */
  getServerSnapshot(): T[];
  /** Applies `change` to the freshly read list, stores and broadcasts the result. */
  update(change: (list: T[]) => T[]): T[];
}

/** Creates a store of the list under `key`, read with `parse` (malformed entries dropped). */
export function createStoredListStore<T>(
  env: StorageEnvironment,
  key: string,
  parse: (raw: string | null) => T[],
): StoredListStore<T> {
  const empty: T[] = [];
  let lastRaw: string | null = null;
  let lastList: T[] = empty;

  const readRaw = (): string | null => {
    try {
      return env.getStorage().getItem(key);
    } catch {
      return null;
    }
  };

  const getSnapshot = (): T[] => {
    const raw = readRaw();
    if (raw !== lastRaw) {
      lastRaw = raw;
      const list = parse(raw);
      lastList = list.length === 0 ? empty : list;
    }
    return lastList;
  };

  return {
    subscribe(onChange) {
      const onStorage = (event: Event) => {
        const changed = (event as StorageEvent).key;
        // `key` is null when another tab cleared all of storage.
        if (changed === key || changed === null || changed === undefined) onChange();
      };
      env.events.addEventListener('storage', onStorage);
      return () => env.events.removeEventListener('storage', onStorage);
    },
    getSnapshot,
    getServerSnapshot: () => empty,
    update(change) {
      const current = getSnapshot();
      const next = change(current);
      if (next === current) return current;
      try {
        env.getStorage().setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the cart cannot change in this browser.
        return current;
      }
      env.events.dispatchEvent(env.createStorageEvent());
      return getSnapshot();
    },
  };
}

/** The browser's environment for the list under `key`. */
export const browserListEnvironment = (key: string): StorageEnvironment => ({
  getStorage: () => window.localStorage,
  events: window,
  createStorageEvent: () => new StorageEvent('storage', { key }),
});
