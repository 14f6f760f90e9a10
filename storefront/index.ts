/**
 * storefront/: the shopper app and the "real storefront bundle" the builder's iframe runs.
 * The server imports the SSR entry from here; the canvas imports the section rendering
 * (provider, section list, HTTP data API, a fixed router). Nothing here imports CSS: the
 * canvas links `styles/index.css` from its HTML.
 */
import { preloadSections } from './sections/section-components';

export { renderStorefront, type StorefrontAssets } from './ssr/entry-server';
export { renderStoreNotFound } from './ssr/store-not-found';
export { renderStoreClosed } from './ssr/store-closed';
export { matchStoreRoute, canonicalPath, type StoreRoute } from './app/match-route';
export type { StorefrontApi } from './data/storefront-api';
export { createHttpStorefrontApi } from './data/http-storefront-api';
export { QueryCache } from './data/query-cache';
export { QueryCacheProvider } from './data/use-query';
export { StorefrontProvider, type StorefrontContextValue } from './context/storefront-context';
export { SectionList } from './sections/SectionList';
export { REVEAL_EVENT } from './sections/parts/reveal';
export { ServerRouter } from './router/store-router';

// The builder's canvas (the one browser importer of this module) shows any section at any
// time: start loading every section's chunk now.
if (typeof window !== 'undefined') void preloadSections();
