/**
 * What every page of a store renders and few writes change, kept in process between renders:
 * the store's header/footer (global content, parsed and sanitised for shoppers). The store's
 * settings (name, logo, currency, pixel...) are the host resolver's cached `HostStore`.
 *
 * Purged with the page cache by `storeChanged` (every `changesStorefront` route's success),
 * so a write shows on the next request; entries also expire after `ttlMs` in case a write
 * path forgets (staleness stays bounded, as for pages and hosts). It stays on when the page
 * cache is turned off (`STOREFRONT_CACHE_TTL_MS=0`): the uncached render reads it too.
 */
import type { GlobalContentDto } from '../../shared';
import type { Db } from '../db/client';
import { getGlobalContent } from './queries';

export interface StoreContentCacheOptions {
  /** Defaults to `30_000` ms. */
  ttlMs?: number;
  /** Defaults to `10_000` stores. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  at: number;
  /** The load itself: concurrent renders of a cold store share one read. */
  value: Promise<GlobalContentDto | undefined>;
}

export class StoreContentCache {
  private readonly globals = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: StoreContentCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** The store's shopper-ready header/footer sections, or undefined for no such store. */
  globalContent(db: Db, storeId: string): Promise<GlobalContentDto | undefined> {
    const hit = this.globals.get(storeId);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    const entry: Entry = { at: this.now(), value: getGlobalContent(db, storeId) };
    // A failed read is not kept; a purge while it runs drops it (the map holds another entry).
    entry.value.catch(() => {
      if (this.globals.get(storeId) === entry) this.globals.delete(storeId);
    });
    if (this.globals.size >= this.maxEntries && !hit) {
      const oldest = this.globals.keys().next().value;
      if (oldest !== undefined) this.globals.delete(oldest);
    }
    this.globals.set(storeId, entry);
    return entry.value;
  }

  /** Forgets `storeId`'s content, or every store's when no id is given. */
  purge(storeId?: string): void {
    if (storeId === undefined) this.globals.clear();
    else this.globals.delete(storeId);
  }
}
