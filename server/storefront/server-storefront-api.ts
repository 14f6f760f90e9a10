/**
 * The StorefrontApi in process, for server-side rendering: the same query functions the
 * public routes use, no HTTP hop. Missing things read as null, as over HTTP.
 */
import { noReviews, PRODUCT_TEMPLATE_SLUG } from '../../shared';
import type { StorefrontApi } from '../../storefront';
import type { Db } from '../db/client';
import {
  getCategories,
  getCollection,
  getGlobalContent,
  getProductBySlug,
  getProductsByCollection,
  getPublishedPage,
  searchProducts,
} from './queries';
import type { StoreContentCache } from './store-content-cache';
import { productReviewPage } from '../reviews/reviews';

/**
 * The storefront reads of `storeId`; `productHost` makes each page's `storeDomain`. With
 * `content`, the header/footer and the product template come from that cache (purged on
 * every store write).
 */
export function createServerStorefrontApi(
  db: Db,
  storeId: string,
  productHost: string,
  content?: StoreContentCache,
): StorefrontApi {
  return {
    async getGlobalContent() {
      const found = await (content
        ? content.globalContent(db, storeId)
        : getGlobalContent(db, storeId));
      return found ?? { storeId, globalContent: [] };
    },
    async getPage(slug) {
      // The product template is read by every product page: from the cache, with the header.
      const page =
        content && slug === PRODUCT_TEMPLATE_SLUG
          ? await content.productTemplate(db, storeId, productHost)
          : await getPublishedPage(db, storeId, slug, productHost);
      return page ?? null;
    },
    async getProduct(slug) {
      return (await getProductBySlug(db, storeId, slug)) ?? null;
    },
    getProductsByCollection: (collection, count) =>
      getProductsByCollection(db, storeId, collection, count),
    getCategories: () => getCategories(db, storeId),
    async getCollection(slug, pageNumber, pageSize) {
      return (await getCollection(db, storeId, slug, pageNumber, pageSize)) ?? null;
    },
    searchProducts: (term, page, size) => searchProducts(db, storeId, term, page, size),
    async getProductReviews(productId, stars, page) {
      return (
        (await productReviewPage(db, storeId, productId, { stars: stars ?? undefined, page })) ??
        noReviews(page)
      );
    },
  };
}
