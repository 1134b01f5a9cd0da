CREATE SEQUENCE "public"."inquiry_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "kind" text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "product_category" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "project_size" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "timeline" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_reference_unique" UNIQUE("reference");