/**
 * The discount codes a shopper entered, kept beside the cart (local storage, every tab): typed
 * in the cart drawer, still there at checkout, gone with the cart once the order is placed.
 * At most MAX_ENTERED_CODES, in capitals, each once. Inert in the builder's preview.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { MAX_ENTERED_CODES, normaliseCode } from '../../shared';
import {
  browserListEnvironment,
  createStoredListStore,
  type StoredListStore,
} from '../lib/stored-list';
import { useStorefront } from '../context/storefront-context';

export const DISCOUNT_CODES_STORAGE_KEY = 'cart-discount-codes';

/** Reads stored codes defensively: anything but short code-like strings is dropped. */
export function parseStoredCodes(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(value)) return [];
    const codes = value
      .filter((c): c is string => typeof c === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(c))
      .map(normaliseCode);
    return [...new Set(codes)].slice(0, MAX_ENTERED_CODES);
  } catch {
    return [];
  }
}

let store: StoredListStore<string> | null = null;
const browserStore = () =>
  (store ??= createStoredListStore(
    browserListEnvironment(DISCOUNT_CODES_STORAGE_KEY),
    DISCOUNT_CODES_STORAGE_KEY,
    parseStoredCodes,
  ));

const EMPTY: string[] = [];
const inertSubscribe = () => () => undefined;
const emptySnapshot = () => EMPTY;

export interface DiscountCodes {
  codes: string[];
  /** Adds a code (normalised; a code already there, or one past the limit, is not added). */
  add(code: string): void;
  remove(code: string): void;
  clear(): void;
}

export function useDiscountCodes(): DiscountCodes {
  const inert = useStorefront().viewMode === 'builder';
  const codes = useSyncExternalStore(
    inert ? inertSubscribe : (onChange) => browserStore().subscribe(onChange),
    inert ? emptySnapshot : () => browserStore().getSnapshot(),
    emptySnapshot,
  );
  const update = useCallback(
    (change: (codes: string[]) => string[]) => {
      if (!inert) browserStore().update(change);
    },
    [inert],
  );
  return useMemo(
    () => ({
      codes,
      add: (code) =>
        update((list) => {
          const c = normaliseCode(code);
          return !c || list.includes(c) || list.length >= MAX_ENTERED_CODES ? list : [...list, c];
        }),
      remove: (code) => update((list) => list.filter((c) => c !== normaliseCode(code))),
      clear: () => update((list) => (list.length ? [] : list)),
    }),
    [codes, update],
  );
}
