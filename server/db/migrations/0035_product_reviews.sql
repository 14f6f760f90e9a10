CREATE TABLE "product_reviews" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"order_id" uuid,
	"rating" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"author_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_pkey" PRIMARY KEY("store_id","id"),
	CONSTRAINT "product_reviews_rating_check" CHECK ("product_reviews"."rating" between 1 and 5),
	CONSTRAINT "product_reviews_status_check" CHECK ("product_reviews"."status" in ('pending', 'published', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_stars" integer[] DEFAULT '{0,0,0,0,0}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "review_requests" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "reviews_auto_publish" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_order_product_uq" ON "product_reviews" USING btree ("store_id","order_id","product_id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("store_id","product_id","created_at","id") WHERE "product_reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "product_reviews_product_stars_idx" ON "product_reviews" USING btree ("store_id","product_id","rating","created_at","id") WHERE "product_reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "product_reviews_store_status_idx" ON "product_reviews" USING btree ("store_id","status","created_at");