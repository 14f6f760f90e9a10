/**
 * Test-only builders for the storefront's unit tests: a store, a product, an API whose reads
 * find nothing unless a test says otherwise, and server rendering inside the providers a
 * storefront page has (router, read cache, storefront context).
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  noReviews,
  type ProductDto,
  type ProductVariationDto,
  type StorefrontStoreDto,
} from '../shared';
import { StorefrontProvider, type ScreenSize, type ViewMode } from './context/storefront-context';
import { QueryCache } from './data/query-cache';
import type { StorefrontApi } from './data/storefront-api';
import { QueryCacheProvider } from './data/use-query';
import { ServerRouter } from './router/store-router';

/** The store `s1`, "Acme" at acme.localhost, in US dollars, without a pixel. */
export function makeStore(overrides: Partial<StorefrontStoreDto> = {}): StorefrontStoreDto {
  return {
    storeId: 's1',
    name: 'Acme',
    currency: 'USD',
    fbPixelId: null,
    storeDomain: 'acme.localhost',
    description: '',
    ...overrides,
  };
}

/** A product in stock, without options, categories or SEO texts: `p1`, "Product" at 10. */
export function makeProduct(overrides: Partial<ProductDto> = {}): ProductDto {
  return {
    id: 'p1',
    name: 'Product',
    slug: 'product',
    price: 10,
    discountPrice: 0,
    productImage: '',
    galleryImages: [],
    description: '',
    seoTitle: '',
    metaDescription: '',
    stockStatus: true,
    rating: 4,
    reviewCount: 0,
    attributeGroups: [],
    variations: [],
    categories: [],
    ...overrides,
  };
}

/** A variation `id` with these `attributes`, in stock, at the product's price, without image. */
export function makeVariation(
  id: string,
  attributes: Record<string, string>,
  overrides: Partial<ProductVariationDto> = {},
): ProductVariationDto {
  return { id, price: 0, discountPrice: 0, image: '', attributes, stockStatus: true, ...overrides };
}

/** An API whose every read finds nothing (no page, no product, empty lists), but `overrides`. */
export function makeApi(overrides: Partial<StorefrontApi> = {}): StorefrontApi {
  return {
    getGlobalContent: async () => ({ storeId: 's1', globalContent: [] }),
    getPage: async () => null,
    getProduct: async () => null,
    getProductsByCollection: async () => [],
    getCategories: async () => [],
    getCollection: async () => null,
    searchProducts: async () => ({ content: [], totalPages: 0, totalElements: 0, page: 0 }),
    getProductReviews: async (_id, _stars, page) => noReviews(page),
    ...overrides,
  };
}

interface RenderOptions {
  url?: string;
  cache?: QueryCache;
  viewMode?: ViewMode;
  screenSize?: ScreenSize;
  store?: StorefrontStoreDto;
  api?: StorefrontApi;
}

/** Server HTML of `node` at `url` (default `/`), as a storefront page (default: desktop). */
export function renderInStorefront(
  node: ReactNode,
  {
    url = '/',
    cache = new QueryCache(),
    viewMode = 'storeFront',
    screenSize = 'desktop',
    store = makeStore(),
    api = makeApi(),
  }: RenderOptions = {},
): string {
  return renderToString(
    <ServerRouter url={url}>
      <QueryCacheProvider cache={cache}>
        <StorefrontProvider value={{ viewMode, screenSize, store, api }}>{node}</StorefrontProvider>
      </QueryCacheProvider>
    </ServerRouter>,
  );
}
