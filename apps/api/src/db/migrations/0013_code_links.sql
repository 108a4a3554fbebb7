ALTER TABLE "one_time_codes" ADD COLUMN "link_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_link" ON "one_time_codes" USING btree ("link_hash");