/**
 * Everything a storefront reads, for one store. Two implementations: over HTTP from the
 * browser (`createHttpStorefrontApi`, storeId-based so the builder's sandboxed iframe can use
 * it too) and in process on the server (the server builds it from its query functions).
 */
import type {
  CategoryDto,
  CollectionDto,
  GlobalContentDto,
  PageDto,
  ProductDto,
  SearchResultDto,
} from '../../shared';

export interface StorefrontApi {
  getGlobalContent(): Promise<GlobalContentDto>;
  /** The published page `slug`, or null when there is none. */
  getPage(slug: string): Promise<PageDto | null>;
  getProduct(slug: string): Promise<ProductDto | null>;
  /** Newest first; `collection` is a category slug, or null for all products. */
  getProductsByCollection(collection: string | null, count: number): Promise<ProductDto[]>;
  getCategories(): Promise<CategoryDto[]>;
  /** Zero-based `pageNumber`; null when the category does not exist. */
  getCollection(slug: string, pageNumber: number, pageSize: number): Promise<CollectionDto | null>;
  /** Zero-based `page`. */
  searchProducts(term: string, page: number, size: number): Promise<SearchResultDto>;
}

/** The HTTP paths of the public storefront API (all GET, all storeId-based). */
export const storefrontApiPaths = {
  globalContent: '/api/storefront/global-content', // ?storeId
  page: '/api/storefront/page', // ?storeId&slug
  product: '/api/storefront/product', // ?storeId&slug
  productsByCollection: '/api/storefront/products-by-collection', // ?storeId&count[&collection]
  categories: '/api/storefront/categories', // ?storeId
  collection: '/api/storefront/collection', // ?storeId&slug&page&size
  search: '/api/storefront/search', // ?storeId&term&page&size
} as const;

export class StorefrontApiError extends Error {
  override name = 'StorefrontApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
