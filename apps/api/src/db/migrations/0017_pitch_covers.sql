ALTER TABLE "pitches" ADD COLUMN "cover_card" text;--> statement-breakpoint
ALTER TABLE "pitches" ADD COLUMN "cover_page" text;