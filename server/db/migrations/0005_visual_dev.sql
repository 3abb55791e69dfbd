CREATE TABLE "base_visual_dev" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"web_type" integer DEFAULT 2 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"form_data" jsonb NOT NULL,
	"column_data" jsonb NOT NULL,
	"released_form_data" jsonb,
	"released_column_data" jsonb,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "base_visual_dev_code_uq" ON "base_visual_dev" USING btree ("en_code");