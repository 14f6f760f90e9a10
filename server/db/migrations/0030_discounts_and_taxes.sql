CREATE TABLE "discount_codes" (
	"store_id" uuid NOT NULL,
	"discount_id" uuid NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "discount_codes_pkey" PRIMARY KEY("store_id","code")
);
--> statement-breakpoint
CREATE TABLE "discount_customer_uses" (
	"store_id" uuid NOT NULL,
	"discount_id" uuid NOT NULL,
	"email" text NOT NULL,
	"uses" integer NOT NULL,
	CONSTRAINT "discount_customer_uses_pkey" PRIMARY KEY("store_id","discount_id","email")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"title" text NOT NULL,
	"method" text NOT NULL,
	"kind" text NOT NULL,
	"effect" jsonb NOT NULL,
	"minimum" jsonb NOT NULL,
	"combines_with" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"saved_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_pkey" PRIMARY KEY("store_id","id"),
	CONSTRAINT "discounts_method_check" CHECK ("discounts"."method" in ('code', 'automatic')),
	CONSTRAINT "discounts_used_check" CHECK ("discounts"."usage_limit" is null or "discounts"."used_count" <= "discounts"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"name" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	"combine" text DEFAULT 'instead' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tax_rates_pkey" PRIMARY KEY("store_id","id"),
	CONSTRAINT "tax_rates_place_uq" UNIQUE NULLS NOT DISTINCT("store_id","country","region")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "tax_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_discount_fk" FOREIGN KEY ("store_id","discount_id") REFERENCES "public"."discounts"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_customer_uses" ADD CONSTRAINT "discount_customer_uses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_customer_uses" ADD CONSTRAINT "discount_customer_uses_discount_fk" FOREIGN KEY ("store_id","discount_id") REFERENCES "public"."discounts"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_codes_discount_idx" ON "discount_codes" USING btree ("store_id","discount_id");--> statement-breakpoint
CREATE INDEX "discounts_store_method_idx" ON "discounts" USING btree ("store_id","method");