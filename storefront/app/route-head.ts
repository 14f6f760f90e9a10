/**
 * What `buildHead` needs for a route, in the browser after a client navigation: the same data
 * the server passes it (the route's page, product or collection, through the same query
 * options), read from the read cache or fetched once with the screen's own query.
 */
import type { QueryCache } from '../data/query-cache';
import { COLLECTION_PAGE_SIZE, type StorefrontStoreDto } from '../../shared';
import { storefrontQueries } from '../data/queries';
import type { StorefrontApi } from '../data/storefront-api';
import type { HeadInput } from './head';
import type { StoreRoute } from './match-route';
import { pageSlugOf } from './prefetch-route';

export async function loadHeadInput(
  qc: QueryCache,
  api: StorefrontApi,
  store: StorefrontStoreDto,
  route: StoreRoute,
  origin: string,
): Promise<HeadInput> {
  const id = store.storeId;
  const slug = pageSlugOf(route);
  const [page, product, collection] = await Promise.all([
    slug ? qc.ensureQueryData(storefrontQueries.page(api, id, slug)) : null,
    route.kind === 'product'
      ? qc.ensureQueryData(storefrontQueries.product(api, id, route.slug))
      : null,
    route.kind === 'collection'
      ? qc.ensureQueryData(
          storefrontQueries.collection(api, id, route.slug, route.page - 1, COLLECTION_PAGE_SIZE),
        )
      : null,
  ]);
  const reviews = product?.reviewCount
    ? await qc.ensureQueryData(storefrontQueries.productReviews(api, id, product.id, null, 0))
    : null;
  return { route, store, origin, page, product, reviews, collection };
}
