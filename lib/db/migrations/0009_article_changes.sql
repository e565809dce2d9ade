-- Articles and their categories change what many pages show (configured pages, their modules, article pages):
-- a write bumps the catalogue's version and logs an 'article' change (migration 0005's functions), and each
-- instance's poller then revalidates every page (server/live-updates.ts).
CREATE TRIGGER "articles_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "articles_changes_insert" AFTER INSERT ON "articles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('article', 'id', 'id');
--> statement-breakpoint
CREATE TRIGGER "articles_changes_update" AFTER UPDATE ON "articles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('article', 'id', 'id');
--> statement-breakpoint
CREATE TRIGGER "articles_changes_delete" AFTER DELETE ON "articles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('article', 'id', 'id');
--> statement-breakpoint
CREATE TRIGGER "articles_changes_truncate" AFTER TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('article', 'id', 'id');
--> statement-breakpoint
CREATE TRIGGER "article_translations_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "article_translations_changes_insert" AFTER INSERT ON "article_translations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('article', 'article_id', 'article_id, lang');
--> statement-breakpoint
CREATE TRIGGER "article_translations_changes_update" AFTER UPDATE ON "article_translations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('article', 'article_id', 'article_id, lang');
--> statement-breakpoint
CREATE TRIGGER "article_translations_changes_delete" AFTER DELETE ON "article_translations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('article', 'article_id', 'article_id, lang');
--> statement-breakpoint
CREATE TRIGGER "article_translations_changes_truncate" AFTER TRUNCATE ON "article_translations" FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('article', 'article_id', 'article_id, lang');
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_changes_insert" AFTER INSERT ON "categories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('article', 'id', 'id');
--> statement-breakpoint
CREATE TRIGGER "categories_changes_update" AFTER UPDATE ON "categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('article', 'id', 'id');
--> statement-breakpoint
CREATE TRIGGER "categories_changes_delete" AFTER DELETE ON "categories" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('article', 'id', 'id');
--> statement-breakpoint
CREATE TRIGGER "categories_changes_truncate" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "record_catalog_change"('article', 'id', 'id');
