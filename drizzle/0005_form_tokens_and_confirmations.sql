CREATE TABLE "used_form_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "recipient_key" text;--> statement-breakpoint
CREATE INDEX "used_form_tokens_expires_at_idx" ON "used_form_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_outbox_recipient_key_idx" ON "email_outbox" USING btree ("recipient_key","created_at") WHERE "email_outbox"."recipient_key" is not null;