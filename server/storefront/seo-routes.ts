/**
 * `/sitemap.xml` and `/robots.txt` on store hosts: absolute URLs on the host the request came
 * to, only that store's published pages, active products (one canonical `/product/{slug}` URL
 * each) and categories. The dashboard host and unknown hosts get a 404. A store hidden from
 * search engines (its SEO switch) answers `Disallow: /` and names no sitemap.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pagePath } from '../../shared';
import { notFound } from '../http/errors';
import { escapeXml } from '../lib/xml';
import { storeOrigin, type HostStore } from '../stores/resolve-store-host';
import { getSitemapEntries } from './queries';

function requireStoreSite(request: FastifyRequest): HostStore {
  if (request.site.kind !== 'store') {
    throw notFound('No store answers on this host', 'host', 'Not a store host');
  }
  return request.site.store;
}

function originOf(request: FastifyRequest): string {
  const site = request.site;
  if (site.kind !== 'store') return '';
  return storeOrigin(request.protocol, site.host, request.headers.host);
}

export async function seoRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (request, reply) => {
    const store = requireStoreSite(request);
    const origin = originOf(request);
    const entries = await getSitemapEntries(db, store.id);
    const urls = [
      ...entries.pages.map((p) => ({ path: pagePath(p), lastmod: p.lastmod })),
      ...entries.categories.map((c) => ({
        path: `/collection/${encodeURIComponent(c.slug)}`,
        lastmod: c.lastmod,
      })),
      ...entries.products.map((p) => ({
        path: `/product/${encodeURIComponent(p.slug)}`,
        lastmod: p.lastmod,
      })),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(
        (u) =>
          `<url><loc>${escapeXml(origin + u.path)}</loc><lastmod>${u.lastmod.toISOString()}</lastmod></url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(body);
  });

  app.get('/robots.txt', { config: { access: 'public' } }, async (request, reply) => {
    const store = requireStoreSite(request);
    // "Hide from search engines" (a store under construction): nothing may be crawled. The
    // sitemap is still served (the merchant can check it) but no longer named here.
    const body = store.hideFromSearch
      ? ['User-agent: *', 'Disallow: /', ''].join('\n')
      : [
          'User-agent: *',
          'Allow: /',
          'Disallow: /checkout',
          'Disallow: /api/',
          '',
          `Sitemap: ${originOf(request)}/sitemap.xml`,
          '',
        ].join('\n');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });
}
