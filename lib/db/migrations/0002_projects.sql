CREATE TABLE "project_units" (
	"project_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"building" text DEFAULT 'A' NOT NULL,
	"floor" integer DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"web_id" integer NOT NULL,
	"bedrooms" integer,
	"surface_living" numeric,
	"surface_terrace" numeric,
	"price" numeric(12, 2),
	"publish_price" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	CONSTRAINT "project_units_project_id_unit_id_pk" PRIMARY KEY("project_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"public_address" boolean DEFAULT true NOT NULL,
	"street" text,
	"house_number" text,
	"box_nr" text,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country_id" integer NOT NULL,
	"country_name" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"picture" text,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'selling' NOT NULL,
	"delivery_date" date,
	"manager_name" text,
	"manager_phone" text,
	"manager_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_id_lang_pk" PRIMARY KEY("id","lang")
);
--> statement-breakpoint
CREATE INDEX "projects_listing_idx" ON "projects" USING btree ("lang","status","created_at");