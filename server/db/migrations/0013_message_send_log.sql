CREATE TABLE "base_message_send_log" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" integer NOT NULL,
	"source" integer DEFAULT 0 NOT NULL,
	"template_id" text DEFAULT '' NOT NULL,
	"template_name" text DEFAULT '' NOT NULL,
	"recipient_id" text DEFAULT '' NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"recipient_address" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" integer NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "base_message_send_log_time" ON "base_message_send_log" USING btree ("created_at");
