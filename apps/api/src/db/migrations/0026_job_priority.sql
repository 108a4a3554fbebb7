DROP INDEX "jobs_pending_run_at";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_pending_claim" ON "jobs" USING btree ("priority","run_at","id") WHERE done_at is null and failed_at is null;--> statement-breakpoint
-- Follow news and saved-search matching are bulk work (priority 1): they queue behind nothing a person
-- waits on. The two functions below are 0024's with the priority added.
CREATE OR REPLACE FUNCTION follows_enqueue_job(job_kind text, job_key text, job_payload jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (kind, key, payload, priority) VALUES (job_kind, job_key, job_payload, 1)
  ON CONFLICT (key) DO NOTHING;
  PERFORM pg_notify('jobs', job_kind);
END $$;
--> statement-breakpoint
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
    INSERT INTO jobs (kind, key, payload, due_at, run_at, priority)
    VALUES ('pitch_news', 'pitch-news:closing:' || NEW.id || ':' || NEW.close_date,
      jsonb_build_object('pitch_id', NEW.id, 'what', 'closing', 'id', NEW.close_date::text),
      greatest(now(), NEW.close_date - interval '14 days'), greatest(now(), NEW.close_date - interval '14 days'), 1)
    ON CONFLICT (key) DO NOTHING;
    PERFORM pg_notify('jobs', 'pitch_news');
  END IF;
  RETURN NULL;
END $$;
