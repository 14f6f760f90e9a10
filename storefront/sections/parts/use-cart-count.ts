/**
 * The number of items in the browser cart (spec 3 "Cart line", key `cart`): the sum of line
 * quantities. Read only in effects, so server HTML and the first client render say 0; kept
 * current by `storage` events (other tabs, and the cart's own broadcast on every change).
 */
import { useEffect, useState } from 'react';

export const CART_STORAGE_KEY = 'cart';

/** Sum of the quantities in a stored cart value; 0 for anything unreadable. */
export function countCartItems(raw: string | null): number {
  if (!raw) return 0;
  try {
    const lines: unknown = JSON.parse(raw);
    if (!Array.isArray(lines)) return 0;
    return lines.reduce<number>((sum, line) => {
      const quantity = (line as { quantity?: unknown } | null)?.quantity;
      return typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0
        ? sum + quantity
        : sum;
    }, 0);
  } catch {
    return 0;
  }
}

function readCartCount(): number {
  try {
    return countCartItems(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    // Storage can be blocked (privacy mode, sandboxed iframe).
    return 0;
  }
}

export function useCartCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(readCartCount());
    const onStorage = (event: Event) => {
      const key = (event as StorageEvent).key;
      if (typeof key === 'string' && key !== CART_STORAGE_KEY) return;
      setCount(readCartCount());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return count;
}
