/**
 * Resolves which store a request is for, from its Host header.
 * Owns: host -> store lookup and its short-lived cache. Not: auth, writes.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  classifyHost,
  readTheme,
  storeHostName,
  subscriptionStatusSchema,
  type SubscriptionDates,
  type Theme,
} from '../../shared';
import type { Db } from '../db/client';
import { storeMembers, stores, subdomainRedirects, subscriptions } from '../db/schema';

export interface HostStore {
  id: string;
  name: string;
  subdomain: string;
  customDomain: string | null;
  currency: string;
  fbPixelId: string | null;
  /** Store details: the logo (navbar fallback) and favicon URLs, '' for none. */
  logoUrl: string;
  faviconUrl: string;
  /** Store details: social links by network (the footer's fallback). */
  socialLinks: Record<string, string>;
  description: string;
  /** SEO: the share image of pages with none of their own ('' for none), and noindex. */
  seoImageUrl: string;
  hideFromSearch: boolean;
  /**
   * The owner's subscription dates (null: no owner or no subscription): whether shoppers see
   * the "temporarily closed" page is decided from them and the clock on every request
   * (billing/closed-store.ts), so a period ending needs no purge of this cache.
   */
  ownerSubscription: SubscriptionDates | null;
  /** The published theme (the default one when the store has none, or it no longer validates). */
  theme: Theme;
}

export type Site =
  | { kind: 'dashboard' }
  /** `host`: the store's own host name as we know it (never the raw Host header). */
  | { kind: 'store'; store: HostStore; host: string }
  | { kind: 'unknown-store'; host: string }
  /**
   * A store's former subdomain, within its redirect period (subdomains.ts): pages answer a
   * 301 to `to`, the store's current host name (app.ts); the API is not redirected.
   */
  | { kind: 'redirect'; store: HostStore; to: string };

const TTL_MS = 30_000;

const hostStoreColumns = {
  id: stores.id,
  name: stores.name,
  subdomain: stores.subdomain,
  customDomain: stores.customDomain,
  currency: stores.currency,
  fbPixelId: stores.fbPixelId,
  logoUrl: stores.logoUrl,
  faviconUrl: stores.faviconUrl,
  socialLinks: stores.socialLinks,

  description: stores.description,
  seoImageUrl: stores.seoImageUrl,
  hideFromSearch: stores.hideFromSearch,
  // Only the theme of the published global content, not its sections.
  publishedTheme: sql<unknown>`${stores.globalContent} -> 'theme'`,
  ownerStatus: subscriptions.status,
  ownerTrialEndsAt: subscriptions.trialEndsAt,
  ownerPeriodEnd: subscriptions.currentPeriodEnd,
};
/** A store row with its owner's subscription (left joined: it may have neither). */
function toHostStore(
  row: Omit<HostStore, 'ownerSubscription' | 'theme'> & {
    publishedTheme: unknown;
    ownerStatus: string | null;
    ownerTrialEndsAt: Date | null;
    ownerPeriodEnd: Date | null;
  },
): HostStore {
  const { publishedTheme, ownerStatus, ownerTrialEndsAt, ownerPeriodEnd, ...store } = row;
  return {
    ...store,
    theme: readTheme(publishedTheme),
    ownerSubscription:
      ownerStatus === null
        ? null
        : {
            status: subscriptionStatusSchema.catch('NONE').parse(ownerStatus),
            trialEndsAt: ownerTrialEndsAt,
            currentPeriodEnd: ownerPeriodEnd,
          },
  };
}
const MAX_ENTRIES = 10_000;

export class StoreHostResolver {
  /** `redirectUntil`: set when `store` answers through a former subdomain (epoch ms). */
  private cache = new Map<
    string,
    { at: number; store: HostStore | null; redirectUntil?: number }
  >();

  // Prepared once: a cold host costs one indexed read, not a query build (bench -- hosts).
  private readonly bySubdomain;
  private readonly byDomain;
  private readonly formerSubdomain;

