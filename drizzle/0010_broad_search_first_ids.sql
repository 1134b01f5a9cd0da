ALTER TABLE "search_broad_cells" ADD COLUMN "first_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Cells stored before this migration have no first ids: count them again.
UPDATE "search_state" SET "broad_version" = 0;
