-- Search (issue 15): the words of every searched field as a tsvector with a GIN index, the name and title for the
-- relevance tiers, the product code as one word, and the vocabulary for typo correction. Existing rows get empty values
-- and derived_version 0: start-up recomputes them (server/catalogue/recompute-derived-facts.ts) before serving.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_vector" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_title" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_code" DROP DEFAULT;--> statement-breakpoint
UPDATE "products" SET "derived_version" = 0;--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_code_idx" ON "products" USING btree ("search_code" text_pattern_ops);--> statement-breakpoint
-- The vocabulary follows every write to products, one aggregate per statement (a 100,000-row import is one delta per
-- batch, not a row-by-row upsert). Words are upserted in word order so concurrent writers lock them in the same order.
CREATE FUNCTION "search_words_follow_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words AS w (word, products)
      SELECT word, count(*) FROM new_rows, unnest(tsvector_to_array(search_vector)) AS word
      WHERE is_active GROUP BY word ORDER BY word
    ON CONFLICT (word) DO UPDATE SET products = w.products + excluded.products;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE search_words AS w SET products = w.products - gone.n
      FROM (SELECT word, count(*) AS n FROM old_rows, unnest(tsvector_to_array(search_vector)) AS word
            WHERE is_active GROUP BY word) AS gone
      WHERE w.word = gone.word;
  ELSE
    INSERT INTO search_words AS w (word, products)
      SELECT word, sum(delta) FROM (
        SELECT word, 1 AS delta FROM new_rows, unnest(tsvector_to_array(search_vector)) AS word WHERE is_active
        UNION ALL
        SELECT word, -1 FROM old_rows, unnest(tsvector_to_array(search_vector)) AS word WHERE is_active
      ) AS changes GROUP BY word HAVING sum(delta) <> 0 ORDER BY word
    ON CONFLICT (word) DO UPDATE SET products = w.products + excluded.products;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_follow_products"();--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_follow_products"();--> statement-breakpoint
CREATE TRIGGER "products_search_words_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_follow_products"();
