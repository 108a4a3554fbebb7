-- Global search reads users.search_vector (full text) and search_words (every word of every search
-- document, for correcting typos by trigram similarity). The database keeps both current, so no code
-- path that writes profiles, skills or expertise can forget.
--
-- search_text: first and last name, company, expertise titles, skills (listed and custom); with the bio,
-- the words the lexicon learns.
-- search_vector: names (weight A, 'simple': names are not stemmed), company, expertise and skills
-- (weight B) and the bio (weight C), both 'english'.
CREATE FUNCTION users_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
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
    setweight(to_tsvector('simple', names), 'A')
    || setweight(to_tsvector('english', about), 'B')
    || setweight(to_tsvector('english', coalesce(NEW.bio, '')), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_search_document BEFORE INSERT OR UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_search_document();
--> statement-breakpoint
-- A change to someone's skills or expertise rewrites their row once per statement (not once per link),
-- which lets the BEFORE trigger above recompute the document.
CREATE FUNCTION users_search_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET search_text = search_text WHERE id IN (SELECT user_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE users SET search_text = search_text WHERE id IN (SELECT user_id FROM old_rows);
  ELSE
    UPDATE users SET search_text = search_text
      WHERE id IN (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_skills_search_insert AFTER INSERT ON user_skills
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_search_touch();
--> statement-breakpoint
CREATE TRIGGER user_skills_search_update AFTER UPDATE ON user_skills
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_search_touch();
--> statement-breakpoint
CREATE TRIGGER user_skills_search_delete AFTER DELETE ON user_skills
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_search_touch();
--> statement-breakpoint
CREATE TRIGGER user_expertise_search_insert AFTER INSERT ON user_expertise
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_search_touch();
--> statement-breakpoint
CREATE TRIGGER user_expertise_search_update AFTER UPDATE ON user_expertise
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_search_touch();
--> statement-breakpoint
CREATE TRIGGER user_expertise_search_delete AFTER DELETE ON user_expertise
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_search_touch();
--> statement-breakpoint
-- Renaming a skill or a project type changes the documents of everyone who has it.
CREATE FUNCTION skills_search_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET search_text = search_text
    WHERE id IN (SELECT user_id FROM user_skills WHERE skill_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER skills_search_rename AFTER UPDATE OF skills ON skills
  FOR EACH ROW WHEN (OLD.skills IS DISTINCT FROM NEW.skills) EXECUTE FUNCTION skills_search_touch();
--> statement-breakpoint
CREATE FUNCTION project_types_search_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET search_text = search_text
    WHERE id IN (SELECT user_id FROM user_expertise WHERE project_type_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER project_types_search_rename AFTER UPDATE OF title ON project_types
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION project_types_search_touch();
--> statement-breakpoint
-- Words of complete profiles go to the lexicon that typo correction picks from. Words holding
-- punctuation (e-mail addresses, URLs, hyphenated forms) stay out: their parts are there on their own.
CREATE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w
    FROM new_rows n,
      unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', n.search_text, n.bio)))) AS w
    WHERE n.is_profile_complete AND char_length(w) BETWEEN 2 AND 40 AND w !~ '[[:punct:][:space:]]'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_search_words_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
CREATE TRIGGER users_search_words_update AFTER UPDATE ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
-- The full-text query for what someone typed. `words` are separated by spaces and hold only letters and
-- digits (the caller makes sure). Every word of two or more characters must match, as a prefix from 3 characters, in its 'simple'
-- form (names) or its 'english' stem. A word of 4 or more characters that no known word starts with is
-- probably mistyped, so the 3 most similar known words may match in its place. English stop words are
-- left out, since the stemmed parts of the documents never hold them. NULL when no word is left.
CREATE FUNCTION people_search_query(words text) RETURNS tsquery LANGUAGE plpgsql STABLE STRICT AS $$
DECLARE
  w text;
  fix text;
  suffix text;
  english tsquery;
  term tsquery;
  q tsquery;
BEGIN
  FOREACH w IN ARRAY regexp_split_to_array(words, '\s+') LOOP
    -- tsquery syntax inside a word would be an injection; such a word is simply not searched, and
    -- neither is a lone letter (an initial, the o of o'Brien)
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
UPDATE users SET search_text = search_text;
