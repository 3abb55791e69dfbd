CREATE TABLE "base_authorize" (
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	CONSTRAINT "base_authorize_object_id_item_type_item_id_object_type_pk" PRIMARY KEY("object_id","item_type","item_id","object_type")
);
--> statement-breakpoint
CREATE TABLE "base_captcha" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_login_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "base_login_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"user_id" text,
	"success" boolean NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_module_permission" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"kind" text NOT NULL,
	"full_name" text NOT NULL,
	"full_name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"en_code" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_module" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text NOT NULL,
	"system_id" text NOT NULL,
	"full_name" text NOT NULL,
	"full_name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"en_code" text NOT NULL,
	"type" integer NOT NULL,
	"url_address" text DEFAULT '' NOT NULL,
	"link_target" text DEFAULT '_self' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"property_json" text DEFAULT '{}' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_organize" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text NOT NULL,
	"category" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_position" (
	"id" text PRIMARY KEY NOT NULL,
	"organize_id" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_role" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "base_role_en_code_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "base_session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_sys_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_system" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"full_name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"en_code" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	CONSTRAINT "base_system_en_code_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "base_user_relation" (
	"user_id" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	CONSTRAINT "base_user_relation_user_id_object_type_object_id_pk" PRIMARY KEY("user_id","object_type","object_id")
);
--> statement-breakpoint
CREATE TABLE "base_user" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"real_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"organize_id" text DEFAULT '' NOT NULL,
	"head_icon" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"mobile_phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"is_administrator" boolean DEFAULT false NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"is_active" integer DEFAULT 1 NOT NULL,
	"lock_mark" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"first_login_up_date" integer DEFAULT 0 NOT NULL,
	"change_password_date" timestamp with time zone,
	"prev_login_time" timestamp with time zone,
	"prev_login_ip" text DEFAULT '' NOT NULL,
	"last_login_time" timestamp with time zone,
	"last_login_ip" text DEFAULT '' NOT NULL,
	"theme" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"current_system_id" text DEFAULT '' NOT NULL,
	"portal_id" text DEFAULT '' NOT NULL,
	"sign_img" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "base_login_log_ip_time" ON "base_login_log" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "base_module_permission_uq" ON "base_module_permission" USING btree ("module_id","kind","en_code");--> statement-breakpoint
CREATE UNIQUE INDEX "base_module_system_code_uq" ON "base_module" USING btree ("system_id","en_code");--> statement-breakpoint
CREATE INDEX "base_session_user" ON "base_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "base_user_relation_object" ON "base_user_relation" USING btree ("object_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_user_account_uq" ON "base_user" USING btree ("account");