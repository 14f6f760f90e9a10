/**
 * TanStack Query factories of the catalogue (`queryOptions` per resource) and the keys
 * mutations invalidate: a product write refreshes the product lists, that product and the
 * category counts; a category write refreshes the categories and the product lists (they
 * show category names).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { storePageQuery, storeQuery } from '../api/store-query';
import { catalogApi, type ProductListParams } from './catalog-api';

export const catalogKeys = {
  products: (storeId: string) => ['catalog', storeId, 'products'] as const,
  /** Under the products key: a product write refreshes the tags too. */
  tags: (storeId: string) => ['catalog', storeId, 'products', 'tags'] as const,
  /** Every product's detail (a bulk change touches several). */
  productDetails: ['catalog', 'product'] as const,
  product: (productId: string) => ['catalog', 'product', productId] as const,
  categories: (storeId: string) => ['catalog', storeId, 'categories'] as const,
  category: (categoryId: string) => ['catalog', 'category', categoryId] as const,
};

export const productQueries = {
  /** One page of the products index; the previous page stays shown while the next loads. */
  list: (params: ProductListParams) =>
    storePageQuery(catalogKeys.products(params.storeId), params, catalogApi.listProducts),
  tags: (storeId: string) =>
    queryOptions({
      ...storeQuery(storeId, catalogKeys.tags(storeId), catalogApi.listTags),
      staleTime: 30_000,
    }),
  detail: (productId: string) =>
    queryOptions({
      queryKey: catalogKeys.product(productId),
      queryFn: ({ signal }) => catalogApi.getProduct(productId, signal),
    }),
};

export const categoryQueries = {
  list: (storeId: string) =>
    queryOptions({
      ...storeQuery(storeId, catalogKeys.categories(storeId), catalogApi.listCategories),
      staleTime: 30_000,
    }),
  detail: (categoryId: string) =>
    queryOptions({
      queryKey: catalogKeys.category(categoryId),
      queryFn: ({ signal }) => catalogApi.getCategory(categoryId, signal),
    }),
};

/** After products changed: every product list and detail, and the category counts. */
export function invalidateProducts(client: QueryClient, storeId: string): void {
  void client.invalidateQueries({ queryKey: catalogKeys.products(storeId) });
  void client.invalidateQueries({ queryKey: catalogKeys.productDetails });
  void client.invalidateQueries({ queryKey: catalogKeys.categories(storeId) });
}

/** After categories changed: the categories, and the product lists that name them. */
export function invalidateCategories(client: QueryClient, storeId: string): void {
  void client.invalidateQueries({ queryKey: catalogKeys.categories(storeId) });
  void client.invalidateQueries({ queryKey: catalogKeys.products(storeId) });
}
