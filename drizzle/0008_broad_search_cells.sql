CREATE TABLE "search_broad_cells" (
	"query_key" text PRIMARY KEY NOT NULL,
	"catalogue_version" bigint NOT NULL,
	"cells" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"catalogue_version" bigint NOT NULL,
	"broad_version" bigint NOT NULL,
	"refresher_until" timestamp with time zone
);
--> statement-breakpoint
INSERT INTO "search_state" ("id", "catalogue_version", "broad_version") VALUES (1, 1, 0);--> statement-breakpoint
-- Every statement that writes products also raises the catalogue's version: cells computed for an older one are stale.
CREATE OR REPLACE FUNCTION "search_words_follow_products"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  UPDATE search_state SET catalogue_version = catalogue_version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
