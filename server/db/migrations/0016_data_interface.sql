CREATE TABLE "base_data_interface_log" (
	"id" text PRIMARY KEY NOT NULL,
	"interface_id" text NOT NULL,
	"interface_name" text DEFAULT '' NOT NULL,
	"data_type" integer NOT NULL,
	"caller" text DEFAULT '' NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"success" integer NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "base_data_interface_log_interface" ON "base_data_interface_log" USING btree ("interface_id","created_at");
