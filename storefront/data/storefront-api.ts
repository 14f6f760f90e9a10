/**
 * Everything a storefront reads, for one store. Two implementations: over HTTP from the
 * browser (`createHttpStorefrontApi`: the declared `/api/storefront/*` reads, storeId-based
 * so the builder's sandboxed iframe can use them too) and in process on the server (the
 * server builds it from its query functions).
 */
import type {
  CategoryDto,
  CollectionDto,
  GlobalContentDto,
  PageDto,
  ProductDto,
  ProductReviews,
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
  /** A page (zero-based) of the product's published reviews, only `stars` stars when given. */
  getProductReviews(productId: string, stars: number | null, page: number): Promise<ProductReviews>;
}
