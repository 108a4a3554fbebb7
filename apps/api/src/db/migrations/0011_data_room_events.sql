CREATE TABLE "pitch_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pitch_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pitch_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"viewer_id" uuid,
	"viewer_key" text NOT NULL,
	"tab" smallint,
	"document_id" uuid,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pitch_documents" ADD COLUMN "locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pitch_events" ADD CONSTRAINT "pitch_events_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_events" ADD CONSTRAINT "pitch_events_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pitch_events_pitch_time" ON "pitch_events" USING btree ("pitch_id","first_at");--> statement-breakpoint
CREATE INDEX "pitch_events_dedup" ON "pitch_events" USING btree ("pitch_id","viewer_key","kind","last_at");