CREATE TABLE "base_bill_counter" (
	"rule_id" text PRIMARY KEY NOT NULL,
	"last_number" bigint NOT NULL,
	"date_part" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lc_record" (
	"id" text PRIMARY KEY NOT NULL,
	"screen" text NOT NULL,
	"parent_id" text DEFAULT '' NOT NULL,
	"scope_id" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lc_record_screen_scope_parent" ON "lc_record" USING btree ("screen","scope_id","parent_id");