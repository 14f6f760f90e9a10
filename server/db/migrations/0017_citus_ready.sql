-- Citus-ready keys (issue 15): every tenant table's primary key starts with store_id and every
-- foreign key between tenant tables includes it, so a store's rows can live on one shard.
-- A deleted product, variation or shipping rate clears only its own column in old orders
-- (SET NULL with a column list), never the order's store_id.
CREATE TABLE "order_counters" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"last_order_number" integer DEFAULT 1000 NOT NULL
);
--> statement-breakpoint
INSERT INTO "order_counters" ("store_id", "last_order_number")
  SELECT "id", "next_order_number" - 1 FROM "stores";
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_variation_id_product_variations_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_shipping_rate_id_shipping_rates_id_fk";
--> statement-breakpoint
ALTER TABLE "page_versions" DROP CONSTRAINT "page_versions_page_id_pages_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_proofs" DROP CONSTRAINT "payment_proofs_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "product_categories" DROP CONSTRAINT "product_categories_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_categories" DROP CONSTRAINT "product_categories_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "product_variations" DROP CONSTRAINT "product_variations_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "shipping_rates" DROP CONSTRAINT "shipping_rates_zone_id_shipping_zones_id_fk";
--> statement-breakpoint
DROP INDEX "product_categories_category_idx";--> statement-breakpoint
ALTER TABLE "product_categories" DROP CONSTRAINT "product_categories_product_id_category_id_pk";--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_pkey";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_pkey";--> statement-breakpoint
ALTER TABLE "media" DROP CONSTRAINT "media_pkey";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_pkey";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_pkey";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey";--> statement-breakpoint
ALTER TABLE "page_versions" DROP CONSTRAINT "page_versions_pkey";--> statement-breakpoint
ALTER TABLE "pages" DROP CONSTRAINT "pages_pkey";--> statement-breakpoint
ALTER TABLE "payment_proofs" DROP CONSTRAINT "payment_proofs_pkey";--> statement-breakpoint
ALTER TABLE "product_variations" DROP CONSTRAINT "product_variations_pkey";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_pkey";--> statement-breakpoint
ALTER TABLE "shipping_rates" DROP CONSTRAINT "shipping_rates_pkey";--> statement-breakpoint
ALTER TABLE "shipping_zones" DROP CONSTRAINT "shipping_zones_pkey";--> statement-breakpoint
ALTER TABLE "url_redirects" DROP CONSTRAINT "url_redirects_pkey";--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_pkey" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_pkey" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_pkey" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_pkey" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_pkey" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pkey" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_pkey" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_pkey" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_pkey" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_pkey" PRIMARY KEY("store_id","product_id","category_id");--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_pkey" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pkey" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_pkey" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD CONSTRAINT "shipping_zones_pkey" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "url_redirects" ADD CONSTRAINT "url_redirects_pkey" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE SET NULL ("product_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variation_fk" FOREIGN KEY ("store_id","variation_id") REFERENCES "public"."product_variations"("store_id","id") ON DELETE SET NULL ("variation_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_rate_fk" FOREIGN KEY ("store_id","shipping_rate_id") REFERENCES "public"."shipping_rates"("store_id","id") ON DELETE SET NULL ("shipping_rate_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_fk" FOREIGN KEY ("store_id","page_id") REFERENCES "public"."pages"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_fk" FOREIGN KEY ("store_id","category_id") REFERENCES "public"."categories"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_zone_fk" FOREIGN KEY ("store_id","zone_id") REFERENCES "public"."shipping_zones"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("store_id","category_id");--> statement-breakpoint
ALTER TABLE "stores" DROP COLUMN "next_order_number";