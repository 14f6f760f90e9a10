-- The merchant home's numbers (server/analytics/overview.ts) read only index entries:
-- orders by (store, created_at) carry the id, what decides whether an order counts and its amounts,
-- and an order's lines carry product, quantity and amount, so a month of a 100,000-order
-- store is summed by day and by product without visiting the tables. Same names and keys as
-- before (the orders list's newest-first scan and an order's items still use them); drizzle's
-- index builder has no INCLUDE, so schema.ts declares the keys and this file the payload.
DROP INDEX IF EXISTS "orders_store_created_idx";
--> statement-breakpoint
CREATE INDEX "orders_store_created_idx" ON "orders" USING btree ("store_id","created_at") INCLUDE ("id","status","payment_status","currency","total_minor","refunded_minor","item_count");
--> statement-breakpoint
DROP INDEX IF EXISTS "order_items_order_idx";
--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id") INCLUDE ("store_id","product_id","quantity","line_total_minor");
--> statement-breakpoint
-- Lines of products deleted since (product_id set null): the top products name them by the
-- line, read from this small index alone.
CREATE INDEX "order_items_deleted_product_idx" ON "order_items" USING btree ("order_id") INCLUDE ("store_id","name","image","quantity","line_total_minor") WHERE "product_id" IS NULL;
