CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name", "version") VALUES ('catalog', 1);
--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1, "changed_at" = now() WHERE "name" = 'catalog';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "projects_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "project_units_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "project_units" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "web_types_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "web_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
