/**
 * Resolves which store a request is for, from its Host header.
 * Owns: host -> store lookup and its short-lived cache. Not: auth, writes.
 */
import { eq } from 'drizzle-orm';
import { classifyHost } from '../../shared';
import type { Db } from '../db/client';
import { stores } from '../db/schema';

export interface HostStore {
  id: string;
  name: string;
  subdomain: string;
  customDomain: string | null;
  currency: string;
  fbPixelId: string | null;
  description: string;
}

export type Site =
  | { kind: 'dashboard' }
  | { kind: 'store'; store: HostStore }
  | { kind: 'unknown-store'; host: string };

const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

export class StoreHostResolver {
  private cache = new Map<string, { at: number; store: HostStore | null }>();

  constructor(
    private readonly db: Db,
    private readonly productHost: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The site a Host header names; unknown store hosts are cached briefly too. */
  async resolve(host: string | undefined): Promise<Site> {
    const kind = classifyHost(host ?? '', this.productHost);
    if (kind.kind === 'dashboard') return { kind: 'dashboard' };
    const key = kind.kind === 'subdomain' ? `s:${kind.subdomain}` : `d:${kind.domain}`;
    const hit = this.cache.get(key);
    let store: HostStore | null;
    if (hit && this.now() - hit.at < TTL_MS) {
      store = hit.store;
    } else {
      const where =
        kind.kind === 'subdomain'
          ? eq(stores.subdomain, kind.subdomain)
          : eq(stores.customDomain, kind.domain);
      const rows = await this.db
        .select({
          id: stores.id,
          name: stores.name,
          subdomain: stores.subdomain,
          customDomain: stores.customDomain,
          currency: stores.currency,
          fbPixelId: stores.fbPixelId,
          description: stores.description,
        })
        .from(stores)
        .where(where)
        .limit(1);
      store = rows[0] ?? null;
      if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
      this.cache.set(key, { at: this.now(), store });
    }
    return store ? { kind: 'store', store } : { kind: 'unknown-store', host: host ?? '' };
  }

  /** Drops cached answers after a store's hosts or details change. */
  invalidate(): void {
    this.cache.clear();
  }
}
