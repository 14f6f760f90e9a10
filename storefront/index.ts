/**
 * storefront/: the shopper app. The server imports only this index (its SSR entry).
 */
export { renderStorePage, renderStoreNotFound } from './ssr/render-store-page';
export type {
  StorefrontPageData,
  StorefrontProduct,
  StorefrontCategory,
  StorefrontSection,
} from './ssr/types';
