-- Places the Store Builder schema on a Citus cluster (distributed PostgreSQL), sharded by
-- store: run once with psql on the coordinator, after the app has applied its migrations
-- (start one app process with DATABASE_URL pointing at the coordinator).
--
-- NOT RUN HERE: Citus cannot be installed from this project's package sources (it is not in
-- Debian's packages or the npm registry), so this file was checked only against the rules it
-- relies on: server/db/citus/tables.ts lists where every table goes, and the Citus rules test
-- (tests/integration/citus-rules.test.ts) reads the migrated schema's catalogue and fails on
-- any tenant table whose keys or foreign keys would stop the calls below. See README.md,
-- "Running on Citus".

BEGIN;

-- The search vocabulary's triggers on products (migration 0016) write search_words rows of
-- the same store, and the customers' trigger (0039) their customer_search_terms rows, which
-- live on the same shard (colocated): allowed with this setting.
SET LOCAL citus.enable_unsafe_triggers = on;
SET LOCAL citus.multi_shard_modify_mode = 'sequential';

-- The migrations' own functions, on every node before the tables whose shards call them: the
-- index expression of customers (customer_tag_keys) and the triggers' functions. Citus may
-- have propagated them already (then these only mark them distributed).
SELECT create_distributed_function('product_search_words(text)');
SELECT create_distributed_function('search_words_apply(uuid[], text[], integer[], integer[])');
SELECT create_distributed_function('search_words_after_insert()');
SELECT create_distributed_function('search_words_after_delete()');
SELECT create_distributed_function('search_words_after_update()');
SELECT create_distributed_function('customer_tag_keys(text[])');
SELECT create_distributed_function('stock_restocked()');
SELECT create_distributed_function('customer_search_term_sync()');

-- Reference tables: copied to every node. Referenced tables first.
SELECT create_reference_table('users');
SELECT create_reference_table('plans');
SELECT create_reference_table('stores');
SELECT create_reference_table('store_members');
SELECT create_reference_table('sessions');
SELECT create_reference_table('subscriptions');
SELECT create_reference_table('subscription_invoices');
SELECT create_reference_table('subscription_proofs');
SELECT create_reference_table('account_tokens');
SELECT create_reference_table('subdomain_redirects');

-- Queues claimed across stores with FOR UPDATE SKIP LOCKED stay on the coordinator.
SELECT citus_add_local_table_to_metadata('email_outbox');
SELECT citus_add_local_table_to_metadata('import_jobs');
SELECT citus_add_local_table_to_metadata('import_images');
SELECT citus_add_local_table_to_metadata('captcha_redemptions');

-- Distributed by store_id, all in one colocation group: a store's rows share a shard, so
-- joins and foreign keys between them stay on one node. Parents before children.
SELECT create_distributed_table('order_counters', 'store_id');
SELECT create_distributed_table('categories', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('products', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('product_variations', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('product_categories', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('search_words', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('pages', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('page_versions', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('shipping_zones', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('shipping_rates', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('orders', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('order_items', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('order_events', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('payment_proofs', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('contact_messages', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('customers', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('customer_search_terms', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('customer_sign_in_codes', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('customer_sessions', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('customer_addresses', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('checkouts', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('checkout_reminder_opt_outs', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('product_reviews', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('stock_alerts', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('stock_restocks', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('payment_accounts', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('order_payments', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('payment_events', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('discounts', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('discount_codes', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('discount_customer_uses', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('tax_rates', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('media', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('store_domains', 'store_id', colocate_with => 'order_counters');
SELECT create_distributed_table('url_redirects', 'store_id', colocate_with => 'order_counters');

COMMIT;
