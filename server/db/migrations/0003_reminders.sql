CREATE TABLE "eam_reminder_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "eam_reminder_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"organize_id" text NOT NULL,
	"reminder_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eam_reminder" (
	"organize_id" text PRIMARY KEY NOT NULL,
	"description0" text DEFAULT '' NOT NULL,
	"description1" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "eam_reminder_log_user" ON "eam_reminder_log" USING btree ("user_id","reminder_index");