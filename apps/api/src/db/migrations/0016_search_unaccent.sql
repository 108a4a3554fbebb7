-- Search ignores accents: 'Montreal' finds what 'Montréal' finds, 'Jose' finds José, and the other way
-- round. The documents (people, migration 0003; pitches, 0008), their typo lexicons and the words typed
-- all go through search_fold, which drops accents (unaccent: a trusted extension a database owner may
-- create, and a PGlite bundle) and lower-cases. The functions below replace those of 0003 and 0008 with
-- the fold added; nothing else in them changes.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- STABLE, as unaccent itself is (its rules file could change); nothing indexes it.
CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE STRICT AS $$
  SELECT lower(unaccent(t))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  skill_names text;
  expertise_titles text;
  names text;
  about text;
BEGIN
  SELECT coalesce(string_agg(s.skills, ' ' ORDER BY s.sort), '') INTO skill_names
    FROM user_skills us JOIN skills s ON s.id = us.skill_id
    WHERE us.user_id = NEW.id;
  SELECT coalesce(string_agg(p.title, ' ' ORDER BY p.sort), '') INTO expertise_titles
    FROM user_expertise ue JOIN project_types p ON p.id = ue.project_type_id
    WHERE ue.user_id = NEW.id;
  names := concat_ws(' ', NEW.first_name, NEW.last_name);
  about := concat_ws(' ', nullif(NEW.company_or_organization, ''), nullif(expertise_titles, ''),
    nullif(skill_names, ''), nullif(array_to_string(NEW.new_skills, ' '), ''));
  NEW.search_text := concat_ws(' ', names, nullif(about, ''));
  NEW.search_vector :=
    setweight(to_tsvector('simple', search_fold(names)), 'A')
    || setweight(to_tsvector('english', search_fold(about)), 'B')
    || setweight(to_tsvector('english', search_fold(coalesce(NEW.bio, ''))), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w
    FROM new_rows n,
      unnest(tsvector_to_array(to_tsvector('simple', search_fold(concat_ws(' ', n.search_text, n.bio))))) AS w
    WHERE n.is_profile_complete AND char_length(w) BETWEEN 2 AND 40 AND w !~ '[[:punct:][:space:]]'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION people_search_query(words text) RETURNS tsquery LANGUAGE plpgsql STABLE STRICT AS $$
DECLARE
  w text;
  fix text;
  suffix text;
  english tsquery;
  term tsquery;
  q tsquery;
BEGIN
  FOREACH w IN ARRAY regexp_split_to_array(search_fold(words), '\s+') LOOP
    CONTINUE WHEN char_length(w) < 2 OR w ~ '[&|!():*<>''\\[:space:]]';
    suffix := CASE WHEN char_length(w) >= 3 THEN ':*' ELSE '' END;
    english := to_tsquery('english', w || suffix);
    CONTINUE WHEN numnode(english) = 0;
    term := to_tsquery('simple', w || suffix) || english;
    IF char_length(w) >= 4 AND NOT EXISTS (SELECT 1 FROM search_words WHERE word LIKE w || '%') THEN
      FOR fix IN
        SELECT word FROM search_words WHERE word % w ORDER BY similarity(word, w) DESC, word LIMIT 3
      LOOP
        term := term || to_tsquery('simple', fix) || to_tsquery('english', fix);
      END LOOP;
    END IF;
    q := CASE WHEN q IS NULL THEN term ELSE q && term END;
  END LOOP;
  RETURN q;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pitches_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  type_title text;
  names text;
BEGIN
  SELECT title INTO type_title FROM project_types WHERE id = NEW.project_type_id;
  names := concat_ws(' ', NEW.name_of_pitch, NEW.name_of_company);
  NEW.search_vector :=
    setweight(to_tsvector('simple', search_fold(names)), 'A')
    || setweight(to_tsvector('english',
         search_fold(concat_ws(' ', names, type_title, NEW.other_name, NEW.location))), 'B')
    || setweight(to_tsvector('english',
         search_fold(concat_ws(' ', NEW.short_summary, array_to_string(NEW.highlight, ' ')))), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pitch_search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pitch_search_words (word)
    SELECT DISTINCT w
    FROM new_rows n
      LEFT JOIN project_types p ON p.id = n.project_type_id,
      unnest(tsvector_to_array(to_tsvector('simple', search_fold(concat_ws(' ', n.name_of_pitch,
        n.name_of_company, p.title, n.other_name, n.location, n.short_summary,
        array_to_string(n.highlight, ' ')))))) AS w
    WHERE NOT n.is_hidden AND NOT n.draft
      AND char_length(w) BETWEEN 2 AND 40 AND w !~ '[[:punct:][:space:]]'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pitch_search_query(words text) RETURNS tsquery LANGUAGE plpgsql STABLE STRICT AS $$
DECLARE
  w text;
  fix text;
  suffix text;
  english tsquery;
  term tsquery;
  q tsquery;
BEGIN
  FOREACH w IN ARRAY regexp_split_to_array(search_fold(words), '\s+') LOOP
    CONTINUE WHEN char_length(w) < 2 OR w ~ '[&|!():*<>''\\[:space:]]';
    suffix := CASE WHEN char_length(w) >= 3 THEN ':*' ELSE '' END;
    english := to_tsquery('english', w || suffix);
    CONTINUE WHEN numnode(english) = 0;
    term := to_tsquery('simple', w || suffix) || english;
    IF char_length(w) >= 4 AND NOT EXISTS (SELECT 1 FROM pitch_search_words WHERE word LIKE w || '%') THEN
      FOR fix IN
        SELECT word FROM pitch_search_words WHERE word % w ORDER BY similarity(word, w) DESC, word LIMIT 3
      LOOP
        term := term || to_tsquery('simple', fix) || to_tsquery('english', fix);
      END LOOP;
    END IF;
    q := CASE WHEN q IS NULL THEN term ELSE q && term END;
  END LOOP;
  RETURN q;
END
$$;
--> statement-breakpoint
-- The lexicons lose their accented words (their folded forms come back below), and every document is
-- rebuilt with the fold.
DELETE FROM search_words WHERE word <> search_fold(word);
--> statement-breakpoint
DELETE FROM pitch_search_words WHERE word <> search_fold(word);
--> statement-breakpoint
UPDATE users SET search_text = search_text;
--> statement-breakpoint
UPDATE pitches SET search_vector = search_vector;
