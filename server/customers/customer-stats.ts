/**
 * A customer's numbers, kept on their row for the Customers list's filters and sorts (a list
 * of 100,000 customers cannot count 500,000 orders per request): every order placed, what the
 * ones not cancelled came to net of refunds, and their first and last order's times. A new
 * order adds itself in its own statement (server/orders/place-order.ts, `buyerUpsert`); a
 * cancel, a refund, an expiry or a merge recounts the customer here from their orders,
 * through `orders_store_customer_created_idx`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** What an order adds to its customer's spend: its total net of refunds, unless cancelled. */
const spentOf = sql.raw(
  "coalesce(sum(case when status <> 'cancelled' then total_minor - refunded_minor else 0 end), 0)::bigint",
);

/** Recounts `customerId`'s numbers from their orders (none: zero and no dates). */
export async function refreshCustomerStats(
  tx: Pick<Db, 'execute'>,
  storeId: string,
  customerId: string | null,
): Promise<void> {
  if (!customerId) return;
  await tx.execute(sql`update customers c set
      orders_count = s.n,
      total_spent_minor = s.spent,
      first_order_at = s.first_at,
      last_order_at = s.last_at
    from (select count(*)::int as n, ${spentOf} as spent,
        min(created_at) as first_at, max(created_at) as last_at
      from orders where store_id = ${storeId} and customer_id = ${customerId}) s
    where c.store_id = ${storeId} and c.id = ${customerId}`);
}

/**
 * Makes customers of the store's orders that have none (orders written without the checkout:
 * the demo seed), links the orders and counts the customers' numbers: migration 0033's
 * backfill, for one store.
 */
export async function linkOrdersToCustomers(
  tx: Pick<Db, 'execute'>,
  storeId: string,
  now: Date,
): Promise<void> {
  await tx.execute(sql`insert into customers (store_id, email, name, phone, created_at, updated_at)
    select distinct on (lower(o.customer_email))
      o.store_id, lower(o.customer_email), o.customer_name, o.customer_phone, o.created_at, ${now}
    from orders o
    where o.store_id = ${storeId} and o.customer_email <> '' and o.customer_id is null
    order by lower(o.customer_email), o.created_at
    on conflict (store_id, email) do update set
      name = case when customers.name = '' then excluded.name else customers.name end,
      phone = case when customers.phone = '' then excluded.phone else customers.phone end`);
  await tx.execute(sql`update orders o set customer_id = c.id
    from customers c
    where o.store_id = ${storeId} and c.store_id = ${storeId}
      and c.email = lower(o.customer_email) and o.customer_email <> '' and o.customer_id is null`);
  await tx.execute(sql`update customers c set
      orders_count = s.n,
      total_spent_minor = s.spent,
      first_order_at = s.first_at,
      last_order_at = s.last_at
    from (select customer_id, count(*)::int as n, ${spentOf} as spent,
        min(created_at) as first_at, max(created_at) as last_at
      from orders where store_id = ${storeId} and customer_id is not null
      group by customer_id) s
    where c.store_id = ${storeId} and c.id = s.customer_id`);
}
