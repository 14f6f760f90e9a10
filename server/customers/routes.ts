/**
 * The merchant's Customers API (session + store membership, as the orders list): the list
 * (search, email-marketing filter, pages newest first), its CSV export (same filters) and
 * removing a customer's email-marketing consent (the merchant can remove it, never add it;
 * another store's customer is a 404 naming `customerId`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customersEndpoints } from '../../shared';
import { customers, stores } from '../db/schema';
import { storeRow } from '../db/store-rows';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { listCustomers, toCustomerDto } from './customer-list';
import { exportCustomersCsv } from './export-customers';

const customerNotFound = () =>
  notFound('Customer not found', 'customerId', 'No customer of this store has this id');

export async function customerRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, {
    endpoint: customersEndpoints.list,
    access: 'store',
    handler: async ({ store, query }) => listCustomers(db, store.id, query),
  });

  route(app, {
    endpoint: customersEndpoints.export,
    access: 'store',
    handler: async ({ store, query, reply, request }) => {
      const [info] = await db
        .select({ subdomain: stores.subdomain })
        .from(stores)
        .where(eq(stores.id, store.id))
        .limit(1);
      const day = app.ctx.now().toISOString().slice(0, 10);
      request.log.info({ storeId: store.id }, 'customers exported');
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="customers-${info?.subdomain ?? 'store'}-${day}.csv"`,
        )
        .header('cache-control', 'no-store');
      return exportCustomersCsv(db, store.id, query);
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
        return toCustomerDto(updated);
      }
      // Nothing to remove (never subscribed, or already out): answered as it is.
      const row = await storeRow(db, customers, store.id, body.customerId);
      if (!row) throw customerNotFound();
      return toCustomerDto(row);
    },
  });
}
