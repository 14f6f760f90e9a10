CREATE TABLE "customer_search_terms" (
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "customer_search_terms_store_id_customer_id_pk" PRIMARY KEY("store_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "customer_search_terms" ADD CONSTRAINT "customer_search_terms_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The customers list's search moves here from the expression index on customers (0033): that
-- row is rewritten by every order that updates the customer's counts, and each rewrite added
-- its trigrams to the index again. A trigger keeps one term per customer, written only when
-- the name, email or phone changes (whatever writes them: orders, sign-in, the dashboard, a
-- merge, "Delete my data"); a customer's deletion takes its term (the foreign key).
CREATE FUNCTION "customer_search_term_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "customer_search_terms" ("store_id", "customer_id", "term")
  VALUES (NEW."store_id", NEW."id", lower(NEW."name" || ' ' || NEW."email" || ' ' || NEW."phone"))
  ON CONFLICT ("store_id", "customer_id") DO UPDATE SET "term" = EXCLUDED."term";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customers_search_term_insert" AFTER INSERT ON "customers"
FOR EACH ROW EXECUTE FUNCTION "customer_search_term_sync"();--> statement-breakpoint
CREATE TRIGGER "customers_search_term_update" AFTER UPDATE OF "name", "email", "phone" ON "customers"
FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email" OR OLD."phone" IS DISTINCT FROM NEW."phone")
EXECUTE FUNCTION "customer_search_term_sync"();--> statement-breakpoint
INSERT INTO "customer_search_terms" ("store_id", "customer_id", "term")
SELECT "store_id", "id", lower("name" || ' ' || "email" || ' ' || "phone") FROM "customers";--> statement-breakpoint
-- Built after the backfill: one sorted build, not row by row.
CREATE INDEX "customer_search_terms_trgm_idx" ON "customer_search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "customers_search_trgm_idx";
