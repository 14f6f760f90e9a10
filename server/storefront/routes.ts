/**
 * The public storefront API: what a shopper's browser (and the builder's sandboxed iframe)
 * reads, with no session. Two path sets over the same queries: `/api/storefront/*` (storeId
 * based, see storefrontApiPaths) and the spec's `/api/dashboard/...` reads (spec 7).
 * Every answer is public: `access-control-allow-origin: *`, cacheable for 30 s when it is 200.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  COLLECTION_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  storeHostName,
  storeIdSchema,
  type CollectionDto,
  type GlobalContentDto,
  type PageDto,
  type ProductDto,
} from '../../shared';
import { HttpError, parseInput } from '../http/errors';
import {
  getCategories,
  getCollection,
  getGlobalContent,
  getHomepageSeo,
  getProductBySlug,
  getProductsByCollection,
  getPublishedPage,
  listProducts,
  searchProducts,
  storeExists,
} from './queries';

/** The most items one list answer holds. */
const MAX_PAGE_SIZE = 100;
/** What `requireAll=true` returns at most. */
const ALL_PRODUCTS_LIMIT = 1000;

/** A whole number in a query string, between `min` and `max`. */
const intParam = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .regex(/^-?\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `${name} must be at least ${min}`)
        .max(max, `${name} must be at most ${max}`),
    );

const slugParam = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200, `${name} must be at most 200 characters`);

const domainParam = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(253, `${name} must be at most 253 characters`);

const booleanParam = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true');

const pageNumberParam = (name: string) => intParam(name, 0, 100_000).default(0);
const pageSizeParam = (name: string, def: number) => intParam(name, 1, MAX_PAGE_SIZE).default(def);
/** An optional category slug; empty means all products. */
const collectionParam = (name: string) =>
  z
    .string({ error: `${name} must be a category slug` })
    .trim()
    .max(200, `${name} must be at most 200 characters`)
    .optional()
    .transform((v) => (v ? v : null));

/** A search term: 1-200 characters after trimming. */
const searchTermParam = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200, `${name} must be at most 200 characters`);

const storeIdQuery = z.strictObject({ storeId: storeIdSchema });

/** `/api/storefront/*` (storefrontApiPaths). */
const sf = {
  page: z.strictObject({ storeId: storeIdSchema, slug: slugParam('slug') }),
  product: z.strictObject({ storeId: storeIdSchema, slug: slugParam('slug') }),
  productsByCollection: z.strictObject({
    storeId: storeIdSchema,
    count: intParam('count', 1, MAX_PAGE_SIZE),
    collection: collectionParam('collection'),
  }),
  collection: z.strictObject({
    storeId: storeIdSchema,
    slug: slugParam('slug'),
    page: pageNumberParam('page'),
    size: pageSizeParam('size', COLLECTION_PAGE_SIZE),
  }),
  search: z.strictObject({
    storeId: storeIdSchema,
    term: searchTermParam('term'),
    page: pageNumberParam('page'),
    size: pageSizeParam('size', SEARCH_PAGE_SIZE),
  }),
};

/** The spec's paths (spec 7), with the spec's parameter names. */
const spec = {
  pageByDomain: z.strictObject({ domain: domainParam('domain'), slug: slugParam('slug') }),
  storeDomain: z.strictObject({ storeDomain: domainParam('storeDomain') }),
  productByDomain: z.strictObject({
    domain: domainParam('domain'),
    productSlug: slugParam('productSlug'),
  }),
  productByStoreId: z.strictObject({
    storeId: storeIdSchema,
    productSlug: slugParam('productSlug'),
  }),
  products: z.strictObject({
    storeId: storeIdSchema,
    pageNumber: pageNumberParam('pageNumber'),
    pageSize: pageSizeParam('pageSize', SEARCH_PAGE_SIZE),
    requireAll: booleanParam('requireAll').default(false),
  }),
  searched: z.strictObject({
    storeId: storeIdSchema,
    name: searchTermParam('name'),
    pageNumber: pageNumberParam('pageNumber'),
    pageSize: pageSizeParam('pageSize', SEARCH_PAGE_SIZE),
  }),
  productsByCollection: z.strictObject({
    storeId: storeIdSchema,
    productCollection: collectionParam('productCollection'),
    numberOfProducts: intParam('numberOfProducts', 1, MAX_PAGE_SIZE),
  }),
  collection: z.strictObject({
    storeId: storeIdSchema,
    slug: slugParam('slug'),
    pageNumber: pageNumberParam('pageNumber'),
    pageSize: pageSizeParam('pageSize', COLLECTION_PAGE_SIZE),
  }),
};

const notFound = (message: string, field: string, detail: string) =>
  new HttpError(404, message, [{ field, message: detail }]);

