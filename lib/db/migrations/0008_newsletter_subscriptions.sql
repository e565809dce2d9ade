CREATE TABLE "newsletter_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"token" text NOT NULL,
	"lang" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_email_idx" ON "newsletter_subscriptions" USING btree ("email","status");