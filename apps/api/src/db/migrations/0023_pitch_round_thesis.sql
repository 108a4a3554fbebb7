ALTER TABLE "pitches" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "pitches" ADD COLUMN "instrument" text;--> statement-breakpoint
ALTER TABLE "pitches" ADD COLUMN "valuation_cap" bigint;--> statement-breakpoint
ALTER TABLE "pitches" ADD COLUMN "close_date" date;--> statement-breakpoint
ALTER TABLE "pitches" ADD COLUMN "country_id" uuid;--> statement-breakpoint
ALTER TABLE "pitches" ADD COLUMN "use_of_funds" text;--> statement-breakpoint
ALTER TABLE "pitches" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "thesis_stages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "thesis_country_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "thesis_instruments" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pitches_public_match" ON "pitches" USING btree ("created_at","id","owner_id","project_type_id","min_per_investor","stage","instrument","country_id") WHERE "pitches"."is_hidden" = false and "pitches"."draft" = false;--> statement-breakpoint
CREATE INDEX "pitches_public_stage" ON "pitches" USING btree ("stage","created_at") WHERE "pitches"."is_hidden" = false and "pitches"."draft" = false;--> statement-breakpoint
CREATE INDEX "pitches_public_country" ON "pitches" USING btree ("country_id","created_at") WHERE "pitches"."is_hidden" = false and "pitches"."draft" = false;--> statement-breakpoint
-- hand-written: the contract's lists (PITCH_STAGES, PITCH_INSTRUMENTS), so no other writer can store a value the readers cannot show
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_stage_check" CHECK ("stage" IN ('idea', 'pre_seed', 'seed', 'series_a', 'growth'));--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_instrument_check" CHECK ("instrument" IN ('equity', 'safe', 'convertible_note', 'revenue_share', 'other'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_thesis_stages_check" CHECK ("thesis_stages" <@ ARRAY['idea', 'pre_seed', 'seed', 'series_a', 'growth']::text[]);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_thesis_instruments_check" CHECK ("thesis_instruments" <@ ARRAY['equity', 'safe', 'convertible_note', 'revenue_share', 'other']::text[]);
