ALTER TABLE "base_user" ADD COLUMN "manager_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_user" ADD COLUMN "nation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_user" ADD COLUMN "native_place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_user" ADD COLUMN "entry_date" bigint;--> statement-breakpoint
ALTER TABLE "base_user" ADD COLUMN "certificates_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_user" ADD COLUMN "certificates_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_user" ADD COLUMN "education" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_user" ADD COLUMN "birthday" bigint;--> statement-breakpoint
ALTER TABLE "base_user" ADD COLUMN "tele_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_user" ADD COLUMN "landline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_user" ADD COLUMN "urgent_contacts" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_user" ADD COLUMN "urgent_tele_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_user" ADD COLUMN "postal_address" text DEFAULT '' NOT NULL;