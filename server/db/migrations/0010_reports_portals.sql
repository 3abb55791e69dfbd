CREATE TABLE "base_data_report" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"definition" jsonb NOT NULL,
	"released_definition" jsonb,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_portal" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"definition" jsonb NOT NULL,
	"released_definition" jsonb,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "base_data_report_code_uq" ON "base_data_report" USING btree ("en_code");--> statement-breakpoint
CREATE UNIQUE INDEX "base_portal_code_uq" ON "base_portal" USING btree ("en_code");
