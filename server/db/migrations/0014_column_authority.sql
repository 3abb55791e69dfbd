CREATE TABLE "base_columns_purview" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"field_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_modify_user_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "base_columns_purview_module_uq" ON "base_columns_purview" USING btree ("module_id");
