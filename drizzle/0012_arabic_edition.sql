ALTER TABLE "brands" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "features_ar" text[];--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "specifications_ar" text;