DROP INDEX "products_brand_lower_idx";--> statement-breakpoint
DROP INDEX "products_top_category_idx";--> statement-breakpoint
CREATE INDEX "products_brand_listing_idx" ON "products" USING btree (lower("brand"),"is_active","image_rank" desc,"name","id");--> statement-breakpoint
CREATE INDEX "products_top_category_listing_idx" ON "products" USING btree (lower("top_category"),"is_active","image_rank" desc,"name","id");