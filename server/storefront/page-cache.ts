/**
 * A small in-process cache of rendered storefront pages. Storefront HTML carries no
 * per-shopper data (the cart lives in the browser), so one render serves every shopper until
 * the store changes: every write to a store purges that store's pages, and entries expire
 * after a short TTL in case some write path forgets (staleness stays bounded).
 */
import { gzipSync } from 'node:zlib';
import { matchStoreRoute } from '../../storefront';

export interface CachedPage {
  status: number;
  html: Buffer;
  gzip: Buffer;
  csp: string;
  at: number;
}

export interface PageCacheOptions {
  /** Defaults to `30_000` ms. */
  ttlMs?: number;
  /** Defaults to `1000` pages. */
  maxEntries?: number;
  now?: () => number;
}

export class StorefrontPageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly byStore = new Map<string, Set<string>>();
  /** Raised by every purge, so a render that started before a write is not kept after it. */
  private readonly generations = new Map<string, number>();
  private globalGeneration = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Lookups answered from the cache and not (for `/metrics`). */
  hits = 0;
  misses = 0;

  constructor(options: PageCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 1000;
    this.now = options.now ?? Date.now;
  }

  get(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) {
      this.misses += 1;
      return undefined;
    }
    if (this.now() - hit.at >= this.ttlMs) {
      this.entries.delete(key);
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // Map order is insertion order: re-insert to keep recently used entries last.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  /** Take this before rendering; pass it to `set`. */
  generation(storeId: string): string {
    return `${this.globalGeneration}:${this.generations.get(storeId) ?? 0}`;
  }

  /** Keeps a rendered page unless the store was purged since `generation` was taken. */
  set(
    storeId: string,
    key: string,
    page: { status: number; html: string | Buffer; csp: string },
    generation: string = this.generation(storeId),
  ): CachedPage | undefined {
    if (generation !== this.generation(storeId)) return undefined;
    const html = typeof page.html === 'string' ? Buffer.from(page.html, 'utf8') : page.html;
    const entry: CachedPage = {
      status: page.status,
      html,
      gzip: gzipSync(html, { level: 6 }),
      csp: page.csp,
      at: this.now(),
    };
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
    let keys = this.byStore.get(storeId);
    if (!keys) this.byStore.set(storeId, (keys = new Set()));
    keys.add(key);
    return entry;
  }

  /** Drops every page of `storeId`, or every page when no id is given. */
  purge(storeId?: string): void {
    if (storeId === undefined) {
      this.entries.clear();
      this.byStore.clear();
      this.globalGeneration += 1;
      return;
    }
    this.generations.set(storeId, (this.generations.get(storeId) ?? 0) + 1);
    for (const key of this.byStore.get(storeId) ?? []) this.entries.delete(key);
    this.byStore.delete(storeId);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The cache key of a store page: the store's known origin, the path and only the query
 * parameters the route reads (`q` and `page` on the shop, `page` on a collection), so a
 * made-up query string reuses the cached page instead of forcing a render.
 */
export function pageCacheKey(origin: string, url: string): string {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  const route = matchStoreRoute(pathname, at === -1 ? '' : url.slice(at));
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (route.kind === 'shop') return `${origin}${path}?q=${route.query}&page=${route.page}`;
  if (route.kind === 'collection') return `${origin}${path}?page=${route.page}`;
  return `${origin}${path}`;
}
