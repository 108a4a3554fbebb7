-- The history of a contact request is append-only: a step, once written, is never changed. (Deletes
-- stay possible so a deleted pitch or account takes its requests' history with it.)
CREATE OR REPLACE FUNCTION contact_request_events_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'contact_request_events is append-only';
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS contact_request_events_no_update ON contact_request_events;
--> statement-breakpoint
CREATE TRIGGER contact_request_events_no_update
  BEFORE UPDATE ON contact_request_events
  FOR EACH ROW EXECUTE FUNCTION contact_request_events_append_only();
--> statement-breakpoint
-- Every new notification is announced on commit (NOTIFY inside a transaction is delivered when it
-- commits, never when it rolls back); every API instance LISTENs and feeds its live streams.
CREATE OR REPLACE FUNCTION notifications_announce() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('angelbridge_notifications', json_build_object('id', NEW.id, 'user_id', NEW.user_id)::text);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS notifications_announce ON notifications;
--> statement-breakpoint
CREATE TRIGGER notifications_announce
  AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION notifications_announce();
