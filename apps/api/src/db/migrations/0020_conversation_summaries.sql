ALTER TABLE "conversations" ADD COLUMN "last_message_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "last_message_seq" bigint;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "investor_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "owner_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The conversations list (summaries) reads each row's newest message and unread count from the
-- conversation itself instead of looking at its messages (issue 20: 500 conversations in 20 ms). Triggers
-- keep them, so every writer (the app, seeds, tests, a console) leaves them right.
--
-- Concurrency (READ COMMITTED; a PL/pgSQL statement sees what was committed before it began): a send and
-- a read mark both lock the conversation row first, then count in a later statement, so whichever commits
-- second sees the first. A send counts its message unread unless the recipient's mark is already past it
-- (seq order is not commit order: a later message may be sent and read while this one is in flight).
CREATE OR REPLACE FUNCTION conversation_message_added() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  unread boolean;
BEGIN
  -- locked first, so the statement after sees every mark committed before (and no new row version:
  -- one update per message keeps the table from bloating)
  PERFORM 1 FROM conversations WHERE id = NEW.conversation_id FOR NO KEY UPDATE;
  -- the two participants are the only ones with a mark: the recipient's is the one not the sender's
  SELECT NEW.seq > coalesce(max(r.message_seq), 0) INTO unread FROM conversation_reads r
    WHERE r.conversation_id = NEW.conversation_id AND r.user_id <> NEW.sender_id;
  UPDATE conversations SET
    last_message_at = greatest(last_message_at, NEW.created_at),
    last_message_id = CASE WHEN NEW.seq > coalesce(last_message_seq, 0) THEN NEW.id ELSE last_message_id END,
    last_message_seq = greatest(coalesce(last_message_seq, 0), NEW.seq),
    owner_unread = owner_unread + (unread AND NEW.sender_id = investor_id)::int,
    investor_unread = investor_unread + (unread AND NEW.sender_id <> investor_id)::int
  WHERE id = NEW.conversation_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS conversation_message_added ON conversation_messages;
--> statement-breakpoint
CREATE TRIGGER conversation_message_added
  AFTER INSERT ON conversation_messages
  FOR EACH ROW EXECUTE FUNCTION conversation_message_added();
--> statement-breakpoint
-- A moved read mark recounts the reader's unread messages past it (few: the ones after what they read).
CREATE OR REPLACE FUNCTION conversation_read_moved() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  investor uuid;
  unread int;
BEGIN
  SELECT investor_id INTO investor FROM conversations WHERE id = NEW.conversation_id FOR NO KEY UPDATE;
  SELECT count(*) INTO unread FROM conversation_messages m
    WHERE m.conversation_id = NEW.conversation_id AND m.seq > NEW.message_seq AND m.sender_id <> NEW.user_id;
  UPDATE conversations SET
    investor_unread = CASE WHEN NEW.user_id = investor THEN unread ELSE investor_unread END,
    owner_unread = CASE WHEN NEW.user_id = investor THEN owner_unread ELSE unread END
  WHERE id = NEW.conversation_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS conversation_read_moved ON conversation_reads;
--> statement-breakpoint
CREATE TRIGGER conversation_read_moved
  AFTER INSERT OR UPDATE ON conversation_reads
  FOR EACH ROW EXECUTE FUNCTION conversation_read_moved();
--> statement-breakpoint
-- What the triggers would have kept, for the conversations already there.
UPDATE conversations c SET last_message_id = lm.id, last_message_seq = lm.seq
FROM (SELECT DISTINCT ON (conversation_id) conversation_id, id, seq FROM conversation_messages
      ORDER BY conversation_id, seq DESC) lm
WHERE lm.conversation_id = c.id;
--> statement-breakpoint
UPDATE conversations c SET
  investor_unread = (SELECT count(*) FROM conversation_messages m
    WHERE m.conversation_id = c.id AND m.sender_id <> c.investor_id
      AND m.seq > coalesce((SELECT r.message_seq FROM conversation_reads r
                            WHERE r.conversation_id = c.id AND r.user_id = c.investor_id), 0)),
  owner_unread = (SELECT count(*) FROM conversation_messages m
    WHERE m.conversation_id = c.id AND m.sender_id = c.investor_id
      AND m.seq > coalesce((SELECT max(r.message_seq) FROM conversation_reads r
                            WHERE r.conversation_id = c.id AND r.user_id <> c.investor_id), 0));
