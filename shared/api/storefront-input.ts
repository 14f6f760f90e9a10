/**
 * Query schemas of the public storefront reads: `/api/storefront/*` (storeId based) and the
 * spec's `/api/dashboard/...` reads (spec 7), with the spec's parameter names. Query strings
 * arrive as text: numbers and booleans are parsed here.
 */
import { z } from 'zod';
import { storeIdSchema } from './store';
import { COLLECTION_PAGE_SIZE, SEARCH_PAGE_SIZE } from './storefront';

/** The most items one list answer holds. */
const MAX_PAGE_SIZE = 100;

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

export const storeIdQuery = z.strictObject({ storeId: storeIdSchema });

/** `/api/storefront/*` (`storefrontEndpoints`' storeId-based reads). */
export const storefrontQuerySchemas = {
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
export const specStorefrontQuerySchemas = {
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
