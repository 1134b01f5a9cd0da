ALTER TABLE "products" ADD COLUMN "top_category" text GENERATED ALWAYS AS (trim(regexp_replace(category, '[[:space:]]*(»|>>).*$', ''))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_rank" smallint GENERATED ALWAYS AS (case when starts_with(image_url, '/attached_assets/') or starts_with(image_url, 'http') then 3 when strpos(image_url, 'placeholder-product') > 0 then 2 else 1 end) STORED;--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("is_active","image_rank" desc,"name","id");--> statement-breakpoint
CREATE INDEX "products_top_category_idx" ON "products" USING btree (lower("top_category"));--> statement-breakpoint
CREATE INDEX "products_name_id_idx" ON "products" USING btree ("name","id");