/**
 * The SEO API (merchant, `store` routes): the home page's search and sharing settings
 * (get-homepage-seo by the store's domain, spec 7; the page's meta fields are saved by the
 * pages API's update-seo, the store-wide share image and hide-from-search switch here), the
 * overview of every page, product and category with warnings, and URL redirects.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { storeHostName, seoEndpoints } from '../../shared';
import { pages, stores } from '../db/schema';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { getSeoOverview } from './overview';
import { addRedirect, deleteRedirect, listRedirects, updateRedirect } from './redirects';

const storeDomainNotFound = () =>
  notFound('Store not found', 'storeDomain', 'None of your stores answers on this domain');

const storeNotFound = () => notFound('Store not found', 'storeId', 'No such store of yours');

export async function seoDashboardRoutes(app: FastifyInstance) {
  const { db, config, hosts } = app.ctx;

  route(app, {
    endpoint: seoEndpoints.getHomepageSeo,
    access: 'store',
    // The store a domain names (its host, a bare subdomain label, or a verified custom
    // domain); the route layer then checks membership (another merchant's store: this 404).
    storeOf: async ({ query }) => {
      const domain = query.storeDomain.toLowerCase();
      const host = domain.includes('.') ? domain : storeHostName(domain, config.productHost);
      const site = await hosts.resolve(host);
      return site.kind === 'store' ? site.store.id : undefined;
    },
    notFound: storeDomainNotFound,
    handler: async ({ store }) => {
      const [row] = await db
        .select({
          storeId: stores.id,
          storeName: stores.name,
          subdomain: stores.subdomain,
          customDomain: stores.customDomain,
          seoImageUrl: stores.seoImageUrl,
          hideFromSearch: stores.hideFromSearch,
          pageId: pages.id,
          metaTitle: pages.metaTitle,
          metaDescription: pages.metaDescription,
        })
        .from(stores)
        .innerJoin(pages, and(eq(pages.storeId, stores.id), eq(pages.slug, 'home')))
        .where(eq(stores.id, store.id))
        .limit(1);
      if (!row) {
        throw notFound('This store has no home page', 'storeDomain', 'This store has no home page');
      }
      return {
        storeId: row.storeId,
        pageId: row.pageId,
        storeName: row.storeName,
        storeDomain: row.customDomain ?? storeHostName(row.subdomain, config.productHost),
        metaTitle: row.metaTitle,
        metaDescription: row.metaDescription,
        seoImageUrl: row.seoImageUrl,
        hideFromSearch: row.hideFromSearch,
      };
    },
  });

  route(app, {
    endpoint: seoEndpoints.updateSettings,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body, request }) => {
      const set = {
        ...(body.seoImageUrl !== undefined ? { seoImageUrl: body.seoImageUrl } : {}),
        ...(body.hideFromSearch !== undefined ? { hideFromSearch: body.hideFromSearch } : {}),
      };
      const columns = {
        storeId: stores.id,
        seoImageUrl: stores.seoImageUrl,
        hideFromSearch: stores.hideFromSearch,
      };
      const [row] = Object.keys(set).length
        ? await db
            .update(stores)
            .set({ ...set, updatedAt: app.ctx.now() })
            .where(eq(stores.id, store.id))
            .returning(columns)
        : await db.select(columns).from(stores).where(eq(stores.id, store.id)).limit(1);
      if (!row) throw storeNotFound();
      request.log.info(
        { storeId: store.id, hideFromSearch: row.hideFromSearch },
        'store seo settings saved',
      );
      return row;
    },
  });

  route(app, {
    endpoint: seoEndpoints.overview,
    access: 'store',
    handler: async ({ store, query }) =>
      getSeoOverview(db, store.id, {
        kind: query.kind,
        issues: query.issues === 'true',
        page: query.page,
      }),
  });

  route(app, {
    endpoint: seoEndpoints.redirects,
    access: 'store',
    handler: async ({ store, query }) => listRedirects(db, store.id, query.q, query.page),
  });

  route(app, {
    endpoint: seoEndpoints.addRedirect,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body }) =>
      addRedirect(db, store.id, { fromPath: body.fromPath, toPath: body.toPath }, app.ctx.now()),
  });

  route(app, {
    endpoint: seoEndpoints.updateRedirect,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body }) =>
      updateRedirect(
        db,
        store.id,
        { redirectId: body.redirectId, fromPath: body.fromPath, toPath: body.toPath },
        app.ctx.now(),
      ),
  });

  route(app, {
    endpoint: seoEndpoints.deleteRedirect,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, params }) => {
      await deleteRedirect(db, store.id, params.redirectId);
      return { deleted: true as const, redirectId: params.redirectId };
    },
  });
}
