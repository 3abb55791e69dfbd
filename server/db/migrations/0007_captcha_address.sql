ALTER TABLE "base_captcha" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "base_captcha_ip" ON "base_captcha" USING btree ("ip");