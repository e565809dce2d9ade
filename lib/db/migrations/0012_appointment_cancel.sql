DROP INDEX "appointments_slot_idx";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_slot_idx" ON "appointments" USING btree ("property_id","day","slot") WHERE "appointments"."status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_token_unique" UNIQUE("token");