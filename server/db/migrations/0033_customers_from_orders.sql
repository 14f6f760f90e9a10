DROP INDEX "orders_store_email_created_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "orders_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "total_spent_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "first_order_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_order_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
CREATE INDEX "customers_store_last_order_idx" ON "customers" USING btree ("store_id","last_order_at");--> statement-breakpoint
CREATE INDEX "customers_store_orders_count_idx" ON "customers" USING btree ("store_id","orders_count");--> statement-breakpoint
CREATE INDEX "customers_store_spent_idx" ON "customers" USING btree ("store_id","total_spent_minor");--> statement-breakpoint
CREATE INDEX "customers_store_name_idx" ON "customers" USING btree ("store_id","name");--> statement-breakpoint
CREATE INDEX "customers_tags_idx" ON "customers" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "orders_store_customer_created_idx" ON "orders" USING btree ("store_id","customer_id","created_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_spent_not_negative" CHECK ("customers"."total_spent_minor" >= 0 and "customers"."orders_count" >= 0);--> statement-breakpoint
-- The list's search: part of the name, email or phone (pg_trgm from 0002), as the orders list's.
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ((lower("name" || ' ' || "email" || ' ' || "phone")) gin_trgm_ops);--> statement-breakpoint
-- Every order's email is a customer of its store: one per store and email (lowercased), named
-- and reached by their first order, a customer since then (server/customers/customer-stats.ts,
-- linkOrdersToCustomers, is this backfill's twin for one store).
INSERT INTO "customers" ("store_id", "email", "name", "phone", "created_at", "updated_at")
SELECT DISTINCT ON (o."store_id", lower(o."customer_email"))
  o."store_id", lower(o."customer_email"), o."customer_name", o."customer_phone", o."created_at", now()
FROM "orders" o
WHERE o."customer_email" <> '' AND o."customer_id" IS NULL
ORDER BY o."store_id", lower(o."customer_email"), o."created_at"
ON CONFLICT ("store_id", "email") DO UPDATE SET
  "name" = CASE WHEN "customers"."name" = '' THEN excluded."name" ELSE "customers"."name" END,
  "phone" = CASE WHEN "customers"."phone" = '' THEN excluded."phone" ELSE "customers"."phone" END;--> statement-breakpoint
UPDATE "orders" o SET "customer_id" = c."id"
FROM "customers" c
WHERE c."store_id" = o."store_id" AND c."email" = lower(o."customer_email") AND o."customer_email" <> ''
  AND o."customer_id" IS NULL;--> statement-breakpoint
-- Their numbers, as server/customers/customer-stats.ts keeps them.
UPDATE "customers" c SET
  "orders_count" = s."n",
  "total_spent_minor" = s."spent",
  "first_order_at" = s."first_at",
  "last_order_at" = s."last_at"
FROM (
  SELECT "store_id", "customer_id", count(*)::int AS "n",
    coalesce(sum(CASE WHEN "status" <> 'cancelled' THEN "total_minor" - "refunded_minor" ELSE 0 END), 0)::bigint AS "spent",
    min("created_at") AS "first_at", max("created_at") AS "last_at"
  FROM "orders" WHERE "customer_id" IS NOT NULL
  GROUP BY "store_id", "customer_id"
) s
WHERE c."store_id" = s."store_id" AND c."id" = s."customer_id";
