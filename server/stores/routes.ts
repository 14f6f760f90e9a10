/**
 * The Store API (spec 7, /api/dashboard/store/...): a merchant's stores, update, delete,
 * select, subdomain availability, and the public store info a storefront reads (creating a
 * store: server/store-creation/). Every route that takes a store id checks membership first.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  classifyHost,
  storeHostName,
  subdomainFormatSchema,
  type StoreInfo,
  type SubdomainReply,
  storeEndpoints,
} from '../../shared';
import { storeMembers, stores } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { selectSessionStore } from '../auth/sessions';
import { deleteStoreRows } from './delete-store';
import { toStoreSummary, type StoreRow } from './store-summary';
import {
  changeSubdomain,
  liveRedirects,
  platformHostsOf,
  subdomainHolder,
  subdomainRefusal,
} from './subdomains';

export interface StoreRouteOptions {
  /**
   * Called before a store is deleted (server/payments/, wired in server/app.ts): answers what
   * to do once its rows are gone (its webhook endpoints removed at its payment providers).
   */
  beforeDelete: (storeId: string) => Promise<() => Promise<void>>;
}

export async function storeRoutes(app: FastifyInstance, options: StoreRouteOptions) {
  const { db, config, hosts, now } = app.ctx;
  // Their first labels are no store's (shared/reserved-subdomains.ts).
  const platformHosts = platformHostsOf(config);

  const toSummary = (s: StoreRow, role: 'owner' | 'staff') =>
    toStoreSummary(s, role, config.productHost);

  async function loadStore(storeId: string): Promise<StoreRow> {
    const [row] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
    if (!row) throw notFound('Store not found', 'storeId', 'No such store');
    return row;
  }

  route(app, {
    endpoint: storeEndpoints.findStores,
    access: 'session',
    handler: async ({ session, query: { userId } }) => {
      if (userId !== session.user.id) {
        throw new HttpError(403, 'You can only list your own stores', [
          { field: 'userId', message: 'Not your user id' },
        ]);
      }
      const rows = await db
        .select({ store: stores, role: storeMembers.role })
        .from(storeMembers)
        .innerJoin(stores, eq(stores.id, storeMembers.storeId))
        .where(eq(storeMembers.userId, userId))
        .orderBy(asc(stores.createdAt));
      return rows.map((r) => toSummary(r.store, r.role));
    },
  });

  route(app, {
    endpoint: storeEndpoints.findCurrentStore,
    access: 'store',
    handler: async ({ store }) => toSummary(await loadStore(store.id), store.role),
  });

  route(app, {
    endpoint: storeEndpoints.updateStoreGeneralDetails,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body }) => {
      const { storeId: _named, ...changes } = body;
      const storeId = store.id;
      const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      const [updated] = await db
        .update(stores)
        .set({ ...set, updatedAt: app.ctx.now() })
        .where(eq(stores.id, storeId))
        .returning();
      if (!updated) throw notFound('Store not found', 'storeId', 'No such store');
      return toSummary(updated, store.role);
    },
  });

  // Deleting a store: its owner types its name in full; every row of it goes (by cascade),
  // then its files; sessions that had it selected select nothing; its caches are purged.
  route(app, {
    endpoint: storeEndpoints.deleteStore,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body, request }) => {
      if (store.role !== 'owner') {
        throw new HttpError(403, 'Only an owner can delete the store', [
          { field: 'storeId', message: 'Only an owner can delete the store' },
        ]);
      }
      const row = await loadStore(store.id);
      if (body.confirmName.trim() !== row.name) {
        throw new HttpError(400, 'The store name does not match', [
          { field: 'confirmName', message: `Type the store name, ${row.name}, exactly` },
        ]);
      }
      const afterDelete = await options.beforeDelete(store.id);
      const files = await deleteStoreRows(db, store.id);
      request.log.info({ storeId: store.id }, 'store deleted');
      // The rows are gone first: a file left behind by a storage failure is only an orphan.
      await Promise.all([
        app.ctx.mediaStorage.delete(files.mediaKeys),
        app.ctx.privateStorage.delete(files.privateKeys),
        afterDelete(),
      ]).catch((error: unknown) => {
        request.log.warn({ err: error, storeId: store.id }, 'cleaning up after the store failed');
      });
      return { deleted: true as const, storeId: store.id };
    },
  });

  // The store's Facebook (Meta) pixel: the storefront loads it (and its CSP allows it) only
  // when set, so a change purges the store's pages.
  route(app, {
    endpoint: storeEndpoints.getFbPixel,
    access: 'store',
    handler: async ({ store }) => {
      const [row] = await db
        .select({ fbPixelId: stores.fbPixelId })
        .from(stores)
        .where(eq(stores.id, store.id))
        .limit(1);
      return { storeId: store.id, fbPixelId: row?.fbPixelId ?? null };
    },
  });

  route(app, {
    endpoint: storeEndpoints.updateFbPixel,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body }) => {
      const [row] = await db
        .update(stores)
        .set({ fbPixelId: body.fbPixelId, updatedAt: app.ctx.now() })
        .where(eq(stores.id, store.id))
        .returning({ fbPixelId: stores.fbPixelId });
      return { storeId: store.id, fbPixelId: row?.fbPixelId ?? null };
    },
  });

  // The store's subdomain: a change keeps the old one redirecting for 30 days
  // (subdomains.ts); the host cache and the store's pages are purged.
  async function subdomainReply(storeId: string): Promise<SubdomainReply> {
    const row = await loadStore(storeId);
    const redirects = await liveRedirects(db, storeId, now());
    return {
      storeId,
      subdomain: row.subdomain,
      storeDomain: storeHostName(row.subdomain, config.productHost),
      redirects: redirects.map((r) => ({
        subdomain: r.subdomain,
        storeDomain: storeHostName(r.subdomain, config.productHost),
        expiresAt: r.expiresAt.toISOString(),
      })),
    };
  }

  route(app, {
    endpoint: storeEndpoints.getSubdomain,
    access: 'store',
    handler: async ({ store }) => subdomainReply(store.id),
  });

  route(app, {
    endpoint: storeEndpoints.updateSubdomain,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body, request }) => {
      await changeSubdomain(db, store.id, body.subdomain, now(), platformHosts);
      request.log.info({ subdomain: body.subdomain }, 'store subdomain changed');
      return subdomainReply(store.id);
    },
  });

  route(app, {
    endpoint: storeEndpoints.selectStore,
    access: 'store',
    handler: async ({ session, store }) => {
      await selectSessionStore(db, session.sessionId, store.id);
      return { selectedStoreId: store.id };
    },
  });

  route(app, {
    endpoint: storeEndpoints.domainExists,
    access: 'session',
    handler: async ({ query: { storeDomain } }) => {
      const kind = classifyHost(storeDomain, config.productHost);
      if (kind.kind === 'dashboard') return { exists: true, reason: 'reserved' as const };
      // A bare label (`acme`) is a subdomain too.
      const label =
        kind.kind === 'subdomain' ? kind.subdomain : kind.domain.includes('.') ? null : kind.domain;
      if (label !== null) {
        const invalid = (message: string) =>
          new HttpError(400, 'Invalid query: storeDomain', [{ field: 'storeDomain', message }]);
        const parsed = subdomainFormatSchema.safeParse(label);
        if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Invalid subdomain');
        // What create-store and update-subdomain would refuse counts as taken, with the reason.
        const refusal = await subdomainRefusal(db, label, null, now(), platformHosts);
        if (refusal === 'not-a-name') throw invalid('Not a valid international name');
        if (refusal) return { exists: true, reason: refusal };
        // A subdomain is taken while a store uses it or still redirects from it.
        return { exists: (await subdomainHolder(db, label, now())) !== null };
      }
      const custom = kind.kind === 'custom' ? kind.domain : '';
      const rows = await db
        .select({ id: stores.id })
        .from(stores)
        .where(eq(stores.customDomain, custom))
        .limit(1);
      return { exists: rows.length > 0 };
    },
  });

  /** Public: the storefront (and the builder's sandboxed iframe) read it without cookies. */
  route(app, {
    endpoint: storeEndpoints.getStoreInfo,
    access: 'public',
    handler: async ({ query: { domain }, reply }) => {
      const site = await hosts.resolve(
        domain.includes('.') ? domain : storeHostName(domain, config.productHost),
      );
      if (site.kind !== 'store') {
        throw notFound('Store not found', 'domain', 'No store answers on this domain');
      }
      reply.header('access-control-allow-origin', '*');
      reply.header('cache-control', 'public, max-age=30');
      const info: StoreInfo = {
        storeId: site.store.id,
        name: site.store.name,
        currency: site.store.currency,
        fbPixelId: site.store.fbPixelId,
      };
      return info;
    },
  });
}
