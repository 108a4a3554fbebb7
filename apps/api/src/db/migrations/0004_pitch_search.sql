CREATE TABLE "pitch_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pitches" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "pitch_search_words_trgm" ON "pitch_search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "pitches_public_min" ON "pitches" USING btree ("min_per_investor") WHERE "pitches"."is_hidden" = false and "pitches"."draft" = false;--> statement-breakpoint
CREATE INDEX "pitches_public_type_target" ON "pitches" USING btree ("project_type_id","target") WHERE "pitches"."is_hidden" = false and "pitches"."draft" = false;--> statement-breakpoint
CREATE INDEX "pitches_public_target" ON "pitches" USING btree ("target") WHERE "pitches"."is_hidden" = false and "pitches"."draft" = false;--> statement-breakpoint
CREATE INDEX "pitches_search_vector" ON "pitches" USING gin ("search_vector") WITH (fastupdate=false) WHERE "pitches"."is_hidden" = false and "pitches"."draft" = false;--> statement-breakpoint
CREATE INDEX "users_investor_min" ON "users" USING btree ("investment_min") WHERE "users"."user_type" = 'investor' and "users"."is_profile_complete";--> statement-breakpoint
CREATE INDEX "users_investor_max" ON "users" USING btree ("investment_max") WHERE "users"."user_type" = 'investor' and "users"."is_profile_complete";