CREATE TABLE "base_data_scheme" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"all_data" boolean DEFAULT false NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_group" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_role_organize" (
	"role_id" text NOT NULL,
	"organize_id" text NOT NULL,
	CONSTRAINT "base_role_organize_role_id_organize_id_pk" PRIMARY KEY("role_id","organize_id")
);
--> statement-breakpoint
ALTER TABLE "base_role" ADD COLUMN "global_mark" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "base_data_scheme_module_code_uq" ON "base_data_scheme" USING btree ("module_id","en_code");--> statement-breakpoint
CREATE INDEX "base_role_organize_org" ON "base_role_organize" USING btree ("organize_id");