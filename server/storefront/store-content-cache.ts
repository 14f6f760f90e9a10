/**
 * What every page of a store renders and few writes change, kept in process between renders:
 * the store's header/footer (global content, parsed and sanitised for shoppers) and its
 * published product template (every product page is drawn with it). The store's settings
 * (name, logo, currency, pixel...) are the host resolver's cached `HostStore`.
 *
 * Purged with the page cache by `storeChanged` (every `changesStorefront` route's success),
 * so a write shows on the next request; entries also expire after `ttlMs` in case a write
 * path forgets (staleness stays bounded, as for pages and hosts). It stays on when the page
 * cache is turned off (`STOREFRONT_CACHE_TTL_MS=0`): the uncached render reads it too.
 */
import { PRODUCT_TEMPLATE_SLUG, type GlobalContentDto, type PageDto } from '../../shared';
import type { Db } from '../db/client';
import { getGlobalContent, getPublishedPage } from './queries';

export interface StoreContentCacheOptions {
  /** Defaults to `30_000` ms. */
  ttlMs?: number;
  /** Defaults to `10_000` stores. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  at: number;
  /** The load itself: concurrent renders of a cold store share one read. */
  value: Promise<T>;
}

export class StoreContentCache {
  private readonly globals = new Map<string, Entry<GlobalContentDto | undefined>>();
  private readonly templates = new Map<string, Entry<PageDto | undefined>>();
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
    return this.read(this.globals, storeId, () => getGlobalContent(db, storeId));
  }

  /** The store's published product template page, or undefined when it has none. */
  productTemplate(db: Db, storeId: string, productHost: string): Promise<PageDto | undefined> {
    return this.read(this.templates, storeId, () =>
      getPublishedPage(db, storeId, PRODUCT_TEMPLATE_SLUG, productHost),
    );
  }

  private read<T>(map: Map<string, Entry<T>>, storeId: string, load: () => Promise<T>): Promise<T> {
    const hit = map.get(storeId);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    const entry: Entry<T> = { at: this.now(), value: load() };
    // A failed read is not kept; a purge while it runs drops it (the map holds another entry).
    entry.value.catch(() => {
      if (map.get(storeId) === entry) map.delete(storeId);
    });
    if (map.size >= this.maxEntries && !hit) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
    map.set(storeId, entry);
    return entry.value;
  }

  /** Forgets `storeId`'s content, or every store's when no id is given. */
  purge(storeId?: string): void {
    for (const map of [this.globals, this.templates]) {
      if (storeId === undefined) map.clear();
      else map.delete(storeId);
    }
  }
}
