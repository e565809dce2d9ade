CREATE TABLE "crm_sync_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"trigger" text DEFAULT 'cli' NOT NULL,
	"change_since" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "crm_sync_runs_status_idx" ON "crm_sync_runs" USING btree ("status","started_at");