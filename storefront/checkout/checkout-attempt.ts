/**
 * The idempotency key of a checkout attempt, kept in session storage until the order
 * succeeds: a double click, a retry after a network error or a reload sends the same key (the
 * server answers the same order). A changed form or cart is a new attempt with a new key.
 */
const ATTEMPT_KEY = 'checkout:attempt';

interface StoredAttempt {
  key: string;
  fingerprint: string;
}

/** A short FNV-1a hash: the stored fingerprint, not the shopper's details. */
export function fingerprintOf(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16)}:${text.length}`;
}

/** The attempt in memory too, for browsers that block storage. */
let memory: StoredAttempt | null = null;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The key for an attempt with this body: the stored one when the body is the same. */
export function getAttemptKey(body: unknown, createKey: () => string): string {
  const fingerprint = fingerprintOf(body);
  const store = storage();
  try {
    const saved =
      (JSON.parse(store?.getItem(ATTEMPT_KEY) ?? 'null') as StoredAttempt | null) ?? memory;
    if (saved && saved.fingerprint === fingerprint && typeof saved.key === 'string') {
      return saved.key;
    }
  } catch {
    // unreadable: start a new attempt
  }
  const key = createKey();
  memory = { key, fingerprint };
  try {
    store?.setItem(ATTEMPT_KEY, JSON.stringify({ key, fingerprint } satisfies StoredAttempt));
  } catch {
    // storage blocked: the key still serves this page's retries
  }
  return key;
}

/** Forgets the attempt (after success, or when the server refused the key). */
export function clearAttempt(): void {
  memory = null;
  try {
    storage()?.removeItem(ATTEMPT_KEY);
  } catch {
    // nothing stored
  }
}
