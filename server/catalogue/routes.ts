/**
 * The catalogue API (spec 7 "Products" and "Categories"), merchant side: every route is a
 * `store` route (membership checked by the route layer) and every write purges the store's
 * pages. Shoppers' reads of the same data live in server/storefront/routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addCategoryBodySchema,
  addProductBodySchema,
  adminCategorySchema,
  adminProductSchema,
  bulkDeleteBodySchema,
  bulkUpdateBodySchema,
  bulkUpdateReplySchema,
  categoryIdParamsSchema,
  categoryIdQuerySchema,
  deleteCategoryReplySchema,
  deleteProductParamsSchema,
  deleteProductsReplySchema,
  filteredProductsQuerySchema,
  productIdParamsSchema,
  productPageSchema,
  storeIdQuerySchema,
  updateCategoryBodySchema,
  updateProductBodySchema,
} from '../../shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { route } from '../http/route';
import { assertPlanAllows } from '../billing/limits';
import {
  categoryNotFound,
  createCategory,
  deleteCategory,
  getAdminCategory,
  listAdminCategories,
  storeOfCategory,
  updateCategory,
} from './categories';
import { catalogueCsvRoutes } from './csv/routes';
import {
  bulkUpdateProducts,
  createProduct,
  deleteProducts,
  filterProducts,
  inProductTransaction,
  productNotFound,
  requireAdminProduct,
  storeCurrency,
  updateProduct,
} from './products';

async function storeOfProduct(db: Db, productId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ storeId: products.storeId })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row?.storeId;
}

export async function catalogueRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const base = '/api/dashboard/products';
  // CSV export and import (csv/routes.ts).
  await app.register(catalogueCsvRoutes);

  route(app, {
    method: 'POST',
    url: `${base}/add-product`,
    access: 'store',
    body: addProductBodySchema,
    reply: adminProductSchema,
    status: 201,
    changesStorefront: true,
    handler: async ({ store, body, request }) => {
      const { storeId: _named, ...input } = body;
      // The plan's products per store (402 naming plan when full).
      await assertPlanAllows(db, store.id, 'products');
      const currency = await storeCurrency(db, store.id);
      const id = await inProductTransaction(db, (tx) =>
        createProduct(tx, store.id, currency, input, app.ctx.now()),
      );
      request.log.info({ storeId: store.id, productId: id }, 'product created');
      return requireAdminProduct(db, store.id, id);
    },
  });

  route(app, {
    method: 'PUT',
    url: `${base}/update-product`,
    access: 'store',
    body: updateProductBodySchema,
    reply: adminProductSchema,
    changesStorefront: true,
    handler: async ({ store, body, request }) => {
      const { storeId: _named, ...input } = body;
      const currency = await storeCurrency(db, store.id);
      await inProductTransaction(db, (tx) =>
        updateProduct(tx, store.id, currency, input, app.ctx.now()),
      );
      request.log.info({ storeId: store.id, productId: input.productId }, 'product saved');
      return requireAdminProduct(db, store.id, input.productId);
    },
  });

  route(app, {
    method: 'GET',
    url: `${base}/fetch-product-by-id/:id`,
    access: 'store',
    params: productIdParamsSchema,
    storeOf: ({ params }, database) => storeOfProduct(database, params.id),
    notFound: () => productNotFound('id'),
    reply: adminProductSchema,
    handler: async ({ store, params }) => requireAdminProduct(db, store.id, params.id, 'id'),
  });

  route(app, {
    method: 'GET',
    url: `${base}/filtered-products`,
    access: 'store',
    query: filteredProductsQuerySchema,
    reply: productPageSchema,
    handler: async ({ store, query }) => filterProducts(db, store.id, query),
  });

  /** The spec's two ids: the store's, then the product's. */
  route(app, {
    method: 'DELETE',
    url: `${base}/delete/:storeId/:productId`,
    access: 'store',
    params: deleteProductParamsSchema,
    reply: deleteProductsReplySchema,
    changesStorefront: true,
    handler: async ({ store, params, request }) => {
      const deleted = await deleteProducts(db, store.id, [params.productId]).catch((error) => {
        throw error instanceof Error && 'statusCode' in error ? productNotFound() : error;
      });
      request.log.info({ storeId: store.id, productId: params.productId }, 'product deleted');
      return { deleted };
    },
  });

  route(app, {
    method: 'PUT',
    url: `${base}/bulk`,
    access: 'store',
    body: bulkUpdateBodySchema,
    reply: bulkUpdateReplySchema,
    changesStorefront: true,
    handler: async ({ store, body, request }) => {
      const reply = await bulkUpdateProducts(
        db,
        store.id,
        body.ids,
        body.change,
        body.dryRun,
        app.ctx.now(),
      );
      if (!body.dryRun) {
        request.log.info(
          { storeId: store.id, count: reply.changed, change: body.change.kind },
          'products changed in bulk',
        );
      }
      return reply;
    },
  });

  route(app, {
    method: 'DELETE',
    url: `${base}/bulk`,
    access: 'store',
    body: bulkDeleteBodySchema,
    reply: deleteProductsReplySchema,
    changesStorefront: true,
    handler: async ({ store, body, request }) => {
      const deleted = await deleteProducts(db, store.id, body.ids);
      request.log.info({ storeId: store.id, count: deleted }, 'products deleted in bulk');
      return { deleted };
    },
  });

  // ---- categories ----

  route(app, {
    method: 'GET',
    url: '/api/dashboard/categories/get-categories',
    access: 'store',
    query: storeIdQuerySchema,
    reply: z.array(adminCategorySchema),
    handler: async ({ store }) => listAdminCategories(db, store.id),
  });

  const cat = '/api/dashboard/category';

  route(app, {
    method: 'POST',
    url: `${cat}/add-category`,
    access: 'store',
    body: addCategoryBodySchema,
    reply: adminCategorySchema,
    status: 201,
    changesStorefront: true,
    handler: async ({ store, body }) => createCategory(db, store.id, body, app.ctx.now()),
  });

  route(app, {
    method: 'PUT',
    url: `${cat}/update-category`,
    access: 'store',
    body: updateCategoryBodySchema,
    reply: adminCategorySchema,
    changesStorefront: true,
    handler: async ({ store, body }) => updateCategory(db, store.id, body, app.ctx.now()),
  });

  route(app, {
    method: 'GET',
    url: `${cat}/fetch-category`,
    access: 'store',
    query: categoryIdQuerySchema,
    storeOf: ({ query }, database) => storeOfCategory(database, query.categoryId),
    notFound: () => categoryNotFound(),
    reply: adminCategorySchema,
    handler: async ({ store, query }) => getAdminCategory(db, store.id, query.categoryId),
  });

  route(app, {
    method: 'DELETE',
    url: `${cat}/delete/:categoryId`,
    access: 'store',
    params: categoryIdParamsSchema,
    storeOf: ({ params }, database) => storeOfCategory(database, params.categoryId),
    notFound: () => categoryNotFound(),
    reply: deleteCategoryReplySchema,
    changesStorefront: true,
    handler: async ({ store, params, request }) => {
      const productCount = await deleteCategory(db, store.id, params.categoryId);
      request.log.info({ storeId: store.id, categoryId: params.categoryId }, 'category deleted');
      return { deleted: true as const, categoryId: params.categoryId, productCount };
    },
  });
}
