/**
 * How each table would be placed on Citus (distributed PostgreSQL): the one list that
 * `distribute.sql`, the Citus rules test and the integration suites' query audit all read.
 *
 * - distributed by `store_id`: a store's rows live together on one shard, and every query
 *   names the store (the audit checks it);
 * - reference: small platform tables copied to every node, joinable from any shard. `stores`
 *   is one: the names a host resolves by (subdomain, custom domain, former subdomains) must be
 *   unique across all stores, and Citus enforces a unique constraint without the distribution
 *   column only on a reference table. Its hot counter (order numbers) lives in the
 *   distributed `order_counters`, so a checkout writes its own shard only. `store_members`
 *   is one too: it is read by user (a merchant's stores) as often as by store;
 * - local to the coordinator: the queues claimed across stores with `FOR UPDATE SKIP LOCKED`
 *   (Citus allows row locks only on single-shard queries) and a platform-wide one-use token
 *   list. They may reference reference tables (stores), never distributed ones.
 */
export const distributedTables = [
  'order_counters',
  'categories',
  'products',
  'product_variations',
  'product_categories',
  'search_words',
  'pages',
  'page_versions',
  'shipping_zones',
  'shipping_rates',
  'orders',
  'order_items',
  'order_events',
  'payment_proofs',
  'contact_messages',
  'customers',
  'customer_search_terms',
  'customer_sign_in_codes',
  'customer_sessions',
  'customer_addresses',
  'checkouts',
  'checkout_reminder_opt_outs',
  'product_reviews',
  'stock_alerts',
  'stock_restocks',
  'payment_accounts',
  'order_payments',
  'payment_events',
  'discounts',
  'discount_codes',
  'discount_customer_uses',
  'tax_rates',
  'media',
  'store_domains',
  'url_redirects',
] as const;

/** The distribution column of every distributed table. */
export const DISTRIBUTION_COLUMN = 'store_id';

export const referenceTables = [
  'users',
  'stores',
  'store_members',
  'sessions',
  'plans',
  'subscriptions',
  'subscription_invoices',
  'subscription_proofs',
  'account_tokens',
  'subdomain_redirects',
] as const;

export const localTables = [
  'email_outbox',
  'import_jobs',
  'import_images',
  'captcha_redemptions',
] as const;

export type TablePlacement = 'distributed' | 'reference' | 'local';

export function placementOf(table: string): TablePlacement | undefined {
  if ((distributedTables as readonly string[]).includes(table)) return 'distributed';
  if ((referenceTables as readonly string[]).includes(table)) return 'reference';
  if ((localTables as readonly string[]).includes(table)) return 'local';
  return undefined;
}
