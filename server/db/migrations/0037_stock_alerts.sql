CREATE TABLE "stock_alerts" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variation_id" uuid,
	"email" text NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_pkey" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_restocks" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variation_id" uuid,
	"units" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_restocks_pkey" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_restocks" ADD CONSTRAINT "stock_restocks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("store_id","product_id","variation_id","created_at") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_restocks_created_idx" ON "stock_restocks" USING btree ("created_at");--> statement-breakpoint
-- One waiting request per email and choice (a product without variations has none: nulls
-- are not distinct here), so asking again records nothing.
CREATE UNIQUE INDEX "stock_alerts_waiting_email_uq" ON "stock_alerts" ("store_id", "product_id", "variation_id", "email") NULLS NOT DISTINCT WHERE "notified_at" IS NULL;--> statement-breakpoint
-- A restock that someone waits for, whatever wrote the stock (the editor, an import, a
-- cancelled order's units coming back): queued for the alert job (server/stock-alerts/).
CREATE FUNCTION "stock_restocked"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  product uuid;
  variation uuid;
BEGIN
  -- Each branch is planned only when it runs (a trigger's function is compiled per table).
  IF TG_TABLE_NAME = 'products' THEN
    product := NEW.id;
  ELSE
    product := NEW.product_id;
    variation := NEW.id;
  END IF;
  IF EXISTS (
    SELECT 1 FROM stock_alerts a
    WHERE a.store_id = NEW.store_id AND a.product_id = product
      AND a.variation_id IS NOT DISTINCT FROM variation AND a.notified_at IS NULL
  ) THEN
    INSERT INTO stock_restocks (store_id, product_id, variation_id, units)
    VALUES (NEW.store_id, product, variation, NEW.stock);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_restocked" AFTER UPDATE OF "stock" ON "products"
  FOR EACH ROW WHEN (OLD.stock <= 0 AND NEW.stock > 0) EXECUTE FUNCTION "stock_restocked"();--> statement-breakpoint
CREATE TRIGGER "product_variations_restocked" AFTER UPDATE OF "stock" ON "product_variations"
  FOR EACH ROW WHEN (OLD.stock <= 0 AND NEW.stock > 0) EXECUTE FUNCTION "stock_restocked"();
