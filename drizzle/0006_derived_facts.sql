-- Derived facts become plain columns written by server/catalogue/derived-facts.ts. Existing rows get derived_version 0
-- (the defaults below are dropped at once): start-up recomputes every row of an older version before serving.
ALTER TABLE "products" ALTER COLUMN "top_category" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "top_category" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "image_rank" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "image_rank" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "path_subcategory" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listed_subcategory" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "solutions_image_rank" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "solutions_image_rank" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "solution_category" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fits_commercial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "fits_commercial" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fits_healthcare" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "fits_healthcare" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fits_hospitality" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "fits_hospitality" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vacuum_solution" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "vacuum_solution" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "automation_solution" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "automation_solution" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "floor_care_solution" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "floor_care_solution" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "chemical_solution" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "chemical_solution" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "derived_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "derived_version" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "products_solutions_listing_idx" ON "products" USING btree ("is_active","solutions_image_rank" desc,"name","id");--> statement-breakpoint
CREATE INDEX "products_solution_category_listing_idx" ON "products" USING btree ("solution_category","is_active","image_rank" desc,"name","id");--> statement-breakpoint
CREATE INDEX "products_fits_commercial_listing_idx" ON "products" USING btree ("image_rank" desc,"name","id") WHERE "products"."is_active" and "products"."fits_commercial";--> statement-breakpoint
CREATE INDEX "products_fits_healthcare_listing_idx" ON "products" USING btree ("image_rank" desc,"name","id") WHERE "products"."is_active" and "products"."fits_healthcare";--> statement-breakpoint
CREATE INDEX "products_fits_hospitality_listing_idx" ON "products" USING btree ("image_rank" desc,"name","id") WHERE "products"."is_active" and "products"."fits_hospitality";--> statement-breakpoint
CREATE INDEX "products_vacuum_solution_listing_idx" ON "products" USING btree ("image_rank" desc,"name","id") WHERE "products"."is_active" and "products"."vacuum_solution";--> statement-breakpoint
CREATE INDEX "products_automation_solution_listing_idx" ON "products" USING btree ("image_rank" desc,"name","id") WHERE "products"."is_active" and "products"."automation_solution";--> statement-breakpoint
CREATE INDEX "products_floor_care_solution_listing_idx" ON "products" USING btree ("image_rank" desc,"name","id") WHERE "products"."is_active" and "products"."floor_care_solution";--> statement-breakpoint
CREATE INDEX "products_chemical_solution_listing_idx" ON "products" USING btree ("image_rank" desc,"name","id") WHERE "products"."is_active" and "products"."chemical_solution";