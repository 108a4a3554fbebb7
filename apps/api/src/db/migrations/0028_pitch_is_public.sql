-- "May everyone see this pitch" has one definition, here (ARCHITECTURE convention 11): not hidden by its
-- founder, not a draft, and not taken down by AngelBridge (unpublished by an admin, or its owner suspended:
-- issue 21). The triggers of 0016 and 0024/0026 spelled it `NOT is_hidden AND NOT draft`, so a pitch an
-- admin had taken down still fed the search lexicon, follow news and saved-search matching. They are
-- re-created below to call it, and modules/pitches' queries call it too (pitch-visibility.ts).
--
-- pitch_withdrawn reads users, so it is STABLE and, holding a sub-select, never inlined: it runs as a
-- probe of the small partial index users_suspended per pitch. pitch_is_public has no sub-select, so the
-- planner inlines it into `NOT is_hidden AND NOT draft AND NOT pitch_withdrawn(..)`, which still proves the
-- partial indexes' `is_hidden = false and draft = false` (they cannot call a STABLE function themselves).
CREATE OR REPLACE FUNCTION pitch_withdrawn(unpublished_at timestamptz, owner_id uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT $1 IS NOT NULL
    OR EXISTS (SELECT 1 FROM users so WHERE so.id = $2 AND so.suspended_at IS NOT NULL)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pitch_is_public(is_hidden boolean, draft boolean, unpublished_at timestamptz,
  owner_id uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT NOT $1 AND NOT $2 AND NOT pitch_withdrawn($3, $4)
$$;
--> statement-breakpoint
-- 0016's lexicon: words of public pitches only (a taken-down pitch must not leak words through suggestions).
CREATE OR REPLACE FUNCTION pitch_search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pitch_search_words (word)
    SELECT DISTINCT w
    FROM new_rows n
      LEFT JOIN project_types p ON p.id = n.project_type_id,
      unnest(tsvector_to_array(to_tsvector('simple', search_fold(concat_ws(' ', n.name_of_pitch,
        n.name_of_company, p.title, n.other_name, n.location, n.short_summary,
        array_to_string(n.highlight, ' ')))))) AS w
    WHERE pitch_is_public(n.is_hidden, n.draft, n.unpublished_at, n.owner_id)
      AND char_length(w) BETWEEN 2 AND 40 AND w !~ '[[:punct:][:space:]]'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- 0024's follow news: only a public pitch has news (the job still checks again when it runs).
CREATE OR REPLACE FUNCTION follows_pitch_is_public(pitch uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM pitches p WHERE p.id = $1
    AND pitch_is_public(p.is_hidden, p.draft, p.unpublished_at, p.owner_id))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION follows_milestone_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM pitch_follows WHERE pitch_id = NEW.pitch_id) AND follows_pitch_is_public(NEW.pitch_id) THEN
    PERFORM follows_enqueue_job('pitch_news', 'pitch-news:milestone:' || NEW.id,
      jsonb_build_object('pitch_id', NEW.pitch_id, 'what', 'milestone', 'id', NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION follows_document_public() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW.locked AND (TG_OP = 'INSERT' OR OLD.locked)
     AND EXISTS (SELECT 1 FROM pitch_follows WHERE pitch_id = NEW.pitch_id)
     AND follows_pitch_is_public(NEW.pitch_id) THEN
    PERFORM follows_enqueue_job('pitch_news', 'pitch-news:document:' || NEW.id,
      jsonb_build_object('pitch_id', NEW.pitch_id, 'what', 'document', 'id', NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- 0024's saved-search matching: the pitch became public, whichever of the rule's columns changed; an
-- admin's restore (unpublished_at cleared) now counts, as the founder's unhide always did.
CREATE OR REPLACE FUNCTION follows_pitch_visibility() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pitch_is_public(OLD.is_hidden, OLD.draft, OLD.unpublished_at, OLD.owner_id)
     AND pitch_is_public(NEW.is_hidden, NEW.draft, NEW.unpublished_at, NEW.owner_id) THEN
    PERFORM follows_enqueue_job('pitch_visible',
      'pitch-visible:' || NEW.id || ':' || extract(epoch from now())::text,
      jsonb_build_object('pitch_id', NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS pitches_saved_search_alerts ON pitches;
--> statement-breakpoint
CREATE TRIGGER pitches_saved_search_alerts AFTER UPDATE OF is_hidden, draft, unpublished_at ON pitches
FOR EACH ROW EXECUTE FUNCTION follows_pitch_visibility();
--> statement-breakpoint
-- 0026's round news, the same but for a pitch no one may see: its funding and round changes are not news.
-- The closing notice is due later, so it is queued whatever the pitch's state and its job decides then.
CREATE OR REPLACE FUNCTION follows_round_news() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at text := extract(epoch from now())::text;
  shown boolean := pitch_is_public(NEW.is_hidden, NEW.draft, NEW.unpublished_at, NEW.owner_id);
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pitch_follows WHERE pitch_id = NEW.id) THEN
    RETURN NULL;
  END IF;
  IF shown AND NEW.funding_raised > OLD.funding_raised THEN
    PERFORM follows_enqueue_job('pitch_news', 'pitch-news:funding:' || NEW.id || ':' || at,
      jsonb_build_object('pitch_id', NEW.id, 'what', 'funding', 'id', NEW.funding_raised::text));
  END IF;
  IF shown AND (NEW.stage, NEW.instrument, NEW.valuation_cap, NEW.close_date)
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
