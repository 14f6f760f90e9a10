/**
 * Returns `value` once it has stopped changing for `delayMs` (used for the live subdomain check).
 */
import { useEffect, useState } from 'react';

/** The last `value` that stayed unchanged for `delayMs`. Defaults to `400` ms. */
export function useDebouncedValue<T>(value: T, delayMs = 400): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
