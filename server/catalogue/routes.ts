/**
 * The catalogue API (spec 7 "Products" and "Categories"), merchant side: every route is a
 * `store` route (membership checked by the route layer) and every write purges the store's
 * pages. Shoppers' reads of the same data live in server/storefront/routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import { catalogueEndpoints } from '../../shared';
import type { Db } from '../db/client';
import { storeCurrency, storeOfRow } from '../db/store-rows';
import { products } from '../db/schema';
import { route } from '../http/route';
import { assertPlanAllows } from '../billing/limits';
import {
  categoryNotFound,
  createCategory,
  deleteCategories,
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
  productTags,
  requireAdminProduct,
  updateProduct,
} from './products';

function storeOfProduct(db: Db, productId: string): Promise<string | undefined> {
  return storeOfRow(db, products, productId);
}

export async function catalogueRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // CSV export and import (csv/routes.ts).
  await app.register(catalogueCsvRoutes);

  route(app, {
    endpoint: catalogueEndpoints.addProduct,
    access: 'store',
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
    endpoint: catalogueEndpoints.updateProduct,
    access: 'store',
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
    endpoint: catalogueEndpoints.fetchProductById,
    access: 'store',
    storeOf: ({ params }, database) => storeOfProduct(database, params.id),
    notFound: () => productNotFound('id'),
    handler: async ({ store, params }) => requireAdminProduct(db, store.id, params.id, 'id'),
  });

  route(app, {
    endpoint: catalogueEndpoints.filteredProducts,
    access: 'store',
    handler: async ({ store, query }) => filterProducts(db, store.id, query),
  });

  route(app, {
    endpoint: catalogueEndpoints.productTags,
    access: 'store',
    handler: async ({ store }) => productTags(db, store.id),
  });

  /** The spec's two ids: the store's, then the product's. */
  route(app, {
    endpoint: catalogueEndpoints.productsDelete,
    access: 'store',
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
    endpoint: catalogueEndpoints.updateBulk,
    access: 'store',
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
    endpoint: catalogueEndpoints.deleteBulk,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body, request }) => {
      const deleted = await deleteProducts(db, store.id, body.ids);
      request.log.info({ storeId: store.id, count: deleted }, 'products deleted in bulk');
      return { deleted };
    },
  });

  // ---- categories ----

  route(app, {
    endpoint: catalogueEndpoints.getCategories,
    access: 'store',
    handler: async ({ store }) => listAdminCategories(db, store.id),
  });

  route(app, {
    endpoint: catalogueEndpoints.addCategory,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body }) => createCategory(db, store.id, body, app.ctx.now()),
  });

  route(app, {
    endpoint: catalogueEndpoints.updateCategory,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body }) => updateCategory(db, store.id, body, app.ctx.now()),
  });

  route(app, {
    endpoint: catalogueEndpoints.fetchCategory,
    access: 'store',
    storeOf: ({ query }, database) => storeOfCategory(database, query.categoryId),
    notFound: () => categoryNotFound(),
    handler: async ({ store, query }) => getAdminCategory(db, store.id, query.categoryId),
  });

  route(app, {
    endpoint: catalogueEndpoints.categoriesDeleteBulk,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body, request }) => {
      const reply = await deleteCategories(db, store.id, body.ids);
      request.log.info({ storeId: store.id, count: reply.deleted }, 'categories deleted in bulk');
      return reply;
    },
  });

  route(app, {
    endpoint: catalogueEndpoints.categoryDelete,
    access: 'store',
    storeOf: ({ params }, database) => storeOfCategory(database, params.categoryId),
    notFound: () => categoryNotFound(),
    changesStorefront: true,
    handler: async ({ store, params, request }) => {
      const productCount = await deleteCategory(db, store.id, params.categoryId);
      request.log.info({ storeId: store.id, categoryId: params.categoryId }, 'category deleted');
      return { deleted: true as const, categoryId: params.categoryId, productCount };
    },
  });
}
