/** The browser cart store over a fake Storage and window (no DOM). */
import { describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, addCartLine, type NewCartLine } from '../../shared';
import { createCartStore, type CartEnvironment } from './cart-store';

const item: NewCartLine = {
  productId: 'p1',
  variationId: null,
  storeId: 's1',
  name: 'Ceramic Mug',
  price: 18,
  discountPrice: 0,
  selectedAttributes: {},
  productImage: '',
};

class FakeStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

/** A storage event as a browser would send it: an Event carrying `key`. */
const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

function makeEnv(storage: FakeStorage | 'throws' = new FakeStorage()) {
  const events = new EventTarget();
  const env: CartEnvironment = {
    getStorage: () => {
      if (storage === 'throws') throw new DOMException('denied', 'SecurityError');
      return storage;
    },
    events,
    createStorageEvent: () => storageEvent(CART_STORAGE_KEY),
  };
  return { env, events, storage };
}

describe('cart store', () => {
  it('reads an empty cart when nothing is stored, and the server snapshot is always empty', () => {
    const { env } = makeEnv();
    const store = createCartStore(env);
    expect(store.getSnapshot()).toEqual([]);
    expect(store.getServerSnapshot()).toEqual([]);
  });

  it('writes the cart key and notifies this tab with a storage event on every change', () => {
    const { env, storage } = makeEnv();
    const store = createCartStore(env);
    const onChange = vi.fn();
    store.subscribe(onChange);
    store.update((lines) => addCartLine(lines, item));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(JSON.parse((storage as FakeStorage).getItem(CART_STORAGE_KEY)!)).toEqual([
      { ...item, quantity: 1, shipping: 0 },
    ]);
    expect(store.getSnapshot()[0]?.quantity).toBe(1);
    store.update((lines) => addCartLine(lines, item));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()[0]?.quantity).toBe(2);
  });

  it('returns the same snapshot until the stored value changes', () => {
    const { env } = makeEnv();
    const store = createCartStore(env);
    store.update((lines) => addCartLine(lines, item));
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.update((lines) => addCartLine(lines, item));
    expect(store.getSnapshot()).not.toBe(first);
  });

  it('follows a change written by another tab when its storage event arrives', () => {
    const storage = new FakeStorage();
    const tab1 = makeEnv(storage);
    const tab2 = makeEnv(storage);
    const store1 = createCartStore(tab1.env);
    const store2 = createCartStore(tab2.env);
    const onChange = vi.fn();
    store2.subscribe(onChange);
    store1.update((lines) => addCartLine(lines, item));
    // The browser sends other tabs a storage event naming the key.
    tab2.events.dispatchEvent(storageEvent(CART_STORAGE_KEY));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(store2.getSnapshot()[0]?.quantity).toBe(1);
  });

  it('ignores storage events for other keys, and follows a clear of all storage', () => {
    const { env, events } = makeEnv();
    const store = createCartStore(env);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    events.dispatchEvent(storageEvent('currentStoreId'));
    expect(onChange).not.toHaveBeenCalled();
    events.dispatchEvent(storageEvent(null));
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
    events.dispatchEvent(storageEvent(CART_STORAGE_KEY));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('ignores a malformed stored cart', () => {
    const { env, storage } = makeEnv();
    (storage as FakeStorage).setItem(CART_STORAGE_KEY, '{oops');
    const store = createCartStore(env);
    expect(store.getSnapshot()).toEqual([]);
    store.update((lines) => addCartLine(lines, item));
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('never throws where storage throws (the builder iframe): empty and unchanged', () => {
    const { env, events } = makeEnv('throws');
    const onChange = vi.fn();
    events.addEventListener('storage', onChange);
    const store = createCartStore(env);
    expect(store.getSnapshot()).toEqual([]);
    expect(store.update((lines) => addCartLine(lines, item))).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not write or broadcast when a change changes nothing', () => {
    const { env, events } = makeEnv();
    const onChange = vi.fn();
    events.addEventListener('storage', onChange);
    const store = createCartStore(env);
    store.update((lines) => lines);
    expect(onChange).not.toHaveBeenCalled();
  });
});
