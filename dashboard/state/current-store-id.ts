/**
 * The browser-storage copy of the selected store (key `currentStoreId`, spec 3): it survives
 * reloads, is cleared on login, signup and logout, and is set when a store is picked or created.
 */

const key = 'currentStoreId';

// Storage can throw (privacy modes, sandboxed frames) or be absent (tests): treat as empty.
function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export const currentStoreId = {
  key,
  /** The saved store id, or `null`. */
  read(): string | null {
    try {
      return storage()?.getItem(key) || null;
    } catch {
      return null;
    }
  },
  /** Saves `storeId` as the selected store. */
  save(storeId: string): void {
    try {
      storage()?.setItem(key, storeId);
    } catch {
      // Nothing to do: the in-memory state still holds the selection.
    }
  },
  /** Forgets the saved store. */
  clear(): void {
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing to do.
    }
  },
};
