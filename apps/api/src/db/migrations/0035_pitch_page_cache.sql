-- A guest's pitch page (/getInvestmentPageDataById) is kept in each API process's public cache of pitch
-- pages (apps/api/src/cache/index.ts). Besides the tables the lists' cache hears (0010, 0015, 0029), the
-- page says how soon its founder answers contact requests: their requests and decisions empty it too.
CREATE TRIGGER contact_requests_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contact_requests
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER contact_request_events_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON contact_request_events FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
