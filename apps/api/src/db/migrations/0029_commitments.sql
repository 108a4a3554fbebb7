-- Commitments and the round (issue 32). One round row per pitch (made on first use), the investors'
-- commitments with their conditions, each commitment's history, and the offers to lead. Amounts are
-- whole dollars in bigint (convention 21). Deleting a pitch removes its round, commitments and offers.
CREATE TABLE "pitch_rounds" (
  "pitch_id" uuid PRIMARY KEY NOT NULL REFERENCES "pitches"("id") ON DELETE CASCADE,
  "state" text DEFAULT 'open' NOT NULL,
  "show_progress" boolean DEFAULT false NOT NULL,
  "lead_investor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "closed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "pitch_rounds_state" CHECK ("state" IN ('open', 'closing'))
);
--> statement-breakpoint
CREATE TABLE "commitments" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "pitch_id" uuid NOT NULL REFERENCES "pitches"("id") ON DELETE CASCADE,
  "investor_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "amount" bigint NOT NULL,
  "min_round_total" bigint,
  "requires_lead" boolean DEFAULT false NOT NULL,
  "until" date,
  "note" text,
  "status" text DEFAULT 'indicated' NOT NULL,
  "decision_reason" text,
  "decided_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "commitments_amount" CHECK ("amount" > 0),
  CONSTRAINT "commitments_min_round_total" CHECK ("min_round_total" IS NULL OR "min_round_total" > 0),
  CONSTRAINT "commitments_status" CHECK ("status" IN ('indicated', 'accepted', 'declined', 'withdrawn', 'lapsed', 'closing'))
);
--> statement-breakpoint
-- one live commitment per investor per pitch: a second commit amends it, an ended one leaves room for a new one
CREATE UNIQUE INDEX "commitments_live" ON "commitments" ("pitch_id", "investor_id")
  WHERE "status" IN ('indicated', 'accepted', 'closing');
--> statement-breakpoint
CREATE INDEX "commitments_pitch" ON "commitments" ("pitch_id", "created_at" DESC, "id");
--> statement-breakpoint
CREATE INDEX "commitments_pitch_status" ON "commitments" ("pitch_id", "status", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "commitments_investor" ON "commitments" ("investor_id", "created_at" DESC);
--> statement-breakpoint
CREATE TABLE "commitment_history" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "commitment_id" uuid NOT NULL REFERENCES "commitments"("id") ON DELETE CASCADE,
  "event" text NOT NULL,
  "actor" text NOT NULL,
  "actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "amount" bigint NOT NULL,
  "min_round_total" bigint,
  "requires_lead" boolean NOT NULL,
  "until" date,
  "status" text NOT NULL,
  "note" text,
  "reason" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "commitment_history_commitment" ON "commitment_history" ("commitment_id", "id");
--> statement-breakpoint
CREATE TABLE "lead_offers" (
  "pitch_id" uuid NOT NULL REFERENCES "pitches"("id") ON DELETE CASCADE,
  "investor_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "memo" text NOT NULL,
  "conflicts" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("pitch_id", "investor_id")
);
--> statement-breakpoint
CREATE INDEX "lead_offers_investor" ON "lead_offers" ("investor_id");
--> statement-breakpoint
CREATE INDEX "pitch_rounds_lead" ON "pitch_rounds" ("lead_investor_id") WHERE "lead_investor_id" IS NOT NULL;
--> statement-breakpoint
-- What the public sees of a round (round_progress) changes only while its founder shows progress, and only
-- with an accepted (or closing) commitment or the round row itself: only then are the public caches told
-- (migration 0010's channel), so a stream of new indications does not empty them.
CREATE OR REPLACE FUNCTION commitments_public_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p uuid := COALESCE(NEW.pitch_id, OLD.pitch_id);
BEGIN
  IF (COALESCE(NEW.status, '') IN ('accepted', 'closing') OR COALESCE(OLD.status, '') IN ('accepted', 'closing'))
    AND EXISTS (SELECT 1 FROM pitch_rounds r WHERE r.pitch_id = p AND r.show_progress) THEN
    PERFORM pg_notify('public_change', 'commitments');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "commitments_public_change" AFTER INSERT OR UPDATE OR DELETE ON "commitments"
  FOR EACH ROW EXECUTE FUNCTION commitments_public_change();
--> statement-breakpoint
CREATE TRIGGER "pitch_rounds_public_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pitch_rounds"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
