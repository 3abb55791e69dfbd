CREATE TABLE "base_message_receive" (
	"message_id" text NOT NULL,
	"user_id" text NOT NULL,
	"is_read" integer DEFAULT 0 NOT NULL,
	"read_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "base_message_receive_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "base_message" (
	"id" text PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"files" text DEFAULT '[]' NOT NULL,
	"flow_type" integer DEFAULT 1 NOT NULL,
	"to_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled_mark" integer DEFAULT 0 NOT NULL,
	"release_user_id" text DEFAULT '' NOT NULL,
	"release_time" timestamp with time zone,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_schedule" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"type" text DEFAULT '1' NOT NULL,
	"urgent" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"start_day" timestamp with time zone NOT NULL,
	"end_day" timestamp with time zone NOT NULL,
	"creator_user_id" text NOT NULL,
	"to_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"repetition" text DEFAULT '1' NOT NULL,
	"repeat_time" timestamp with time zone,
	"reminder_time" integer DEFAULT -1 NOT NULL,
	"remind_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "base_message_receive_message" ON "base_message_receive" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "base_message_type" ON "base_message" USING btree ("type","enabled_mark");--> statement-breakpoint
CREATE INDEX "base_schedule_group" ON "base_schedule" USING btree ("group_id","start_day");--> statement-breakpoint
CREATE INDEX "base_schedule_remind" ON "base_schedule" USING btree ("remind_at");