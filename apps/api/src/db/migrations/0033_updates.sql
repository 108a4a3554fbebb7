-- Investor updates (issue 34). A founder's report on one pitch: kept as a draft, published once to its
-- audience (fixed then, in update_recipients) and never edited; a correction is a new update. Metrics are
-- rows, so a series is one indexed query; values are NUMERIC (currency and count whole, percent 2 decimals).
CREATE TABLE "investor_updates" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "pitch_id" uuid NOT NULL REFERENCES "pitches"("id") ON DELETE CASCADE,
  "title" text NOT NULL,
  "body" text DEFAULT '' NOT NULL,
  "audience" text NOT NULL,
  "status" text DEFAULT 'draft' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "published_at" timestamp with time zone,
  CONSTRAINT "investor_updates_audience" CHECK ("audience" IN ('investors', 'investors_and_followers')),
  CONSTRAINT "investor_updates_status" CHECK ("status" IN ('draft', 'published')),
  CONSTRAINT "investor_updates_published" CHECK (("status" = 'published') = ("published_at" IS NOT NULL)),
  CONSTRAINT "investor_updates_title" CHECK (char_length("title") BETWEEN 1 AND 150),
  CONSTRAINT "investor_updates_body" CHECK (char_length("body") <= 20000)
);
--> statement-breakpoint
CREATE INDEX "investor_updates_pitch" ON "investor_updates" ("pitch_id", "published_at" DESC, "id");
--> statement-breakpoint
CREATE TABLE "update_metrics" (
  "update_id" uuid NOT NULL REFERENCES "investor_updates"("id") ON DELETE CASCADE,
  -- the founder's order of the rows
  "position" smallint NOT NULL,
  "key" text NOT NULL,
  "label" text NOT NULL,
  "value" numeric(15, 2) NOT NULL,
  "unit" text NOT NULL,
  -- a month, YYYY-MM
  "period" text NOT NULL,
  PRIMARY KEY ("update_id", "key", "period"),
  CONSTRAINT "update_metrics_unit" CHECK ("unit" IN ('currency', 'count', 'percent')),
  CONSTRAINT "update_metrics_period" CHECK ("period" ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  CONSTRAINT "update_metrics_whole" CHECK ("unit" = 'percent' OR "value" = trunc("value"))
);
--> statement-breakpoint
-- Who received a published update, fixed at publish time. pitch_id and published_at repeat the update's
-- (never edited), so a recipient's feed is read from one index in order.
CREATE TABLE "update_recipients" (
  "update_id" uuid NOT NULL REFERENCES "investor_updates"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "pitch_id" uuid NOT NULL REFERENCES "pitches"("id") ON DELETE CASCADE,
  "relation" text NOT NULL,
  "published_at" timestamp with time zone NOT NULL,
  "read_at" timestamp with time zone,
  PRIMARY KEY ("update_id", "user_id"),
  CONSTRAINT "update_recipients_relation" CHECK ("relation" IN ('investor', 'follower'))
);
--> statement-breakpoint
CREATE INDEX "update_recipients_feed" ON "update_recipients" ("user_id", "published_at" DESC, "update_id" DESC);
--> statement-breakpoint
CREATE INDEX "update_recipients_pitch" ON "update_recipients" ("user_id", "pitch_id", "published_at" DESC);
--> statement-breakpoint
-- One reminder per pitch and quiet spell: `since` is when the spell began (the newest published update, or
-- the first money received when none), so a second run, or a second instance, finds it and sends nothing.
CREATE TABLE "update_reminders" (
  "pitch_id" uuid NOT NULL REFERENCES "pitches"("id") ON DELETE CASCADE,
  "since" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("pitch_id", "since")
);
--> statement-breakpoint
-- THE audience of a pitch's updates, used by publishing, the tests and the bench. Investors: a commitment
-- closing or funded whose agreement both signed (never declined, withdrawn, lapsed or unsigned). Followers,
-- when asked: those following the pitch who are not investors already. Nobody deleted or suspended.
CREATE FUNCTION update_audience(p_pitch uuid, p_followers boolean)
RETURNS TABLE (user_id uuid, relation text) LANGUAGE sql STABLE AS $$
  WITH investors AS (
    SELECT DISTINCT c.investor_id AS user_id
    FROM commitments c
    WHERE c.pitch_id = p_pitch AND c.status IN ('closing', 'funded')
      AND EXISTS (SELECT 1 FROM agreements a WHERE a.commitment_id = c.id AND a.status = 'completed')
  ), everyone AS (
    SELECT i.user_id, 'investor' AS relation FROM investors i
    UNION ALL
    SELECT f.investor_id, 'follower' FROM pitch_follows f
    WHERE p_followers AND f.pitch_id = p_pitch
      AND NOT EXISTS (SELECT 1 FROM investors i WHERE i.user_id = f.investor_id)
  )
  SELECT e.user_id, e.relation FROM everyone e
  JOIN users u ON u.id = e.user_id
  JOIN pitches p ON p.id = p_pitch
  WHERE u.deleted_at IS NULL AND u.suspended_at IS NULL AND u.id <> p.owner_id
$$;
--> statement-breakpoint
-- The text of a mail sent to many at once (an update's e-mail to its recipients), sealed once and kept
-- once: each mail job names it instead of carrying a copy (mail/mail-queue.ts mailsInsertSql). Forgotten
-- with the done jobs (purgeDoneJobs).
CREATE TABLE "mail_texts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "sealed" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_texts_created" ON "mail_texts" ("created_at");
