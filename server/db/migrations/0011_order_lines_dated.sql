-- The home's top products (server/analytics/overview.ts) read a range of days of order lines
-- without one index probe per order: each line carries its order's created_at (copied when
-- the line is written; orders never change it), and an index by (store, that time) carries
-- what the sum needs. 0009's payload on order_items_order_idx is no longer read: it goes back
-- to its plain key, and the partial index of deleted products' lines is keyed by time too.
ALTER TABLE "order_items" ADD COLUMN "order_created_at" timestamp with time zone;--> statement-breakpoint
UPDATE "order_items" i SET "order_created_at" = o."created_at" FROM "orders" o WHERE o."id" = i."order_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "order_created_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "order_items_store_created_idx" ON "order_items" USING btree ("store_id","order_created_at") INCLUDE ("order_id","product_id","quantity","line_total_minor");--> statement-breakpoint
DROP INDEX IF EXISTS "order_items_order_idx";--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
DROP INDEX IF EXISTS "order_items_deleted_product_idx";--> statement-breakpoint
CREATE INDEX "order_items_deleted_product_idx" ON "order_items" USING btree ("store_id","order_created_at") INCLUDE ("order_id","name","image","quantity","line_total_minor") WHERE "product_id" IS NULL;
