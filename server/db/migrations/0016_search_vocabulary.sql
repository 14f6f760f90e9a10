CREATE TABLE "search_words" (
	"store_id" uuid NOT NULL,
	"word" text NOT NULL,
	"products" integer NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_words_store_id_word_pk" PRIMARY KEY("store_id","word")
);
--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below (drizzle-kit writes the table above). The vocabulary is kept by triggers on
-- products, so every write path keeps it in step in the same transaction: statement-level for
-- INSERT and DELETE (a CSV import or a seed of 100k rows groups its words once), row-level for an
-- UPDATE that renames a product or changes its status (a stock change never fires it).
-- Rows change often (every new product bumps its words' counts): room on each page keeps those
-- updates HOT (no index entries written).
ALTER TABLE "search_words" SET (fillfactor = 70);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- The words of a product name: as search_name spells them (punctuation dropped, "T-Shirt" ->
-- tshirt) and as the full-text pieces (punctuation splits: t, shirt). `joined`: not a piece.
CREATE FUNCTION "product_search_words"("name" text) RETURNS TABLE ("word" text, "joined" boolean)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH spelled AS (
    SELECT DISTINCT w FROM regexp_split_to_table(lower(regexp_replace("name", '[^[:alnum:][:space:]]+', '', 'g')), '[[:space:]]+') AS w WHERE w <> ''
  ), pieces AS (
    SELECT DISTINCT w FROM regexp_split_to_table(lower(regexp_replace("name", '[^[:alnum:][:space:]]+', ' ', 'g')), '[[:space:]]+') AS w WHERE w <> ''
  )
  SELECT coalesce(s.w, p.w), p.w IS NULL FROM spelled s FULL JOIN pieces p ON p.w = s.w
$$;
--> statement-breakpoint
-- Adds a grouped delta (one entry per store and word) to the vocabulary and drops the words no
-- product holds now. Rows are locked in store/word order (concurrent writers never deadlock);
-- a word only gaining products is upserted, a word losing some only updated (never inserted:
-- a store being deleted cascades to its products, whose words must not be written back).
CREATE FUNCTION "search_words_apply"("delta_store" uuid[], "delta_word" text[], "delta_products" integer[], "delta_joined" integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  emptied_store uuid[];
  emptied_word text[];
BEGIN
  INSERT INTO search_words AS s (store_id, word, products, joined)
  SELECT d.store_id, d.word, d.products, d.joined
  FROM unnest(delta_store, delta_word, delta_products, delta_joined) AS d(store_id, word, products, joined)
  WHERE d.products > 0
  ORDER BY d.store_id, d.word
  ON CONFLICT (store_id, word) DO UPDATE
    SET products = s.products + excluded.products, joined = s.joined + excluded.joined;
  PERFORM 1 FROM search_words s
  JOIN unnest(delta_store, delta_word, delta_products) AS d(store_id, word, products)
    ON s.store_id = d.store_id AND s.word = d.word
  WHERE d.products <= 0
  ORDER BY s.store_id, s.word
  FOR UPDATE OF s;
  WITH down AS (
    UPDATE search_words s SET products = s.products + d.products, joined = s.joined + d.joined
    FROM unnest(delta_store, delta_word, delta_products, delta_joined) AS d(store_id, word, products, joined)
    WHERE s.store_id = d.store_id AND s.word = d.word AND d.products <= 0
    RETURNING s.store_id, s.word, s.products
  )
  SELECT array_agg(down.store_id), array_agg(down.word) INTO emptied_store, emptied_word
  FROM down WHERE down.products <= 0;
  IF emptied_word IS NOT NULL THEN
    DELETE FROM search_words s USING unnest(emptied_store, emptied_word) AS e(store_id, word)
    WHERE s.store_id = e.store_id AND s.word = e.word AND s.products <= 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_words_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_apply(array_agg(d.store_id), array_agg(d.word), array_agg(d.n), array_agg(d.j))
  FROM (
    SELECT r.store_id, w.word, count(*)::int AS n, (count(*) FILTER (WHERE w.joined))::int AS j
    FROM new_rows r CROSS JOIN LATERAL product_search_words(r.name) w
    WHERE r.status = 'active'
    GROUP BY 1, 2
  ) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_words_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_apply(array_agg(d.store_id), array_agg(d.word), array_agg(d.n), array_agg(d.j))
  FROM (
    SELECT r.store_id, w.word, -(count(*)::int) AS n, -((count(*) FILTER (WHERE w.joined))::int) AS j
    FROM old_rows r CROSS JOIN LATERAL product_search_words(r.name) w
    WHERE r.status = 'active'
    GROUP BY 1, 2
  ) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_words_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_apply(array_agg(d.store_id), array_agg(d.word), array_agg(d.n), array_agg(d.j))
  FROM (
    SELECT x.store_id, x.word, sum(x.n)::int AS n, sum(x.j)::int AS j
    FROM (
      SELECT NEW.store_id AS store_id, w.word, 1 AS n, w.joined::int AS j
      FROM product_search_words(NEW.name) w WHERE NEW.status = 'active'
      UNION ALL
      SELECT OLD.store_id, w.word, -1, -(w.joined::int)
      FROM product_search_words(OLD.name) w WHERE OLD.status = 'active'
    ) x
    GROUP BY 1, 2
    HAVING sum(x.n) <> 0 OR sum(x.j) <> 0
  ) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_insert();
--> statement-breakpoint
CREATE TRIGGER "products_search_words_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_delete();
--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE OF "name", "status", "store_id" ON "products"
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.status IS DISTINCT FROM NEW.status OR OLD.store_id IS DISTINCT FROM NEW.store_id)
  EXECUTE FUNCTION search_words_after_update();
--> statement-breakpoint
INSERT INTO "search_words" ("store_id", "word", "products", "joined")
SELECT p.store_id, w.word, count(*), count(*) FILTER (WHERE w.joined)
FROM "products" p CROSS JOIN LATERAL product_search_words(p.name) w
WHERE p.status = 'active'
GROUP BY 1, 2;
