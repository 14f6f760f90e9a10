/**
 * Custom-domain routes (spec 7): `PUT /api/dashboard/store/update-domain` (connect, replace,
 * remove), `GET /api/dashboard/store/domain-status?storeId`, `POST /api/dashboard/domain/check-status`
 * (a check now, rate-limited), and Caddy's on-demand TLS ask endpoint
 * `GET /api/internal/tls-ask?domain=` (tls-ask.ts). Starts the background re-check.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DomainRecord, domainsEndpoints } from '../../shared';
import { stores } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { route, storefrontChangedInBackground } from '../http/route';
import { assertPlanAllows } from '../billing/limits';
import { createResolver } from './dns-check';
import {
  assertConnectable,
  checkAndApply,
  connectDomain,
  domainStatusReply,
  getDomainRow,
  removeDomain,
} from './domains';
import { startDomainRechecks } from './recheck-job';
import { tlsAskRoutes } from './tls-ask';

/** A status read reuses a live look at the records this long (ms). */
const LOOK_TTL_MS = 5_000;

export async function domainRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const resolver = createResolver(config.domains);
  const looks = new Map<string, { at: number; records: DomainRecord[] }>();

  async function storeOf(storeId: string) {
    const [row] = await db
      .select({ subdomain: stores.subdomain, token: stores.domainVerifyToken })
      .from(stores)
      .where(eq(stores.id, storeId))
      .limit(1);
    if (!row) {
      throw notFound('Store not found', 'storeId', 'No such store');
    }
    return row;
  }

  /** The status answer; `check`: look at the DNS now ('attempt' counts, 'look' may verify). */
  async function status(storeId: string, check: 'attempt' | 'look' | 'none') {
    let records: DomainRecord[] | undefined;
    if (check !== 'none') {
      const row = await getDomainRow(db, storeId);
      const key = `${storeId}|${row?.domain ?? ''}`;
      const cached = looks.get(key);
      if (row && check === 'look' && cached && Date.now() - cached.at < LOOK_TTL_MS) {
        records = cached.records;
      } else if (row) {
        const outcome = await checkAndApply(
          db,
          resolver,
          config.domains,
          storeId,
          app.ctx.now(),
          check,
        );
        if (outcome) {
          records = outcome.check.records;
          if (looks.size >= 10_000) looks.clear();
          looks.set(key, { at: Date.now(), records });
          if (outcome.verifiedNow) storefrontChangedInBackground(app, storeId);
        }
      }
    }
    const [store, row] = await Promise.all([storeOf(storeId), getDomainRow(db, storeId)]);
    return domainStatusReply(
      storeId,
      store.subdomain,
      config.productHost,
      config.domains,
      row,
      store.token,
      records,
    );
  }

  route(app, {
    endpoint: domainsEndpoints.updateDomain,
    access: 'store',
    // Replacing or removing a domain stops serving the old one at once.
    changesStorefront: true,
    handler: async ({ store, body }) => {
      const now = app.ctx.now();
      if (body.domain === null) {
        await removeDomain(db, store.id, now);
      } else {
        assertConnectable(body.domain, config.productHost, config.domains);
        // Removing is always allowed; connecting needs a plan with custom domains (402).
        await assertPlanAllows(db, store.id, 'customDomain');
        await connectDomain(db, store.id, body.domain, now);
      }
      return status(store.id, 'none');
    },
  });

  route(app, {
    endpoint: domainsEndpoints.domainStatus,
    access: 'store',
    rateLimit: { max: 240, timeWindow: '1 minute' },
    handler: async ({ store }) => status(store.id, 'look'),
  });

  route(app, {
    endpoint: domainsEndpoints.checkStatus,
    access: 'store',
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ store }) => {
      if (!(await getDomainRow(db, store.id))) {
        throw new HttpError(409, 'Connect a domain first', [
          { field: 'storeId', message: 'This store has no custom domain to check' },
        ]);
      }
      return status(store.id, 'attempt');
    },
  });

  await app.register(tlsAskRoutes);
  startDomainRechecks(app, resolver);
}
