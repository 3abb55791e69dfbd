CREATE TABLE "base_bill_reservation" (
	"user_id" text NOT NULL,
	"rule_id" text NOT NULL,
	"number" text NOT NULL,
	"date_part" text DEFAULT '' NOT NULL,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "base_bill_reservation_user_id_rule_id_pk" PRIMARY KEY("user_id","rule_id")
);
