/**
 * The storefront API over HTTP, for the browser: plain `fetch`, no credentials (public
 * reads; the builder's sandboxed iframe has an opaque origin). 404 answers read as null.
 */
import type { StorefrontApi } from './storefront-api';
import { StorefrontApiError, storefrontApiPaths as paths } from './storefront-api';

export function createHttpStorefrontApi(storeId: string, baseUrl = ''): StorefrontApi {
  async function get<T>(
    path: string,
    params: Record<string, string | number | null>,
    nullOn404 = false,
  ): Promise<T> {
    const qs = new URLSearchParams({ storeId });
    for (const [k, v] of Object.entries(params)) if (v !== null && v !== '') qs.set(k, String(v));
    const res = await fetch(`${baseUrl}${path}?${qs}`, {
      credentials: 'omit',
      headers: { accept: 'application/json' },
    });
    if (nullOn404 && res.status === 404) return null as T;
    if (!res.ok) {
      let message = res.statusText || `HTTP ${res.status}`;
      try {
        const body = (await res.json()) as { error?: string };
        if (body.error) message = body.error;
      } catch {
        // not JSON: keep the status text
      }
      throw new StorefrontApiError(res.status, message);
    }
    return (await res.json()) as T;
  }
  return {
    getGlobalContent: () => get(paths.globalContent, {}),
    getPage: (slug) => get(paths.page, { slug }, true),
    getProduct: (slug) => get(paths.product, { slug }, true),
    getProductsByCollection: (collection, count) =>
      get(paths.productsByCollection, { collection, count }),
    getCategories: () => get(paths.categories, {}),
    getCollection: (slug, page, size) => get(paths.collection, { slug, page, size }, true),
    searchProducts: (term, page, size) => get(paths.search, { term, page, size }),
  };
}
