CREATE TABLE "catalog_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ids" integer[],
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_configs" (
	"version" serial PRIMARY KEY NOT NULL,
	"files" jsonb NOT NULL,
	"checksum" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_changed_at_idx" ON "catalog_changes" USING btree ("changed_at");--> statement-breakpoint
-- Records which properties / projects a statement changed (TG_ARGV: kind, the ID column, the key columns).
-- An UPDATE that leaves a row as it was (an import of an unchanged record) records nothing for that row.
CREATE FUNCTION "record_catalog_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  DELETE FROM "catalog_changes" WHERE "changed_at" < now() - interval '1 day';
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO "catalog_changes" ("kind", "ids") VALUES (TG_ARGV[0], NULL);
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[1]) INTO changed;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[1]) INTO changed;
  ELSE
    EXECUTE format(
      'SELECT array_agg(DISTINCT coalesce(n.%I, o.%I)) FROM new_rows n FULL JOIN old_rows o USING (%s) WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o)',
      TG_ARGV[1], TG_ARGV[1], TG_ARGV[2]) INTO changed;
  END IF;
  IF changed IS NOT NULL THEN
    INSERT INTO "catalog_changes" ("kind", "ids") VALUES (TG_ARGV[0], changed);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_changes_insert" AFTER INSERT ON "properties" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('property', 'id', 'id, lang');
--> statement-breakpoint
CREATE TRIGGER "properties_changes_update" AFTER UPDATE ON "properties" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('property', 'id', 'id, lang');
--> statement-breakpoint
CREATE TRIGGER "properties_changes_delete" AFTER DELETE ON "properties" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('property', 'id', 'id, lang');
--> statement-breakpoint
CREATE TRIGGER "properties_changes_truncate" AFTER TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('property', 'id', 'id, lang');
--> statement-breakpoint
CREATE TRIGGER "projects_changes_insert" AFTER INSERT ON "projects" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('project', 'id', 'id, lang');
--> statement-breakpoint
CREATE TRIGGER "projects_changes_update" AFTER UPDATE ON "projects" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('project', 'id', 'id, lang');
--> statement-breakpoint
CREATE TRIGGER "projects_changes_delete" AFTER DELETE ON "projects" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('project', 'id', 'id, lang');
--> statement-breakpoint
CREATE TRIGGER "projects_changes_truncate" AFTER TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('project', 'id', 'id, lang');
--> statement-breakpoint
CREATE TRIGGER "project_units_changes_insert" AFTER INSERT ON "project_units" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('project', 'project_id', 'project_id, unit_id');
--> statement-breakpoint
CREATE TRIGGER "project_units_changes_update" AFTER UPDATE ON "project_units" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('project', 'project_id', 'project_id, unit_id');
--> statement-breakpoint
CREATE TRIGGER "project_units_changes_delete" AFTER DELETE ON "project_units" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('project', 'project_id', 'project_id, unit_id');
--> statement-breakpoint
CREATE TRIGGER "project_units_changes_truncate" AFTER TRUNCATE ON "project_units" FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('project', 'project_id', 'project_id, unit_id');
--> statement-breakpoint
CREATE TRIGGER "web_types_changes_insert" AFTER INSERT ON "web_types" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('web_type', 'web_id', 'web_id, lang');
--> statement-breakpoint
CREATE TRIGGER "web_types_changes_update" AFTER UPDATE ON "web_types" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('web_type', 'web_id', 'web_id, lang');
--> statement-breakpoint
CREATE TRIGGER "web_types_changes_delete" AFTER DELETE ON "web_types" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('web_type', 'web_id', 'web_id, lang');
--> statement-breakpoint
CREATE TRIGGER "web_types_changes_truncate" AFTER TRUNCATE ON "web_types" FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('web_type', 'web_id', 'web_id, lang');
