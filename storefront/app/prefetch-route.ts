/**
 * Server-side loading of one store route: fills the read cache with everything the
 * route's components will read (global content, the page, and each section's data), and
 * decides the status. The same query options are what the components use on the client.
 */
import type { QueryCache } from '../data/query-cache';
import {
  isProductTemplate,
  PRODUCT_TEMPLATE_SLUG,
  productPageContent,
  getSectionDefinition,
  SEARCH_PAGE_SIZE,
  COLLECTION_PAGE_SIZE,
  type CollectionDto,
  type PageDto,
  type ProductDto,
  type ProductReviews,
  type Component,
  type StorefrontStoreDto,
} from '../../shared';
import { storefrontQueries } from '../data/queries';
import type { StorefrontApi } from '../data/storefront-api';
import type { StoreRoute } from './match-route';

/** How many products the default shop page lists. */
export const SHOP_PAGE_COUNT = 48;

export interface PrefetchResult {
  status: 200 | 404;
  page: PageDto | null;
  product: ProductDto | null;
  /** A product page's first page of reviews (null before its first review). */
  reviews: ProductReviews | null;
  collection: CollectionDto | null;
}

/** The page slug a route renders from saved content, if any. */
export function pageSlugOf(route: StoreRoute): string | null {
  switch (route.kind) {
    case 'home':
      return 'home';
    case 'about':
      return 'about';
    case 'shop':
      return 'shop';
    case 'page':
      return route.slug;
    default:
      return null;
  }
}

/** The section types that read data (or hold sections that may). */
const DATA_SECTIONS = new Set([
  'productGrid',
  'simpleProductGrid',
  'categoriesSlider',
  'product',
  'container',
]);

/** Walks sections (into containers) and prefetches the data each one reads. */
export async function prefetchSectionData(
  qc: QueryCache,
  api: StorefrontApi,
  storeId: string,
  sections: Component[],
): Promise<void> {
  const jobs: Promise<unknown>[] = [];
  const walk = (list: Component[]) => {
    for (const s of list) {
      // Only these are parsed: the header and footer of every page read nothing.
      if (!DATA_SECTIONS.has(s.type)) continue;
      const definition = getSectionDefinition(s.type);
      if (!definition) continue;
      const parsed = definition.schema.safeParse(s.props);
      const props = (parsed.success ? parsed.data : definition.schema.parse({})) as Record<
        string,
        unknown
      >;
      switch (s.type) {
        case 'productGrid':
        case 'simpleProductGrid': {
          const collection =
            typeof props.collection === 'string' && props.collection ? props.collection : null;
          const count = Math.max(1, Number(props.numberOfProducts) || 1);
          jobs.push(
            qc.prefetchQuery(
              storefrontQueries.productsByCollection(api, storeId, collection, count),
            ),
          );
          break;
        }
        case 'categoriesSlider':
          jobs.push(qc.prefetchQuery(storefrontQueries.categories(api, storeId)));
          break;
        case 'product':
          if (typeof props.slug === 'string' && props.slug) {
            jobs.push(qc.prefetchQuery(storefrontQueries.product(api, storeId, props.slug)));
          }
          break;
        case 'container':
          if (Array.isArray(props.children)) walk(props.children as Component[]);
          break;
        default:
          break;
      }
    }
  };
  walk(sections);
  await Promise.all(jobs);
}

export async function prefetchStoreRoute(
  qc: QueryCache,
  api: StorefrontApi,
  store: StorefrontStoreDto,
  route: StoreRoute,
): Promise<PrefetchResult> {
  const id = store.storeId;
  const result: PrefetchResult = {
    status: 200,
    page: null,
    product: null,
    reviews: null,
    collection: null,
  };
  const globalContent = qc.fetchQuery(storefrontQueries.globalContent(api, id)).catch(() => null);
  const slug = pageSlugOf(route);
  if (slug) {
    result.page = await qc.fetchQuery(storefrontQueries.page(api, id, slug));
    if (result.page) await prefetchSectionData(qc, api, id, result.page.content);
    else if (route.kind === 'about' || route.kind === 'page') result.status = 404;
  }
  // A page of its own only if it is no product template.
  if (route.kind === 'page' && result.page && isProductTemplate(result.page)) {
    result.page = null;
    result.status = 404;
  }
  if (route.kind === 'shop') {
    await (route.query
      ? qc.prefetchQuery(
          storefrontQueries.search(api, id, route.query, route.page - 1, SEARCH_PAGE_SIZE),
        )
      : qc.prefetchQuery(storefrontQueries.productsByCollection(api, id, null, SHOP_PAGE_COUNT)));
  }
  if (route.kind === 'collection') {
    result.collection = await qc.fetchQuery(
      storefrontQueries.collection(api, id, route.slug, route.page - 1, COLLECTION_PAGE_SIZE),
    );
    if (!result.collection) result.status = 404;
  }
  if (route.kind === 'product') {
    // Drawn with the store's product template, if it has one published: its other sections'
    // data too.
    const [template, product] = await Promise.all([
      qc.fetchQuery(storefrontQueries.page(api, id, PRODUCT_TEMPLATE_SLUG)),
      qc.fetchQuery(storefrontQueries.product(api, id, route.slug)),
    ]);
    result.product = product;
    if (!result.product) result.status = 404;
    // Its reviews' first page (the page lists them; the head's JSON-LD names them).
    if (product?.reviewCount) {
      result.reviews = await qc.fetchQuery(
        storefrontQueries.productReviews(api, id, product.id, null, 0),
      );
    }
    // Its other sections' data (the product section's product is the one just read).
    const others =
      template && productPageContent(template, route.slug)?.filter((c) => c.type !== 'product');
    if (others?.length) await prefetchSectionData(qc, api, id, others);
  }
  if (route.kind === 'notFound') result.status = 404;
  const global = await globalContent;
  if (global) await prefetchSectionData(qc, api, id, global.globalContent);
  return result;
}
