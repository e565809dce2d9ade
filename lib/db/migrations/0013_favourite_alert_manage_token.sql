ALTER TABLE "favourite_alerts" ADD COLUMN "manage_token" text;--> statement-breakpoint
ALTER TABLE "favourite_alerts" ADD CONSTRAINT "favourite_alerts_manage_token_unique" UNIQUE("manage_token");