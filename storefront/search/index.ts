/** storefront/search: the product search modal (spec 2.3, 4, 8, 9). */
export { SearchModalHost, preloadSearchModal, type SearchRequest } from './SearchModalHost';
