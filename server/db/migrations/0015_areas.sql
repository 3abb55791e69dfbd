CREATE TABLE "base_area" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "base_area_parent" ON "base_area" USING btree ("parent_id","sort_code");
--> statement-breakpoint
CREATE UNIQUE INDEX "base_area_code_uq" ON "base_area" USING btree (lower("en_code"));
--> statement-breakpoint
CREATE TABLE "base_seed_step" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
