/**
 * Typed calls of the catalogue API (spec 7 "Products" and "Categories", under
 * `/api/dashboard/...`). Body and answer types come from shared/api/catalogue.ts.
 */
import type {
  AddProductBody,
  AdminCategory,
  AdminProduct,
  BulkChange,
  BulkUpdateReply,
  ProductPage,
  UpdateProductBody,
} from '../../shared';
import { apiClient } from '../api/client';

const products = '/dashboard/products';
const category = '/dashboard/category';

/** The filtered-products query: `page` is zero-based. */
export interface ProductListParams {
  storeId: string;
  page: number;
  size: number;
  category?: string | undefined;
  status?: 'draft' | 'active' | undefined;
  stock?: 'in_stock' | 'low_stock' | 'out_of_stock' | undefined;
  search?: string | undefined;
  sort?: string | undefined;
}

export interface CategoryInput {
  name: string;
  /** Omitted: the server makes one from the name. */
  slug?: string | undefined;
  image: string;
  description: string;
}

export const catalogApi = {
  /** GET filtered-products: one page of the store's products (drafts included). */
  listProducts: (params: ProductListParams, signal?: AbortSignal) =>
    apiClient.get<ProductPage, ProductPage>(`${products}/filtered-products`, {
      params: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)),
      signal,
    }),
  /** GET fetch-product-by-id/{id}: 404 when it is no product of the merchant's. */
  getProduct: (productId: string, signal?: AbortSignal) =>
    apiClient.get<AdminProduct, AdminProduct>(
      `${products}/fetch-product-by-id/${encodeURIComponent(productId)}`,
      { signal },
    ),
  /** POST add-product: 201 with the product; 409 (field `slug`) when the slug is taken. */
  addProduct: (body: AddProductBody) =>
    apiClient.post<AdminProduct, AdminProduct>(`${products}/add-product`, body),
  /** PUT update-product: the fields sent change; `variations`, when sent, replace all. */
  updateProduct: (body: UpdateProductBody) =>
    apiClient.put<AdminProduct, AdminProduct>(`${products}/update-product`, body),
  /** DELETE delete/{storeId}/{productId}. */
  deleteProduct: (storeId: string, productId: string) =>
    apiClient.delete<{ deleted: number }, { deleted: number }>(
      `${products}/delete/${encodeURIComponent(storeId)}/${encodeURIComponent(productId)}`,
    ),
  /** PUT bulk: one change to many products, all or nothing; `dryRun` answers old -> new. */
  bulkUpdate: (body: { storeId: string; ids: string[]; change: BulkChange; dryRun: boolean }) =>
    apiClient.put<BulkUpdateReply, BulkUpdateReply>(`${products}/bulk`, body),
  /** DELETE bulk: deletes many products, all or nothing. */
  bulkDelete: (storeId: string, ids: string[]) =>
    apiClient.delete<{ deleted: number }, { deleted: number }>(`${products}/bulk`, {
      data: { storeId, ids },
    }),

  /** GET get-categories: every category of the store, with its product count. */
  listCategories: (storeId: string, signal?: AbortSignal) =>
    apiClient.get<AdminCategory[], AdminCategory[]>('/dashboard/categories/get-categories', {
      params: { storeId },
      signal,
    }),
  /** GET fetch-category?categoryId. */
  getCategory: (categoryId: string, signal?: AbortSignal) =>
    apiClient.get<AdminCategory, AdminCategory>(`${category}/fetch-category`, {
      params: { categoryId },
      signal,
    }),
  /** POST add-category: 201; 409 (field `slug`) when the slug is taken. */
  addCategory: (storeId: string, input: CategoryInput) =>
    apiClient.post<AdminCategory, AdminCategory>(`${category}/add-category`, {
      storeId,
      ...input,
    }),
  /** PUT update-category. */
  updateCategory: (storeId: string, categoryId: string, input: CategoryInput) =>
    apiClient.put<AdminCategory, AdminCategory>(`${category}/update-category`, {
      storeId,
      categoryId,
      ...input,
    }),
  /** DELETE delete/{categoryId}: answers how many products were in it (they stay). */
  deleteCategory: (categoryId: string) =>
    apiClient.delete<
      { deleted: true; categoryId: string; productCount: number },
      { deleted: true; categoryId: string; productCount: number }
    >(`${category}/delete/${encodeURIComponent(categoryId)}`),
};
