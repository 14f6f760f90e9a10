/**
 * Typed calls of the catalogue API (spec 7 "Products" and "Categories",
 * `catalogueEndpoints`). Body and answer types come from shared/api/catalogue.ts.
 */
import {
  stockAlertsEndpoints,
  catalogueEndpoints,
  type AddProductBody,
  type BulkChange,
  type ProductSort,
  type CategoryRule,
  type StockState,
  type UpdateProductBody,
} from '../../shared';
import { callApi } from '../api/client';
import { toPageQuery } from '../api/page-query';

/** The filtered-products query: `page` is zero-based. */
export interface ProductListParams {
  storeId: string;
  page: number;
  size: number;
  category?: string | undefined;
  tag?: string | undefined;
  status?: 'draft' | 'active' | undefined;
  stock?: StockState | undefined;
  search?: string | undefined;
  sort?: ProductSort | undefined;
}

export interface CategoryInput {
  name: string;
  /** Omitted: the server makes one from the name. */
  slug?: string | undefined;
  image: string;
  description: string;
  /** An automatic category's rule; null: filled by hand. */
  rule: CategoryRule | null;
}

export const catalogApi = {
  /** GET products/stock-alerts: who waits for a sold-out product, per variation. */
  restockDemand: (storeId: string, productId: string, signal?: AbortSignal) =>
    callApi(stockAlertsEndpoints.demand, { query: { storeId, productId } }, signal),
  /** GET filtered-products: one page of the store's products (drafts included). */
  listProducts: (params: ProductListParams, signal?: AbortSignal) =>
    callApi(catalogueEndpoints.filteredProducts, { query: toPageQuery(params) }, signal),
  /** GET products/tags: the store's tags with their product counts, by name. */
  listTags: (storeId: string, signal?: AbortSignal) =>
    callApi(catalogueEndpoints.productTags, { query: { storeId } }, signal),
  /** GET fetch-product-by-id/{id}: 404 when it is no product of the merchant's. */
  getProduct: (productId: string, signal?: AbortSignal) =>
    callApi(catalogueEndpoints.fetchProductById, { params: { id: productId } }, signal),
  /** POST add-product: 201 with the product; 409 (field `slug`) when the slug is taken. */
  addProduct: (body: AddProductBody) => callApi(catalogueEndpoints.addProduct, { body }),
  /** PUT update-product: the fields sent change; `variations`, when sent, replace all. */
  updateProduct: (body: UpdateProductBody) => callApi(catalogueEndpoints.updateProduct, { body }),
  /** DELETE delete/{storeId}/{productId}. */
  deleteProduct: (storeId: string, productId: string) =>
    callApi(catalogueEndpoints.productsDelete, { params: { storeId, productId } }),
  /** PUT bulk: one change to many products, all or nothing; `dryRun` answers old -> new. */
  bulkUpdate: (body: { storeId: string; ids: string[]; change: BulkChange; dryRun: boolean }) =>
    callApi(catalogueEndpoints.updateBulk, { body }),
  /** DELETE bulk: deletes many products, all or nothing. */
  bulkDelete: (storeId: string, ids: string[]) =>
    callApi(catalogueEndpoints.deleteBulk, { body: { storeId, ids } }),

  /** GET get-categories: every category of the store, with its product count. */
  listCategories: (storeId: string, signal?: AbortSignal) =>
    callApi(catalogueEndpoints.getCategories, { query: { storeId } }, signal),
  /** GET fetch-category?categoryId. */
  getCategory: (categoryId: string, signal?: AbortSignal) =>
    callApi(catalogueEndpoints.fetchCategory, { query: { categoryId } }, signal),
  /** POST add-category: 201; 409 (field `slug`) when the slug is taken. */
  addCategory: (storeId: string, input: CategoryInput) =>
    callApi(catalogueEndpoints.addCategory, { body: { storeId, ...input } }),
  /** PUT update-category. */
  updateCategory: (storeId: string, categoryId: string, input: CategoryInput) =>
    callApi(catalogueEndpoints.updateCategory, { body: { storeId, categoryId, ...input } }),
  /** DELETE delete/{categoryId}: answers how many products were in it (they stay). */
  deleteCategories: (storeId: string, ids: string[]) =>
    callApi(catalogueEndpoints.categoriesDeleteBulk, { body: { storeId, ids } }),
  deleteCategory: (categoryId: string) =>
    callApi(catalogueEndpoints.categoryDelete, { params: { categoryId } }),
};
