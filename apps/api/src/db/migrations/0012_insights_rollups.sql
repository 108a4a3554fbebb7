CREATE TABLE "pitch_event_days" (
	"pitch_id" uuid NOT NULL,
	"day" date NOT NULL,
	"slot" text NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"duration_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "pitch_event_days_pitch_id_day_slot_pk" PRIMARY KEY("pitch_id","day","slot")
);
--> statement-breakpoint
CREATE TABLE "pitch_viewers" (
	"pitch_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"viewer_id" uuid,
	"viewed_at" timestamp with time zone,
	"engaged_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"requested_at" timestamp with time zone,
	CONSTRAINT "pitch_viewers_pitch_id_viewer_key_pk" PRIMARY KEY("pitch_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "pitch_event_days" ADD CONSTRAINT "pitch_event_days_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_viewers" ADD CONSTRAINT "pitch_viewers_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_viewers" ADD CONSTRAINT "pitch_viewers_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pitch_viewers_named" ON "pitch_viewers" USING btree ("pitch_id","last_seen_at");