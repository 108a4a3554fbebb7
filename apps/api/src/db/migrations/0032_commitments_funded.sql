-- Money received (issue 33): a commitment whose agreement is completed becomes `funded` when its founder
-- records the money. A funded commitment is still in the round: it stays live (one per investor per
-- pitch) and its money counts as taken, like an accepted or closing one. Amounts are whole dollars in
-- bigint (convention 21); received_on is the day the founder says the money arrived, funded_at when they
-- said so (the database's clock).
ALTER TABLE "commitments" DROP CONSTRAINT "commitments_status";
--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_status"
  CHECK ("status" IN ('indicated', 'accepted', 'declined', 'withdrawn', 'lapsed', 'closing', 'funded'));
--> statement-breakpoint
ALTER TABLE "commitments" ADD COLUMN "amount_received" bigint;
--> statement-breakpoint
ALTER TABLE "commitments" ADD COLUMN "received_on" date;
--> statement-breakpoint
ALTER TABLE "commitments" ADD COLUMN "funded_at" timestamp with time zone;
--> statement-breakpoint
-- a funded commitment always says how much arrived and when; nobody else carries those figures
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_funded"
  CHECK (("status" = 'funded') = ("amount_received" IS NOT NULL AND "received_on" IS NOT NULL AND "funded_at" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_amount_received" CHECK ("amount_received" > 0);
--> statement-breakpoint
DROP INDEX "commitments_live";
--> statement-breakpoint
CREATE UNIQUE INDEX "commitments_live" ON "commitments" ("pitch_id", "investor_id")
  WHERE "status" IN ('indicated', 'accepted', 'closing', 'funded');
--> statement-breakpoint
-- Set with the first money received and never unset (funded is final): from then on the pitch's
-- funding_raised is the sum of the money received, kept by the marking, and the wizard leaves it alone.
ALTER TABLE "pitches" ADD COLUMN "funding_raised_from_commitments" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The public progress counts funded money as taken, so the caches hear of it as of accepted and closing.
CREATE OR REPLACE FUNCTION commitments_public_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p uuid := COALESCE(NEW.pitch_id, OLD.pitch_id);
BEGIN
  IF (COALESCE(NEW.status, '') IN ('accepted', 'closing', 'funded')
      OR COALESCE(OLD.status, '') IN ('accepted', 'closing', 'funded'))
    AND EXISTS (SELECT 1 FROM pitch_rounds r WHERE r.pitch_id = p AND r.show_progress) THEN
    PERFORM pg_notify('public_change', 'commitments');
  END IF;
  RETURN NULL;
END;
$$;
