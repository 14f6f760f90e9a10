DROP INDEX "product_variations_store_product_stock_idx";--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "inventory_policy" text DEFAULT 'deny' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "inventory_policy" text DEFAULT 'deny' NOT NULL;--> statement-breakpoint
CREATE INDEX "product_variations_store_product_stock_idx" ON "product_variations" USING btree ("store_id","product_id","stock","inventory_policy");