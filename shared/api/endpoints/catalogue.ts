/** The catalogue endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  addCategoryBodySchema,
  addProductBodySchema,
  adminCategorySchema,
  adminProductSchema,
  bulkDeleteBodySchema,
  bulkDeleteCategoriesBodySchema,
  bulkUpdateBodySchema,
  bulkUpdateReplySchema,
  categoryIdParamsSchema,
  categoryIdQuerySchema,
  deleteCategoriesReplySchema,
  deleteCategoryReplySchema,
  deleteProductParamsSchema,
  deleteProductsReplySchema,
  filteredProductsQuerySchema,
  productIdParamsSchema,
  productPageSchema,
  productTagsReplySchema,
  updateCategoryBodySchema,
  updateProductBodySchema,
} from '../catalogue';
import {
  csvStreamReplySchema,
  importBodySchema,
  importJobSchema,
  importPreviewReplySchema,
  importStatusQuerySchema,
} from '../catalogue-csv';
import { storeIdQuerySchema } from '../store';

export const catalogueEndpoints = {
  addCategory: endpoint({
    method: 'POST',
    path: '/api/dashboard/category/add-category',
    body: addCategoryBodySchema,
    reply: adminCategorySchema,
    status: 201,
  }),
  addProduct: endpoint({
    method: 'POST',
    path: '/api/dashboard/products/add-product',
    body: addProductBodySchema,
    reply: adminProductSchema,
    status: 201,
  }),
  categoriesDeleteBulk: endpoint({
    method: 'DELETE',
    path: '/api/dashboard/categories/bulk',
    body: bulkDeleteCategoriesBodySchema,
    reply: deleteCategoriesReplySchema,
  }),
  categoryDelete: endpoint({
    method: 'DELETE',
    path: '/api/dashboard/category/delete/:categoryId',
    params: categoryIdParamsSchema,
    reply: deleteCategoryReplySchema,
  }),
  deleteBulk: endpoint({
    method: 'DELETE',
    path: '/api/dashboard/products/bulk',
    body: bulkDeleteBodySchema,
    reply: deleteProductsReplySchema,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/dashboard/products/export',
    query: storeIdQuerySchema,
    reply: csvStreamReplySchema,
    replyKind: 'download',
  }),
  fetchCategory: endpoint({
    method: 'GET',
    path: '/api/dashboard/category/fetch-category',
    query: categoryIdQuerySchema,
    reply: adminCategorySchema,
  }),
  fetchProductById: endpoint({
    method: 'GET',
    path: '/api/dashboard/products/fetch-product-by-id/:id',
    params: productIdParamsSchema,
    reply: adminProductSchema,
  }),
  filteredProducts: endpoint({
    method: 'GET',
    path: '/api/dashboard/products/filtered-products',
    query: filteredProductsQuerySchema,
    reply: productPageSchema,
  }),
  getCategories: endpoint({
    method: 'GET',
    path: '/api/dashboard/categories/get-categories',
    query: storeIdQuerySchema,
    reply: z.array(adminCategorySchema),
  }),
  importPreview: endpoint({
    method: 'POST',
    path: '/api/dashboard/products/import/preview',
    body: importBodySchema,
    reply: importPreviewReplySchema,
  }),
  importStart: endpoint({
    method: 'POST',
    path: '/api/dashboard/products/import/start',
    body: importBodySchema,
    reply: importJobSchema,
    status: 201,
  }),
  importStatus: endpoint({
    method: 'GET',
    path: '/api/dashboard/products/import/status',
    query: importStatusQuerySchema,
    reply: importJobSchema,
  }),
  productTags: endpoint({
    method: 'GET',
    path: '/api/dashboard/products/tags',
    query: storeIdQuerySchema,
    reply: productTagsReplySchema,
  }),
  productsDelete: endpoint({
    method: 'DELETE',
    path: '/api/dashboard/products/delete/:storeId/:productId',
    params: deleteProductParamsSchema,
    reply: deleteProductsReplySchema,
  }),
  updateBulk: endpoint({
    method: 'PUT',
    path: '/api/dashboard/products/bulk',
    body: bulkUpdateBodySchema,
    reply: bulkUpdateReplySchema,
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: '/api/dashboard/category/update-category',
    body: updateCategoryBodySchema,
    reply: adminCategorySchema,
  }),
  updateProduct: endpoint({
    method: 'PUT',
    path: '/api/dashboard/products/update-product',
    body: updateProductBodySchema,
    reply: adminProductSchema,
  }),
};
