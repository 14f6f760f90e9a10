-- The dashboard's products list (filtered-products): the stock filters sum each product's
-- variations from this index alone; the search matches name, product SKU and variation SKU
-- through trigram indexes (pg_trgm, created in 0002) instead of reading every product.
CREATE INDEX "product_variations_store_product_stock_idx" ON "product_variations" USING btree ("store_id","product_id","stock");
--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin (lower("sku") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_variations_sku_trgm_idx" ON "product_variations" USING gin (lower("sku") gin_trgm_ops);
