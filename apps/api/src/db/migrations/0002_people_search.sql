CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_vector" ON "users" USING gin ("search_vector") WHERE "users"."is_profile_complete";--> statement-breakpoint
CREATE INDEX "users_search_full_name" ON "users" USING btree (lower("first_name" || ' ' || "last_name")) WHERE "users"."is_profile_complete";