-- A guest's pitch page (/getInvestmentPageDataById) is kept in each API process's public cache of pitch
-- pages (apps/api/src/cache/index.ts). Besides the tables the lists' cache hears (0010, 0015, 0029), the
-- page says how soon its founder answers contact requests: their requests and decisions empty it too.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['contact_requests', 'contact_request_events'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_public_change', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change()',
      t || '_public_change', t);
  END LOOP;
END;
$$;
