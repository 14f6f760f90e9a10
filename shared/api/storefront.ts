/**
 * What the public storefront API answers (spec 3 entities as the storefront reads them), as
 * reply schemas with their types. Prices are the spec's decimals in the store's currency.
 */
import { z } from 'zod';
import { seoTextFields } from './pages';
import { sectionComponentSchema } from './section-content';

export const attributeGroupDtoSchema = z.object({
  name: z.string(),
  type: z.enum(['select', 'color', 'other']),
  values: z.array(z.string()),
  /** Colour groups: each value's swatch colour (`#rrggbb`) as the merchant set it. */
  swatches: z.record(z.string(), z.string()).optional(),
});
export type AttributeGroupDto = z.infer<typeof attributeGroupDtoSchema>;

/** What a variation is, to the storefront and the dashboard alike. */
export const variationFields = {
  id: z.string(),
  price: z.number(),
  discountPrice: z.number(),
  image: z.string(),
  /** Keyed by attribute group name, e.g. `{ Colour: 'Red', Size: 'M' }`. */
  attributes: z.record(z.string(), z.string()),
};

/** A category a product is in, as its page and the dashboard name it. */
export const productCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
});

export const productVariationDtoSchema = z.object({
  ...variationFields,
  stockStatus: z.boolean(),
});
export type ProductVariationDto = z.infer<typeof productVariationDtoSchema>;

export const productDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  price: z.number(),
  discountPrice: z.number(),
  productImage: z.string(),
  galleryImages: z.array(z.string()),
  /** Alt text per image URL (the product name where an image has none). */
  imageAlts: z.record(z.string(), z.string()).optional(),
  /** Sanitised HTML. */
  description: z.string(),
  seoTitle: z.string(),
  metaDescription: z.string(),
  /** In stock (any variation in stock, for products with variations). */
  stockStatus: z.boolean(),
  /** 0-5: its published reviews' average, else the product's own (default 4). */
  rating: z.number(),
  /** Its published reviews (0: the stars are the default's, not shoppers'). */
  reviewCount: z.number(),
  attributeGroups: z.array(attributeGroupDtoSchema),
  variations: z.array(productVariationDtoSchema),
  categories: z.array(productCategorySchema),
});
export type ProductDto = z.infer<typeof productDtoSchema>;

/** GET /api/dashboard/products/fetch-products: one page of active products, newest first. */
export const fetchProductsReplySchema = z.array(productDtoSchema);

export const categoryDtoSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
});
export type CategoryDto = z.infer<typeof categoryDtoSchema>;

/** The store as a storefront needs it. */
export const storefrontStoreDtoSchema = z.object({
  storeId: z.string(),
  name: z.string(),
  currency: z.string(),
  fbPixelId: z.string().nullable(),
  /** The store's logo (the navbar's when it sets none) and favicon; absent or '' for none. */
  logoUrl: z.string().optional(),
  faviconUrl: z.string().optional(),
  /** The store's social links by network (the footer's when it sets none); absent for none. */
  socialLinks: z.record(z.string(), z.string()).optional(),

  /** The host it answers on, e.g. `demo.localhost`. */
  storeDomain: z.string(),
  description: z.string(),
  /** The share image (og:image) of pages with none of their own; absent or '' for none. */
  seoImageUrl: z.string().optional(),
  /** "Hide from search engines": every page says noindex. */
  hideFromSearch: z.boolean().optional(),
});
export type StorefrontStoreDto = z.infer<typeof storefrontStoreDtoSchema>;

export const globalContentDtoSchema = z.object({
  storeId: z.string(),
  globalContent: z.array(sectionComponentSchema),
});
export type GlobalContentDto = z.infer<typeof globalContentDtoSchema>;

/** Spec 3 "Page content". */
export const pageDtoSchema = z.object({
  pageId: z.string(),
  storeId: z.string(),
  storeDomain: z.string(),
  slug: z.string(),
  title: z.string(),
  pageType: z.string(),
  ...seoTextFields,
  content: z.array(sectionComponentSchema),
});
export type PageDto = z.infer<typeof pageDtoSchema>;

/** GET /api/dashboard/page/get-page-by-domain: the published page and the store's global content. */
export const pageByDomainReplySchema = pageDtoSchema.extend({
  globalContent: z.array(sectionComponentSchema),
});

export const collectionDtoSchema = z.object({
  /** With its description: clean HTML (sanitized by the server), `''` for none. */
  category: categoryDtoSchema.extend({ description: z.string() }),
  products: z.array(productDtoSchema),
  /** Zero-based. */
  pageNumber: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
  totalElements: z.number(),
});
export type CollectionDto = z.infer<typeof collectionDtoSchema>;

/** Product search: zero-based page, size 16 (spec 7). */
export const searchResultDtoSchema = z.object({
  content: z.array(productDtoSchema),
  totalPages: z.number(),
  totalElements: z.number(),
  page: z.number(),
});
export type SearchResultDto = z.infer<typeof searchResultDtoSchema>;

export const SEARCH_PAGE_SIZE = 16;
export const COLLECTION_PAGE_SIZE = 12;
