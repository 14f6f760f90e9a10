ALTER TABLE "orders" ALTER COLUMN "shipping_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "weight_grams" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "product_variations" ALTER COLUMN "weight_grams" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "weight_grams" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "requires_shipping" boolean;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_unit" text DEFAULT 'g' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "requires_shipping" boolean DEFAULT true NOT NULL;