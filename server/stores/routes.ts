/**
 * The Store API (spec 7, /api/dashboard/store/...): a merchant's stores, create, update,
 * select, subdomain availability, and the public store info a storefront reads.
 * Every route that takes a store id checks membership first.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  classifyHost,
  createStoreBodySchema,
  domainQuerySchema,
  selectStoreBodySchema,
  storeDomainQuerySchema,
  storeHostName,
  storeIdQuerySchema,
  subdomainSchema,
  updateStoreGeneralDetailsBodySchema,
  userIdQuerySchema,
  type StoreInfo,
  type StoreSummary,
} from '../../shared';
import { pages, shippingRates, storeMembers, stores } from '../db/schema';
import { defaultShippingRatesFor } from '../orders/default-shipping';
import { starterContent } from '../content/build-content';
import { HttpError, parseInput } from '../http/errors';
import { isUniqueViolation } from '../lib/pg-errors';
import { requireSession, requireStoreMember } from '../auth/require';
import { selectSessionStore } from '../auth/sessions';

type StoreRow = typeof stores.$inferSelect;

export async function storeRoutes(app: FastifyInstance) {
  const { db, config, hosts } = app.ctx;
  const base = '/api/dashboard/store';

  const toSummary = (s: StoreRow, role: 'owner' | 'staff'): StoreSummary => ({
    storeId: s.id,
    name: s.name,
    subdomain: s.subdomain,
    storeDomain: storeHostName(s.subdomain, config.productHost),
    customDomain: s.customDomain,
    currency: s.currency,
    fbPixelId: s.fbPixelId,
    contactEmail: s.contactEmail,
    description: s.description,
    role,
    createdAt: s.createdAt.toISOString(),
  });

  async function loadStore(storeId: string): Promise<StoreRow> {
    const [row] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
    if (!row)
      throw new HttpError(404, 'Store not found', [{ field: 'storeId', message: 'No such store' }]);
    return row;
  }

  app.get(`${base}/find-stores`, async (request) => {
    const session = requireSession(request);
    const { userId } = parseInput(userIdQuerySchema, request.query, 'query');
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
  });

  app.get(`${base}/find-current-store`, async (request) => {
    const session = requireSession(request);
    const { storeId } = parseInput(storeIdQuerySchema, request.query, 'query');
    const role = await requireStoreMember(db, session.user.id, storeId);
    return toSummary(await loadStore(storeId), role);
  });

  app.post(`${base}/create-store`, async (request, reply) => {
    const session = requireSession(request);
    const body = parseInput(createStoreBodySchema, request.body, 'body');
    const starter = starterContent(body.name);
    let store: StoreRow;
    try {
      store = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(stores)
          .values({
            name: body.name,
            subdomain: body.subdomain,
            currency: body.currency,
            createdBy: session.user.id,
            globalContent: starter.globalContent,
          })
          .returning();
        if (!created) throw new Error('insert returned no row');
        await tx
          .insert(storeMembers)
          .values({ storeId: created.id, userId: session.user.id, role: 'owner' });
        await tx.insert(pages).values({
          storeId: created.id,
          title: 'Home',
          slug: 'home',
          pageType: 'home',
          content: starter.home,
          publishedContent: starter.home,
          publishedAt: app.ctx.now(),
        });
        await tx.insert(shippingRates).values(defaultShippingRatesFor(created.id));
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new HttpError(409, 'This subdomain is taken', [
          { field: 'subdomain', message: 'This subdomain is taken' },
        ]);
      }
      throw error;
    }
    await selectSessionStore(db, session.sessionId, store.id);
    app.ctx.storeChanged(store.id);
    request.log.info({ storeId: store.id }, 'store created');
    return reply.status(201).send(toSummary(store, 'owner'));
  });

  app.put(`${base}/update-store-general-details`, async (request) => {
    const session = requireSession(request);
    const body = parseInput(updateStoreGeneralDetailsBodySchema, request.body, 'body');
    const role = await requireStoreMember(db, session.user.id, body.storeId);
    const { storeId, ...changes } = body;
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    const [updated] = await db
      .update(stores)
      .set({ ...set, updatedAt: app.ctx.now() })
      .where(eq(stores.id, storeId))
      .returning();
    if (!updated)
      throw new HttpError(404, 'Store not found', [{ field: 'storeId', message: 'No such store' }]);
    app.ctx.storeChanged(storeId);
    return toSummary(updated, role);
  });

  app.post(`${base}/select-store`, async (request) => {
    const session = requireSession(request);
    const { storeId } = parseInput(selectStoreBodySchema, request.body, 'body');
    await requireStoreMember(db, session.user.id, storeId);
    await selectSessionStore(db, session.sessionId, storeId);
    return { selectedStoreId: storeId };
  });

  app.get(`${base}/domain-exists`, async (request) => {
    requireSession(request);
    const { storeDomain } = parseInput(storeDomainQuerySchema, request.query, 'query');
    const kind = classifyHost(storeDomain, config.productHost);
    if (kind.kind === 'dashboard') return { exists: true };
    // A bare label (`acme`) is a subdomain too.
    const label =
      kind.kind === 'subdomain' ? kind.subdomain : kind.domain.includes('.') ? null : kind.domain;
    if (label !== null) {
      const parsed = subdomainSchema.safeParse(label);
      if (!parsed.success) {
        throw new HttpError(400, 'Invalid query: storeDomain', [
          { field: 'storeDomain', message: parsed.error.issues[0]?.message ?? 'Invalid subdomain' },
        ]);
      }
    }
    const where =
      label !== null
        ? eq(stores.subdomain, label)
        : eq(stores.customDomain, kind.kind === 'custom' ? kind.domain : '');
    const rows = await db.select({ id: stores.id }).from(stores).where(where).limit(1);
    return { exists: rows.length > 0 };
  });

  /** Public: the storefront (and the builder's sandboxed iframe) read it without cookies. */
  app.get(`${base}/get-store-info`, async (request, reply) => {
    const { domain } = parseInput(domainQuerySchema, request.query, 'query');
    const site = await hosts.resolve(
      domain.includes('.') ? domain : storeHostName(domain, config.productHost),
    );
    if (site.kind !== 'store') {
      throw new HttpError(404, 'Store not found', [
        { field: 'domain', message: 'No store answers on this domain' },
      ]);
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
  });
}
