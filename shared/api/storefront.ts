/**
 * What the public storefront API answers (spec 3 entities as the storefront reads them).
 * Prices are the spec's decimals in the store's currency.
 */
import type { SectionComponent } from '../sections/content';

export interface AttributeGroupDto {
  name: string;
  type: 'select' | 'color' | 'other';
  values: string[];
}

export interface ProductVariationDto {
  id: string;
  price: number;
  discountPrice: number;
  image: string;
  /** Keyed by attribute group name, e.g. `{ Colour: 'Red', Size: 'M' }`. */
  attributes: Record<string, string>;
  stockStatus: boolean;
}

export interface ProductDto {
  id: string;
  name: string;
  slug: string;
  price: number;
  discountPrice: number;
  productImage: string;
  galleryImages: string[];
  /** Sanitised HTML. */
  description: string;
  seoTitle: string;
  metaDescription: string;
  /** In stock (any variation in stock, for products with variations). */
  stockStatus: boolean;
  /** 0-5, default 4. */
  rating: number;
  attributeGroups: AttributeGroupDto[];
  variations: ProductVariationDto[];
  categories: { id: string; name: string; slug: string }[];
}

export interface CategoryDto {
  id: string;
  slug: string;
  name: string;
  image: string;
}

/** The store as a storefront needs it. */
export interface StorefrontStoreDto {
  storeId: string;
  name: string;
  currency: string;
  fbPixelId: string | null;
  /** The host it answers on, e.g. `demo.localhost`. */
  storeDomain: string;
  description: string;
}

export interface GlobalContentDto {
  storeId: string;
  globalContent: SectionComponent[];
}

/** Spec 3 "Page content". */
export interface PageDto {
  pageId: string;
  storeId: string;
  storeDomain: string;
  slug: string;
  title: string;
  pageType: string;
  metaTitle: string;
  metaDescription: string;
  content: SectionComponent[];
}

export interface CollectionDto {
  category: CategoryDto;
  products: ProductDto[];
  /** Zero-based. */
  pageNumber: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
}

/** Product search: zero-based page, size 16 (spec 7). */
export interface SearchResultDto {
  content: ProductDto[];
  totalPages: number;
  totalElements: number;
  page: number;
}

export const SEARCH_PAGE_SIZE = 16;
export const COLLECTION_PAGE_SIZE = 12;
