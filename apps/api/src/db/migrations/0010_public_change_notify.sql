-- Public reads (reference lists, CMS pages, the funding page, listings) are cached in each API process.
-- Every write to a table they read notifies the channel 'public_change' with the table's name; each
-- process LISTENs and drops what it cached from that table (apps/api/src/cache/public-cache.ts).
-- NOTIFY is sent at commit, once per distinct payload per transaction, so a bulk write costs one message.
CREATE OR REPLACE FUNCTION notify_public_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_change', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'users', 'user_skills', 'user_desired_projects', 'user_expertise', 'user_preferred_sectors',
    'pitches', 'pitch_team_members', 'pitch_documents', 'pitch_milestones',
    'countries', 'states', 'cities', 'skills', 'project_types', 'preferred_sectors', 'alma_maters',
    'business_types', 'arche_types', 'cms_pages'
  ] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_public_change', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change()',
      t || '_public_change', t);
  END LOOP;
END;
$$;