  constructor(
    private readonly db: Db,
    private readonly productHost: string,
    private readonly now: () => number = Date.now,
    /** The app's clock (tests set it): when a former subdomain's redirect has expired. */
    private readonly clock: () => Date = () => new Date(),
  ) {
    const host = sql.placeholder('host');
    const ownerOf = and(eq(storeMembers.storeId, stores.id), eq(storeMembers.role, 'owner'));
    const storeWhose = (
      column: typeof stores.subdomain | typeof stores.customDomain,
      name: string,
    ) =>
      db
        .select(hostStoreColumns)
        .from(stores)
        .leftJoin(storeMembers, ownerOf)
        .leftJoin(subscriptions, eq(subscriptions.userId, storeMembers.userId))
        .where(eq(column, host))
        .limit(1)
        .prepare(name);
    this.bySubdomain = storeWhose(stores.subdomain, 'host_store_by_subdomain');
    this.byDomain = storeWhose(stores.customDomain, 'host_store_by_domain');
    this.formerSubdomain = db
      .select({ ...hostStoreColumns, expiresAt: subdomainRedirects.expiresAt })
      .from(subdomainRedirects)
      .innerJoin(stores, eq(stores.id, subdomainRedirects.storeId))
      .leftJoin(storeMembers, ownerOf)
      .leftJoin(subscriptions, eq(subscriptions.userId, storeMembers.userId))
      .where(
        and(
          eq(subdomainRedirects.subdomain, host),
          gt(subdomainRedirects.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('host_store_by_former_subdomain');
  }

  /** The site a Host header names; unknown store hosts are cached briefly too. */
  async resolve(host: string | undefined): Promise<Site> {
    const kind = classifyHost(host ?? '', this.productHost);
    if (kind.kind === 'dashboard') return { kind: 'dashboard' };
    const key = kind.kind === 'subdomain' ? `s:${kind.subdomain}` : `d:${kind.domain}`;
    let hit = this.cache.get(key);
    if (!hit || this.now() - hit.at >= TTL_MS) {
      hit = await this.load(kind);
      if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
      this.cache.set(key, hit);
    }
    const store = hit.store;
    if (!store) return { kind: 'unknown-store', host: host ?? '' };
    const current = storeHostName(store.subdomain, this.productHost);
    if (hit.redirectUntil !== undefined) {
      return this.clock().getTime() < hit.redirectUntil
        ? { kind: 'redirect', store, to: current }
        : { kind: 'unknown-store', host: host ?? '' };
    }
    const known = kind.kind === 'subdomain' ? current : (store.customDomain ?? kind.domain);
    return { kind: 'store', store, host: known };
  }

  /** One host's answer from the database: its store, else a live former subdomain's. */
  private async load(
    kind: Exclude<ReturnType<typeof classifyHost>, { kind: 'dashboard' }>,
  ): Promise<{ at: number; store: HostStore | null; redirectUntil?: number }> {
    const at = this.now();
    const [store] =
      kind.kind === 'subdomain'
        ? await this.bySubdomain.execute({ host: kind.subdomain })
        : await this.byDomain.execute({ host: kind.domain });
    if (store || kind.kind !== 'subdomain') {
      return { at, store: store ? toHostStore(store) : null };
    }
    const [former] = await this.formerSubdomain.execute({
      host: kind.subdomain,
      now: this.clock(),
    });
    if (!former) return { at, store: null };
    const { expiresAt, ...redirected } = former;
    return { at, store: toHostStore(redirected), redirectUntil: expiresAt.getTime() };
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

/**
 * Answers a request on a store's former subdomain (a `redirect` site): the same path and query
 * on the store's current host, 301 for GET and HEAD, 308 (method kept) otherwise. Cached an
 * hour only, since the store may take its old subdomain back.
 */
export function redirectToCurrentHost(
  request: FastifyRequest,
  reply: FastifyReply,
  to: string,
): FastifyReply {
  const raw = request.url.startsWith('/') ? request.url : `/${request.url}`;
  // Non-ASCII and control bytes go percent-encoded as their bytes (Node reads the request
  // line as latin1), so Location stays plain ASCII; anything wider is no byte of a request line.
  const path = raw.replace(/[^\x21-\x7e]/g, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `%${code.toString(16).toUpperCase().padStart(2, '0')}` : '%EF%BF%BD';
  });
  const permanent = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
  return reply
    .code(permanent)
    .header('location', `${storeOrigin(request.protocol, to, request.headers.host)}${path}`)
    .header('cache-control', 'public, max-age=3600')
    .send();
}
