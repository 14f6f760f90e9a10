/**
 * The browser cart: the `cart` list in local storage, as an external store for
 * `useSyncExternalStore` (../lib/stored-list.ts): every reader in every tab follows one source.
 * Owns: reading, writing and subscribing. Not: the rules of a change (`shared/cart.ts`).
 */
import { CART_STORAGE_KEY, parseStoredCart, type CartLine } from '../../shared';
import {
  browserListEnvironment,
  createStoredListStore,
  type StorageEnvironment,
  type StoredListStore,
} from '../lib/stored-list';

/** The browser pieces the cart store touches (tests pass their own). */
export type CartEnvironment = StorageEnvironment;

export type CartStore = StoredListStore<CartLine>;

/** Creates a cart store over `env`. */
export const createCartStore = (env: CartEnvironment): CartStore =>
  createStoredListStore(env, CART_STORAGE_KEY, parseStoredCart);

let browserCartStore: CartStore | null = null;

/** The page's cart store (browser only; created on first use). */
export function getBrowserCartStore(): CartStore {
  browserCartStore ??= createCartStore(browserListEnvironment(CART_STORAGE_KEY));
  return browserCartStore;
}
