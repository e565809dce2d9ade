CREATE TABLE "favourite_alert_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"old_price" numeric(12, 2),
	"new_price" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favourite_alert_properties" (
	"alert_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"price" numeric(12, 2),
	"publish_price" boolean DEFAULT false NOT NULL,
	"state" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"price_unit_text" text,
	CONSTRAINT "favourite_alert_properties_alert_id_property_id_pk" PRIMARY KEY("alert_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "favourite_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"token" text NOT NULL,
	"lang" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"last_mailed_at" timestamp with time zone,
	CONSTRAINT "favourite_alerts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE INDEX "favourite_alert_changes_alert_idx" ON "favourite_alert_changes" USING btree ("alert_id","mailed_at");--> statement-breakpoint
CREATE INDEX "favourite_alert_properties_property_idx" ON "favourite_alert_properties" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "favourite_alerts_status_idx" ON "favourite_alerts" USING btree ("status");