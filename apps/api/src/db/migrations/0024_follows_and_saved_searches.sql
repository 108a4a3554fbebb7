CREATE TABLE "alert_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"delivery" text NOT NULL,
	"digested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_items_user_key" UNIQUE("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "alert_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"delivery" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pitch_follows" (
	"investor_id" uuid NOT NULL,
	"pitch_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pitch_follows_investor_id_pitch_id_pk" PRIMARY KEY("investor_id","pitch_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_hits" (
	"saved_search_id" uuid NOT NULL,
	"pitch_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_hits_saved_search_id_pitch_id_pk" PRIMARY KEY("saved_search_id","pitch_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"alert" text NOT NULL,
	"type_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"search_tsq" text,
	"min_amount" bigint,
	"max_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_owner_name" UNIQUE("owner_id","name"),
	CONSTRAINT "saved_searches_alert" CHECK ("saved_searches"."alert" in ('immediate', 'daily', 'off'))
);
--> statement-breakpoint
ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_follows" ADD CONSTRAINT "pitch_follows_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_follows" ADD CONSTRAINT "pitch_follows_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_items_digest" ON "alert_items" USING btree ("user_id","created_at") WHERE "alert_items"."delivery" = 'daily' and "alert_items"."digested_at" is null;--> statement-breakpoint
CREATE INDEX "pitch_follows_pitch" ON "pitch_follows" USING btree ("pitch_id");--> statement-breakpoint
CREATE INDEX "saved_searches_owner" ON "saved_searches" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_alerting" ON "saved_searches" USING btree ("id") WHERE "saved_searches"."alert" <> 'off';--> statement-breakpoint
-- Follow notices and saved-search alerts are jobs (convention 18) enqueued in the transaction of the change
-- that causes them, whichever module or path makes it: the wizard, the data room, an admin, the seed. The
-- jobs decide at run time whether the pitch may still be seen (modules/pitches' one visibility rule) and who
-- is told; the triggers only notice the change. News is enqueued only when the pitch has followers, so bulk
-- loads of unfollowed pitches add no work.
CREATE OR REPLACE FUNCTION follows_enqueue_job(job_kind text, job_key text, job_payload jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (kind, key, payload) VALUES (job_kind, job_key, job_payload) ON CONFLICT (key) DO NOTHING;
  PERFORM pg_notify('jobs', job_kind);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION follows_milestone_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM pitch_follows WHERE pitch_id = NEW.pitch_id) THEN
    PERFORM follows_enqueue_job('pitch_news', 'pitch-news:milestone:' || NEW.id,
      jsonb_build_object('pitch_id', NEW.pitch_id, 'what', 'milestone', 'id', NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pitch_milestones_follow_news AFTER INSERT ON pitch_milestones
FOR EACH ROW EXECUTE FUNCTION follows_milestone_added();
--> statement-breakpoint
-- a public document: added open, or opened from the data room (locked -> unlocked)
CREATE OR REPLACE FUNCTION follows_document_public() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW.locked AND (TG_OP = 'INSERT' OR OLD.locked)
     AND EXISTS (SELECT 1 FROM pitch_follows WHERE pitch_id = NEW.pitch_id) THEN
    PERFORM follows_enqueue_job('pitch_news', 'pitch-news:document:' || NEW.id,
      jsonb_build_object('pitch_id', NEW.pitch_id, 'what', 'document', 'id', NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pitch_documents_follow_news AFTER INSERT OR UPDATE OF locked ON pitch_documents
FOR EACH ROW EXECUTE FUNCTION follows_document_public();
--> statement-breakpoint
-- published (draft -> finished) or unhidden: the job matches the saved searches; the key carries the
-- transaction's time, so each change is one job, and saved_search_hits keeps each search told once.
CREATE OR REPLACE FUNCTION follows_pitch_visibility() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.is_hidden OR OLD.draft) AND NOT (NEW.is_hidden OR NEW.draft) THEN
    PERFORM follows_enqueue_job('pitch_visible',
      'pitch-visible:' || NEW.id || ':' || extract(epoch from now())::text,
      jsonb_build_object('pitch_id', NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pitches_saved_search_alerts AFTER UPDATE OF is_hidden, draft ON pitches
FOR EACH ROW EXECUTE FUNCTION follows_pitch_visibility();
--> statement-breakpoint
-- The round's news for followers (issue 22): funding raised went up, the round changed (stage, instrument,
-- valuation cap, close date), and the close date comes within 14 days: that notice is a job due then, one
-- per close date (a moved date is a new key; the job checks the date is still the pitch's when it runs).
CREATE OR REPLACE FUNCTION follows_round_news() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at text := extract(epoch from now())::text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pitch_follows WHERE pitch_id = NEW.id) THEN
    RETURN NULL;
  END IF;
  IF NEW.funding_raised > OLD.funding_raised THEN
    PERFORM follows_enqueue_job('pitch_news', 'pitch-news:funding:' || NEW.id || ':' || at,
      jsonb_build_object('pitch_id', NEW.id, 'what', 'funding', 'id', NEW.funding_raised::text));
  END IF;
  IF (NEW.stage, NEW.instrument, NEW.valuation_cap, NEW.close_date)
     IS DISTINCT FROM (OLD.stage, OLD.instrument, OLD.valuation_cap, OLD.close_date) THEN
    PERFORM follows_enqueue_job('pitch_news', 'pitch-news:round:' || NEW.id || ':' || at,
      jsonb_build_object('pitch_id', NEW.id, 'what', 'round', 'id', at));
  END IF;
  IF NEW.close_date IS NOT NULL AND NEW.close_date IS DISTINCT FROM OLD.close_date
     AND NEW.close_date >= current_date THEN
    INSERT INTO jobs (kind, key, payload, due_at, run_at)
    VALUES ('pitch_news', 'pitch-news:closing:' || NEW.id || ':' || NEW.close_date,
      jsonb_build_object('pitch_id', NEW.id, 'what', 'closing', 'id', NEW.close_date::text),
      greatest(now(), NEW.close_date - interval '14 days'), greatest(now(), NEW.close_date - interval '14 days'))
    ON CONFLICT (key) DO NOTHING;
    PERFORM pg_notify('jobs', 'pitch_news');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pitches_follow_round_news AFTER UPDATE OF funding_raised, stage, instrument, valuation_cap, close_date
ON pitches FOR EACH ROW EXECUTE FUNCTION follows_round_news();
