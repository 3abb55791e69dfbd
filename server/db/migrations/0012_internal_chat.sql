CREATE TABLE "base_im_content" (
	"id" text PRIMARY KEY NOT NULL,
	"send_user_id" text NOT NULL,
	"receive_user_id" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL,
	"send_time" timestamp with time zone DEFAULT now() NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"read_time" timestamp with time zone,
	"send_deleted" integer DEFAULT 0 NOT NULL,
	"receive_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "base_im_content_unread" ON "base_im_content" USING btree ("receive_user_id","state","send_user_id");--> statement-breakpoint
CREATE INDEX "base_im_content_pair" ON "base_im_content" USING btree ("send_user_id","receive_user_id","send_time");--> statement-breakpoint
CREATE TABLE "base_im_reply" (
	"user_id" text NOT NULL,
	"other_user_id" text NOT NULL,
	"latest_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "base_im_reply_user_id_other_user_id_pk" PRIMARY KEY("user_id","other_user_id")
);
