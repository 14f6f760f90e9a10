/**
 * A short-lived in-process cache of storefront search answers. A search answer carries no
 * per-shopper data, so under load one query serves every shopper asking the same thing: the
 * same words (as search normalises them), page and size of the same store. Entries belong to
 * the store's page-cache generation, which every `changesStorefront` write (and a background
 * CSV import) raises, so a product added, renamed or deleted is searchable, or gone, at once;
 * a short TTL bounds staleness for anything else. Concurrent misses for one key share one
 * query (under a burst of identical searches the database sees one). Bounded: least recently
 * used entries go first.
 * Owns: keys, expiry, eviction, sharing in-flight loads. Not: the query (queries.ts), purging
 * (page-cache.ts generations).
 */

export interface SearchCacheOptions {
  /** Defaults to `10_000` ms; `0` turns the cache off (every search runs). */
  ttlMs?: number;
  /** Defaults to `5000` answers. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  at: number;
  value: Promise<T>;
}

export class SearchResultCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: SearchCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.maxEntries = options.maxEntries ?? 5000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The cached answer for `key` in `generation` (the store's page-cache generation), or
   * `load()`'s, kept when it succeeds. A failed load is never kept.
   */
  get(generation: string, key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const full = `${generation}\u0000${key}`;
    const hit = this.entries.get(full);
    if (hit && this.now() - hit.at < this.ttlMs) {
      // Map order is insertion order: re-insert to keep recently used entries last.
      this.entries.delete(full);
      this.entries.set(full, hit);
      return hit.value;
    }
    if (hit) this.entries.delete(full);
    const value = load();
    const entry: Entry<T> = { at: this.now(), value };
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(full, entry);
    value.catch(() => {
      if (this.entries.get(full) === entry) this.entries.delete(full);
    });
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