export async function storefrontRoutes(app: FastifyInstance) {
  const { db, config, hosts } = app.ctx;

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
    const content = await getGlobalContent(db, storeId);
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

  // ---- /api/storefront/* (storefrontApiPaths) ----
  const base = '/api/storefront';

  app.get(`${base}/global-content`, async (request) => {
    const { storeId } = parseInput(storeIdQuery, request.query, 'query');
    return requireGlobalContent(storeId);
  });

  app.get(`${base}/page`, async (request) => {
    const { storeId, slug } = parseInput(sf.page, request.query, 'query');
    return requirePage(storeId, slug);
  });

  app.get(`${base}/product`, async (request) => {
    const { storeId, slug } = parseInput(sf.product, request.query, 'query');
    return requireProduct(storeId, slug, 'slug');
  });

  app.get(`${base}/products-by-collection`, async (request) => {
    const q = parseInput(sf.productsByCollection, request.query, 'query');
    return inStore(q.storeId, getProductsByCollection(db, q.storeId, q.collection, q.count));
  });

  app.get(`${base}/categories`, async (request) => {
    const { storeId } = parseInput(storeIdQuery, request.query, 'query');
    return inStore(storeId, getCategories(db, storeId));
  });

  app.get(`${base}/collection`, async (request) => {
    const q = parseInput(sf.collection, request.query, 'query');
    return requireCollection(q.storeId, q.slug, q.page, q.size);
  });

  /** Product search is the costliest public read: SEARCH_RATE_LIMIT requests a minute per IP. */
  const searchLimit = { rateLimit: { max: config.rateLimits.search, timeWindow: '1 minute' } };

  app.get(`${base}/search`, { config: searchLimit }, async (request) => {
    const q = parseInput(sf.search, request.query, 'query');
    return inStore(q.storeId, searchProducts(db, q.storeId, q.term, q.page, q.size));
  });

  // ---- the spec's paths (spec 7) ----

  /** Spec 3 "Page content": the published page plus the store's global content. */
  app.get('/api/dashboard/page/get-page-by-domain', async (request) => {
    const q = parseInput(spec.pageByDomain, request.query, 'query');
    const storeId = await requireStoreByDomain(q.domain, 'domain');
    const [page, global] = await Promise.all([
      requirePage(storeId, q.slug),
      requireGlobalContent(storeId),
    ]);
    return { ...page, globalContent: global.globalContent };
  });

  app.get('/api/dashboard/page/get-page-global-content', async (request) => {
    const q = parseInput(spec.storeDomain, request.query, 'query');
    return requireGlobalContent(await requireStoreByDomain(q.storeDomain, 'storeDomain'));
  });

  app.get('/api/dashboard/page/get-homepage-seo', async (request) => {
    const q = parseInput(spec.storeDomain, request.query, 'query');
    const storeId = await requireStoreByDomain(q.storeDomain, 'storeDomain');
    const seo = await getHomepageSeo(db, storeId);
    if (!seo) throw notFound('Page not found', 'storeDomain', 'This store has no home page');
    return seo;
  });

  app.get('/api/dashboard/products/fetch-product-by-domain', async (request) => {
    const q = parseInput(spec.productByDomain, request.query, 'query');
    const storeId = await requireStoreByDomain(q.domain, 'domain');
    return requireProduct(storeId, q.productSlug, 'productSlug');
  });

  app.get('/api/dashboard/products/fetch-by-storeid-slug', async (request) => {
    const q = parseInput(spec.productByStoreId, request.query, 'query');
    return requireProduct(q.storeId, q.productSlug, 'productSlug');
  });

  /** Zero-based pages; `requireAll=true` ignores paging and answers every active product. */
  app.get('/api/dashboard/products/fetch-products', async (request) => {
    const q = parseInput(spec.products, request.query, 'query');
    const query = q.requireAll
      ? listProducts(db, q.storeId, 0, ALL_PRODUCTS_LIMIT)
      : listProducts(db, q.storeId, q.pageNumber, q.pageSize);
    return inStore(q.storeId, query);
  });

  /** The storefront search under the spec's path and names: `name` is the term. */
  app.get(
    '/api/dashboard/products/fetch-searched-products',
    { config: searchLimit },
    async (request) => {
      const q = parseInput(spec.searched, request.query, 'query');
      return inStore(q.storeId, searchProducts(db, q.storeId, q.name, q.pageNumber, q.pageSize));
    },
  );

  app.get('/api/dashboard/products/fetch-products-by-collection', async (request) => {
    const q = parseInput(spec.productsByCollection, request.query, 'query');
    return inStore(
      q.storeId,
      getProductsByCollection(db, q.storeId, q.productCollection, q.numberOfProducts),
    );
  });

  app.get('/api/dashboard/category/fetch-categories', async (request) => {
    const { storeId } = parseInput(storeIdQuery, request.query, 'query');
    return inStore(storeId, getCategories(db, storeId));
  });

  app.get('/api/dashboard/category/fetch-collection', async (request) => {
    const q = parseInput(spec.collection, request.query, 'query');
    return requireCollection(q.storeId, q.slug, q.pageNumber, q.pageSize);
  });
}
