/**
 * The public storefront API: what a shopper's browser (and the builder's sandboxed iframe)
 * reads, with no session. Two path sets over the same queries: `/api/storefront/*` (storeId
 * based) and the spec's `/api/dashboard/...` reads (spec 7), both declared in
 * shared/api/endpoints/storefront.ts.
 * Every answer is public: `access-control-allow-origin: *`, cacheable for 30 s when it is 200.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  storeHostName,
  type CollectionDto,
  type GlobalContentDto,
  type PageDto,
  type ProductDto,
  type SearchResultDto,
  storefrontEndpoints,
} from '../../shared';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import {
  getCategories,
  getCollection,
  getProductBySlug,
  getProductsByCollection,
  getPublishedPage,
  listProducts,
  searchProducts,
  storeExists,
} from './queries';
import { SearchResultCache } from './search-cache';
import { searchWords } from './search-query';

/** What `requireAll=true` returns at most. */
const ALL_PRODUCTS_LIMIT = 1000;

export async function storefrontRoutes(app: FastifyInstance) {
  const { db, config, hosts, storeContent } = app.ctx;

  // Public reads: any origin may read them (404s too, so a browser sees "not found", not a
  // CORS failure); only successful answers are cached.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  app.addHook('onSend', async (_request, reply: FastifyReply, payload) => {
    reply.header('cache-control', reply.statusCode < 400 ? 'public, max-age=30' : 'no-store');
    return payload;
  });

  /** Throws a 404 naming `storeId` unless the store exists. */
  async function requireStore(storeId: string): Promise<void> {
    if (!(await storeExists(db, storeId))) {
      throw notFound('Store not found', 'storeId', 'No such store');
    }
  }

  /** The store a domain names: a host (`demo.localhost`, `shop.example.com`) or a bare label (`demo`). */
  async function requireStoreByDomain(domain: string, field: string): Promise<string> {
    const host = domain.includes('.') ? domain : storeHostName(domain, config.productHost);
    const site = await hosts.resolve(host);
    if (site.kind !== 'store') {
      throw notFound('Store not found', field, 'No store answers on this domain');
    }
    return site.store.id;
  }

  async function requirePage(storeId: string, slug: string, field = 'slug'): Promise<PageDto> {
    const page = await getPublishedPage(db, storeId, slug, config.productHost);
    if (page) return page;
    await requireStore(storeId);
    throw notFound('Page not found', field, `No published page '${slug}'`);
  }

  async function requireProduct(storeId: string, slug: string, field: string): Promise<ProductDto> {
    const product = await getProductBySlug(db, storeId, slug);
    if (product) return product;
    await requireStore(storeId);
    throw notFound('Product not found', field, `No product '${slug}'`);
  }

  async function requireGlobalContent(storeId: string): Promise<GlobalContentDto> {
    const content = await storeContent.globalContent(db, storeId);
    if (!content) throw notFound('Store not found', 'storeId', 'No such store');
    return content;
  }

  async function requireCollection(
    storeId: string,
    slug: string,
    pageNumber: number,
    pageSize: number,
  ): Promise<CollectionDto> {
    const collection = await getCollection(db, storeId, slug, pageNumber, pageSize);
    if (collection) return collection;
    await requireStore(storeId);
    throw notFound('Category not found', 'slug', `No category '${slug}'`);
  }

  /** Runs a list query alongside the store check, so an unknown store is a 404, not `[]`. */
  async function inStore<T>(storeId: string, query: Promise<T>): Promise<T> {
    const [, result] = await Promise.all([requireStore(storeId), query]);
    return result;
  }

  // ---- /api/storefront/* (storefrontEndpoints) ----
  /** Product search is the costliest public read: SEARCH_RATE_LIMIT requests a minute per IP. */
  const searchLimit = { max: config.rateLimits.search, timeWindow: '1 minute' };
  /**
   * Search answers for up to 10 s, per store page-cache generation: the store's next write
   * (a `changesStorefront` route, a CSV import) purges them with its pages.
   */
  const searchCache = new SearchResultCache<SearchResultDto>({
    ttlMs: Math.min(config.storefrontCacheTtlMs, 10_000),
  });
  const search = (storeId: string, term: string, page: number, size: number) =>
    searchCache.get(
      app.ctx.pageCache.generation(storeId),
      `${storeId} ${searchWords(term).join(' ')} ${page} ${size}`,
      () => inStore(storeId, searchProducts(db, storeId, term, page, size)),
    );

  route(app, {
    endpoint: storefrontEndpoints.globalContent,
    access: 'public',
    handler: async ({ query }) => requireGlobalContent(query.storeId),
  });

  route(app, {
    endpoint: storefrontEndpoints.page,
    access: 'public',
    handler: async ({ query }) => requirePage(query.storeId, query.slug),
  });

  route(app, {
    endpoint: storefrontEndpoints.product,
    access: 'public',
    handler: async ({ query }) => requireProduct(query.storeId, query.slug, 'slug'),
  });

  route(app, {
    endpoint: storefrontEndpoints.productsByCollection,
    access: 'public',
    handler: async ({ query: q }) =>
      inStore(q.storeId, getProductsByCollection(db, q.storeId, q.collection, q.count)),
  });

  route(app, {
    endpoint: storefrontEndpoints.categories,
    access: 'public',
    handler: async ({ query }) => inStore(query.storeId, getCategories(db, query.storeId)),
  });

  route(app, {
    endpoint: storefrontEndpoints.collection,
    access: 'public',
    handler: async ({ query: q }) => requireCollection(q.storeId, q.slug, q.page, q.size),
  });

  route(app, {
    endpoint: storefrontEndpoints.search,
    access: 'public',
    rateLimit: searchLimit,
    handler: async ({ query: q }) => search(q.storeId, q.term, q.page, q.size),
  });

  // ---- the spec's paths (spec 7) ----

  /** Spec 3 "Page content": the published page plus the store's global content. */
  route(app, {
    endpoint: storefrontEndpoints.getPageByDomain,
    access: 'public',
    handler: async ({ query: q }) => {
      const storeId = await requireStoreByDomain(q.domain, 'domain');
      const [page, global] = await Promise.all([
        requirePage(storeId, q.slug),
        requireGlobalContent(storeId),
      ]);
      return { ...page, globalContent: global.globalContent };
    },
  });

  route(app, {
    endpoint: storefrontEndpoints.getPageGlobalContent,
    access: 'public',
    handler: async ({ query: q }) =>
      requireGlobalContent(await requireStoreByDomain(q.storeDomain, 'storeDomain')),
  });

  route(app, {
    endpoint: storefrontEndpoints.fetchProductByDomain,
    access: 'public',
    handler: async ({ query: q }) => {
      const storeId = await requireStoreByDomain(q.domain, 'domain');
      return requireProduct(storeId, q.productSlug, 'productSlug');
    },
  });

  route(app, {
    endpoint: storefrontEndpoints.fetchByStoreidSlug,
    access: 'public',
    handler: async ({ query: q }) => requireProduct(q.storeId, q.productSlug, 'productSlug'),
  });

  /** Zero-based pages; `requireAll=true` ignores paging and answers every active product. */
  route(app, {
    endpoint: storefrontEndpoints.fetchProducts,
    access: 'public',
    handler: async ({ query: q }) => {
      const query = q.requireAll
        ? listProducts(db, q.storeId, 0, ALL_PRODUCTS_LIMIT)
        : listProducts(db, q.storeId, q.pageNumber, q.pageSize);
      return inStore(q.storeId, query);
    },
  });

  /** The storefront search under the spec's path and names: `name` is the term. */
  route(app, {
    endpoint: storefrontEndpoints.fetchSearchedProducts,
    access: 'public',
    rateLimit: searchLimit,
    handler: async ({ query: q }) => search(q.storeId, q.name, q.pageNumber, q.pageSize),
  });

  route(app, {
    endpoint: storefrontEndpoints.fetchProductsByCollection,
    access: 'public',
    handler: async ({ query: q }) =>
      inStore(
        q.storeId,
        getProductsByCollection(db, q.storeId, q.productCollection, q.numberOfProducts),
      ),
  });

  route(app, {
    endpoint: storefrontEndpoints.fetchCategories,
    access: 'public',
    handler: async ({ query }) => inStore(query.storeId, getCategories(db, query.storeId)),
  });

  route(app, {
    endpoint: storefrontEndpoints.fetchCollection,
    access: 'public',
    handler: async ({ query: q }) => requireCollection(q.storeId, q.slug, q.pageNumber, q.pageSize),
  });
}
