ALTER TABLE "owners" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_entries" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_entries_external_idx" ON "portal_entries" USING btree ("external_id");