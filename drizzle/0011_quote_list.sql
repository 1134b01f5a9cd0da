CREATE TABLE "inquiry_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"serial_number" text,
	"quantity" integer NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"quotation_id" uuid NOT NULL,
	"inquiry_line_id" uuid NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"line_total" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"currency" text DEFAULT 'QAR' NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"valid_until" date NOT NULL,
	"terms" text NOT NULL,
	"created_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"decline_reason" text
);
--> statement-breakpoint
CREATE TABLE "quote_list_lines" (
	"list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"note" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quote_lists_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "po_reference" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "needed_by" date;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "delivery_city" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "first_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiry_attachments" ADD CONSTRAINT "inquiry_attachments_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD CONSTRAINT "inquiry_lines_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD CONSTRAINT "inquiry_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_inquiry_line_id_inquiry_lines_id_fk" FOREIGN KEY ("inquiry_line_id") REFERENCES "public"."inquiry_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_list_lines" ADD CONSTRAINT "quote_list_lines_list_id_quote_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."quote_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_list_lines" ADD CONSTRAINT "quote_list_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_attachments_inquiry_idx" ON "inquiry_attachments" USING btree ("inquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_lines_position_idx" ON "inquiry_lines" USING btree ("inquiry_id","position");--> statement-breakpoint
CREATE INDEX "inquiry_lines_product_idx" ON "inquiry_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_lines_line_idx" ON "quotation_lines" USING btree ("quotation_id","inquiry_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_inquiry_version_idx" ON "quotations" USING btree ("inquiry_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_list_lines_list_product_idx" ON "quote_list_lines" USING btree ("list_id","product_id");--> statement-breakpoint
CREATE INDEX "quote_lists_expires_at_idx" ON "quote_lists" USING btree ("expires_at");--> statement-breakpoint
-- Requests answered before this migration: their first answer is their first move to "answered" in the history.
UPDATE "inquiries" SET "first_answered_at" = (
	SELECT min("created_at") FROM "inquiry_events"
	WHERE "inquiry_events"."inquiry_id" = "inquiries"."id" AND "inquiry_events"."kind" = 'status' AND "inquiry_events"."to_status" = 'answered'
);
