ALTER TABLE "pitches" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pitches" ADD COLUMN "unpublished_reason" text;--> statement-breakpoint
ALTER TABLE "pitches" ADD COLUMN "featured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
CREATE INDEX "pitches_featured" ON "pitches" USING btree ("featured_at") WHERE "pitches"."featured_at" is not null;--> statement-breakpoint
CREATE INDEX "users_suspended" ON "users" USING btree ("id") WHERE "users"."suspended_at" is not null;