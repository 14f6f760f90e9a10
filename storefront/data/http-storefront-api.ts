/**
 * The storefront API over HTTP, for the browser: the declared storefront reads
 * (`endpointRefs.storefront`) through `fetch` without credentials (public reads; the
 * builder's sandboxed iframe has an opaque origin). 404 answers read as null; other failures
 * reject with the one `ApiError`.
 */
import { ApiError, callEndpoint, createFetchTransport, endpointRefs } from '../../shared';
import type { StorefrontApi } from './storefront-api';

const { storefront: reads } = endpointRefs;
const transport = createFetchTransport('omit');

/** The read's answer, or null when the server answers 404 (no such page, product, category). */
async function orNull<R>(read: Promise<R>): Promise<R | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function createHttpStorefrontApi(storeId: string): StorefrontApi {
  return {
    getGlobalContent: () => callEndpoint(transport, reads.globalContent, { query: { storeId } }),
    getPage: (slug) => orNull(callEndpoint(transport, reads.page, { query: { storeId, slug } })),
    getProduct: (slug) =>
      orNull(callEndpoint(transport, reads.product, { query: { storeId, slug } })),
    getProductsByCollection: (collection, count) =>
      callEndpoint(transport, reads.productsByCollection, {
        query: { storeId, count: String(count), collection: collection ?? undefined },
      }),
    getCategories: () => callEndpoint(transport, reads.categories, { query: { storeId } }),
    getCollection: (slug, page, size) =>
      orNull(
        callEndpoint(transport, reads.collection, {
          query: { storeId, slug, page: String(page), size: String(size) },
        }),
      ),
    searchProducts: (term, page, size) =>
      callEndpoint(transport, reads.search, {
        query: { storeId, term, page: String(page), size: String(size) },
      }),
    getProductReviews: (productId, stars, page) =>
      callEndpoint(transport, endpointRefs.reviews.product, {
        query: { storeId, productId, page: String(page), stars: stars ? String(stars) : undefined },
      }),
  };
}
