CREATE TABLE "base_grant_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "base_grant_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "klx_bump_grant_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "base_grant_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "base_user_grant_version" AFTER INSERT OR DELETE ON "base_user" FOR EACH ROW EXECUTE FUNCTION "klx_bump_grant_version"();
--> statement-breakpoint
CREATE TRIGGER "base_user_grant_version_update" AFTER UPDATE ON "base_user" FOR EACH ROW
	WHEN (OLD."is_administrator" IS DISTINCT FROM NEW."is_administrator" OR OLD."organize_id" IS DISTINCT FROM NEW."organize_id" OR OLD."id" IS DISTINCT FROM NEW."id")
	EXECUTE FUNCTION "klx_bump_grant_version"();
--> statement-breakpoint
CREATE TRIGGER "base_user_relation_grant_version" AFTER INSERT OR UPDATE OR DELETE ON "base_user_relation" FOR EACH ROW EXECUTE FUNCTION "klx_bump_grant_version"();
--> statement-breakpoint
CREATE TRIGGER "base_role_grant_version" AFTER INSERT OR UPDATE OR DELETE ON "base_role" FOR EACH ROW EXECUTE FUNCTION "klx_bump_grant_version"();
--> statement-breakpoint
CREATE TRIGGER "base_authorize_grant_version" AFTER INSERT OR UPDATE OR DELETE ON "base_authorize" FOR EACH ROW EXECUTE FUNCTION "klx_bump_grant_version"();
--> statement-breakpoint
CREATE TRIGGER "base_module_grant_version" AFTER INSERT OR UPDATE OR DELETE ON "base_module" FOR EACH ROW EXECUTE FUNCTION "klx_bump_grant_version"();
--> statement-breakpoint
CREATE TRIGGER "base_module_permission_grant_version" AFTER INSERT OR UPDATE OR DELETE ON "base_module_permission" FOR EACH ROW EXECUTE FUNCTION "klx_bump_grant_version"();
--> statement-breakpoint
CREATE TRIGGER "base_system_grant_version" AFTER INSERT OR UPDATE OR DELETE ON "base_system" FOR EACH ROW EXECUTE FUNCTION "klx_bump_grant_version"();
--> statement-breakpoint
CREATE TRIGGER "base_organize_grant_version" AFTER INSERT OR UPDATE OR DELETE ON "base_organize" FOR EACH ROW EXECUTE FUNCTION "klx_bump_grant_version"();
--> statement-breakpoint
CREATE TRIGGER "base_position_grant_version" AFTER INSERT OR UPDATE OR DELETE ON "base_position" FOR EACH ROW EXECUTE FUNCTION "klx_bump_grant_version"();
--> statement-breakpoint
CREATE TRIGGER "base_group_grant_version" AFTER INSERT OR UPDATE OR DELETE ON "base_group" FOR EACH ROW EXECUTE FUNCTION "klx_bump_grant_version"();
--> statement-breakpoint
CREATE TRIGGER "grant_version_truncate" AFTER TRUNCATE ON "base_authorize" FOR EACH STATEMENT EXECUTE FUNCTION "klx_bump_grant_version"();
--> statement-breakpoint
CREATE TRIGGER "grant_version_truncate" AFTER TRUNCATE ON "base_user_relation" FOR EACH STATEMENT EXECUTE FUNCTION "klx_bump_grant_version"();
