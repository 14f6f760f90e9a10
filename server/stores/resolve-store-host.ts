/**
 * Resolves which store a request is for, from its Host header.
 * Owns: host -> store lookup and its short-lived cache. Not: auth, writes.
 */
import { eq } from 'drizzle-orm';
import { classifyHost, storeHostName } from '../../shared';
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
  /** `host`: the store's own host name as we know it (never the raw Host header). */
  | { kind: 'store'; store: HostStore; host: string }
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
    if (!store) return { kind: 'unknown-store', host: host ?? '' };
    const known =
      kind.kind === 'subdomain'
        ? storeHostName(store.subdomain, this.productHost)
        : (store.customDomain ?? kind.domain);
    return { kind: 'store', store, host: known };
  }

  /** Drops cached answers after a store's hosts or details change. */
  invalidate(): void {
    this.cache.clear();
  }
}

/**
 * `protocol://host[:port]` of a store as we know it: the store's own host name, plus the port
 * only when the Host header is a plain `name:port` (whatever else a Host header carries never
 * reaches a page). The protocol honours a trusted proxy (TRUST_PROXY).
 */
export function storeOrigin(
  protocol: string,
  knownHost: string,
  hostHeader: string | undefined,
): string {
  const port = /^[a-z0-9.-]+:(\d{1,5})$/i.exec((hostHeader ?? '').trim())?.[1];
  return `${protocol}://${knownHost}${port ? `:${port}` : ''}`;
}
