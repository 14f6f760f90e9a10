/**
 * The merchant's Customers API (session + store membership, as the orders list): the list
 * (search, filters, sorts, pages), its CSV export (same filters), one customer's page, their
 * note and tags, the merge of two records, and removing a customer's email-marketing consent
 * (the merchant can remove it, never add it; another store's customer is a 404 naming the
 * field that sent its id).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customersEndpoints } from '../../shared';
import { customers, stores } from '../db/schema';
import { storeRow } from '../db/store-rows';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { customerDetail, mergeCustomers, updateCustomerNotes } from './customer-detail';
import { listCustomers, toCustomerDto } from './customer-list';
import { exportCustomersCsv } from './export-customers';

const customerNotFound = () =>
  notFound('Customer not found', 'customerId', 'No customer of this store has this id');

export async function customerRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  /** The store's currency and subdomain (amounts and the CSV's name). */
  const storeInfo = async (storeId: string) => {
    const [info] = await db
      .select({ subdomain: stores.subdomain, currency: stores.currency })
      .from(stores)
      .where(eq(stores.id, storeId))
      .limit(1);
    return info ?? { subdomain: 'store', currency: 'USD' };
  };

  route(app, {
    endpoint: customersEndpoints.list,
    access: 'store',
    handler: async ({ store, query }) =>
      listCustomers(db, store.id, (await storeInfo(store.id)).currency, query),
  });

  route(app, {
    endpoint: customersEndpoints.detail,
    access: 'store',
    handler: async ({ store, query }) =>
      customerDetail(db, store.id, (await storeInfo(store.id)).currency, query.customerId),
  });

  route(app, {
    endpoint: customersEndpoints.update,
    access: 'store',
    handler: async ({ store, body }) =>
      updateCustomerNotes(db, store.id, (await storeInfo(store.id)).currency, body, app.ctx.now()),
  });

  route(app, {
    endpoint: customersEndpoints.merge,
    access: 'store',
    handler: async ({ store, body, request }) => {
      const merged = await mergeCustomers(
        db,
        store.id,
        (await storeInfo(store.id)).currency,
        body,
        app.ctx.now(),
      );
      request.log.info(
        { storeId: store.id, customerId: body.customerId, mergedId: body.mergeId },
        'customers merged',
      );
      return merged;
    },
  });

  route(app, {
    endpoint: customersEndpoints.export,
    access: 'store',
    handler: async ({ store, query, reply, request }) => {
      const info = await storeInfo(store.id);
      const day = app.ctx.now().toISOString().slice(0, 10);
      request.log.info({ storeId: store.id }, 'customers exported');
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="customers-${info.subdomain}-${day}.csv"`,
        )
        .header('cache-control', 'no-store');
      return exportCustomersCsv(db, store.id, info.currency, query);
    },
  });

  route(app, {
    endpoint: customersEndpoints.unsubscribe,
    access: 'store',
    handler: async ({ store, body, request }) => {
      const now = app.ctx.now();
      const [updated] = await db
        .update(customers)
        .set({
          emailMarketing: 'unsubscribed',
          marketingUpdatedAt: now,
          marketingSource: 'merchant',
          updatedAt: now,
        })
        .where(
          and(
            eq(customers.storeId, store.id),
            eq(customers.id, body.customerId),
            inArray(customers.emailMarketing, ['pending', 'subscribed']),
          ),
        )
        .returning();
      if (updated) {
        request.log.info(
          { storeId: store.id, customerId: updated.id },
          'customer unsubscribed by the merchant',
        );
        return toCustomerDto(updated, (await storeInfo(store.id)).currency);
      }
      // Nothing to remove (never subscribed, or already out): answered as it is.
      const row = await storeRow(db, customers, store.id, body.customerId);
      if (!row) throw customerNotFound();
      return toCustomerDto(row, (await storeInfo(store.id)).currency);
    },
  });
}
