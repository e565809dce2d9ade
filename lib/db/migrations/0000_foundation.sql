CREATE TABLE "article_translations" (
	"article_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "article_translations_article_id_lang_pk" PRIMARY KEY("article_id","lang")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer,
	"slug" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"image" text,
	"published_at" date NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"web_id" integer
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer NOT NULL,
	"lang" text NOT NULL,
	"web_id" integer NOT NULL,
	"web_ids" text DEFAULT '' NOT NULL,
	"reference" text NOT NULL,
	"unique_code" text NOT NULL,
	"type_description" text NOT NULL,
	"goal" integer NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"manager_name" text,
	"manager_phone" text,
	"manager_email" text,
	"price" numeric(12, 2),
	"publish_price" boolean DEFAULT true NOT NULL,
	"price_unit" integer DEFAULT 0 NOT NULL,
	"price_unit_text" text,
	"marquee" integer DEFAULT 0 NOT NULL,
	"marquee_name" text,
	"publish_address" boolean DEFAULT true NOT NULL,
	"street" text,
	"house_number" text,
	"box_nr" text,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country_id" integer NOT NULL,
	"country_name" text NOT NULL,
	"energy_performance" numeric(8, 1),
	"epc_label_text" text,
	"co2_emission" numeric(8, 1),
	"epc_valid_until" date,
	"small_picture_url" text,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"bedrooms" integer,
	"bathrooms" integer,
	"garages" integer,
	"parkings" integer,
	"surface_total" numeric,
	"surface_living" numeric,
	"surface_ground" numeric,
	"surface_garden" numeric,
	"surface_terrace" numeric,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_id_lang_pk" PRIMARY KEY("id","lang")
);
--> statement-breakpoint
CREATE TABLE "web_types" (
	"web_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "web_types_web_id_lang_pk" PRIMARY KEY("web_id","lang")
);
--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "properties_listing_idx" ON "properties" USING btree ("lang","goal","status","created_at");--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("lang","zip");--> statement-breakpoint
CREATE INDEX "properties_type_idx" ON "properties" USING btree ("lang","web_id");