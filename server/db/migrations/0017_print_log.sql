CREATE TABLE "base_print_log" (
	"id" text PRIMARY KEY NOT NULL,
	"print_id" text NOT NULL,
	"print_title" text NOT NULL,
	"print_num" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "base_print_log_template" ON "base_print_log" USING btree ("print_id","created_at");
