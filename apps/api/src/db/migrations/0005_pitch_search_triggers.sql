-- The /invest listing searches pitches.search_vector (full text) and corrects typos against
-- pitch_search_words (every word of every visible pitch), the way global search does for people
-- (migration 0003). The database keeps both current, so no code path that writes pitches can forget.
--
-- search_vector: pitch and company names (weight A, 'simple': names are not stemmed); the same names,
-- project type (its title, or other_name for 'Others') and location (weight B, 'english'); the short
-- summary and the highlights (weight C, 'english').
CREATE OR REPLACE FUNCTION pitches_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  type_title text;
  names text;
BEGIN
  SELECT title INTO type_title FROM project_types WHERE id = NEW.project_type_id;
  names := concat_ws(' ', NEW.name_of_pitch, NEW.name_of_company);
  NEW.search_vector :=
    setweight(to_tsvector('simple', names), 'A')
    || setweight(to_tsvector('english', concat_ws(' ', names, type_title, NEW.other_name, NEW.location)), 'B')
    || setweight(to_tsvector('english',
         concat_ws(' ', NEW.short_summary, array_to_string(NEW.highlight, ' '))), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS pitches_search_document ON pitches;
--> statement-breakpoint
CREATE TRIGGER pitches_search_document BEFORE INSERT OR UPDATE ON pitches
  FOR EACH ROW EXECUTE FUNCTION pitches_search_document();
--> statement-breakpoint
-- Renaming a project type changes the documents of its pitches.
CREATE OR REPLACE FUNCTION project_types_pitch_search_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pitches SET search_vector = search_vector WHERE project_type_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS project_types_pitch_search_rename ON project_types;
--> statement-breakpoint
CREATE TRIGGER project_types_pitch_search_rename AFTER UPDATE OF title ON project_types
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION project_types_pitch_search_touch();
--> statement-breakpoint
-- Words of visible pitches go to the lexicon that typo correction picks from (hidden and draft pitches
-- must not leak words through suggestions). Words holding punctuation stay out, as for people.
CREATE OR REPLACE FUNCTION pitch_search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pitch_search_words (word)
    SELECT DISTINCT w
    FROM new_rows n
      LEFT JOIN project_types p ON p.id = n.project_type_id,
      unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', n.name_of_pitch, n.name_of_company,
        p.title, n.other_name, n.location, n.short_summary, array_to_string(n.highlight, ' '))))) AS w
    WHERE NOT n.is_hidden AND NOT n.draft
      AND char_length(w) BETWEEN 2 AND 40 AND w !~ '[[:punct:][:space:]]'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS pitches_search_words_insert ON pitches;
--> statement-breakpoint
CREATE TRIGGER pitches_search_words_insert AFTER INSERT ON pitches
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pitch_search_words_collect();
--> statement-breakpoint
DROP TRIGGER IF EXISTS pitches_search_words_update ON pitches;
--> statement-breakpoint
CREATE TRIGGER pitches_search_words_update AFTER UPDATE ON pitches
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pitch_search_words_collect();
--> statement-breakpoint
-- The full-text query for what someone typed into the listing's search box; the same rules as
-- people_search_query (migration 0003), with the pitches' lexicon: every word of two or more characters
-- must match, as a prefix from 3 characters, in its 'simple' form or its 'english' stem; a word of 4 or
-- more characters that no known word starts with may be replaced by its 3 most similar known words.
-- `words` hold only letters and digits separated by spaces (the caller makes sure). NULL when none is left.
CREATE OR REPLACE FUNCTION pitch_search_query(words text) RETURNS tsquery LANGUAGE plpgsql STABLE STRICT AS $$
DECLARE
  w text;
  fix text;
  suffix text;
  english tsquery;
  term tsquery;
  q tsquery;
BEGIN
  FOREACH w IN ARRAY regexp_split_to_array(words, '\s+') LOOP
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
UPDATE pitches SET search_vector = search_vector;
