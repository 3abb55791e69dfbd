CREATE TABLE "base_organize_administrator" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"organize_id" text NOT NULL,
	"this_layer_select" integer DEFAULT 1 NOT NULL,
	"this_layer_add" integer DEFAULT 0 NOT NULL,
	"this_layer_edit" integer DEFAULT 0 NOT NULL,
	"this_layer_delete" integer DEFAULT 0 NOT NULL,
	"sub_layer_select" integer DEFAULT 1 NOT NULL,
	"sub_layer_add" integer DEFAULT 0 NOT NULL,
	"sub_layer_edit" integer DEFAULT 0 NOT NULL,
	"sub_layer_delete" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "base_organize_administrator_user_org_uq" ON "base_organize_administrator" USING btree ("user_id","organize_id");
