DROP INDEX "customers_tags_idx";--> statement-breakpoint
DROP INDEX "customers_store_created_idx";--> statement-breakpoint
DROP INDEX "customers_store_last_order_idx";--> statement-breakpoint
DROP INDEX "customers_store_orders_count_idx";--> statement-breakpoint
DROP INDEX "customers_store_spent_idx";--> statement-breakpoint
DROP INDEX "customers_store_name_idx";--> statement-breakpoint
CREATE INDEX "customers_store_last_order_desc_idx" ON "customers" USING btree ("store_id","last_order_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customers_store_account_created_idx" ON "customers" USING btree ("store_id","created_at","id") WHERE "customers"."account_since" is not null;--> statement-breakpoint
CREATE INDEX "customers_store_marketing_created_idx" ON "customers" USING btree ("store_id","email_marketing","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_store_created_idx" ON "customers" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_store_last_order_idx" ON "customers" USING btree ("store_id","last_order_at","id");--> statement-breakpoint
CREATE INDEX "customers_store_orders_count_idx" ON "customers" USING btree ("store_id","orders_count","id");--> statement-breakpoint
CREATE INDEX "customers_store_spent_idx" ON "customers" USING btree ("store_id","total_spent_minor","id");--> statement-breakpoint
CREATE INDEX "customers_store_name_idx" ON "customers" USING btree ("store_id","name","id");--> statement-breakpoint
-- The list's tag filter matches any case (tags are kept as typed): a customer's tags lowercased,
-- and a GIN index on them. server/customers/customer-list.ts writes the filter as
-- `customer_tag_keys(tags) @> array[tag]`, this index's expression verbatim; nothing read the
-- case-sensitive GIN on `tags` dropped above.
CREATE FUNCTION "customer_tag_keys"("tags" text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array(SELECT lower(t) FROM unnest("tags") AS t)
$$;--> statement-breakpoint
CREATE INDEX "customers_tag_keys_idx" ON "customers" USING gin ("customer_tag_keys"("tags"));
