-- Product search: PostgreSQL full-text search plus pg_trgm for typo tolerance, with GIN indexes.
-- search_name: lower-case words, punctuation dropped ("T-Shirt" -> "tshirt", "Chelsea Boots" -> "chelsea boots");
-- search_compact: the same without spaces, so "T SHIRT" and "tshirt" meet; search_vector: words of name (A) and description (B).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(regexp_replace("name", '[^[:alnum:][:space:]]+', '', 'g'))) STORED;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_compact" text GENERATED ALWAYS AS (lower(regexp_replace("name", '[^[:alnum:]]+', '', 'g'))) STORED;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, regexp_replace("name", '[^[:alnum:][:space:]]+', ' ', 'g') || ' ' || "name"), 'A') ||
  setweight(to_tsvector('simple'::regconfig, regexp_replace("description", '<[^>]*>', ' ', 'g')), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_search_compact_trgm_idx" ON "products" USING gin ("search_compact" gin_trgm_ops);
