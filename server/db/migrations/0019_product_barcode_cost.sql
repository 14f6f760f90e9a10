ALTER TABLE "product_variations" ADD COLUMN "barcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "cost_minor" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "barcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cost_minor" integer;